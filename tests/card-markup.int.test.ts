import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../server/seed/demo.ts";
import { makeEvent, makeVenue, send } from "./calendar-factories.ts";
import { member, type SignedIn, superadmin } from "./factories.ts";
import { createPagesApp, createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";

// Cards' markup is kept between renders (app/lib/card-markup.server.tsx,
// decision 067). The browser hydrates what the server sent, so a kept card
// must be byte for byte what rendering the card in the page makes: every
// page with cards is compared with the same page from a server that renders
// each card afresh (MARKUP_CACHE=off), on its first request (cards rendered
// and kept) and its second (cards from the cache). The page cache is off, so
// each request renders.

const NOW = "2026-11-21T18:00:00.000Z";
const ORIGIN = "http://localhost:3000";

let site: SiteTestApp;
let plain: Awaited<ReturnType<typeof createPagesApp>>;
let admin: SignedIn;
let ada: SignedIn;
beforeAll(async () => {
  site = await createSiteTestApp("card-markup", {
    TEST_NOW: NOW,
    PUBLIC_URL: ORIGIN,
    PAGE_CACHE: "off",
  });
  await seedDemo(site.t.deps.database.db, new Date(NOW));
  const deps = site.t.deps;
  // Its own services, told of the same changes (their lists' rows are kept too).
  plain = await createPagesApp(
    { ...deps, config: { ...deps.config, markupCache: false } },
    { changes: site.t.app.changes },
  );
  admin = await superadmin(site.t, "card_markup_admin");
  ada = await member(site.t, "card_markup_ada", "Ada Saver");
}, 240_000);
afterAll(async () => {
  await plain?.close();
  await site?.close();
});

type App = { request: (path: string, init?: RequestInit) => Promise<Response> };

/** The page's HTML without what differs on every render: the request id and the CSP nonce. */
async function html(app: App, path: string, cookie?: string): Promise<string> {
  const res = await app.request(`${ORIGIN}${path}`, cookie ? { headers: { cookie } } : {});
  expect(res.status, path).toBe(200);
  return (await res.text())
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/(requestId\\",\\")[0-9a-f-]{36}/g, "$1");
}

const cardsIn = (page: string) => page.match(/data-testid="event-card"/g)?.length ?? 0;

/** Where two pages part, with some context: a whole page is too long to read in a diff. */
function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let i = 0;
  while (a[i] === b[i]) i++;
  return `at ${i}: ${JSON.stringify(a.slice(i - 80, i + 80))} vs ${JSON.stringify(b.slice(i - 80, i + 80))}`;
}

async function sameAsRenderedAfresh(path: string, cookie?: string) {
  const afresh = await html(plain.app, path, cookie);
  const first = await html(site.pages.app, path, cookie);
  const kept = await html(site.pages.app, path, cookie);
  expect(cardsIn(afresh), path).toBeGreaterThan(0);
  expect(firstDifference(first, afresh), path).toBeNull();
  expect(firstDifference(kept, afresh), path).toBeNull();
}

describe("a page with kept cards", () => {
  it.each([
    "/",
    "/calendar/upcoming",
    "/calendar/upcoming?view=list",
    "/calendar/now_showing",
    "/calendar/weekend",
    "/calendar/closing_soon",
    "/calendar/all?category=class",
    "/search?q=print",
  ])("%s is the same bytes as with every card rendered afresh", async (path) => {
    await sameAsRenderedAfresh(path);
  });

  it("an event's and a venue's pages are the same bytes too", async () => {
    const upcoming = await html(plain.app, "/calendar/upcoming");
    const event = upcoming.match(/href="(\/events\/[^"]+)"/)![1]!;
    const eventPage = await html(plain.app, event);
    const venue = eventPage.match(/href="(\/venues\/[^"]+)"/)![1]!;
    await sameAsRenderedAfresh(event);
    await sameAsRenderedAfresh(venue);
  });

  it("a signed-in visitor's own list (/for-you, its reasons) and saved events are the same too", async () => {
    const upcoming = await (
      await site.t.app.request("/api/v5/calendar/event_dates/list?page_size=5&start=gte:2026-11-21")
    ).json();
    for (const row of upcoming.results as { event_id: string }[])
      await send(site.t, ada.token, "PUT", `/account/saves/${row.event_id}`, undefined);
    await sameAsRenderedAfresh("/for-you", ada.cookie);
    await sameAsRenderedAfresh("/account/saved", ada.cookie);
  });
});

describe("after an edit", () => {
  it("the card says the event's and venue's new names at once", async () => {
    const venue = await makeVenue(site.t, admin.token, { name: "Kept Markup Hall" });
    const event = await makeEvent(
      site.t,
      admin.token,
      [
        {
          venue_id: venue.id,
          category: "reception",
          start: "2026-11-22T00:00:00.000Z",
          end: "2026-11-22T02:00:00.000Z",
        },
      ],
      { name: "Kept Markup Show" },
    );
    const before = await html(site.pages.app, "/calendar/weekend");
    expect(before).toContain("Kept Markup Show");
    expect(before).toContain("Kept Markup Hall");

    await send(site.t, admin.token, "PUT", `/places/venues/id/${venue.id}`, {
      name: "Renamed Markup Hall",
      version: venue.version,
    });
    const current = await (
      await site.t.app.request(`/api/v5/calendar/events/id/${event.id}`)
    ).json();
    await send(site.t, admin.token, "PUT", `/calendar/events/id/${event.id}`, {
      name: "Renamed Markup Show",
      version: current.results.version,
    });
    const after = await html(site.pages.app, "/calendar/weekend");
    expect(after).not.toContain("Kept Markup");
    expect(after).toContain("Renamed Markup Show");
    expect(after).toContain("Renamed Markup Hall");
    expect(firstDifference(after, await html(plain.app, "/calendar/weekend"))).toBeNull();
  });
});
