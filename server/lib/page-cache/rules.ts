// Which answers the page cache may keep and serve. Only what every anonymous
// visitor would see alike: public pages, their loader data and the public API
// lists, asked without a session cookie or bearer token.

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
  /^\/shop\/(?!sandbox$|order$)[^/]+$/,
  /^\/membership$/,
  /^\/tip$/,
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
  /^\/sitemaps\/[^/]+$/,
];

const PUBLIC_API = [
  /^\/api\/v5\/(blog|calendar|places)\/[a-z_]+\/(list|id\/[^/]+|slug\/[^/]+|legacy_id\/[^/]+)$/,
  /^\/api\/v5\/featured\/marquee$/,
  /^\/api\/v5\/shop\/store\/products\/(list|id\/[^/]+|slug\/[^/]+)$/,
  /^\/api\/v5\/site$/,
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

/** `If-None-Match` names this ETag (or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tags = ifNoneMatch.split(",").map((t) => t.trim());
  return tags.includes("*") || tags.includes(etag);
}

/** The client asked to skip caches (a hard reload, or the benchmark's "bypassed" runs). */
export function wantsFresh(headers: Headers): boolean {
  const cc = headers.get("cache-control") ?? "";
  return /\bno-cache\b/i.test(cc) || /\bno-cache\b/i.test(headers.get("pragma") ?? "");
}
