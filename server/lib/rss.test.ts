import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { buildRss, escapeXml, imageTypeOf, type RssChannel, rfc822 } from "./rss.ts";

const channel = (over: Partial<RssChannel> = {}): RssChannel => ({
  title: "Written · Twin Cities Art Calendar",
  link: "https://tcartcal.com/written",
  description: "Reviews & interviews",
  language: "en-us",
  selfUrl: "https://tcartcal.com/written/feed",
  lastBuildDate: new Date("2026-11-21T18:00:00Z"),
  items: [
    {
      title: 'Prints & <Paper> at "Ember"',
      link: "https://tcartcal.com/written/2026/11/prints-paper",
      pubDate: new Date("2026-11-21T18:00:00Z"),
      description: "A look at <b>ink</b> & paper",
      creator: "Ada O'Hara",
      categories: ["Exhibition Reviews"],
      enclosure: {
        url: "https://tcartcal.com/files/a.webp?x=1&y=2",
        length: 0,
        type: "image/webp",
      },
    },
  ],
  ...over,
});

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(xml);

describe("escapeXml", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe(
      "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;",
    );
  });

  it("drops characters XML 1.0 cannot carry and keeps the rest", () => {
    expect(escapeXml("bell\u0007 tab\t line\n café ✓ 🎨")).toBe("bell tab\t line\n café ✓ 🎨");
    expect(escapeXml("lone \uD800 surrogate \uFFFE")).toBe("lone  surrogate ");
  });

  it("does not escape twice", () => {
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });
});

describe("rfc822", () => {
  it("writes dates in GMT the way RSS wants", () => {
    expect(rfc822(new Date("2026-11-21T18:00:00Z"))).toBe("Sat, 21 Nov 2026 18:00:00 GMT");
    expect(rfc822(new Date("2027-03-07T05:04:03Z"))).toBe("Sun, 07 Mar 2027 05:04:03 GMT");
  });
});

describe("imageTypeOf", () => {
  it.each([
    ["/files/containers/x/CARD_LARGE-abc.webp", "image/webp"],
    ["https://img.example.com/a.PNG?v=2", "image/png"],
    ["https://img.example.com/a.jpeg", "image/jpeg"],
    ["https://img.example.com/a.avif#x", "image/avif"],
    ["https://img.example.com/noext", "image/jpeg"],
  ])("%s is %s", (url, type) => {
    expect(imageTypeOf(url)).toBe(type);
  });
});

describe("buildRss", () => {
  it("writes a well-formed RSS 2.0 document whose text reads back unchanged", () => {
    const xml = buildRss(channel());
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = parse(xml).rss;
    expect(rss["@version"]).toBe("2.0");
    const ch = rss.channel;
    expect(ch.title).toBe("Written · Twin Cities Art Calendar");
    expect(ch.description).toBe("Reviews & interviews");
    expect(ch.language).toBe("en-us");
    expect(ch.lastBuildDate).toBe("Sat, 21 Nov 2026 18:00:00 GMT");
    expect(ch["atom:link"]).toMatchObject({
      "@href": "https://tcartcal.com/written/feed",
      "@rel": "self",
      "@type": "application/rss+xml",
    });
    const item = ch.item;
    expect(item.title).toBe('Prints & <Paper> at "Ember"');
    expect(item.description).toBe("A look at <b>ink</b> & paper");
    expect(item["dc:creator"]).toBe("Ada O'Hara");
    expect(item.category).toBe("Exhibition Reviews");
    expect(item.guid).toMatchObject({
      "#text": "https://tcartcal.com/written/2026/11/prints-paper",
      "@isPermaLink": "true",
    });
    expect(item.enclosure).toMatchObject({
      "@url": "https://tcartcal.com/files/a.webp?x=1&y=2",
      "@length": "0",
      "@type": "image/webp",
    });
  });

  it("never lets markup in a title or summary through as markup", () => {
    const xml = buildRss(channel());
    expect(xml).toContain("<title>Prints &amp; &lt;Paper&gt; at &quot;Ember&quot;</title>");
    expect(xml).not.toContain("<Paper>");
    expect(xml).not.toContain("<b>");
  });

  it("leaves out what an item does not have, and rounds a known length", () => {
    const xml = buildRss(
      channel({
        items: [
          {
            title: "Bare",
            link: "https://tcartcal.com/written/2026/11/bare",
            pubDate: new Date("2026-11-20T12:00:00Z"),
            enclosure: { url: "https://x.test/a.jpg", length: 1234.7, type: "image/jpeg" },
          },
        ],
      }),
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    const item = parse(xml).rss.channel.item;
    expect(item.description).toBeUndefined();
    expect(item["dc:creator"]).toBeUndefined();
    expect(item.category).toBeUndefined();
    expect(item.enclosure["@length"]).toBe("1234");
  });

  it("is valid with no items", () => {
    const xml = buildRss(channel({ items: [] }));
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parse(xml).rss.channel.item).toBeUndefined();
  });
});
