import { describe, expect, it } from "vitest";
import { tonightQuery } from "./tonight.ts";

// Saturday, November 21st 2026 at noon in Minneapolis (CST, UTC-6).
const noon = new Date("2026-11-21T18:00:00.000Z");
// The site day ends at 03:00 Sunday local time.
const dayEnd = "2026-11-22T09:00:00.000Z";

describe("tonightQuery", () => {
  it("asks for timed, uncanceled dates from now to the end of the site day", () => {
    expect(tonightQuery(noon, noon)).toEqual({
      category: "reception,performance,artist_talk,class,sale",
      type: "timed",
      is_canceled: "false",
      start: `lte:${dayEnd}`,
      end: "gte:2026-11-21T18:00:00.000Z",
      sort_by: "start",
      sort: "asc",
      page_size: "100",
    });
  });

  it("starts from the browser's clock when a cached page is hours old", () => {
    const evening = new Date("2026-11-22T02:30:00.000Z"); // 8:30pm
    expect(tonightQuery(noon, evening).end).toBe("gte:2026-11-22T02:30:00.000Z");
    expect(tonightQuery(noon, evening).start).toBe(`lte:${dayEnd}`);
  });

  it("ignores a browser clock outside the page's site day", () => {
    expect(tonightQuery(noon, new Date("2026-11-25T18:00:00.000Z")).end).toBe(
      `gte:${noon.toISOString()}`,
    );
    expect(tonightQuery(noon, new Date("2026-11-20T18:00:00.000Z")).end).toBe(
      `gte:${noon.toISOString()}`,
    );
  });

  it("says nothing about where the visitor is", () => {
    const keys = Object.keys(tonightQuery(noon, noon));
    expect(keys.some((k) => /lat|lon|geo|near|position/i.test(k))).toBe(false);
  });
});
