import type { AccessFeature } from "../../core/calendar/access.ts";
import { type EventCategory, typeOfCategory } from "../../core/schemas/calendar.ts";
import { slugify } from "../../core/slug.ts";
import {
  ADJECTIVES,
  CLASSES,
  FIRST,
  LAST,
  MEDIA,
  NOUNS,
  PERFORMANCES,
  SALES,
} from "../../db/seed/events-data.ts";
import type { DateValues, EventInsert } from "../../server/api/calendar/repo.ts";
import type { Draws, SiteDays } from "./draw.ts";
import type { VenueValues } from "./places.ts";

// Events shaped like the demo's (db/seed/events-data.ts): exhibitions with an
// ongoing run and receptions inside it, class series, and one-off
// performances, sales and talks, spread over the scale's span of days.

export interface BuiltEvent {
  values: EventInsert & { id: string };
  dates: DateValues[];
}

/** Most dates one event gets; the count per event varies but the scale's total is exact. */
export const MAX_DATES_PER_EVENT = 6;

/**
 * How many dates event `index` of `events` gets so that they add up to
 * exactly `total`: a draw around the remaining average, kept within what the
 * remaining events can still absorb.
 */
export function datesForEvent(d: Draws, remainingDates: number, remainingEvents: number): number {
  const mean = remainingDates / remainingEvents;
  const drawn = Math.round(mean + (d.next() - 0.5) * 4);
  const lo = Math.max(1, remainingDates - MAX_DATES_PER_EVENT * (remainingEvents - 1));
  const hi = Math.min(MAX_DATES_PER_EVENT, remainingDates - (remainingEvents - 1));
  return Math.min(hi, Math.max(lo, drawn));
}

export interface EventContext {
  d: Draws;
  days: SiteDays;
  daysBefore: number;
  daysAfter: number;
  /** Open venues that hang exhibitions (galleries, institutions, studios). */
  galleries: VenueValues[];
  /** Every open venue. */
  venues: VenueValues[];
  images: string[];
}

export function buildEvent(c: EventContext, index: number, dateCount: number): BuiltEvent {
  const { d, days } = c;
  const first = d.int(-c.daysBefore, c.daysAfter);
  const medium = d.pick(MEDIA);
  const who = `${d.pick(FIRST)} ${d.pick(LAST)}`;
  const title = `${d.pick(ADJECTIVES)} ${d.pick(NOUNS)}`;
  const date = (
    venue: VenueValues,
    category: EventCategory,
    start: Date,
    end: Date,
    label: string | null = null,
  ): DateValues => ({
    venueId: venue.id,
    category,
    type: typeOfCategory(category),
    label,
    start,
    end,
    isCanceled: d.chance(0.04),
  });

  let name: string;
  let summary: string;
  let dates: DateValues[];
  if (dateCount > 1 && d.chance(0.7)) {
    // An exhibition: the run, the opening on the first Friday, then talks, a
    // performance or a closing reception inside the run.
    const venue = d.pickSkewed(c.galleries);
    const length = d.int(14, 70);
    const opening = first + ((5 - days.weekday(first) + 7) % 7);
    name = d.chance(0.5) ? `${who}: ${title}` : title;
    summary = `New ${medium} by ${who}, on view for ${Math.round(length / 7)} weeks.`;
    dates = [
      date(venue, "ongoing", days.midnight(first), days.midnight(first + length)),
      date(venue, "reception", days.at(opening, 18), days.at(opening, 21), "Opening Reception"),
    ];
    for (let k = 2; k < dateCount; k++) {
      const day = Math.min(first + length - 1, opening + d.int(1, length));
      const extra: [EventCategory, number, number, string][] = [
        ["artist_talk", 14, 15, "Artist Talk"],
        ["performance", 19, 21, "Performance"],
        ["reception", 17, 20, "Closing Reception"],
      ];
      const [category, from, to, label] = d.pick(extra);
      dates.push(date(venue, category, days.at(day, from), days.at(day, to), label));
    }
  } else if (dateCount > 1) {
    // A weekly class series.
    const venue = d.pickSkewed(c.venues);
    const hour = d.pick([10, 13, 18]);
    name = `${d.pick(CLASSES)} with ${who}`;
    summary = "Hands-on and beginner friendly; materials included.";
    dates = Array.from({ length: dateCount }, (_, s) =>
      date(
        venue,
        "class",
        days.at(first + 7 * s, hour),
        days.at(first + 7 * s, hour + 2),
        `Session ${s + 1}`,
      ),
    );
  } else {
    const venue = d.pickSkewed(c.venues);
    const oneOffs: [readonly string[], EventCategory, number, number][] = [
      [PERFORMANCES, "performance", 19, 2],
      [SALES, "sale", 10, 7],
      [["Curator Talk", "Panel Discussion", "Studio Visit Tour"], "artist_talk", 14, 1],
      [CLASSES, "class", 18, 3],
    ];
    const [names, category, hour, hours] = d.pick(oneOffs);
    name = `${d.pick(names)} at ${title}`;
    summary =
      category === "sale"
        ? "Work by local artists, priced for every budget."
        : "Free; all ages welcome.";
    dates = [date(venue, category, days.at(first, hour), days.at(first, hour + hours))];
  }

  const facets = facetsOf(index, dates);
  const status = d.chance(0.97) ? "published" : d.chance(0.6) ? "draft" : "pending";
  return {
    values: {
      id: d.uuid(),
      name,
      slug: `${slugify(name)}-${index.toString(36)}`,
      summary,
      content: `<p>${who} shows new ${medium}, made over the last two years.</p><p>The opening reception is free and open to all; the galleries are accessible.</p>`,
      tags: [medium, d.pick(["solo show", "group show", "emerging artists", "local artists"])],
      featured: d.chance(0.01),
      status,
      url: d.chance(0.3) ? `https://example.com/events/${index}` : null,
      primaryImageId: c.images.length && d.chance(0.85) ? d.pick(c.images) : null,
      ...facets,
    },
    dates,
  };
}

/**
 * Price and access facets (decision 054) by the event's index and kind, not
 * by draws, so every other column is what generator 1 wrote: about a third
 * free (talks and every fourth other event), a few paid, the rest not said;
 * talks interpreted or captioned now and then, classes seated, some
 * performances relaxed or 21+.
 */
export function facetsOf(index: number, dates: DateValues[]): Partial<EventInsert> {
  const kind = dates.find((x) => x.category !== "ongoing")?.category ?? "ongoing";
  const accessibility: AccessFeature[] = [];
  if (kind === "artist_talk" && index % 2 === 0) accessibility.push("asl");
  if (kind === "artist_talk" && index % 3 === 0) accessibility.push("captions");
  if (kind === "performance" && index % 4 === 0) accessibility.push("relaxed");
  if (kind === "class") accessibility.push("seating");
  const admission =
    kind === "artist_talk" || index % 4 === 0 ? "free" : index % 4 === 1 ? "paid" : "unknown";
  return {
    admission,
    ...(admission === "paid" ? { priceText: `$${10 + (index % 5) * 5}` } : {}),
    accessibility,
    minAge: kind === "performance" && index % 4 === 2 ? 21 : null,
  };
}
