import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCity, makeEvent, makeVenue } from "./calendar-factories.ts";
import { superadmin } from "./factories.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";

// The /search page as a browser without JavaScript gets it: a city found by
// however it is typed links to its page, and every kind has its section and
// its count (issue 26).

const NOW = "2026-11-21T18:00:00.000Z";
let site: SiteTestApp;
beforeAll(async () => {
  site = await createSiteTestApp("search-pages", { TEST_NOW: NOW });
  const { t } = site;
  const admin = await superadmin(t, "search_pages_admin");
  const city = await makeCity(t, admin.token, { name: "St. Paul", slug: "st-paul" });
  const venue = await makeVenue(t, admin.token, { name: "Lowertown Print Lab", city_id: city.id });
  await makeEvent(
    t,
    admin.token,
    [
      {
        venue_id: venue.id,
        category: "reception",
        start: "2026-12-05T00:00:00Z",
        end: "2026-12-05T03:00:00Z",
      },
    ],
    { name: "Printmakers Winter Fair" },
  );
}, 120_000);
afterAll(() => site?.close());

const markup = (page: string) =>
  page
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/^[\s\S]*?<main/, "<main")
    .replace(/<\/main>[\s\S]*$/, "</main>");

async function html(p: string) {
  const res = await site.pages.app.request(p);
  expect(res.status, p).toBe(200);
  return markup(await res.text());
}

describe("/search", () => {
  it("finds St. Paul typed as 'saint paul': the city, its venue and its event, counted by kind", async () => {
    const body = await html("/search?q=saint+paul");
    expect(body).toContain("1 event, 1 venue, 1 city and 0 articles match “saint paul”.");
    expect(body).toContain("Cities (1)");
    expect(body).toContain('href="/cities/st-paul"');
    expect(body).toContain("Venues (1)");
    expect(body).toContain("Lowertown Print Lab");
    expect(body).toContain("Events (1)");
    expect(body).toContain("Printmakers Winter Fair");
    expect(body).not.toContain("Articles (");
  });

  it("says what forgives a typo when nothing matches", async () => {
    const body = await html("/search?q=zzqx");
    expect(body).toContain("0 events, 0 venues, 0 cities and 0 articles match “zzqx”.");
    expect(body).toContain("forgive a typo");
  });
});
