import { describe, expect, it } from "vitest";
import { advertPayload, advertState, advertToValues } from "./advert-form-values.ts";
import { hiddenReason, itemErrors, moveItem, previewEntries, slotOf } from "./marquee-items.ts";

const event = (id: string, status = "published") =>
  slotOf(
    { resource_type: "event", resource_id: id },
    { id, name: `Event ${id}`, slug: `event-${id}`, status, primary_image_id: null },
    null,
  );

describe("marquee items", () => {
  it("moves an item and leaves the list alone for a move off either end", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 3)).toEqual(["a", "b", "c"]);
  });

  it("puts a server error on the item that was sent at its index, whatever moved since", () => {
    const sent = [event("1"), event("2", "draft")];
    const { byKey, other } = itemErrors(
      [
        { field: "items.1.resource_id", message: "That event is not published." },
        { field: "items", message: "Feature at most 12 items." },
      ],
      sent,
    );
    expect(byKey).toEqual({ "event:2": "That event is not published." });
    expect(other).toEqual(["Feature at most 12 items."]);
  });

  it("flags deleted and unpublished items, and leaves them out of the preview", () => {
    const gone = slotOf({ resource_type: "article", resource_id: "9" }, null, null);
    const draft = event("2", "draft");
    expect(gone.status).toBe("gone");
    expect(hiddenReason(gone)).toMatch(/no longer exists/);
    expect(hiddenReason(draft)).toMatch(/not published/);
    expect(hiddenReason(event("1"))).toBeNull();
    expect(previewEntries([gone, event("1"), draft]).map((e) => e.resource_id)).toEqual(["1"]);
  });

  it("gives a venue its public page and an article its permalink", () => {
    const venue = slotOf(
      { resource_type: "venue", resource_id: "v" },
      {
        id: "v",
        name: "Walker",
        slug: "walker-art-center",
        type: "museum",
        primary_image_id: null,
      },
      null,
    );
    expect([venue.url, venue.status, venue.venueType]).toEqual([
      "/venues/walker-art-center",
      "published",
      "museum",
    ]);
    const article = slotOf(
      { resource_type: "article", resource_id: "a" },
      {
        id: "a",
        title: "Iron and Salt",
        permalink: "/written/2026/11/iron",
        primary_image_id: null,
      },
      null,
    );
    expect(article.url).toBe("/written/2026/11/iron");
  });
});

describe("advert form values", () => {
  const now = new Date("2026-11-21T18:00:00Z");

  it("says whether an advert shows now", () => {
    const on = { is_active: true, start_date: null, end_date: null };
    expect(advertState(on, now)).toBe("active");
    expect(advertState({ ...on, is_active: false }, now)).toBe("off");
    expect(advertState({ ...on, start_date: "2026-12-01T06:00:00Z" }, now)).toBe("scheduled");
    expect(advertState({ ...on, end_date: "2026-11-21T18:00:00Z" }, now)).toBe("ended");
  });

  it("sends empty dates as no limit and the weight as a number", () => {
    const values = { ...advertToValues(null), weight: "3" };
    expect(advertPayload(values)).toMatchObject({ weight: 3, start_date: null, end_date: null });
    expect(Number.isNaN(advertPayload({ ...values, weight: "" }).weight)).toBe(true);
  });
});
