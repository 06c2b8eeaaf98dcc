import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CardEventDate, onePerEvent } from "../core/listing/cards.ts";
import { PRESET_PAGE_SIZE, PRESETS, presetFilter } from "../core/presets/index.ts";
import { anonymous } from "../server/lib/policy.ts";
import { seedDemo } from "../server/seed/demo.ts";
import { createServices } from "../server/services.ts";
import { makeEvent, makeVenue } from "./calendar-factories.ts";
import { superadmin } from "./factories.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// Home's three lists are read as one card per event for the first few events
// (server/api/calendar/first-cards.ts) instead of a whole page of 100 dates
// cut down in JavaScript. What a visitor sees must not change: each list is
// the first events of its listing's first page, one card each, featured
// events are the first three of either list, and "All N events" counts the
// weekend listing's events when one page holds it.

const NOW = new Date("2026-11-21T18:00:00.000Z");

let t: TestApp;
let services: ReturnType<typeof createServices>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.deps.database.db, NOW);
  services = createServices(t.deps);
}, 240_000);
afterAll(() => t?.close());

/** A listing's first page as the listing pages read it. */
async function firstPage(
  key:
    | "upcoming"
    | "now_showing"
    | "weekend"
    | "closing_soon"
    | "opening_this_week"
    | "receptions_tonight",
  now: Date,
  type?: "timed",
) {
  const q = presetFilter(PRESETS[key], now);
  const page = await services.calendar.listDateCards(anonymous, type ? { ...q, type } : q);
  return page.results as CardEventDate[];
}

const ids = (cards: readonly CardEventDate[]) => cards.map((c) => c.id);

// Saturday afternoon; Sunday 02:00 (the tail of Saturday's site day); a week on.
describe.each([NOW, new Date("2026-11-22T08:00:00.000Z"), new Date("2026-11-28T15:00:00.000Z")])(
  "home at %s",
  (now) => {
    it("shows each list's first events, one card each, in the listing's order", async () => {
      const home = await services.discover.home(now);
      const [upcoming, showing, weekend] = await Promise.all([
        firstPage("upcoming", now),
        firstPage("now_showing", now),
        firstPage("weekend", now),
      ]);
      expect(upcoming.length).toBeGreaterThan(8);
      expect(ids(home.upcoming)).toEqual(ids(onePerEvent(upcoming).slice(0, 8)));
      // Closing Soon is its listing's first runs; Now Showing the rest of its own (decision 058).
      const closing = onePerEvent(await firstPage("closing_soon", now)).slice(0, 4);
      expect(ids(home.closingSoon)).toEqual(ids(closing));
      const closingIds = new Set(ids(closing));
      expect(ids(home.nowShowing)).toEqual(
        ids(
          onePerEvent(showing)
            .filter((d) => !closingIds.has(d.id))
            .slice(0, 8),
        ),
      );
      const opening = await firstPage("opening_this_week", now);
      expect(ids(home.openingThisWeek)).toEqual(ids(onePerEvent(opening).slice(0, 4)));
      const tonight = await firstPage("receptions_tonight", now);
      expect(ids(home.receptionsTonight)).toEqual(ids(onePerEvent(tonight).slice(0, 4)));
      const weekendTimed = await firstPage("weekend", now, "timed");
      expect(ids(home.weekend)).toEqual(ids(onePerEvent(weekendTimed).slice(0, 4)));
      expect(home.weekendEvents).toBe(
        weekend.length < PRESET_PAGE_SIZE ? onePerEvent(weekend).length : null,
      );
      const featured = onePerEvent([...upcoming, ...showing])
        .filter((d) => d.event.featured && !d.is_canceled)
        .slice(0, 3);
      expect(featured.length).toBeGreaterThan(0);
      expect(ids(home.featured)).toEqual(ids(featured));
      // The cards are whole: what the listing's card of the same date holds.
      const byId = new Map(upcoming.map((c) => [c.id, c]));
      for (const card of home.upcoming) expect(card).toEqual(byId.get(card.id));
    });
  },
);

describe("the weekend teaser on a busy calendar", () => {
  let busy: TestApp;
  beforeAll(async () => {
    busy = await createTestApp();
  }, 60_000);
  afterAll(() => busy?.close());

  it("shows the weekend's receptions when exhibitions that opened earlier fill the listing's first page", async () => {
    const { token } = await superadmin(busy);
    const venue = await makeVenue(busy, token);
    // More runs on over the weekend than one page of the weekend listing holds,
    // each opened before any reception: the listing, sorted by start, opens on them.
    for (let i = 0; i < PRESET_PAGE_SIZE + 5; i++) {
      await makeEvent(busy, token, [
        {
          venue_id: venue.id,
          category: "ongoing",
          start: new Date(Date.UTC(2026, 9, 1 + (i % 28), 15)).toISOString(),
          end: "2026-12-31T23:00:00.000Z",
        },
      ]);
    }
    const reception = await makeEvent(busy, token, [
      {
        venue_id: venue.id,
        category: "reception",
        start: "2026-11-21T23:00:00.000Z", // Saturday 17:00 in Minneapolis
        end: "2026-11-22T02:00:00.000Z",
      },
    ]);
    const home = await createServices(busy.deps).discover.home(NOW);
    expect(home.weekend.map((c) => c.event.id)).toEqual([reception.id]);
    // The listing has more than a page, so home names no count.
    expect(home.weekendEvents).toBeNull();
  }, 120_000);
});
