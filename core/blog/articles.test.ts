import { describe, expect, it } from "vitest";
import { articlePath, articleStatus, linkedEventSlugs, nextPublishedDate } from "./articles.ts";

describe("articlePath", () => {
  it("uses the year and month in Chicago, across DST changes", () => {
    // 23:30 CDT on October 31st, the night before DST ends.
    expect(articlePath("fall-back", new Date("2026-11-01T04:30:00Z"))).toBe(
      "/written/2026/10/fall-back",
    );
    // 00:30 CST on November 1st, after it ended.
    expect(articlePath("fall-back", new Date("2026-11-01T06:30:00Z"))).toBe(
      "/written/2026/11/fall-back",
    );
    // 23:59 CST on February 28th; 05:59 UTC is already March 1st in London.
    expect(articlePath("leap", "2026-03-01T05:59:00Z")).toBe("/written/2026/02/leap");
    expect(articlePath("new-year", "2027-01-01T05:00:00Z")).toBe("/written/2026/12/new-year");
  });

  it("falls back to /written/{slug} for an undated draft", () => {
    expect(articlePath("draft", null)).toBe("/written/draft");
  });
});

describe("articleStatus", () => {
  const now = new Date("2026-11-21T18:00:00Z");
  it("tells published, scheduled and draft apart", () => {
    expect(articleStatus(true, new Date("2026-11-21T18:00:00Z"), now)).toBe("published");
    expect(articleStatus(true, new Date("2026-11-21T18:00:01Z"), now)).toBe("scheduled");
    expect(articleStatus(false, new Date("2026-01-01T00:00:00Z"), now)).toBe("draft");
    expect(articleStatus(false, null, now)).toBe("draft");
  });
});

describe("nextPublishedDate", () => {
  const now = new Date("2026-11-21T18:00:00Z");
  const earlier = new Date("2026-05-05T12:00:00Z");
  const later = new Date("2026-12-24T12:00:00Z");
  it("dates a first publish now, keeps the date on unpublish and republish", () => {
    expect(nextPublishedDate({ current: null, isPublished: true, given: undefined, now })).toEqual(
      now,
    );
    expect(
      nextPublishedDate({ current: null, isPublished: false, given: undefined, now }),
    ).toBeNull();
    expect(
      nextPublishedDate({ current: earlier, isPublished: false, given: undefined, now }),
    ).toEqual(earlier);
    expect(
      nextPublishedDate({ current: earlier, isPublished: true, given: undefined, now }),
    ).toEqual(earlier);
  });

  it("takes an explicit date, and a cleared date is dated now when published", () => {
    expect(nextPublishedDate({ current: earlier, isPublished: true, given: later, now })).toEqual(
      later,
    );
    expect(nextPublishedDate({ current: earlier, isPublished: true, given: null, now })).toEqual(
      now,
    );
    expect(
      nextPublishedDate({ current: earlier, isPublished: false, given: null, now }),
    ).toBeNull();
  });
});

describe("linkedEventSlugs", () => {
  it("finds our event links once each, relative or on our hosts", () => {
    const html =
      '<p><a href="/events/a-show">x</a><a href="https://tcart.example/events/b-show?x=1">y</a>' +
      '<a href="https://other.example/events/c-show">z</a><a href="/events/a-show/">again</a>' +
      '<a href="/venues/walker">v</a><a href="/events/Bad Slug">w</a></p>';
    expect(linkedEventSlugs(html, ["tcart.example"])).toEqual(["a-show", "b-show"]);
    expect(linkedEventSlugs(null, [])).toEqual([]);
  });
});
