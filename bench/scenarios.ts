// What `npm run bench` drives, in order. Every request looks like a browser's
// (compressed answers accepted), so pages cost what they cost a visitor.

import { addDays, siteDateOf } from "../core/dates/site-day.ts";
import { PRESETS, presetFilter } from "../core/presets/index.ts";

export interface Scenario {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** The app server, or the bare node:http server holding the listing's bytes. */
  target: "app" | "ceiling";
  /**
   * Which server runs it: the page cache on (as deployed), or off
   * (`PAGE_CACHE=off`: every request computed, the cost the cache hides).
   */
  cache: "on" | "off";
  /** The X-Cache the answer must carry (the no-cache scenarios prove the cache holds). */
  expectCache?: "HIT";
}

export const CEILING = "static ceiling (upcoming bytes)";

export const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "user-agent": "artcal-bench",
};
const API_HEADERS = { ...BROWSER_HEADERS, accept: "application/json" };
/** What a browser's reload sends: answered from the cache all the same (decision 022). */
const NO_CACHE = { "cache-control": "no-cache", pragma: "no-cache" };

/** The event-dates list with the Upcoming filter, 100 rows, as the listing page asks for it. */
export function upcomingApiPath(now: Date): string {
  const query = new URLSearchParams(presetFilter(PRESETS.upcoming, now));
  return `/api/v5/calendar/event_dates/list?${query}`;
}

export interface ScenarioInputs {
  now: Date;
  eventSlug: string;
  venueSlug: string;
  searchQuery: string;
  /** The signed-in visitor's session cookie. */
  cookie: string;
  /** The bench superadmin's session cookie, and a submission waiting in the queue. */
  staffCookie: string;
  submissionId: string;
  /** The app server's origin (PUBLIC_URL): oEmbed answers only for URLs of ours. */
  origin?: string;
}

export function pagePaths(
  i: Pick<ScenarioInputs, "now" | "eventSlug" | "venueSlug">,
): [string, string][] {
  return [
    ["upcoming", "/calendar/upcoming"],
    // The compact list from a week on (decision 035).
    ["upcoming list", `/calendar/upcoming?view=compact&from=${addDays(siteDateOf(i.now), 7)}`],
    ["now showing", "/calendar/now_showing"],
    ["event", `/events/${i.eventSlug}`],
    ["venue", `/venues/${i.venueSlug}`],
    ["home", "/"],
    ["written", "/written"],
  ];
}

