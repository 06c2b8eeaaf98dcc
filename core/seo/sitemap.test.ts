import { describe, expect, it } from "vitest";
import { parseSitemapFileName, sitemapFileName } from "./sitemap.ts";

describe("sitemap file names", () => {
  it("round-trip kind and chunk, and refuse anything else", () => {
    expect(sitemapFileName("events", 2)).toBe("events-2.xml");
    expect(parseSitemapFileName("events-2.xml")).toEqual({ kind: "events", chunk: 2 });
    expect(parseSitemapFileName("pages-1.xml")).toEqual({ kind: "pages", chunk: 1 });
    for (const bad of [
      "events-0.xml",
      "events-01.xml",
      "users-1.xml",
      "events-1.xml.gz",
      "events.xml",
    ]) {
      expect(parseSitemapFileName(bad), bad).toBeNull();
    }
  });
});
