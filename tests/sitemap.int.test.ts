import { readFile } from "node:fs/promises";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { createSitemapRepo } from "../server/api/sitemap/repo.ts";
import { createSitemapService } from "../server/api/sitemap/service.ts";
import { createClock } from "../server/lib/clock.ts";
import { makeCity, makeVenue, send } from "./calendar-factories.ts";
import { superadmin } from "./factories.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";
import { makeWrittenFixture, type WrittenFixture } from "./written-fixture.ts";

// /sitemap.xml, its files and /robots.txt as a crawler gets them, each file
// validated against the sitemaps.org 0.9 schemas (tests/fixtures/*.xsd).
// The blog fixture (on a clock pinned at 2026-11-21, noon in Minneapolis)
// has four published events and a draft, two public articles, a scheduled
// and a draft one; a second city, a venue and a product are added here.
const NOW = "2026-11-21T18:00:00.000Z";
const ORIGIN = "https://tcartcal.test";

let site: SiteTestApp;
let t: TestApp;
let blog: WrittenFixture;
let schemas: { urlset: string; index: string };
beforeAll(async () => {
  site = await createSiteTestApp("sitemap", { TEST_NOW: NOW, CANONICAL_HOST: "tcartcal.test" });
  t = site.t;
  const admin = await superadmin(t, "sitemap_admin");
  blog = await makeWrittenFixture(t, admin.token);
  const city = await makeCity(t, admin.token, { name: "St. Paul" });
  await makeVenue(t, admin.token, { name: "River & Rail", city_id: city.id });
  await send(t, admin.token, "POST", "/shop/store/products/list", {
    name: "River Print",
    prices: [{ amount: 2500 }],
  });
  await send(t, admin.token, "POST", "/shop/store/products/list", {
    name: "Old Poster",
    is_active: false,
    prices: [{ amount: 900 }],
  });
  const fixture = (f: string) => readFile(path.join(import.meta.dirname, "fixtures", f), "utf8");
  schemas = { urlset: await fixture("sitemap.xsd"), index: await fixture("siteindex.xsd") };
}, 120_000);
afterAll(() => site?.close());

async function validate(xml: string, schema: string, name: string) {
  const result = await validateXML({
    xml: [{ fileName: name, contents: xml }],
    schema: [{ fileName: "schema.xsd", contents: schema }],
  });
  expect(
    result.errors.map((e) => e.message),
    name,
  ).toEqual([]);
  expect(result.valid, name).toBe(true);
}

const parser = new XMLParser({ isArray: (name) => name === "url" || name === "sitemap" });
type Entry = { loc: string; lastmod?: string };
const urlsOf = (xml: string): Entry[] => parser.parse(xml).urlset.url;
const filesOf = (xml: string): Entry[] => parser.parse(xml).sitemapindex.sitemap;

async function fetchXml(p: string) {
  const res = await site.pages.app.request(p);
  expect(res.status, p).toBe(200);
  expect(res.headers.get("content-type"), p).toBe("application/xml; charset=utf-8");
  expect(res.headers.get("cache-control"), p).toBe("public, s-maxage=300");
  return res.text();
}

