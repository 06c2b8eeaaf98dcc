import { parseFeed } from "@rowanmanning/feed-parser";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superadmin } from "./factories.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";
import { makeWrittenFixture } from "./written-fixture.ts";

// The Written pages and feed as a visitor gets them: server-rendered HTML
// (no JavaScript involved), redirects and the RSS document, from the real
// app on a fixed clock (Saturday 2026-11-21, noon in Minneapolis). Two public
// articles with pictures, a scheduled and a draft one (both "zebra"), and 26
// older fillers.
const NOW = "2026-11-21T18:00:00.000Z";
const ORIGIN = "https://tcartcal.test";
const FILLERS = 26;

let site: SiteTestApp;
let t: TestApp;
let pages: SiteTestApp["pages"];
let fixture: Awaited<ReturnType<typeof makeWrittenFixture>>;
beforeAll(async () => {
  site = await createSiteTestApp("written-pages", {
    TEST_NOW: NOW,
    CANONICAL_HOST: "tcartcal.test",
  });
  ({ t, pages } = site);
  const admin = await superadmin(t, "written_pages_admin");
  fixture = await makeWrittenFixture(t, admin.token, FILLERS);
}, 120_000);
afterAll(() => site?.close());

const get = (p: string) => pages.app.request(p, { redirect: "manual" });
async function html(p: string, status = 200) {
  const res = await get(p);
  expect(res.status, p).toBe(status);
  return res.text();
}
async function movedTo(p: string) {
  const res = await get(p);
  expect(res.status, p).toBe(301);
  return res.headers.get("location");
}
/**
 * The page without its styles and the data React Router embeds for hydration
 * (that repeats the loader's JSON), and without React's text separators.
 */
const markup = (page: string) =>
  page
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/^[\s\S]*?<main/, "<main")
    .replace(/<\/main>[\s\S]*$/, "</main>");
const head = (page: string) =>
  page.slice(0, page.indexOf("</head>")).replace(/<style\b[\s\S]*?<\/style>/g, "");

describe("/written", () => {
  it("lists the newest public articles as cards with the feed and categories linked", async () => {
    const page = await html("/written");
    const body = markup(page);
    expect(head(page)).toContain("<title>Written · Twin Cities Art Calendar</title>");
    expect(head(page)).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="https:\/\/tcartcal\.test\/written\/feed"/,
    );
    expect(body).toContain('href="/written/2026/11/glass-light"');
    expect(body).toContain("Glass &amp; &lt;Light&gt;");
    expect(body).toContain("November 20th, 2026");
    expect(body).toContain("By Ada Critic");
    expect(body).toContain('href="/written/category/exhibition-reviews"');
    expect(body).toContain('href="/written/category/interviews"');
    expect(body).toContain('href="/written/feed"');
    expect(body.match(/data-testid="article-card"/g)).toHaveLength(12);
    expect(body).toContain('href="/written?page=1"');
    expect(page).not.toMatch(/zebra/i);
    // No GA_MEASUREMENT_ID here: no Google script.
    expect(page).not.toContain("googletagmanager");
  });

  it("pages with ?page=, linking back and forth", async () => {
    const second = markup(await html("/written?page=1"));
    expect(second).toContain(`Filler ${FILLERS - 10}`);
    expect(second).not.toContain("Talking Clay");
    expect(second).toMatch(/href="\/written"[^>]*>← Newer/);
    expect(second).toContain('href="/written?page=2"');
    const last = markup(await html("/written?page=2"));
    expect(last.match(/data-testid="article-card"/g)).toHaveLength(4);
    expect(last).not.toContain("Older →");
    const beyond = markup(await html("/written?page=9"));
    expect(beyond).toContain("There are no articles on this page.");
    // Nonsense pages are the first page.
    expect(markup(await html("/written?page=-3"))).toContain("Glass &amp; &lt;Light&gt;");
  });
});

