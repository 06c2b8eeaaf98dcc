import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeVenue } from "./calendar-factories.ts";
import { type SignedIn, superadmin } from "./factories.ts";
import { mainOf } from "./page-main.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";

// The event editor's "Repeats" part (issue 31 item 4, decision 059) as a
// browser without JavaScript uses it: staff make a weekly class, skip one
// date, and see its dates; then change the rule from a date on (this and following).

const NOW = "2026-02-15T18:00:00.000Z";
const ORIGIN = "http://series-editor.test";
const zone = "America/Chicago";

let site: SiteTestApp;
let t: TestApp;
let admin: SignedIn;
let venueId: string;

beforeAll(async () => {
  site = await createSiteTestApp("series-editor", { TEST_NOW: NOW, PUBLIC_URL: ORIGIN });
  t = site.t;
  admin = await superadmin(t, "series_editor_admin");
  venueId = (await makeVenue(t, admin.token, { name: "Northern Clay Center" })).id;
}, 120_000);
afterAll(() => site?.close());

const get = (p: string) =>
  site.pages.app.request(`${ORIGIN}${p}`, {
    redirect: "manual",
    headers: { cookie: admin.cookie },
  });
/** A form post as a browser sends it: repeated names (checkboxes) kept. */
const post = (p: string, pairs: [string, string][]) =>
  site.pages.app.request(`${ORIGIN}${p}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      cookie: admin.cookie,
    },
    body: new URLSearchParams(pairs).toString(),
  });
const api = async (p: string) =>
  (
    await (
      await t.app.request(`/api/v5${p}`, { headers: { authorization: `Bearer ${admin.token}` } })
    ).json()
  ).results;
const wall = (iso: string) => DateTime.fromISO(iso, { zone }).toFormat("yyyy-MM-dd HH:mm");

describe("the Repeats part without JavaScript", () => {
  let id = "";

  it("offers the series controls on a new event", async () => {
    const page = mainOf(await (await get("/admin/events/new")).text());
    for (const name of [
      "recurrence.repeats",
      "recurrence.freq",
      "recurrence.by_weekday",
      "recurrence.start_time",
      "recurrence.until",
      "recurrence.exceptions.0.date",
      "recurrence.exceptions.0.skip",
    ])
      expect(page).toContain(`name="${name}"`);
  });

  it("makes a weekly class with one date skipped, and its dates are there", async () => {
    const res = await post("/admin/events/new", [
      ["name", "Wheel Throwing Basics"],
      ["status", "published"],
      ["admission", "unknown"],
      ["recurrence.repeats", "on"],
      ["recurrence.freq", "weekly"],
      ["recurrence.interval", "1"],
      ["recurrence.by_weekday", "TU"],
      ["recurrence.by_weekday", "TH"],
      ["recurrence.monthly_by", "nth"],
      ["recurrence.nth", "1"],
      ["recurrence.start_date", "2026-03-01"],
      ["recurrence.start_time", "18:00"],
      ["recurrence.duration_minutes", "120"],
      ["recurrence.ends", "until"],
      ["recurrence.until", "2026-03-31"],
      ["recurrence.venue_id", venueId],
      ["recurrence.category", "class"],
      ["recurrence.label", ""],
      ["recurrence.exceptions.0.date", "2026-03-10"],
      ["recurrence.exceptions.0.skip", "on"],
      ["recurrence.exceptions.1.date", ""],
    ]);
    expect(res.status).toBe(302);
    id = res.headers.get("location")!.split("/").at(-1)!;
    const event = await api(`/calendar/events/id/${id}`);
    expect(event.event_dates.map((d: { start: string }) => wall(d.start))).toEqual([
      "2026-03-03 18:00",
      "2026-03-05 18:00",
      "2026-03-12 18:00",
      "2026-03-17 18:00",
      "2026-03-19 18:00",
      "2026-03-24 18:00",
      "2026-03-26 18:00",
      "2026-03-31 18:00",
    ]);
    // The editor shows the series again, with its exception.
    const page = mainOf(await (await get(`/admin/events/${id}`)).text());
    expect(page).toContain('value="2026-03-10"');
    expect(page).toContain("Next dates of the series");
    expect(page).toContain("Tue Mar 3 2026, 6:00 PM");
    expect(page).toContain("Thu Mar 12 2026, 6:00 PM");
    expect(page).toMatch(
      /name="recurrence.repeats"[^>]*checked|checked[^>]*name="recurrence.repeats"/,
    );
  });

  it("changes the time from a date on (this and following), keeping the dates before", async () => {
    const event = await api(`/calendar/events/id/${id}`);
    const res = await post(`/admin/events/${id}`, [
      ["version", String(event.version)],
      ["name", "Wheel Throwing Basics"],
      ["status", "published"],
      ["admission", "unknown"],
      ["recurrence.id", event.series[0].id],
      ["recurrence.repeats", "on"],
      ["recurrence.freq", "weekly"],
      ["recurrence.interval", "1"],
      ["recurrence.by_weekday", "TU"],
      ["recurrence.by_weekday", "TH"],
      ["recurrence.start_date", "2026-03-01"],
      ["recurrence.start_time", "19:00"],
      ["recurrence.duration_minutes", "90"],
      ["recurrence.ends", "until"],
      ["recurrence.until", "2026-03-31"],
      ["recurrence.venue_id", venueId],
      ["recurrence.category", "class"],
      ["recurrence.from", "2026-03-18"],
      ["recurrence.exceptions.0.date", "2026-03-10"],
      ["recurrence.exceptions.0.skip", "on"],
    ]);
    expect(res.status).toBe(302);
    const after = await api(`/calendar/events/id/${id}`);
    expect(after.series).toHaveLength(2);
    expect(after.event_dates.map((d: { start: string }) => wall(d.start))).toEqual([
      "2026-03-03 18:00",
      "2026-03-05 18:00",
      "2026-03-12 18:00",
      "2026-03-17 18:00",
      "2026-03-19 19:00",
      "2026-03-24 19:00",
      "2026-03-26 19:00",
      "2026-03-31 19:00",
    ]);
  });

  it("shows a rule mistake beside the Repeats part, not a crash", async () => {
    const res = await post("/admin/events/new", [
      ["name", "No Days Class"],
      ["status", "draft"],
      ["admission", "unknown"],
      ["recurrence.repeats", "on"],
      ["recurrence.freq", "weekly"],
      ["recurrence.interval", "1"],
      ["recurrence.start_date", "2026-03-01"],
      ["recurrence.start_time", "18:00"],
      ["recurrence.duration_minutes", "60"],
      ["recurrence.ends", "never"],
      ["recurrence.venue_id", venueId],
      ["recurrence.category", "class"],
    ]);
    expect(res.status).toBe(400);
    expect(mainOf(await res.text())).toContain("Choose at least one weekday.");
  });
});
