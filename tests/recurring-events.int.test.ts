import ICAL from "ical.js";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeVenue, postJson, putJson } from "./calendar-factories.ts";
import { member, type SignedIn, superadmin } from "./factories.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// Issue 31 item 4's acceptance (decision 059): a weekly class Tue/Thu 18:00
// Chicago with one date skipped and one moved shows the right dates for 12
// months in listings and in the event's .ics (read back by ical.js), on both
// sides of 2026-03-08 and 2026-11-01; "this and following" splits the series.

// A Sunday: the 12 months from here span both changes.
let now = new Date("2026-02-15T18:00:00Z");
const clock = { now: () => new Date(now) };
const zone = "America/Chicago";

let t: TestApp;
let admin: SignedIn;
let venueId: string;
let event: { id: string; slug: string; version: number };

/** What the site should show, worked out here day by day (not by the code under test). */
function expected(
  from: string,
  toExclusive: string,
  at: (day: DateTime) => { start: string; end: string } | null,
) {
  const out: { start: string; end: string }[] = [];
  for (
    let d = DateTime.fromISO(from, { zone });
    d.toISODate()! < toExclusive;
    d = d.plus({ days: 1 })
  ) {
    const x = at(d);
    if (x) out.push(x);
  }
  return out;
}
const local = (day: string, time: string) =>
  DateTime.fromISO(`${day}T${time}`, { zone }).toUTC().toISO()!;
const classAt =
  (time: string, minutes: number, from = "0000", until = "9999") =>
  (d: DateTime) => {
    const day = d.toISODate()!;
    if (day < from || day > until || (d.weekday !== 2 && d.weekday !== 4)) return null;
    if (day === "2026-03-10") return null; // skipped
    if (day === "2026-11-05")
      return { start: local("2026-11-06", "19:00"), end: local("2026-11-06", "21:00") };
    const start = DateTime.fromISO(`${day}T${time}`, { zone });
    return { start: start.toUTC().toISO()!, end: start.plus({ minutes }).toUTC().toISO()! };
  };