describe("the article page", () => {
  it("shows the article with byline, category, picture, canonical link and related events", async () => {
    const page = await html("/written/2026/11/glass-light");
    const body = markup(page);
    expect(body).toContain("<h1");
    expect(body).toContain("Glass &amp; &lt;Light&gt;");
    expect(head(page)).toContain(
      '<link rel="canonical" href="https://tcartcal.test/written/2026/11/glass-light"/>',
    );
    expect(body).toContain('href="/written/author/ada-critic"');
    expect(body).toContain('href="/written/category/exhibition-reviews"');
    expect(body).toContain("November 20th, 2026");
    expect(body).toMatch(/<img[^>]+CARD_LARGE/);
    expect(body).toContain("Events in this article");
    expect(body).toContain('href="/events/glass-garden"');
    expect(body).toContain("Glass Garden");
    // Over by noon, though it ended in today's site day (decision 030).
    for (const gone of ["All Night Drawing", "Late Late Show", "Summer Survey", "Secret Preview"]) {
      expect(body).not.toContain(gone);
    }
  });

  it("never lets a script or an event handler from the content into the page", async () => {
    const page = await html("/written/2026/11/glass-light");
    // Anywhere in the document, the hydration data included.
    for (const bad of [/alert\('owned'\)/, /alert\(1\)/, /onerror/i, /javascript:alert/i]) {
      expect(bad.test(page), String(bad)).toBe(false);
    }
  });

  it("moves a wrong month, a bare slug and an old id to the permalink", async () => {
    expect(await movedTo("/written/2026/10/glass-light")).toBe("/written/2026/11/glass-light");
    expect(await movedTo("/written/2025/11/glass-light")).toBe("/written/2026/11/glass-light");
    expect(await movedTo("/written/glass-light")).toBe("/written/2026/11/glass-light");
    expect(await movedTo("/written/legacy/L-100")).toBe("/written/2026/11/glass-light");
  });

  it("is the 404 page for unknown, scheduled and draft articles", async () => {
    for (const p of [
      "/written/2026/11/no-such-story",
      "/written/2026/12/coming-zebra",
      "/written/2026/11/draft-zebra",
      "/written/coming-zebra",
      "/written/draft-zebra",
      "/written/legacy/L-404",
    ]) {
      const page = await html(p, 404);
      expect(markup(page), p).toContain("Error 404");
      expect(page.includes("<footer"), p).toBe(true);
    }
  });
});

describe("category and author pages", () => {
  it("shows a category's title, description, banner and public articles", async () => {
    const body = markup(await html("/written/category/exhibition-reviews"));
    expect(body).toContain("Exhibition Reviews");
    expect(body).toContain("What we saw on the walls.");
    expect(body).toMatch(/<img[^>]+CARD_LARGE/);
    expect(body).toContain("Glass &amp; &lt;Light&gt;");
    expect(body).toContain("1 article");
    expect(body).not.toMatch(/zebra/i);
    // Without a header image the page still stands.
    expect(markup(await html("/written/category/interviews"))).toContain("Talking Clay");
    await html("/written/category/nope", 404);
  });

  it("shows an author's picture, bio paragraphs, website and public articles", async () => {
    const body = markup(await html("/written/author/ada-critic"));
    expect(body).toContain("Ada Critic");
    expect(body).toMatch(/<p[^>]*>Ada writes about glass and light\.<\/p>/);
    expect(body).toMatch(/<p[^>]*>She lives in St\. Paul\.<\/p>/);
    expect(body).toContain('href="https://ada.example.com/"');
    expect(body).toMatch(/<img[^>]+THUMB/);
    expect(body).toContain("Glass &amp; &lt;Light&gt;");
    expect(body).not.toMatch(/zebra/i);
    const ben = markup(await html("/written/author/ben-writer?page=1"));
    expect(ben.match(/data-testid="article-card"/g)).toHaveLength(12);
    await html("/written/author/nobody", 404);
  });
});

