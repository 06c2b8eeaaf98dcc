import { parseFeed } from "@rowanmanning/feed-parser";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { escapeXml } from "./escape.ts";
import { imageTypeOf, type SyndicationFeed, toAtom, toRss } from "./syndication.ts";

const doc = (over: Partial<SyndicationFeed> = {}): SyndicationFeed => ({
  id: "https://tcartcal.com/written/feed",
  title: "Written · Twin Cities Art Calendar",
  link: "https://tcartcal.com/written?tag=a&b=c",
  description: "Reviews & interviews",
  language: "en-us",
  updated: new Date("2026-11-21T18:00:00Z"),
  author: { name: "Twin Cities Art Calendar", uri: "https://tcartcal.com" },
  items: [
    {
      title: 'Prints & <Paper> at "Ember" 🎨\u0001',
      link: "https://tcartcal.com/written/2026/11/prints-paper",
      updated: new Date("2026-11-21T18:00:00Z"),
      published: new Date("2026-11-20T12:00:00Z"),
      summary: "A look at <b>ink</b> & paper ]]> twice ]]>",
      author: "Ada O'Hara",
      categories: ["Exhibition Reviews", "prints & paper"],
      image: {
        url: "https://tcartcal.com/files/a.webp?x=1&y=2",
        length: 1234.7,
        type: "image/webp",
      },
    },
  ],
  ...over,
});

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(xml);

/** What a reader shows for an HTML field: the markup's text. */
const shown = (html: string | null | undefined) =>
  (html ?? "")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

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

describe("toRss", () => {
  it("writes RSS 2.0 that two feed parsers read back as written", async () => {
    const xml = toRss(doc(), "https://tcartcal.com/written/feed");
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = parse(xml).rss;
    expect(rss["@version"]).toBe("2.0");
    expect(rss.channel.language).toBe("en-us");
    expect(rss.channel.lastBuildDate).toBe("Sat, 21 Nov 2026 18:00:00 GMT");
    expect(rss.channel["atom:link"]).toMatchObject({
      "@href": "https://tcartcal.com/written/feed",
      "@rel": "self",
      "@type": "application/rss+xml",
    });
    expect(rss.channel.generator).toBeUndefined();

    const feed = await new Parser({ customFields: { item: ["dc:creator"] } }).parseString(xml);
    expect(feed.title).toBe("Written · Twin Cities Art Calendar");
    expect(feed.description).toBe("Reviews & interviews");
    expect(feed.link).toBe("https://tcartcal.com/written?tag=a&b=c");
    const [item] = feed.items;
    expect(item?.title).toBe('Prints & <Paper> at "Ember" 🎨');
    expect(item?.link).toBe("https://tcartcal.com/written/2026/11/prints-paper");
    // No id: the link is the guid, a permalink.
    expect(item?.guid).toBe("https://tcartcal.com/written/2026/11/prints-paper");
    expect(item?.pubDate).toBe("Fri, 20 Nov 2026 12:00:00 GMT");
    expect(item?.["dc:creator"]).toBe("Ada O'Hara");
    expect(item?.categories).toEqual(["Exhibition Reviews", "prints & paper"]);
    expect(item?.enclosure).toMatchObject({
      url: "https://tcartcal.com/files/a.webp?x=1&y=2",
      length: "1234",
      type: "image/webp",
    });

    const other = parseFeed(xml);
    expect(other.meta.type).toBe("rss");
    expect(other.items[0]?.title).toBe('Prints & <Paper> at "Ember" 🎨');
    expect(other.items[0]?.authors[0]?.name).toBe("Ada O'Hara");
  });

  it("shows a summary's markup as text, never as markup", async () => {
    const xml = toRss(doc(), "https://tcartcal.com/written/feed");
    const [item] = (await new Parser().parseString(xml)).items;
    expect(item?.content).toBe("A look at &lt;b&gt;ink&lt;/b&gt; &amp; paper ]]&gt; twice ]]&gt;");
    expect(shown(item?.content)).toBe("A look at <b>ink</b> & paper ]]> twice ]]>");
    expect(item?.["content:encoded"]).toContain("<p>A look at &lt;b&gt;ink");
  });

  it("gives an item with an id that id as a guid that is not a link", async () => {
    const xml = toRss(
      doc({
        items: [
          {
            id: "urn:uuid:7f0c3d5e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
            title: "Bare",
            link: "https://tcartcal.com/events/bare",
            updated: new Date("2026-11-20T12:00:00Z"),
          },
        ],
      }),
      "https://tcartcal.com/calendar/upcoming.rss",
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    const item = parse(xml).rss.channel.item;
    expect(item.guid).toMatchObject({
      "#text": "urn:uuid:7f0c3d5e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
      "@isPermaLink": "false",
    });
    expect(item.pubDate).toBe("Fri, 20 Nov 2026 12:00:00 GMT");
    expect(item.description).toBeUndefined();
    expect(item["dc:creator"]).toBeUndefined();
    expect(item.enclosure).toBeUndefined();
  });

  it("is valid with no items", () => {
    const xml = toRss(doc({ items: [] }), "https://tcartcal.com/written/feed");
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parse(xml).rss.channel.item).toBeUndefined();
  });
});

describe("toAtom", () => {
  it("writes Atom that an Atom parser reads back, markup and odd characters shown as text", () => {
    const xml = toAtom(
      doc({
        id: "https://tcartcal.test/calendar/upcoming.atom",
        items: [
          {
            id: "urn:uuid:7f0c3d5e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
            title: 'Glass "&" <Light> 🎨\u0001',
            link: "https://tcartcal.test/events/glass-light",
            updated: new Date("2026-11-02T10:00:00.123Z"),
            published: new Date("2026-10-01T10:00:00Z"),
            summary: "Sat Nov 7th 6pm – 9pm · Ember",
            contentHtml: "<p><strong>Sat Nov 7th</strong></p>",
            categories: ["Reception", "prints & paper", "a<b"],
          },
        ],
      }),
      "https://tcartcal.test/calendar/upcoming.atom?city=st-paul&tag=a",
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe("Written · Twin Cities Art Calendar");
    expect(feed.url).toBe("https://tcartcal.com/written?tag=a&b=c");
    expect(feed.self).toBe("https://tcartcal.test/calendar/upcoming.atom?city=st-paul&tag=a");
    expect(feed.authors[0]?.name).toBe("Twin Cities Art Calendar");
    const [entry] = feed.items;
    expect(entry?.id).toBe("urn:uuid:7f0c3d5e-1a2b-4c3d-8e9f-0a1b2c3d4e5f");
    // The parser turns the HTML title back into its text.
    expect(entry?.title).toBe('Glass "&" <Light> 🎨');
    expect(entry?.url).toBe("https://tcartcal.test/events/glass-light");
    expect(entry?.content).toBe("<p><strong>Sat Nov 7th</strong></p>");
    expect(shown(entry?.description)).toBe("Sat Nov 7th 6pm – 9pm · Ember");
    expect(entry?.updated?.toISOString()).toBe("2026-11-02T10:00:00.123Z");
    // A term with "<" cannot be an XML attribute as the library writes it: left out.
    expect(entry?.categories.map((c) => c.term)).toEqual(["Reception", "prints & paper"]);
    // rss-parser reads Atom too.
    return new Parser().parseString(xml).then((f) => {
      expect(f.items[0]?.link).toBe("https://tcartcal.test/events/glass-light");
    });
  });

  it("is valid with no entries", () => {
    const xml = toAtom(doc({ items: [] }), "https://tcartcal.com/x.atom");
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parseFeed(xml).items).toEqual([]);
  });
});