describe("/sitemap.xml", () => {
  it("is a valid sitemap index naming one file per kind, on the canonical host", async () => {
    const xml = await fetchXml("/sitemap.xml");
    await validate(xml, schemas.index, "sitemap.xml");
    const files = filesOf(xml);
    expect(files.map((f) => f.loc)).toEqual(
      ["pages", "events", "venues", "cities", "articles"].map(
        (k) => `${ORIGIN}/sitemaps/${k}-1.xml`,
      ),
    );
    // A file's lastmod is the newest of its records'.
    for (const f of files.slice(1)) {
      expect(f.lastmod, f.loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
  });

  it("has files that each validate and list what the public pages show", async () => {
    const urls: Record<string, string[]> = {};
    for (const kind of ["pages", "events", "venues", "cities", "articles"]) {
      const name = `${kind}-1.xml`;
      const xml = await fetchXml(`/sitemaps/${name}`);
      await validate(xml, schemas.urlset, name);
      urls[kind] = urlsOf(xml).map((u) => u.loc);
    }
    const { events } = blog;
    expect(urls.events).toEqual(
      [events.onNow, events.endedThisMorning, events.endedLastNight, events.past].map(
        (e) => `${ORIGIN}/events/${e.slug}`,
      ),
    );
    expect(urls.articles).toEqual([
      `${ORIGIN}/written/2026/11/glass-light`,
      `${ORIGIN}/written/2026/10/talking-clay`,
    ]);
    expect(urls.venues).toEqual([`${ORIGIN}/venues/ember-gallery`, `${ORIGIN}/venues/river-rail`]);
    expect(urls.cities).toEqual([`${ORIGIN}/cities/minneapolis`, `${ORIGIN}/cities/st-paul`]);
    expect(urls.pages).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/calendar/upcoming`,
        `${ORIGIN}/guides`,
        `${ORIGIN}/guides/2025-holiday-shopping-guide`,
        `${ORIGIN}/venues`,
        `${ORIGIN}/cities`,
        `${ORIGIN}/written`,
        `${ORIGIN}/written/category/exhibition-reviews`,
        `${ORIGIN}/written/author/ada-critic`,
        `${ORIGIN}/shop/river-print`,
      ]),
    );
    const all = Object.values(urls).flat();
    for (const hidden of [events.hidden.slug, "coming-zebra", "draft-zebra", "old-poster"]) {
      expect(all.join(" "), hidden).not.toContain(hidden);
    }
  });

  it("dates each record's URL by its modified_date", async () => {
    const res = await t.app.request(`/api/v5/calendar/events/slug/${blog.events.past.slug}`);
    const modified = new Date((await res.json()).results.modified_date);
    const xml = await fetchXml("/sitemaps/events-1.xml");
    const entry = urlsOf(xml).find((u) => u.loc.endsWith(`/events/${blog.events.past.slug}`))!;
    expect(new Date(entry.lastmod!).getTime()).toBe(Math.floor(modified.getTime() / 1000) * 1000);
  });

  it("answers 404 for a chunk that does not exist and any other name", async () => {
    for (const p of ["/sitemaps/events-2.xml", "/sitemaps/users-1.xml", "/sitemaps/events.xml"]) {
      expect((await site.pages.app.request(p)).status, p).toBe(404);
    }
  });

  it("splits a kind into files of at most the chunk size, each valid", async () => {
    const sitemap = createSitemapService({
      sitemap: createSitemapRepo(t.database.db),
      clock: createClock(new Date(NOW)),
    });
    const opts = { chunkSize: 3 };
    const index = await sitemap.indexXml(ORIGIN, opts);
    await validate(index, schemas.index, "index");
    const files = filesOf(index);
    const names = files.map((e) => e.loc.replace(`${ORIGIN}/sitemaps/`, ""));
    expect(names.filter((n) => n.startsWith("events-"))).toEqual(["events-1.xml", "events-2.xml"]);
    expect(names.filter((n) => n.startsWith("articles-"))).toEqual(["articles-1.xml"]);
    const chunk = async (name: string) => {
      const xml = (await sitemap.fileXml(ORIGIN, name, opts))!;
      await validate(xml, schemas.urlset, name);
      return urlsOf(xml);
    };
    const [first, second] = [await chunk("events-1.xml"), await chunk("events-2.xml")];
    expect([first.length, second.length]).toEqual([3, 1]);
    // Together the chunks are the whole list, in the same order as one file.
    const whole = urlsOf((await sitemap.fileXml(ORIGIN, "events-1.xml"))!);
    expect([...first, ...second].map((e) => e.loc)).toEqual(whole.map((e) => e.loc));
    expect(await sitemap.fileXml(ORIGIN, "events-3.xml", opts)).toBeNull();
    // Each chunk's lastmod in the index is the newest of its own URLs'.
    const newest = (entries: Entry[]) =>
      entries
        .map((e) => e.lastmod!)
        .sort()
        .at(-1);
    const lastmodOf = (n: string) => files.find((e) => e.loc.endsWith(n))!.lastmod;
    expect(lastmodOf("events-1.xml")).toBe(newest(first));
    expect(lastmodOf("events-2.xml")).toBe(newest(second));
    const pages = names.filter((n) => n.startsWith("pages-"));
    expect(pages.length).toBeGreaterThan(1);
    for (const n of pages) expect((await chunk(n)).length, n).toBeLessThanOrEqual(3);
  });
});

describe("/robots.txt", () => {
  it("keeps crawlers out of the back office and the API and points at the sitemap", async () => {
    const res = await site.pages.app.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toBe(
      [
        "User-agent: *",
        "Disallow: /admin",
        "Disallow: /api",
        "",
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });
});
