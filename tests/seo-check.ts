import { expect } from "vitest";
import { eachObject } from "./json-ld-tree.ts";

// Reading a rendered page's head the way a crawler or a link preview does:
// its <meta> tags, its <link>s and its JSON-LD, and a checker for the
// schema.org types the site uses (the properties schema.org and Google's
// rich results ask of each).

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) out[m[1]!] = decode(m[2]!);
  return out;
}

/** The document's <head>, without style tags. */
export const headOf = (page: string) =>
  page.slice(0, page.indexOf("</head>")).replace(/<style\b[\s\S]*?<\/style>/g, "");

/** Every <meta name|property> in the head: name → contents (a name may repeat). */
export function metaTags(page: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of headOf(page).matchAll(/<meta\s[^>]*>/g)) {
    const a = attributes(m[0]);
    const key = a.property ?? a.name;
    if (key && a.content !== undefined) out.set(key, [...(out.get(key) ?? []), a.content]);
  }
  return out;
}

/** The one content of a meta tag; fails when it is missing or repeated. */
export function metaOf(page: string, key: string): string {
  const values = metaTags(page).get(key) ?? [];
  expect(values, key).toHaveLength(1);
  return values[0]!;
}

export function linksOf(page: string): Record<string, string>[] {
  return [...headOf(page).matchAll(/<link\s[^>]*>/g)].map((m) => attributes(m[0]));
}

