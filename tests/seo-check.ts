import { expect } from "vitest";

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
const REQUIRED: Record<string, string[]> = {
  Event: ["name", "startDate", "endDate", "eventStatus", "eventAttendanceMode", "location", "url"],
  Place: ["name", "address"],
  VirtualLocation: ["url"],
  PostalAddress: ["addressLocality", "addressCountry"],
  GeoCoordinates: ["latitude", "longitude"],
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
const DATE_PROPS = ["startDate", "endDate", "datePublished", "dateModified"];
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
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      node.forEach((n, i) => {
        visit(n, `${path}[${i}]`);
      });
      return;
    }
    if (!node || typeof node !== "object") return;
    const o = node as Record<string, unknown>;
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
      if (["url", "item", "urlTemplate"].includes(k)) {
        expect(String(v), `${path}.${k}`).toMatch(/^https?:\/\//);
      }
      if (k === "opens" || k === "closes") expect(String(v)).toMatch(/^\d{2}:\d{2}$/);
      visit(v, `${path}.${k}`);
    }
  };
  visit(root, where);
  return seen;
}