export function buildScenarios(i: ScenarioInputs): Scenario[] {
  const api = upcomingApiPath(i.now);
  const signedIn = { ...BROWSER_HEADERS, cookie: i.cookie };
  const on: Scenario[] = [
    {
      name: CEILING,
      path: "/calendar/upcoming",
      headers: BROWSER_HEADERS,
      target: "ceiling",
      cache: "on",
    },
    { name: "api upcoming · cached", path: api, headers: API_HEADERS, target: "app", cache: "on" },
    {
      name: "api upcoming · no-cache header",
      path: api,
      headers: { ...API_HEADERS, ...NO_CACHE },
      target: "app",
      cache: "on",
      expectCache: "HIT",
    },
  ];
  const off: Scenario[] = [
    {
      name: "api upcoming · uncached",
      path: api,
      headers: API_HEADERS,
      target: "app",
      cache: "off",
    },
  ];
  for (const [label, path] of pagePaths(i)) {
    on.push(
      {
        name: `${label} · anon cached`,
        path,
        headers: BROWSER_HEADERS,
        target: "app",
        cache: "on",
      },
      {
        name: `${label} · anon no-cache header`,
        path,
        headers: { ...BROWSER_HEADERS, ...NO_CACHE },
        target: "app",
        cache: "on",
        expectCache: "HIT",
      },
      {
        name: `${label} · signed in cached`,
        path,
        headers: signedIn,
        target: "app",
        cache: "on",
        expectCache: "HIT",
      },
    );
    off.push(
      {
        name: `${label} · anon uncached`,
        path,
        headers: BROWSER_HEADERS,
        target: "app",
        cache: "off",
      },
      {
        name: `${label} · signed in uncached`,
        path,
        headers: signedIn,
        target: "app",
        cache: "off",
      },
    );
  }
  // Issue 31's exhibition presets (decision 058): their pages uncached, anonymous and
  // signed in, and the API preset, all computed every time.
  for (const key of ["opening_this_week", "closing_soon", "receptions_tonight"]) {
    const path = `/calendar/${key}`;
    off.push(
      {
        name: `${key} · anon uncached`,
        path,
        headers: BROWSER_HEADERS,
        target: "app",
        cache: "off",
      },
      { name: `${key} · signed in uncached`, path, headers: signedIn, target: "app", cache: "off" },
    );
  }
  // Issue 31's guides (decision 057): a guide's page (a migration's guide: every
  // dataset has it), a crawl's (bench/dataset/crawl.ts) and the list of
  // guides, uncached, anonymous and signed in.
  for (const [key, path] of [
    ["guide", "/guides/2025-holiday-shopping-guide"],
    ["crawl", "/guides/bench-weekend-crawl"],
    ["guides", "/guides"],
  ] as const) {
    off.push(
      {
        name: `${key} · anon uncached`,
        path,
        headers: BROWSER_HEADERS,
        target: "app",
        cache: "off",
      },
      { name: `${key} · signed in uncached`, path, headers: signedIn, target: "app", cache: "off" },
    );
  }
  off.push({
    name: "api preset closing_soon · uncached",
    path: "/api/v5/calendar/presets/closing_soon/event_dates",
    headers: API_HEADERS,
    target: "app",
    cache: "off",
  });
  // Issue 32's OpenAPI document (made once, then kept) and its reference page.
  off.push(
    {
      name: "api openapi.json · uncached",
      path: "/api/v5/openapi.json",
      headers: API_HEADERS,
      target: "app",
      cache: "off",
    },
    {
      name: "api docs page · uncached",
      path: "/api/v5/docs",
      headers: BROWSER_HEADERS,
      target: "app",
      cache: "off",
    },
  );
  // Issue 32's embeddable calendar (decision 064): a venue's iframe document,
  // the script embed's fragment, the script itself and an oEmbed answer.
  const oembedOf = `${i.origin ?? "http://127.0.0.1:3400"}/venues/${i.venueSlug}`;
  for (const [name, path] of [
    ["embed venue", `/embed/venues/${i.venueSlug}`],
    ["embed venue fragment", `/embed/venues/${i.venueSlug}?format=fragment`],
    ["embed.js", "/embed.js"],
    ["oembed venue", `/oembed?url=${encodeURIComponent(oembedOf)}`],
  ] as const) {
    off.push({
      name: `${name} · uncached`,
      path,
      headers: BROWSER_HEADERS,
      target: "app",
      cache: "off",
    });
  }
  // Issue 29's private pages over the bench visitor's 20 saved events and three
  // followed venues (bench/dataset/personal.ts): rendered every time, whatever the cache.
  for (const [name, path] of [
    ["for-you · signed in", "/for-you"],
    ["saved · signed in (private, uncached)", "/account/saved"],
    // Issue 30: the form (its cities) and the list of the visitor's six submissions.
    ["submit form · signed in (private)", "/submit"],
    ["submissions · signed in (private)", "/account/submissions"],
    // Issue 32: the visitor's three API keys with their use (bench/dataset/personal.ts).
    ["api keys · signed in (private)", "/account/api-keys"],
    // The bench visitor edits one venue (decision 056): their back office's events.
    ["back office events · venue editor (private, uncached)", "/admin/events"],
  ] as const) {
    on.push({ name, path, headers: signedIn, target: "app", cache: "on" });
  }
  // Issue 30's queue as staff read it: 25 pending rows, each with its likely
  // duplicates worked out, and one submission beside them. Private pages.
  const staff = { ...BROWSER_HEADERS, cookie: i.staffCookie };
  for (const [name, path] of [
    ["submission queue · staff (private, uncached)", "/admin/submissions?state=pending"],
    ["submission · staff (private, uncached)", `/admin/submissions/${i.submissionId}`],
    // Issue 32: three webhook endpoints and 300 deliveries (bench/dataset/webhooks.ts).
    ["webhooks · staff (private, uncached)", "/admin/webhooks"],
    ["webhook deliveries · staff (private, uncached)", "/admin/webhook-deliveries?status=failed"],
  ] as const) {
    on.push({ name, path, headers: staff, target: "app", cache: "on" });
  }
  // A word, a city (its venues and their events come along) and a misspelt name.
  const searches: [string, string][] = [
    ["search", i.searchQuery],
    ["search city", "saint paul"],
    ["search misspelt", "walkr art"],
  ];
  for (const [label, q] of searches) {
    off.push({
      name: `${label} · anon uncached`,
      path: `/search?q=${encodeURIComponent(q)}`,
      headers: BROWSER_HEADERS,
      target: "app",
      cache: "off",
    });
  }
  return [...on, ...off];
}

/** `--only`: scenarios whose name contains one of the words; the ceiling always runs (ratios need it). */
export function selectScenarios(all: Scenario[], only: string[]): Scenario[] {
  if (!only.length) return all;
  return all.filter((s) => s.name === CEILING || only.some((w) => s.name.includes(w)));
}
