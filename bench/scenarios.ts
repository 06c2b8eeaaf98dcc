// What `npm run bench` drives, in order. Every request looks like a browser's
// (compressed answers accepted), so pages cost what they cost a visitor.
import { PRESETS, presetFilter } from "../core/presets/index.ts";

export interface Scenario {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** The app server, or the bare node:http server holding the listing's bytes. */
  target: "app" | "ceiling";
}

export const CEILING = "static ceiling (upcoming bytes)";

export const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "user-agent": "artcal-bench",
};
const API_HEADERS = { ...BROWSER_HEADERS, accept: "application/json" };
/** Skips the page cache: the page is rendered afresh (server/lib/page-cache/rules.ts). */
const BYPASS = { "cache-control": "no-cache" };

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
}

export function pagePaths(i: Pick<ScenarioInputs, "eventSlug" | "venueSlug">): [string, string][] {
  return [
    ["upcoming", "/calendar/upcoming"],
    ["now showing", "/calendar/now_showing"],
    ["event", `/events/${i.eventSlug}`],
    ["venue", `/venues/${i.venueSlug}`],
    ["home", "/"],
    ["written", "/written"],
  ];
}

export function buildScenarios(i: ScenarioInputs): Scenario[] {
  const api = upcomingApiPath(i.now);
  const out: Scenario[] = [
    { name: CEILING, path: "/calendar/upcoming", headers: BROWSER_HEADERS, target: "ceiling" },
    { name: "api upcoming · cached", path: api, headers: API_HEADERS, target: "app" },
    {
      name: "api upcoming · bypassed",
      path: api,
      headers: { ...API_HEADERS, ...BYPASS },
      target: "app",
    },
  ];
  for (const [label, path] of pagePaths(i)) {
    out.push(
      { name: `${label} · anon cached`, path, headers: BROWSER_HEADERS, target: "app" },
      {
        name: `${label} · anon bypassed`,
        path,
        headers: { ...BROWSER_HEADERS, ...BYPASS },
        target: "app",
      },
      {
        name: `${label} · signed in`,
        path,
        headers: { ...BROWSER_HEADERS, cookie: i.cookie },
        target: "app",
      },
    );
  }
  out.push({
    name: "search · anon bypassed",
    path: `/search?q=${encodeURIComponent(i.searchQuery)}`,
    headers: { ...BROWSER_HEADERS, ...BYPASS },
    target: "app",
  });
  return out;
}

/** `--only`: scenarios whose name contains one of the words; the ceiling always runs (ratios need it). */
export function selectScenarios(all: Scenario[], only: string[]): Scenario[] {
  if (!only.length) return all;
  return all.filter((s) => s.name === CEILING || only.some((w) => s.name.includes(w)));
}
