import { openingSpans, type WeeklyHours } from "../venues/hours.ts";
import {
  compact,
  geoCoordinates,
  type JsonLd,
  type LdVenue,
  postalAddress,
  withContext,
} from "./json-ld.ts";

// A venue page as schema.org: galleries (and pop-up galleries) are
// ArtGallery, institutions Museum, public spaces (parks, plazas, public art)
// a plain Place, and businesses, studios and anything else LocalBusiness.
// Weekly hours become openingHoursSpecification, one entry per run of days
// with the same hours.

export interface LdVenuePage extends LdVenue {
  type: string;
  summary: string | null;
  hours: WeeklyHours | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  links: readonly { url: string }[];
  is_closed: boolean;
}

const SCHEMA_TYPES: Record<string, string> = {
  gallery: "ArtGallery",
  popup: "ArtGallery",
  institution: "Museum",
  public: "Place",
};

export function venueSchemaType(type: string): string {
  return SCHEMA_TYPES[type] ?? "LocalBusiness";
}

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** Monday first, as the page's table reads. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

export function venueJsonLd(input: {
  venue: LdVenuePage;
  pageUrl: string;
  /** Absolute URL of the share image. */
  image: string | null;
}): JsonLd {
  const { venue: v } = input;
  return withContext(
    compact({
      "@type": venueSchemaType(v.type),
      name: v.name,
      url: input.pageUrl,
      description: v.summary,
      image: input.image ? [input.image] : null,
      address: postalAddress(v),
      geo: geoCoordinates(v.geo),
      telephone: v.phone?.trim(),
      email: v.email?.trim(),
      sameAs: [v.website, ...v.links.map((l) => l.url)].filter(Boolean),
      // A venue that has closed for good has no hours worth announcing.
      openingHoursSpecification: v.is_closed ? null : openingHoursSpecification(v.hours),
    }),
  );
}

/** Days with the same hours share one OpeningHoursSpecification. */
export function openingHoursSpecification(hours: WeeklyHours | null | undefined): JsonLd[] {
  const spans = openingSpans(hours).sort(
    (a, b) => WEEK_ORDER.indexOf(a.weekday) - WEEK_ORDER.indexOf(b.weekday),
  );
  const byHours = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const s of spans) {
    // Around the clock is 00:00–23:59 in schema.org's examples.
    const allDay = s.open % 1440 === s.close % 1440;
    const opens = allDay ? "00:00" : clock(s.open);
    const closes = allDay ? "23:59" : clock(s.close);
    const key = `${opens}-${closes}`;
    const entry = byHours.get(key) ?? { opens, closes, days: [] };
    entry.days.push(`https://schema.org/${DAYS[s.weekday]}`);
    byHours.set(key, entry);
  }
  return [...byHours.values()].map((e) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: e.days,
    opens: e.opens,
    closes: e.closes,
  }));
}

/** Minutes after midnight → "HH:MM"; the midnight ending a day ("24:00") is 23:59. */
function clock(minutes: number): string {
  if (minutes >= 1440) return "23:59";
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
