import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeArticle, makeAuthor } from "./blog-factories.ts";
import { makeEvent, makeVenue, putJson, send } from "./calendar-factories.ts";
import { member, type SignedIn, superadmin } from "./factories.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";
import { uploadImage } from "./written-fixture.ts";

// The marquee and adverts as a visitor gets them: server-rendered with the
// page, on a fixed clock (Saturday 2026-11-21, noon in Minneapolis).
const NOW = "2026-11-21T18:00:00.000Z";

let site: SiteTestApp;
let t: TestApp;
let admin: SignedIn;
let pages: SiteTestApp["pages"];
let articlePath: string;
beforeAll(async () => {
  site = await createSiteTestApp("promo-pages", {
    TEST_NOW: NOW,
    GA_MEASUREMENT_ID: "G-TEST12345",
  });
  ({ t, pages } = site);
  admin = await superadmin(t, "promo_pages_admin");
  const venue = await makeVenue(t, admin.token, { name: "Marquee Hall" });
  const when = (day: string) => ({
    venue_id: venue.id,
    category: "reception",
    start: `2026-11-${day}T00:00:00Z`,
    end: `2026-11-${day}T03:00:00Z`,
  });
  const opening = await makeEvent(t, admin.token, [when("28")], { name: "Opening Night Alpha" });
  const talk = await makeEvent(t, admin.token, [when("29")], { name: "Artist Talk Beta" });
  const author = await makeAuthor(t, admin.token);
  const article = await makeArticle(t, admin.token, author.id, {
    title: "Essay Gamma",
    is_published: true,
    published_date: "2026-11-10T15:00:00Z",
  });
  articlePath = article.permalink;
  const res = await putJson(t, admin.token, "/featured/marquee", {
    items: [
      { resource_type: "event", resource_id: talk.id },
      { resource_type: "article", resource_id: article.id },
      { resource_type: "event", resource_id: opening.id },
      { resource_type: "venue", resource_id: venue.id },
    ],
  });
  expect(res.status).toBe(200);
  const wide = await uploadImage(t, admin.token, "advert", 30);
  const narrow = await uploadImage(t, admin.token, "advert", 200);
  await send(t, admin.token, "POST", "/promo/adverts/list", {
    client: "Clay Center",
    label: "Holiday sale",
    spots: ["home_1"],
    goto_url: "https://example.com/holiday",
    default_image_id: wide.id,
    mobile_image_id: narrow.id,
  });
  await send(t, admin.token, "POST", "/promo/adverts/list", {
    client: "Print Shop",
    label: "Poster week",
    spots: ["article_1"],
    badge_text: "Sponsor",
    goto_url: "https://example.com/posters",
  });
}, 120_000);
afterAll(() => site?.close());

async function html(p: string) {
  const res = await pages.app.request(p);
  expect(res.status, p).toBe(200);
  return res.text();
}
const main = (page: string) =>
  page
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/^[\s\S]*?<main/, "<main")
    .replace(/<\/main>[\s\S]*$/, "</main>");

describe("the home page", () => {
  it("shows the marquee in the order staff set, linking each item", async () => {
    const body = main(await html("/"));
    const marquee = body.slice(body.indexOf('data-testid="marquee"'));
    const order = ["Artist Talk Beta", "Essay Gamma", "Opening Night Alpha", "Marquee Hall"].map(
      (title) => marquee.indexOf(title),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(marquee).toContain(`href="${articlePath}"`);
    expect(marquee).toContain('href="/venues/marquee-hall"');
  });

  it("serves the home advert, marked, with its mobile picture and a sponsored link", async () => {
    const body = main(await html("/"));
    expect(body).toMatch(/<aside[^>]+aria-label="Advertisement"[^>]*data-spot="home_1"/);
    expect(body).toContain('href="https://example.com/holiday"');
    expect(body).toContain('rel="sponsored noopener"');
    expect(body).toMatch(/<source media="\(max-width: 599px\)" srcSet="[^"]+SIZED/);
  });
});

