import { describe, expect, it } from "vitest";
import { googleCalendarUrl, outlookCalendarUrl, subscribeLinks } from "./calendar-links.ts";
import type { EntryTimes } from "./entry.ts";

const entry = (times: EntryTimes) => ({
  title: "Glass & Light — Opening Reception",
  description: "Paintings; lakes, 100% + more.\n\nhttps://tcartcal.test/events/glass-light",
  location: "Walker Art Center, 725 Vineland Pl, Minneapolis, MN 55403",
  times,
});
// 6–9pm on each side of the end of DST (November 1st 2026).
const cdt = entry({
  allDay: false,
  start: "2026-10-31T23:00:00.000Z",
  end: "2026-11-01T02:00:00.000Z",
});
const cst = entry({
  allDay: false,
  start: "2026-11-08T00:00:00.000Z",
  end: "2026-11-08T03:00:00.000Z",
});
const run = entry({ allDay: true, firstDay: "2026-10-01", endDay: "2026-11-16" });

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("googleCalendarUrl", () => {
  it("sends Chicago wall-clock times with ctz, the same 6pm on both sides of DST", () => {
    for (const [e, day] of [
      [cdt, "20261031"],
      [cst, "20261107"],
    ] as const) {
      const url = googleCalendarUrl(e);
      expect(url.startsWith("https://calendar.google.com/calendar/render?")).toBe(true);
      expect(params(url)).toEqual({
        action: "TEMPLATE",
        text: "Glass & Light — Opening Reception",
        dates: `${day}T180000/${day}T210000`,
        ctz: "America/Chicago",
        details: e.description,
        location: e.location,
      });
    }
  });

  it("sends all-day dates as days with the exclusive end", () => {
    expect(params(googleCalendarUrl(run)).dates).toBe("20261001/20261116");
  });

  it("encodes spaces as %20 and leaves out a missing location", () => {
    const url = googleCalendarUrl({ ...cst, location: null });
    expect(url).toContain("text=Glass%20%26%20Light");
    expect(url).not.toContain("+");
    expect(params(url).location).toBeUndefined();
  });
});

describe("outlookCalendarUrl", () => {
  it("sends UTC instants to Outlook.com and Office 365", () => {
    const live = outlookCalendarUrl(cst, "outlook.live.com");
    expect(live.startsWith("https://outlook.live.com/calendar/0/deeplink/compose?")).toBe(true);
    expect(params(live)).toEqual({
      path: "/calendar/action/compose",
      rru: "addevent",
      subject: "Glass & Light — Opening Reception",
      startdt: "2026-11-08T00:00:00Z",
      enddt: "2026-11-08T03:00:00Z",
      allday: "false",
      body: cst.description,
      location: cst.location,
    });
    const office = outlookCalendarUrl(cdt, "outlook.office.com");
    expect(office.startsWith("https://outlook.office.com/calendar/0/deeplink/compose?")).toBe(true);
    expect(params(office).startdt).toBe("2026-10-31T23:00:00Z");
  });

  it("sends all-day dates as days", () => {
    expect(params(outlookCalendarUrl(run, "outlook.live.com"))).toMatchObject({
      startdt: "2026-10-01",
      enddt: "2026-11-16",
      allday: "true",
    });
  });
});

describe("subscribeLinks", () => {
  it("makes the webcal address and Google's add-by-URL link from the https one", () => {
    const links = subscribeLinks("https://tcartcal.test/calendar/upcoming.ics?city=st-paul");
    expect(links.webcal).toBe("webcal://tcartcal.test/calendar/upcoming.ics?city=st-paul");
    expect(links.google).toBe(
      "https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Ftcartcal.test%2Fcalendar%2Fupcoming.ics%3Fcity%3Dst-paul",
    );
    expect(subscribeLinks("http://127.0.0.1:3100/venues/x.ics").webcal).toBe(
      "webcal://127.0.0.1:3100/venues/x.ics",
    );
  });
});
