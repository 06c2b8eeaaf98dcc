import { describe, expect, it } from "vitest";
import { sitemapIndexXml, urlsetXml, w3cDatetime } from "./present.ts";

describe("urlsetXml and sitemapIndexXml", () => {
  it("write the 0.9 namespace, escaped locations and lastmod to the second", () => {
    const xml = urlsetXml([
      { loc: "https://art.test/a?x=1&y=<2>", lastmod: new Date("2026-11-21T18:00:00.123Z") },
      { loc: "https://art.test/b" },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<url><loc>https://art.test/a?x=1&amp;y=&lt;2&gt;</loc><lastmod>2026-11-21T18:00:00Z</lastmod></url>\n" +
        "<url><loc>https://art.test/b</loc></url>\n" +
        "</urlset>\n",
    );
    expect(sitemapIndexXml([{ loc: "https://art.test/sitemaps/events-1.xml" }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://art.test/sitemaps/events-1.xml</loc></sitemap>',
    );
  });

  it("dates in UTC whatever the zone", () => {
    expect(w3cDatetime(new Date("2026-03-08T08:30:00-05:00"))).toBe("2026-03-08T13:30:00Z");
  });
});
