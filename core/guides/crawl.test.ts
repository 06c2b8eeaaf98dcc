import { describe, expect, it } from "vitest";
import { crawlLegs, legText, planLayout, routeText, stopHoursText, stopTimes } from "./crawl.ts";

const weekend = { first_day: "2026-12-05", last_day: "2026-12-06" };

describe("a stop's hours", () => {
  it("read as a visitor would say them, for one day or each day of the crawl", () => {
    expect(stopHoursText(weekend, { day: null, opens: "11:00", closes: "17:00" })).toBe(
      "11am – 5pm each day",
    );
    expect(stopHoursText(weekend, { day: "2026-12-05", opens: "18:30", closes: "01:00" })).toBe(
      "Sat, Dec 5 · 6:30pm – 1am",
    );
    expect(stopHoursText(weekend, { day: "2026-12-06", opens: null, closes: null })).toBe(
      "Sun, Dec 6",
    );
    expect(stopHoursText(weekend, { day: null, opens: null, closes: null })).toBe("");
    const oneDay = { first_day: "2026-12-05", last_day: "2026-12-05" };
    expect(stopHoursText(oneDay, { day: null, opens: "11:00", closes: "17:00" })).toBe(
      "11am – 5pm",
    );
  });

  it("are Chicago wall-clock instants, past midnight when the close is before the open, across New Year", () => {
    const nye = { first_day: "2026-12-31", last_day: "2027-01-01" };
    expect(stopTimes(nye, { day: "2026-12-31", opens: "21:00", closes: "02:00" })).toEqual({
      times: { allDay: false, start: "2027-01-01T03:00:00.000Z", end: "2027-01-01T08:00:00.000Z" },
      count: 1,
    });
    expect(stopTimes(nye, { day: null, opens: "12:00", closes: "17:00" }).count).toBe(2);
    expect(stopTimes(nye, { day: null, opens: null, closes: null })).toEqual({
      times: { allDay: true, firstDay: "2026-12-31", endDay: "2027-01-02" },
      count: 1,
    });
  });

  it("start at the same wall-clock time on the day clocks spring forward", () => {
    const spring = { first_day: "2027-03-14", last_day: "2027-03-14" };
    expect(stopTimes(spring, { day: null, opens: "12:00", closes: "17:00" }).times).toEqual({
      allDay: false,
      start: "2027-03-14T17:00:00.000Z",
      end: "2027-03-14T22:00:00.000Z",
    });
  });
});

describe("the walk", () => {
  const mill = { lat: 44.9999, lon: -93.2641 };
  const seed = { lat: 45.0025, lon: -93.2466 };
  it("gives each leg's distance and minutes, none for the first stop or a stop off the map", () => {
    const legs = crawlLegs([mill, seed, null, seed]);
    expect(legs[0]).toBeNull();
    expect(legs[1]!.metres).toBeGreaterThan(1300);
    expect(legs[1]!.metres).toBeLessThan(1500);
    expect(legText(legs[1]!)).toMatch(/^0\.\d mi · about 2[0-9] min walk$/);
    expect(legs[2]).toBeNull();
    expect(legs[3]).toBeNull();
    expect(legText({ metres: 40, minutes: 1 })).toBe("Next door");
    expect(routeText(legs)).toMatch(/^0\.\d mi, about 2\d min of walking$/);
    expect(routeText([null])).toBeNull();
  });

  it("is drawn inside the plan's box, north up, keeping stops off the map out", () => {
    const [a, b, c] = planLayout([mill, seed, null], 600, 400, 20);
    expect(c).toBeNull();
    for (const p of [a!, b!]) {
      expect(p.x).toBeGreaterThanOrEqual(20);
      expect(p.x).toBeLessThanOrEqual(580);
      expect(p.y).toBeGreaterThanOrEqual(20);
      expect(p.y).toBeLessThanOrEqual(380);
    }
    // Seed is north-east of Mill: right of it and higher on the page.
    expect(b!.x).toBeGreaterThan(a!.x);
    expect(b!.y).toBeLessThan(a!.y);
    expect(planLayout([mill], 600, 400, 20)[0]).toEqual({ x: 300, y: 200 });
  });
});
