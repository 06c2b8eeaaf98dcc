import { AsyncLocalStorage } from "node:async_hooks";
import { coversWholeDays, siteInstant } from "../../../core/dates/runs.ts";
import {
  inSiteZone,
  SITE_DAY_END_HOUR,
  SITE_DAY_START_HOUR,
} from "../../../core/dates/site-day.ts";

// When a cached answer stops being true by the clock alone
// (docs/decisions/030-site-days-of-runs.md). A page that shows a reception
// changes when it starts ("Now") and when it ends (it leaves the listing);
// every listing changes when the site day rolls over. The page cache opens a
// collection around each render; whatever reads dates for it (the calendar
// service) notes them here, and the entry is kept no longer than the
// earliest such instant still ahead. Outside a render, noting does nothing.

interface Collection {
  /** The site's now (the injected clock) when the render began, ms. */
  siteNow: number;
  /** The earliest instant after siteNow at which what was read changes, ms. */
  next: number;
}

const storage = new AsyncLocalStorage<Collection>();

interface ShownDate {
  category: string;
  start: string | Date;
  end: string | Date;
}

/** Runs `render` collecting the instants its content changes at; `next` is Infinity when none was noted. */
export async function collectClockChanges<T>(
  siteNow: Date,
  render: () => Promise<T>,
): Promise<{ result: T; next: number }> {
  const collection: Collection = { siteNow: siteNow.getTime(), next: nextRollover(siteNow) };
  const result = await storage.run(collection, render);
  return { result, next: collection.next };
}

/** Notes dates a response shows: each start and end, stored and as the site day reads them (runs). */
export function noteShownDates(dates: Iterable<ShownDate>): void {
  const c = storage.getStore();
  if (!c) return;
  // Bounds are inclusive (`end ≥ now` still lists a date at its end), so
  // what shows at an instant can change at it and just after it.
  const note = (ms: number) => {
    const at = ms > c.siteNow ? ms : ms + 1;
    if (at > c.siteNow && at < c.next) c.next = at;
  };
  for (const d of dates) {
    const start = new Date(d.start).getTime();
    const end = new Date(d.end).getTime();
    note(start);
    note(end);
    // Only dates of whole days read otherwise (siteInstant): the rest are as stored.
    if (coversWholeDays(d)) {
      note(siteInstant(d, "start").getTime());
      note(siteInstant(d, "end").getTime());
    }
  }
}

/**
 * The next 03:00 or 05:00 local after `now`: where "today" moves on (03:00,
 * item 4 of decision 030) and where runs open (05:00), so listings change.
 */
export function nextRollover(now: Date): number {
  const local = inSiteZone(now);
  const day = local.startOf("day");
  const candidates = [0, 1].flatMap((days) =>
    [SITE_DAY_END_HOUR, SITE_DAY_START_HOUR].map((hour) =>
      day.plus({ days }).set({ hour }).toMillis(),
    ),
  );
  return Math.min(...candidates.filter((ms) => ms > now.getTime()));
}
