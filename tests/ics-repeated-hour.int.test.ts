import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRESET_KEYS } from "../core/presets/index.ts";
import { makeEvent, makeVenue } from "./calendar-factories.ts";
import { superadmin } from "./factories.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// Issue 25 item 3: every preset's calendar file, read back by ical.js, gives
// each timed date the instants stored, also in the hour that happens twice
// when clocks go back (01:00–01:59 on 2026-11-01 and 2027-11-07 in Chicago).

let now = new Date("2026-11-01T05:30:00Z");
const clock = { now: () => new Date(now) };
const stored = new Map<string, { start: string; end: string }>();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ app: { clock } });
  const admin = await superadmin(t, "ics_dst_admin");
  const venue_id = (await makeVenue(t, admin.token)).id;
  // The change is at 07:00Z both years: 06:xxZ is the first 01:xx (CDT), 07:xxZ the second (CST).
  for (const day of ["2026-11-01", "2027-11-07"]) {
    const prev = day === "2026-11-01" ? "2026-11-01T04:00:00.000Z" : "2027-11-07T04:00:00.000Z";
    const specs = [
      ["Party to the second 01:30", "reception", prev, `${day}T07:30:00.000Z`],
      [
        "Talk inside the second hour",
        "artist_talk",
        `${day}T07:15:00.000Z`,
        `${day}T07:45:00.000Z`,
      ],
      ["Show inside the first hour", "performance", `${day}T06:10:00.000Z`, `${day}T06:50:00.000Z`],
      [
        "From the first hour to the second",
        "performance",
        `${day}T06:45:00.000Z`,
        `${day}T07:15:00.000Z`,
      ],
      ["Saturday sale", "sale", `${day}T15:00:00.000Z`, `${day}T22:00:00.000Z`],
    ] as const;
    for (const [name, category, start, end] of specs) {
      const event = await makeEvent(t, admin.token, [{ venue_id, category, start, end }], {
        name: `${name} ${day.slice(0, 4)}`,
      });
      const d = event.event_dates[0];
      stored.set(d.id, { start: d.start, end: d.end });
    }
  }
});
afterAll(() => t.close());

/** Every VEVENT of a feed as ical.js reads it: date id and instants (ms). */
async function readBack(path: string) {
  const res = await t.app.request(path);
  expect(res.status, path).toBe(200);
  const cal = new ICAL.Component(ICAL.parse(await res.text()));
  const tz = cal.getFirstSubcomponent("vtimezone");
  if (tz) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  return cal.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v);
    return {
      id: /^event-date-([0-9a-f-]+)@/.exec(e.uid)?.[1] ?? "",
      allDay: e.startDate.isDate,
      start: e.startDate.toJSDate().getTime(),
      end: e.endDate.toJSDate().getTime(),
    };
  });
}

describe.each([
  ["2026-11-01", "2026-11-01T05:30:00Z"],
  ["2027-11-07", "2027-11-07T05:30:00Z"],
])("calendar files on %s", (_, at) => {
  it.each(PRESET_KEYS)("%s.ics gives the stored instants", async (key) => {
    now = new Date(at);
    const events = await readBack(`/calendar/${key}.ics`);
    let compared = 0;
    for (const e of events) {
      const want = stored.get(e.id);
      if (!want || e.allDay) continue;
      expect({ start: e.start, end: e.end }, e.id).toEqual({
        start: new Date(want.start).getTime(),
        end: new Date(want.end).getTime(),
      });
      compared++;
    }
    // The listings around that night have the five dates; the fixed guides of past years none.
    if (["all", "upcoming", "weekend", "week"].includes(key))
      expect(compared).toBeGreaterThanOrEqual(5);
  });

  it("an event's own file does too", async () => {
    now = new Date(at);
    const res = await t.app.request("/api/v5/calendar/event_dates/list?page_size=100");
    const rows = (await res.json()).results as { id: string; event: { slug: string } }[];
    for (const [id, want] of stored) {
      const slug = rows.find((r) => r.id === id)!.event.slug;
      const [e] = await readBack(`/events/${slug}.ics`);
      expect(e).toMatchObject({
        start: new Date(want.start).getTime(),
        end: new Date(want.end).getTime(),
      });
    }
  });
});
