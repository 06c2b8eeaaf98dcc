import { describe, expect, it } from "vitest";
import { checkedAdvertSchema } from "../../../../core/schemas/promo.ts";
import { advert } from "./advert.ts";
import { article } from "./article.ts";
import { formDataToValues, recordToValues, showValue, valuesToPayload } from "./form-values.ts";

// The datetime and checkboxes kinds (and the checkbox's default) read back
// from a form posted without JavaScript, and go to the API as its schema takes them.

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("an advert posted without JavaScript", () => {
  const posted = form([
    ["client", "Lakeside Frames"],
    ["label", "Winter banner"],
    ["goto_url", "https://example.com/frames"],
    // Ticked in another order than the catalogue's.
    ["spots", "event_1"],
    ["spots", "home_1"],
    ["weight", "3"],
    // datetime-local inputs: Chicago time (CST, UTC-6, in December).
    ["start_date", "2026-12-01T09:00"],
    ["end_date", ""],
  ]);

  it("reads spots in the catalogue's order, local times as instants, and an unticked box as off", () => {
    const values = formDataToValues(advert, posted);
    expect(values.spots).toEqual(["home_1", "event_1"]);
    expect(values.start_date).toBe("2026-12-01T15:00:00.000Z");
    expect(values.is_active).toBe(false);
    const payload = valuesToPayload(advert, values);
    expect(payload).toMatchObject({ weight: 3, end_date: null, is_active: false });
    expect(checkedAdvertSchema.safeParse(payload).success).toBe(true);
  });

  it("an end before the start is the schema's error on the end", () => {
    const values = formDataToValues(
      advert,
      form([...posted].map(([k, v]) => [k, k === "end_date" ? "2026-11-30T09:00" : String(v)])),
    );
    const result = checkedAdvertSchema.safeParse(valuesToPayload(advert, values));
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["end_date"]);
  });

  it("a new advert starts active with a weight of 1; dates and spots show in words", () => {
    expect(recordToValues(advert, null)).toMatchObject({ is_active: true, weight: "1", spots: [] });
    expect(showValue(advert, "start_date", "2026-12-01T15:00:00.000Z")).toBe(
      "Dec 1, 2026, 9:00 AM",
    );
    expect(showValue(advert, "end_date", "")).toBe("—");
    expect(showValue(advert, "spots", ["home_1", "event_1"])).toBe("home_1, event_1");
  });
});

describe("an article posted without JavaScript", () => {
  it("publishes with a date, or leaves the date to the server", () => {
    const values = formDataToValues(
      article,
      form([
        ["title", "Cyanotypes"],
        ["author_id", ""],
        ["is_published", "on"],
        ["published_date", ""],
      ]),
    );
    expect(valuesToPayload(article, values)).toMatchObject({
      title: "Cyanotypes",
      author_id: null,
      category_id: null,
      is_published: true,
      published_date: null,
    });
  });
});
