import { describe, expect, it } from "vitest";
import {
  emptyForm,
  formFieldOf,
  formValuesOf,
  formValuesOfSubmission,
  htmlToPlain,
  inputOf,
  textToHtml,
} from "./form.ts";
import type { StoredPayload } from "./rules.ts";

const posted = (pairs: [string, string][]) => {
  const form = new FormData();
  for (const [k, v] of pairs) form.append(k, v);
  return formValuesOf(form);
};

describe("the /submit form", () => {
  it("reads timed dates in Chicago time, a late end as the next morning, and a run", () => {
    const v = posted([
      ["name", "Night Prints"],
      ["date_0_category", "reception"],
      ["date_0_day", "2026-12-05"],
      ["date_0_from", "18:00"],
      ["date_0_to", "01:30"],
      ["date_1_category", "reception"],
      ["date_2_category", "ongoing"],
      ["date_2_day", "2026-12-05"],
      ["date_2_last_day", "2027-01-10"],
    ]);
    const { input, errors } = inputOf(v);
    expect(errors).toEqual({});
    expect(input.dates).toEqual([
      { category: "reception", start: "2026-12-06T00:00:00Z", end: "2026-12-06T07:30:00Z" },
      { category: "ongoing", start: "2026-12-05T06:00:00Z", end: "2027-01-11T06:00:00Z" },
    ]);
  });

  it("says what is wrong with a row by the row the author sees", () => {
    const v = posted([
      ["date_0_category", "reception"],
      ["date_1_category", "class"],
      ["date_1_day", "2026-12-05"],
      ["date_1_from", "10:00"],
    ]);
    // The empty first row is dropped, so the class is row 0 when shown again.
    expect(inputOf(v).errors).toEqual({ date_0: "Give the end time." });
    expect(formFieldOf("dates.0.end", v)).toBe("date_0");
    expect(formFieldOf("new_venue.geo.lon", v)).toBe("new_venue_lng");
    expect(formFieldOf("image_focus.x", v)).toBe("focus");
  });

  it("asks for both halves of a new venue's pin", () => {
    const v = { ...emptyForm(), venue_mode: "new" as const, new_venue_lat: "44.9" };
    expect(inputOf(v).errors.new_venue_lat).toMatch(/both/);
  });

  it("turns plain text into paragraphs and back", () => {
    const html = textToHtml("First <line>\nsame para\n\nSecond & last");
    expect(html).toBe("<p>First &lt;line&gt;<br>same para</p><p>Second &amp; last</p>");
    expect(htmlToPlain(html)).toBe("First <line>\nsame para\n\nSecond & last");
  });

  it("shows a kept submission as it was typed", () => {
    const { input } = inputOf(
      posted([
        ["name", "Edit me"],
        ["date_0_category", "artist_talk"],
        ["date_0_day", "2026-12-05"],
        ["date_0_from", "18:30"],
        ["date_0_to", "19:30"],
      ]),
    );
    const back = formValuesOfSubmission({ ...input, tags: [] } as unknown as StoredPayload);
    expect(back.dates).toEqual([
      { category: "artist_talk", day: "2026-12-05", from: "18:30", to: "19:30", last_day: "" },
    ]);
  });
});
