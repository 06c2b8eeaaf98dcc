// Which answers the page cache may keep and serve. Only what every anonymous
// visitor would see alike: public pages, their loader data and the public API
// lists, asked without a session cookie or bearer token.
import { limitValue, themeValue, trackValue } from "../../../core/embed/options.ts";
import { isDateString } from "../../../core/listing/views.ts";
import { listParamsSchema } from "../../../core/schemas/list-params.ts";

/** Shared caches may keep it a minute and serve it stale while they refetch. */
export const PUBLIC_CACHE_CONTROL = "public, s-maxage=60, stale-while-revalidate=300";
/** Anything rendered for a signed-in person. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const PUBLIC_PAGES = [
  /^\/$/,
  /^\/_root$/,
  /^\/calendar(\/[^/]+)?$/,
  /^\/events\/[^/]+$/,
  /^\/venues(\/[^/]+)?$/,
  /^\/cities(\/[^/]+)?$/,
  /^\/written(\/.*)?$/,
  /^\/search$/,
  /^\/shop$/,
  // Not the cart: it is the buyer's own (a cookie), never one page for everybody.
  /^\/shop\/(?!sandbox$|order$|cart$)[^/]+$/,
  /^\/membership$/,
  /^\/tip$/,
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
  /^\/sitemaps\/[^/]+$/,
  // The embeddable calendar, its script and oEmbed (decision 064).
  /^\/embed\/(venues|cities|guides|events)\/[^/]+$/,
  /^\/embed\/calendar(\/[^/]+)?$/,
  /^\/embed\.js$/,
  /^\/oembed$/,
];

const PUBLIC_API = [
  /^\/api\/v5\/(blog|calendar|places)\/[a-z_]+\/(list|id\/[^/]+|slug\/[^/]+|legacy_id\/[^/]+)$/,
  /^\/api\/v5\/featured\/marquee$/,
  /^\/api\/v5\/shop\/store\/products\/(list|id\/[^/]+|slug\/[^/]+)$/,
  /^\/api\/v5\/site$/,
  /^\/api\/v5\/search$/,
];

/** A page (or its `.data` loader request) that looks the same to every anonymous visitor. */
export function isPublicPage(pathname: string): boolean {
  const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  return PUBLIC_PAGES.some((re) => re.test(path));
}

export function isPublicApi(pathname: string): boolean {
  return PUBLIC_API.some((re) => re.test(pathname));
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?artcal\.[^=]*=/;

/** The request may be someone's: it carries our session cookie or a bearer token. */
export function isPersonal(headers: Headers): boolean {
  return headers.has("authorization") || SESSION_COOKIE.test(headers.get("cookie") ?? "");
}

/**
 * The API request carries an API key (decision 063): the API must see it, to
 * check the key, count its use and apply its limit, so the cache never answers it.
 */
export function isKeyed(headers: Headers): boolean {
  return headers.has("x-api-key");
}

/** `If-None-Match` names this ETag (or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tags = ifNoneMatch.split(",").map((t) => t.trim());
  return tags.includes("*") || tags.includes(etag);
}

// The query parameters some public page or public API list reads. Every
// other parameter is dropped before the cache is consulted and before the page
// renders, so `?zzz=<random>` or `?utm_source=…` cannot make new entries or
// force renders, and parameter order does not matter. A page or list that
// starts reading a new parameter must add it here (tests/page-cache.int.test.ts
// shows the parameter working for anonymous visitors).
const PAGE_PARAMS = new Set([
  // React Router's own: which loaders a `.data` request wants, and index routes.
  "_routes",
  "index",
  // Listings (core/listing/filters.ts), venues, search and the blog's pages.
  "q",
  "page",
  "category",
  "city",
  "venue_type",
  "tag",
  "type",
  // Listings' price and access facets (decision 054).
  "free",
  "access",
  // Shop: a product's image, the tip jar's amount.
  "image",
  "amount",
  // Calendar feeds: one date of an event (/events/{slug}.ics?date=…).
  "date",
  // Listings' view and start day (core/listing/views.ts, decision 035).
  "view",
  "from",
  // Embeds' options and oEmbed's query (decision 064).
  "theme",
  "limit",
  "track",
  "format",
  "url",
  "maxwidth",
  "maxheight",
]);

/**
 * Page parameters whose values are few: anything else is one value, so junk
 * makes no new entry. `view` keeps only "compact" (the grid has no
 * parameter); `from` keeps a real date or nothing (an empty parameter,
 * which the page redirects away, decision 036), and any other value becomes
 * "invalid", which the page reads as a date it could not read (and says so).
 */
const PAGE_VALUES: Record<string, (value: string) => string | null> = {
  view: (v) => (v === "compact" ? v : null),
  from: (v) => (v === "" || isDateString(v) ? v : "invalid"),
  // Set or not: the listing reads "1" and "true" alike.
  free: (v) => (v === "" ? v : ["1", "true"].includes(v.trim().toLowerCase()) ? "1" : null),
  // An embed's: one of a few values, else the default (core/embed/options.ts).
  theme: themeValue,
  limit: limitValue,
  track: trackValue,
  // The embed's fragment, or oEmbed's json; anything else is one value oEmbed refuses (501).
  format: (v) => (["fragment", "json", "xml"].includes(v) ? v : "other"),
  // oEmbed's bounds: digits as they are, anything else one value it refuses (400).
  maxwidth: (v) => (v === "" ? null : /^\d{1,5}$/.test(v) ? v : "invalid"),
  maxheight: (v) => (v === "" ? null : /^\d{1,5}$/.test(v) ? v : "invalid"),
};

function pageValue(name: string, value: string): string | null {
  const rule = PAGE_VALUES[name];
  return rule ? rule(value) : value;
}

const API_PARAMS = new Set([
  // Every list's paging, sorting and filters.
  ...Object.keys(listParamsSchema.shape),
  // Read by single services: events' status, articles' author and category,
  // the marquee's config_only, products' kind and is_active.
  "status",
  "author_id",
  "category_id",
  "config_only",
  "kind",
  "is_active",
]);

/**
 * The query string a public page or list is kept and rendered under: only
 * parameters it reads, sorted by name (a name's values keep their order), so
 * every spelling of one page is one entry. "" when nothing is left.
 */
export function canonicalSearch(search: string, api: boolean): string {
  const known = api ? API_PARAMS : PAGE_PARAMS;
  const kept: [string, string][] = [];
  const seen = new Set<string>();
  for (const [name, raw] of new URLSearchParams(search)) {
    if (!known.has(name)) continue;
    const value = api ? raw : pageValue(name, raw);
    if (value === null) continue;
    // A parameter with a value rule is read once: a repeat is junk too.
    if (!api && PAGE_VALUES[name]) {
      if (seen.has(name)) continue;
      seen.add(name);
    }
    kept.push([name, value]);
  }
  if (!kept.length) return "";
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `?${new URLSearchParams(kept).toString()}`;
}