/** Every JSON-LD block of the page, parsed. */
export function jsonLdOf(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

/** Required properties per schema.org type used on the site. */
const EVENT_REQUIRED = [
  "name",
  "startDate",
  "endDate",
  "eventStatus",
  "eventAttendanceMode",
  "location",
  "url",
];
/** The Event types event pages use (core/seo/event.ts). */
export const EVENT_TYPES = [
  "Event",
  "ExhibitionEvent",
  "SocialEvent",
  "EducationEvent",
  "SaleEvent",
];
const REQUIRED: Record<string, string[]> = {
  ...Object.fromEntries(EVENT_TYPES.map((t) => [t, EVENT_REQUIRED])),
  Place: ["name", "address"],
  VirtualLocation: ["url"],
  PostalAddress: ["addressLocality", "addressCountry"],
  GeoCoordinates: ["latitude", "longitude"],
  // An access feature of where a date happens (decision 054): its name, and true.
  LocationFeatureSpecification: ["name", "value"],
  // A price or a URL: eventRichResultProblems says which is missing.
  Offer: [],
  ArtGallery: ["name", "url", "address"],
  Museum: ["name", "url", "address"],
  LocalBusiness: ["name", "url", "address"],
  OpeningHoursSpecification: ["dayOfWeek", "opens", "closes"],
  Article: ["headline", "image", "datePublished", "dateModified", "author", "publisher"],
  Person: ["name", "url"],
  Organization: ["name", "url"],
  WebSite: ["name", "url", "potentialAction"],
  SearchAction: ["target", "query-input"],
  EntryPoint: ["urlTemplate"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
};
/** ISO 8601 with an offset (not Z: local time is the point), or a plain date for whole days. */
export const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}:\d{2}$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_PROPS = ["startDate", "endDate", "previousStartDate", "datePublished", "dateModified"];
const ENUMS: Record<string, string[]> = {
  eventStatus: [
    "https://schema.org/EventScheduled",
    "https://schema.org/EventCancelled",
    "https://schema.org/EventPostponed",
    "https://schema.org/EventRescheduled",
  ],
  eventAttendanceMode: [
    "https://schema.org/OfflineEventAttendanceMode",
    "https://schema.org/OnlineEventAttendanceMode",
    "https://schema.org/MixedEventAttendanceMode",
  ],
};

/**
 * Checks a JSON-LD tree against the table: every typed node has its
 * required properties, dates carry offsets, links are absolute. Returns the
 * types met, for the caller to expect.
 */
export function checkJsonLd(root: Record<string, unknown>, where: string): string[] {
  expect(root["@context"], `${where}: @context`).toBe("https://schema.org");
  const seen: string[] = [];
  eachObject(root, where, (o, path) => {
    const type = o["@type"];
    if (typeof type === "string") {
      seen.push(type);
      expect(REQUIRED[type], `${path}: a type the checker knows (${type})`).toBeDefined();
      for (const p of REQUIRED[type] ?? []) {
        expect(o[p], `${path} (${type}).${p}`).toBeDefined();
      }
    }
    for (const [k, v] of Object.entries(o)) {
      if (DATE_PROPS.includes(k)) {
        expect(String(v), `${path}.${k}`).toMatch(
          new RegExp(`${ISO_WITH_OFFSET.source}|${DATE_ONLY.source}`),
        );
      }
      if (ENUMS[k]) expect(ENUMS[k], `${path}.${k}`).toContain(v);
      if (["url", "item", "urlTemplate", "image"].includes(k)) {
        for (const url of [v].flat()) expect(String(url), `${path}.${k}`).toMatch(/^https?:\/\//);
      }
      if (["url", "item", "urlTemplate"].includes(k)) {
        expect(String(v), `${path}.${k}`).toMatch(/^https?:\/\//);
      }
      if (k === "opens" || k === "closes") expect(String(v)).toMatch(/^\d{2}:\d{2}$/);
    }
  });
  return seen;
}

const isDate = (v: unknown) =>
  typeof v === "string" && (ISO_WITH_OFFSET.test(v) || DATE_ONLY.test(v));
const isAbsolute = (v: unknown) => typeof v === "string" && /^https?:\/\/[^/]/.test(v);
const filled = (v: unknown) => typeof v === "string" && v.trim() !== "";

/**
 * What search engines' event rich results would fault in every Event of a
 * tree (subEvents too): the required name, startDate and location (a Place
 * with a postal address, or a VirtualLocation with a URL), and the
 * recommended endDate (not before the start), eventStatus,
 * eventAttendanceMode, image, description and organizer, plus offers and
 * performers where there are any, and a rescheduled event's previous start
 * (said only of one). Dates are ISO 8601 with an offset, or plain dates for
 * whole days.
 */
export function eventRichResultProblems(root: unknown, where = "$"): string[] {
  const problems: string[] = [];
  const fault = (at: string, what: string) => problems.push(`${at}: ${what}`);
  eachObject(root, where, (o, at) => {
    if (EVENT_TYPES.includes(String(o["@type"]))) checkEvent(o, at, fault);
  });
  return problems;
}

function checkEvent(
  ev: Record<string, unknown>,
  at: string,
  fault: (at: string, what: string) => void,
) {
  if (!filled(ev.name)) fault(at, "no name");
  if (!isDate(ev.startDate)) fault(at, `startDate ${String(ev.startDate)}`);
  if (!isDate(ev.endDate)) fault(at, `endDate ${String(ev.endDate)}`);
  else if (Date.parse(String(ev.endDate)) < Date.parse(String(ev.startDate))) {
    fault(at, "ends before it starts");
  }
  if (!ENUMS.eventStatus!.includes(String(ev.eventStatus))) fault(at, "eventStatus");
  const rescheduled = ev.eventStatus === "https://schema.org/EventRescheduled";
  if (rescheduled && !isDate(ev.previousStartDate))
    fault(at, "rescheduled without previousStartDate");
  if (!rescheduled && ev.previousStartDate !== undefined) {
    fault(at, "previousStartDate on an event that was not rescheduled");
  }
  if (rescheduled && ev.previousStartDate === ev.startDate)
    fault(at, "rescheduled to where it was");
  if (!ENUMS.eventAttendanceMode!.includes(String(ev.eventAttendanceMode))) {
    fault(at, "eventAttendanceMode");
  }
  const loc = ev.location as Record<string, unknown> | undefined;
  if (loc?.["@type"] === "Place") {
    const address = loc.address as Record<string, unknown> | undefined;
    if (!filled(loc.name)) fault(at, "location without a name");
    if (address?.["@type"] !== "PostalAddress") fault(at, "location without a PostalAddress");
    else {
      for (const p of ["streetAddress", "addressLocality", "addressRegion", "addressCountry"]) {
        if (!filled(address[p])) fault(at, `location's address without ${p}`);
      }
    }
  } else if (loc?.["@type"] === "VirtualLocation") {
    if (!isAbsolute(loc.url)) fault(at, "VirtualLocation without a URL");
  } else fault(at, "no location");
  if (!filled(ev.description)) fault(at, "no description");
  const images = Array.isArray(ev.image) ? ev.image : [ev.image];
  if (!images.length || !images.every(isAbsolute)) fault(at, "image");
  const organizer = ev.organizer as Record<string, unknown> | undefined;
  if (!organizer || !filled(organizer.name) || !isAbsolute(organizer.url)) fault(at, "organizer");
  for (const offer of [ev.offers ?? []].flat() as Record<string, unknown>[]) {
    if (!isAbsolute(offer.url) && offer.price === undefined)
      fault(at, "an offer without a price or URL");
    if (offer.url !== undefined && !/^https:\/\//.test(String(offer.url)))
      fault(at, "an offer's URL is not https");
    if (offer.price !== undefined) {
      // A number, or digits with a point: never a currency sign or a thousands comma.
      if (!/^\d+(\.\d+)?$/.test(String(offer.price))) fault(at, `price ${String(offer.price)}`);
      if (!/^[A-Z]{3}$/.test(String(offer.priceCurrency))) fault(at, "a price without a currency");
    }
    if (
      offer.availability !== undefined &&
      !String(offer.availability).startsWith("https://schema.org/")
    )
      fault(at, "availability");
  }
  if (ev.isAccessibleForFree !== undefined) {
    if (typeof ev.isAccessibleForFree !== "boolean") fault(at, "isAccessibleForFree");
    const offers = [ev.offers ?? []].flat() as Record<string, unknown>[];
    if (ev.isAccessibleForFree && offers.some((o) => Number(o.price) > 0))
      fault(at, "free with a price");
  }
  for (const p of [ev.performer ?? []].flat() as Record<string, unknown>[]) {
    if (!filled(p.name)) fault(at, "a performer without a name");
  }
}
