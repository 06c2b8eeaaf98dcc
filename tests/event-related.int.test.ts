import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectClockChanges } from "../server/lib/page-cache/clock-changes.ts";
import { makeEvent, makeVenue } from "./calendar-factories.ts";
import { superadmin } from "./factories.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// Issue 26 item 4: an event page ends with more at its venue, more sharing
// its tags, and what is on nearby the same site day, each without the event
// itself, canceled or ended dates, or an event shown twice.

const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();
const utc = (iso: string) => chicago(iso).toISOString();
const NOW = chicago("2026-11-21T12:00"); // Saturday noon

let t: TestApp;
let slug: string;
beforeAll(async () => {
  t = await createTestApp({ app: { clock: { now: () => NOW } } });
  const admin = await superadmin(t, "related_admin");
  // Downtown Minneapolis, a gallery 1 km north, one 2.5 km west, one in Saint Paul (14 km).
  const home = await makeVenue(t, admin.token, {
    name: "Home Gallery",
    geo: { lat: 44.9817, lon: -93.2686 },
  });
  const near = await makeVenue(t, admin.token, {
    name: "Near Gallery",
    geo: { lat: 44.9907, lon: -93.2686 },
  });
  const west = await makeVenue(t, admin.token, {
    name: "West Gallery",
    geo: { lat: 44.9817, lon: -93.3 },
  });
  const far = await makeVenue(t, admin.token, {
    name: "Far Gallery",
    geo: { lat: 44.9537, lon: -93.09 },
  });
  const on = (
    name: string,
    venue_id: string,
    start: string,
    end: string,
    over: Record<string, unknown> = {},
    category = "reception",
  ) =>
    makeEvent(t, admin.token, [{ venue_id, category, start: utc(start), end: utc(end) }], {
      name,
      ...over,
    });
  const event = await on("The Show", home.id, "2026-11-21T18:00", "2026-11-21T21:00", {
    tags: ["printmaking", "textiles"],
  });
  slug = event.slug;
  // At the same venue.
  await on("Home Next Week", home.id, "2026-11-28T18:00", "2026-11-28T21:00");
  await on("Home Run", home.id, "2026-11-01T00:00", "2026-12-20T00:00", {}, "ongoing");
  await on("Home Ended", home.id, "2026-11-20T18:00", "2026-11-20T21:00");
  await on("Home Canceled", home.id, "2026-11-22T18:00", "2026-11-22T21:00", {}).then((e) =>
    t.app.request(`/api/v5/calendar/events/id/${e.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({
        event_dates: e.event_dates.map((d: Record<string, unknown>) => ({
          ...d,
          is_canceled: true,
        })),
      }),
    }),
  );
  await on("Home Draft", home.id, "2026-11-23T18:00", "2026-11-23T21:00", { status: "draft" });
  // Sharing tags, elsewhere and later.
  await on("Two Tags Far", far.id, "2026-12-05T18:00", "2026-12-05T21:00", {
    tags: ["textiles", "printmaking"],
  });
  await on("One Tag Far", far.id, "2026-11-29T18:00", "2026-11-29T21:00", { tags: ["textiles"] });
  await on("Tag Ended", far.id, "2026-11-14T18:00", "2026-11-14T21:00", { tags: ["textiles"] });
  await on("Other Tag", far.id, "2026-11-29T18:00", "2026-11-29T21:00", { tags: ["video"] });
  // On nearby that Saturday, and not.
  await on("Near Tonight", near.id, "2026-11-21T19:00", "2026-11-21T22:00");
  await on("West Late Show", west.id, "2026-11-22T00:30", "2026-11-22T02:00", {}, "performance");
  await on("Near Morning", near.id, "2026-11-21T09:00", "2026-11-21T11:00");
  await on("Near Sunday", near.id, "2026-11-22T18:00", "2026-11-22T21:00");
  await on("Far Tonight", far.id, "2026-11-21T19:00", "2026-11-21T22:00");
  await on("Near Opens Sunday", near.id, "2026-11-22T00:00", "2026-12-20T00:00", {}, "ongoing");
});
afterAll(() => t.close());

const names = (cards: { event: { name: string } }[]) => cards.map((c) => c.event.name);

describe("an event page's related sections", () => {
  it("lists the venue's other events still to come, soonest first", async () => {
    const { related } = await t.app.services.discover.event(slug, NOW);
    expect(names(related.venue)).toEqual(["Home Run", "Home Next Week"]);
  });

  it("lists events sharing tags, most shared first, none ended", async () => {
    const { related } = await t.app.services.discover.event(slug, NOW);
    expect(names(related.like)).toEqual(["Two Tags Far", "One Tag Far"]);
  });

  it("lists what is on nearby that site day, the 00:30 show included, the far one not", async () => {
    const { related } = await t.app.services.discover.event(slug, NOW);
    expect(names(related.nearby)).toEqual(["Near Tonight", "West Late Show"]);
  });

  it("never lists the event itself", async () => {
    const { related } = await t.app.services.discover.event(slug, NOW);
    const all = [...related.venue, ...related.like, ...related.nearby];
    expect(names(all)).not.toContain("The Show");
    expect(new Set(all.map((c) => c.event.id)).size).toBe(all.length);
  });

  it("cards carry only what a card shows", async () => {
    const { related } = await t.app.services.discover.event(slug, NOW);
    expect(Object.keys(related.venue[0]!).sort()).toEqual(
      [
        "category",
        "end",
        "event",
        "id",
        "image",
        "is_canceled",
        "label",
        "start",
        "type",
        "venue",
      ].sort(),
    );
  });

  it("a cached page expires when a related date it shows starts", async () => {
    // At 18:30 the event is on; the next instant its page changes at is
    // Near Tonight's start (19:00), before the event's own end (21:00).
    const evening = chicago("2026-11-21T18:30");
    const { result, next } = await collectClockChanges(evening, () =>
      t.app.services.discover.event(slug, evening),
    );
    expect(names(result.related.nearby)).toContain("Near Tonight");
    expect(next).toBe(chicago("2026-11-21T19:00").getTime());
  });
});