describe("home and search", () => {
  it("shows the latest articles on the home page", async () => {
    const body = markup(await html("/"));
    expect(body).toContain("Latest from Written");
    expect(body).toContain('href="/written"');
    expect(body).toContain('href="/written/2026/11/glass-light"');
    expect(body).not.toMatch(/zebra/i);
  });

  it("finds articles in search, never hidden ones", async () => {
    const clay = markup(await html("/search?q=potter"));
    expect(clay).toContain("1 article match");
    expect(clay).toContain("Articles (1)");
    expect(clay).toContain('href="/written/2026/10/talking-clay"');
    const zebra = markup(await html("/search?q=zebra"));
    expect(zebra).toContain("0 articles match");
    expect(zebra).not.toContain("Zebra");
  });
});

describe("article cards' pictures", () => {
  it("send the browser the card's versions only, not FULL or the other crops (the lists, search)", async () => {
    const versions = fixture.images.articleImage.versions;
    const card = ["CARD_SMALL", "CARD_LARGE", "THUMB", "CARD_PROGRESSIVE"];
    const others = Object.entries(versions).filter(([name]) => !card.includes(name));
    expect(others.map(([name]) => name)).toContain("FULL");
    for (const path of ["/written", "/search?q=glass", "/written/category/exhibition-reviews"]) {
      // The whole document: markup and the loader data that hydrates it.
      const page = await html(path);
      expect(page, path).toContain(versions.CARD_LARGE!.url);
      for (const [name, v] of others) expect(page, `${path} ${name}`).not.toContain(v.url);
    }
  });
});

describe("/written/feed", () => {
  const RFC822 =
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
  let xml: string;
  beforeAll(async () => {
    const res = await get("/written/feed");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    xml = await res.text();
  });

  it("is well-formed XML with the channel's required elements", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(xml);
    const channel = doc.rss.channel;
    expect(doc.rss["@version"]).toBe("2.0");
    expect(channel.title).toBeTruthy();
    expect(channel.link).toBe(`${ORIGIN}/written`);
    expect(channel.description).toBeTruthy();
    expect(channel.language).toBe("en-us");
    expect(channel.lastBuildDate).toBe("Fri, 20 Nov 2026 18:00:00 GMT");
    expect(channel["atom:link"]).toMatchObject({
      "@href": `${ORIGIN}/written/feed`,
      "@rel": "self",
    });
  });

  it("holds the latest 25 public articles, each complete, as an independent reader sees them", async () => {
    const feed = await new Parser().parseString(xml);
    expect(feed.title).toContain("Written");
    expect(feed.items.length).toBe(25);
    expect(feed.items[0]).toMatchObject({
      title: "Glass & <Light>",
      link: `${ORIGIN}/written/2026/11/glass-light`,
      guid: `${ORIGIN}/written/2026/11/glass-light`,
      pubDate: "Fri, 20 Nov 2026 18:00:00 GMT",
      creator: "Ada Critic",
      categories: ["Exhibition Reviews"],
    });
    for (const item of feed.items) {
      expect(item.title, JSON.stringify(item)).toBeTruthy();
      expect(item.link).toMatch(/^https:\/\/tcartcal\.test\/written\/\d{4}\/\d{2}\/[a-z0-9-]+$/);
      expect(item.guid).toBe(item.link);
      expect(item.pubDate).toMatch(RFC822);
      expect(item.enclosure?.url).toMatch(
        /^https:\/\/tcartcal\.test\/files\/.+CARD_LARGE.+\.webp$/,
      );
      expect(item.enclosure?.type).toBe("image/webp");
      // The byte size of the CARD_LARGE file.
      expect(item.enclosure?.length).toMatch(/^[1-9]\d+$/);
      expect(item.title).not.toMatch(/zebra/i);
    }
    // The description is the summary, where there is one, as HTML that shows it as written.
    const doc = new XMLParser().parse(xml);
    expect(doc.rss.channel.item[0].description).toBe("A review of light &amp; glass at Ember.");
  });

  it("keeps & and < in titles as text, never as markup", () => {
    const doc = new XMLParser({ cdataPropName: "cdata" }).parse(xml);
    expect(doc.rss.channel.item[0].title).toEqual({ cdata: "Glass & <Light>" });
    expect(parseFeed(xml).items[0]?.title).toBe("Glass & <Light>");
    expect(xml).not.toMatch(/zebra/i);
  });
});