describe("the marquee's advert place", () => {
  it("shows the active advert of an item's spot in its place, and the editor lists it to edit", async () => {
    const config = async () =>
      (await (await t.app.request("/api/v5/featured/marquee?config_only=true")).json()).results;
    const before = await config();
    const advert = await send(t, admin.token, "POST", "/promo/adverts/list", {
      client: "Frame Works",
      label: "Marquee sponsor",
      spots: ["home_2"],
      goto_url: "https://example.com/frames",
    });
    const items = before.items.map((i: { advert_spot: string | null }, n: number) =>
      n === 1 ? { ...i, advert_spot: "home_2" } : i,
    );
    expect(
      (await putJson(t, admin.token, "/featured/marquee", { items, version: before.version }))
        .status,
    ).toBe(200);
    try {
      const home = main(await html("/"));
      const from = home.slice(home.indexOf('data-testid="marquee"'));
      const marquee = from.slice(0, from.indexOf("</section>"));
      // The article held the second place; the advert has it now.
      expect(marquee).toMatch(/data-spot="home_2"/);
      expect(marquee).toContain('href="https://example.com/frames"');
      expect(marquee).not.toContain("Essay Gamma");
      expect(marquee.indexOf("Frame Works")).toBeLessThan(marquee.indexOf("Opening Night Alpha"));

      const editor = await pages.app.request("/admin/marquee", {
        headers: { cookie: admin.cookie },
      });
      const text = (await editor.text()).replace(/<!-- -->/g, "");
      expect(text).toContain("Adverts in the marquee");
      expect(text).toContain(`href="/admin/adverts/${advert.id}"`);
      expect(text).toContain("1 active now: the place shows one of them.");
    } finally {
      const now = await config();
      await putJson(t, admin.token, "/featured/marquee", {
        items: before.items,
        version: now.version,
      });
    }
  });
});

describe("other pages", () => {
  it("shows an advert's own badge text in its spot", async () => {
    const body = main(await html(articlePath));
    expect(body).toMatch(/aria-label="Sponsor"[^>]*data-spot="article_1"/);
    expect(body).toContain("Print Shop");
  });

  it("loads Google Analytics only when configured, behind the privacy check", async () => {
    const page = await html("/");
    const headPart = page.slice(0, page.indexOf("</head>"));
    expect(headPart).toContain("googletagmanager.com/gtag/js");
    expect(headPart).toContain('"G-TEST12345"');
    expect(headPart).toContain("globalPrivacyControl");
  });
});

describe("the analytics CSV", () => {
  it("downloads for a superadmin's session, and for no one else", async () => {
    const res = await pages.app.request("/admin/analytics.csv?start=2026-11-01&end=2026-11-21", {
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain("analytics-2026-11-01-2026-11-21.csv");
    expect(await res.text()).toMatch(/^Daily\r\nday,page_views,clicks\r\n2026-11-01,/);
    const anonymous = await pages.app.request("/admin/analytics.csv", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    const reader = await member(t, "csv_reader");
    const plain = await pages.app.request("/admin/analytics.csv", {
      headers: { cookie: reader.cookie },
    });
    expect(plain.status).toBe(403);
  });
});

// Last, as it empties the marquee the tests above read.
describe("an empty marquee", () => {
  it("leaves the home page to the featured events, as the marquee editor says", async () => {
    const venue = await makeVenue(t, admin.token, { name: "Fallback Gallery" });
    await makeEvent(
      t,
      admin.token,
      [
        {
          venue_id: venue.id,
          category: "reception",
          start: "2026-11-27T00:00:00Z",
          end: "2026-11-27T03:00:00Z",
        },
      ],
      { name: "Featured Fallback Show", featured: true },
    );
    const res = await putJson(t, admin.token, "/featured/marquee", { items: [] });
    expect(res.status).toBe(200);

    const editor = await pages.app.request("/admin/marquee", { headers: { cookie: admin.cookie } });
    expect(editor.status).toBe(200);
    const note = (await editor.text()).replace(/<!-- -->/g, "");
    expect(note).toContain("the home page shows the events marked “Featured” instead");

    const home = main(await html("/"));
    expect(home).not.toContain('data-testid="marquee"');
    const featured = home.slice(home.indexOf('id="home-featured"'));
    expect(home.indexOf('id="home-featured"')).toBeGreaterThan(0);
    expect(featured.slice(0, featured.indexOf("</section>"))).toContain("Featured Fallback Show");
  });
});