/** Every date of the venue's listing (the public event_dates list), page after page. */
async function listing() {
  const out: { id: string; start: string; end: string; label: string | null; series_id: string }[] =
    [];
  for (let page = 0; ; page++) {
    const res = await t.app.request(
      `/api/v5/calendar/event_dates/list?venue_id=${venueId}&page_size=100&page=${page}`,
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    out.push(...body.results);
    if (!body.more) return out;
  }
}
const spans = (rows: { start: string; end: string }[]) =>
  rows.map((r) => ({ start: new Date(r.start).toISOString(), end: new Date(r.end).toISOString() }));

/** The event's .ics expanded by ical.js (RRULE, EXDATE, RECURRENCE-ID) up to `until`. */
async function icsDates(until: string) {
  const res = await t.app.request(`/events/${event.slug}.ics`);
  expect(res.status).toBe(200);
  const text = await res.text();
  const cal = new ICAL.Component(ICAL.parse(text));
  const tz = cal.getFirstSubcomponent("vtimezone");
  if (tz) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  const vevents = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  const masters = vevents.filter((e) => !e.isRecurrenceException());
  for (const ex of vevents.filter((e) => e.isRecurrenceException()))
    masters.find((m) => m.uid === ex.uid)!.relateException(ex);
  const end = new Date(until).getTime();
  const out: { start: string; end: string }[] = [];
  for (const m of masters) {
    if (!m.isRecurring()) {
      out.push({
        start: m.startDate.toJSDate().toISOString(),
        end: m.endDate.toJSDate().toISOString(),
      });
      continue;
    }
    const it = m.iterator();
    for (let next = it.next(); next && next.toJSDate().getTime() < end; next = it.next()) {
      const o = m.getOccurrenceDetails(next);
      out.push({
        start: o.startDate.toJSDate().toISOString(),
        end: o.endDate.toJSDate().toISOString(),
      });
    }
  }
  return { text, dates: out.sort((a, b) => a.start.localeCompare(b.start)) };
}

beforeAll(async () => {
  t = await createTestApp({ app: { clock } });
  admin = await superadmin(t, "series_admin");
  venueId = (await makeVenue(t, admin.token, { name: "Highpoint Center for Printmaking" })).id;
  const res = await postJson(t, admin.token, "/calendar/events/list", {
    name: "Intro to Screenprinting",
    recurrence: {
      freq: "weekly",
      by_weekday: ["TU", "TH"],
      start_date: "2026-02-16",
      start_time: "18:00",
      duration_minutes: 120,
      venue_id: venueId,
      category: "class",
      exceptions: [
        { date: "2026-03-10", skip: true },
        { date: "2026-11-05", start: "2026-11-06T19:00", end: "2026-11-06T21:00" },
      ],
    },
  });
  expect(res.status).toBe(201);
  event = (await res.json()).results;
});
afterAll(() => t.close());

describe("a weekly class Tue/Thu 18:00 with one date skipped and one moved", () => {
  // 12 months from the clock: up to 2027-02-15 12:00 Chicago.
  const want = () => expected("2026-02-16", "2027-02-15", classAt("18:00", 120));

  it("lists exactly its dates for 12 months, 18:00 local on both sides of both DST changes", async () => {
    const rows = await listing();
    expect(spans(rows)).toEqual(want());
    // 52 weeks of two dates, one skipped.
    expect(rows.length).toBe(103);
    // Spot checks in wall-clock terms around the changes.
    const wall = rows.map((r) => DateTime.fromISO(r.start, { zone }).toFormat("yyyy-MM-dd HH:mm"));
    expect(wall).toContain("2026-03-05 18:00");
    expect(wall).not.toContain("2026-03-10 18:00");
    expect(wall).toContain("2026-03-12 18:00");
    expect(wall).toContain("2026-10-29 18:00");
    expect(wall).toContain("2026-11-03 18:00");
    expect(wall).toContain("2026-11-06 19:00");
    expect(wall).not.toContain("2026-11-05 18:00");
  });

  it("exports one RRULE with the skipped EXDATE and the moved date's RECURRENCE-ID, which ical.js expands to the same dates", async () => {
    const { text, dates } = await icsDates("2027-02-15T18:00:00Z");
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toContain("DTSTART;TZID=America/Chicago:20260217T180000");
    expect(unfolded).toContain("RRULE:FREQ=WEEKLY;BYDAY=TU,TH");
    expect(unfolded).toContain("EXDATE;TZID=America/Chicago:20260310T180000");
    expect(unfolded).toContain("RECURRENCE-ID;TZID=America/Chicago:20261105T180000");
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(dates).toEqual(want());
  });

  it("keeps the dates a year ahead as the clock moves (the daily job), without duplicates", async () => {
    now = new Date("2026-04-15T17:00:00Z");
    await t.app.services.jobQueue.runDue();
    await t.app.services.jobQueue.runDue();
    const rows = await listing();
    // Past dates stay; the horizon is now 2027-04-15.
    expect(spans(rows)).toEqual(expected("2026-02-16", "2027-04-15", classAt("18:00", 120)));
    expect(new Set(rows.map((r) => r.start)).size).toBe(rows.length);
  });

  it("changes one date with scope this", async () => {
    const rows = await listing();
    const target = rows.find((r) => r.start === local("2026-05-07", "18:00"))!;
    const res = await putJson(
      t,
      admin.token,
      `/calendar/events/id/${event.id}/dates/${target.id}`,
      {
        scope: "this",
        start: "2026-05-07T17:00",
        end: "2026-05-07T18:30",
        label: "Guest printer",
      },
    );
    expect(res.status).toBe(200);
    const after = await listing();
    const changed = after.find((r) => r.id === target.id)!;
    expect(spans([changed])).toEqual([
      { start: local("2026-05-07", "17:00"), end: local("2026-05-07", "18:30") },
    ]);
    expect(changed.label).toBe("Guest printer");
    expect(after.length).toBe(rows.length);
    expect(after.filter((r) => r.label === "Guest printer")).toHaveLength(1);
  });

  it("splits the series with scope following: the old one ends before the date, the new one carries the change", async () => {
    const rows = await listing();
    const target = rows.find((r) => r.start === local("2026-06-02", "18:00"))!;
    const res = await putJson(
      t,
      admin.token,
      `/calendar/events/id/${event.id}/dates/${target.id}`,
      {
        scope: "following",
        start: "2026-06-02T19:00",
        end: "2026-06-02T21:30",
      },
    );
    expect(res.status).toBe(200);
    const saved = (await res.json()).results;
    expect(saved.series).toHaveLength(2);
    expect(saved.series[0]).toMatchObject({ until: "2026-06-01", start_time: "18:00" });
    expect(saved.series[1]).toMatchObject({
      start_date: "2026-06-02",
      start_time: "19:00",
      duration_minutes: 150,
    });
    expect(saved.series[1].exceptions).toEqual([
      { date: "2026-11-05", start: "2026-11-06T19:00", end: "2026-11-06T21:00" },
    ]);
    const after = await listing();
    const atSix = (r: { start: string }) => DateTime.fromISO(r.start, { zone }).toFormat("HH:mm");
    const before = after.filter((r) => r.start < local("2026-06-02", "00:00"));
    const from = after.filter((r) => r.start >= local("2026-06-02", "00:00"));
    expect(new Set(before.filter((r) => r.label !== "Guest printer").map(atSix))).toEqual(
      new Set(["18:00"]),
    );
    expect(from[0]!.start).toBe(local("2026-06-02", "19:00"));
    expect(new Set(from.filter((r) => !r.start.startsWith("2026-11-07")).map(atSix))).toEqual(
      new Set(["19:00"]),
    );
    // The moved November date is still moved, in the new series.
    expect(from.find((r) => r.start === local("2026-11-06", "19:00"))).toBeTruthy();
    expect(new Set(from.map((r) => r.series_id)).size).toBe(1);
    expect(from[0]!.series_id).not.toBe(before[0]!.series_id);
    // The .ics has both series, and ical.js gives the same dates as the listing.
    const { dates } = await icsDates("2027-04-15T17:00:00Z");
    expect(dates).toEqual(spans(after));
  });

  it("changes every date to come with scope all", async () => {
    const rows = await listing();
    const target = rows.find((r) => r.start === local("2026-09-01", "19:00"))!;
    const res = await putJson(
      t,
      admin.token,
      `/calendar/events/id/${event.id}/dates/${target.id}`,
      {
        scope: "all",
        start: "2026-09-01T18:30",
        end: "2026-09-01T20:30",
        label: "Open studio",
      },
    );
    expect(res.status).toBe(200);
    const after = await listing();
    const newSeries = after.filter((r) => r.start >= local("2026-06-02", "00:00"));
    const times = new Set(
      newSeries
        .filter((r) => !r.start.startsWith("2026-11-07"))
        .map((r) => DateTime.fromISO(r.start, { zone }).toFormat("HH:mm")),
    );
    expect(times).toEqual(new Set(["18:30"]));
    expect(
      new Set(newSeries.filter((r) => !r.start.startsWith("2026-11-07")).map((r) => r.label)),
    ).toEqual(new Set(["Open studio"]));
    const { dates } = await icsDates("2027-04-15T17:00:00Z");
    expect(dates).toEqual(spans(after));
  });
});

describe("venue editors and series (decision 056)", () => {
  it("lets a venue's editor make a series at their venue only, and edit its dates", async () => {
    const editor = await member(t, "series_editor");
    const own = (await makeVenue(t, admin.token, { name: "Editor's Studio" })).id;
    await putJson(t, admin.token, `/places/venues/id/${own}/editors`, {
      user_ids: [editor.userId],
    });
    const body = (venue_id: string) => ({
      name: `Editor class ${venue_id.slice(0, 4)}`,
      recurrence: {
        freq: "monthly",
        by_weekday: ["SA"],
        nth: 1,
        start_date: "2026-03-01",
        start_time: "10:00",
        duration_minutes: 180,
        count: 6,
        venue_id,
        category: "class",
      },
    });
    expect((await postJson(t, editor.token, "/calendar/events/list", body(venueId))).status).toBe(
      403,
    );
    const res = await postJson(t, editor.token, "/calendar/events/list", body(own));
    expect(res.status).toBe(201);
    const made = (await res.json()).results;
    expect(made.event_dates).toHaveLength(6);
    const edit = await putJson(
      t,
      editor.token,
      `/calendar/events/id/${made.id}/dates/${made.event_dates[3].id}`,
      {
        scope: "this",
        skip: true,
      },
    );
    expect(edit.status).toBe(200);
    expect((await edit.json()).results.event_dates).toHaveLength(5);
    // Not another venue's series.
    const rows = await listing();
    const other = await putJson(
      t,
      editor.token,
      `/calendar/events/id/${event.id}/dates/${rows.at(-1)!.id}`,
      {
        scope: "this",
        skip: true,
      },
    );
    expect(other.status).toBe(403);
  });
});

describe("bad series input", () => {
  const post = (recurrence: Record<string, unknown>) =>
    postJson(t, admin.token, "/calendar/events/list", {
      name: "Broken class",
      recurrence: {
        freq: "weekly",
        by_weekday: ["TU"],
        start_date: "2026-03-01",
        start_time: "18:00",
        duration_minutes: 60,
        venue_id: venueId,
        category: "class",
        ...recurrence,
      },
    });
  it.each([
    [{ by_weekday: [] }, "recurrence.by_weekday"],
    [{ until: "2026-02-01" }, "recurrence.until"],
    [{ count: 1000 }, "recurrence.count"],
    [{ exceptions: [{ date: "2026-03-04", skip: true }] }, "recurrence.exceptions"],
    [{ venue_id: "00000000-0000-4000-8000-000000000000" }, "recurrence.venue_id"],
  ])("%j is a V-1001 on %s", async (over, field) => {
    const res = await post(over);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe("V-1001");
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it("refuses a scope it does not know and a date that is not of a series", async () => {
    const rows = await listing();
    const res = await putJson(
      t,
      admin.token,
      `/calendar/events/id/${event.id}/dates/${rows.at(-1)!.id}`,
      {
        scope: "some",
      },
    );
    expect(res.status).toBe(400);
    const missing = await putJson(
      t,
      admin.token,
      `/calendar/events/id/${event.id}/dates/00000000-0000-4000-8000-000000000000`,
      { scope: "this", skip: true },
    );
    expect(missing.status).toBe(404);
  });
});
