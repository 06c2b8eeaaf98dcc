import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeVenue } from "./calendar-factories.ts";
import { superadmin } from "./factories.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";

// The directory lists venues a hundred at a time with links between pages
// (it used to list the first hundred and say so), and the map holds every
// venue, not the directory's first page; its list names a few per city.

// More than the map lists one by one (MAP_LIST_ALL).
const VENUES = 160;

let site: SiteTestApp;
beforeAll(async () => {
  site = await createSiteTestApp("venue-pages");
  const { token } = await superadmin(site.t);
  for (let i = 0; i < VENUES; i++) {
    await makeVenue(site.t, token, {
      name: `Gallery ${String(i).padStart(3, "0")}`,
      geo: { lat: 44.9 + i / 1000, lon: -93.2 },
      is_closed: i === VENUES - 1,
    });
  }
}, 240_000);
afterAll(() => site?.close());

async function page(path: string) {
  const res = await site.pages.app.request(path);
  expect(res.status, path).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
}

const names = (html: string) => [...html.matchAll(/>(Gallery \d{3})</g)].map((m) => m[1]);

describe("the venue directory", () => {
  it("lists the first hundred by name and links to the next page", async () => {
    const html = await page("/venues");
    expect(html).toContain(`${VENUES} venues across the Twin Cities; 1–100 by name on this page`);
    const listed = new Set(names(html));
    expect(listed.size).toBe(100);
    expect(listed.has("Gallery 000")).toBe(true);
    expect(listed.has("Gallery 100")).toBe(false);
    expect(html).toMatch(
      /href="\/venues\?page=1"[^>]*rel="next"|rel="next"[^>]*href="\/venues\?page=1"/,
    );
    expect(html).not.toContain('rel="prev"');
  });

  it("lists the rest on the second page, with a link back", async () => {
    const html = await page("/venues?page=1");
    expect(html).toContain(`; 101–${VENUES} by name on this page`);
    const listed = new Set(names(html));
    expect(listed.size).toBe(VENUES - 100);
    expect(listed.has("Gallery 100")).toBe(true);
    expect(html).toContain('rel="prev"');
    expect(html).not.toContain('rel="next"');
  });

  it("says plainly when a page is past the last venue", async () => {
    const html = await page("/venues?page=7");
    expect(html).toContain("This page is past the last venue.");
    expect(html).toContain("Back to the first page");
  });
});

describe("the venue map", () => {
  it("holds every open venue, not the directory's first page", async () => {
    const html = await page("/venues/map");
    expect(html).toContain(`${VENUES - 1} open venues (the 1 closed one is only in the directory)`);
    // Every pin is in the page's data for the map…
    for (const n of [0, 64, VENUES - 2])
      expect(html).toContain(`Gallery ${String(n).padStart(3, "0")}`);
    // …and the list beside it names a few per city and sends the rest to the directory.
    expect(new Set(names(html)).size).toBe(12);
    expect(html).toContain(`All ${VENUES - 1} venues elsewhere →`);
  });
});
