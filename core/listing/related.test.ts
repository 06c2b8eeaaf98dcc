import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { CardEventDate } from "./cards.ts";
import {
  boxAround,
  distanceKm,
  NEARBY_KM,
  pickRelated,
  type RelatedCandidate,
  relatedDay,
} from "./related.ts";

/** A Chicago wall-clock time as an instant. */
const chicago = (iso: string) => DateTime.fromISO(iso, { zone: "America/Chicago" }).toJSDate();
const at = (iso: string) => chicago(iso).toISOString();

const dated = (category: string, start: string, end: string, is_canceled = false) => ({
  category,
  start: at(start),
  end: at(end),
  is_canceled,
});

describe("relatedDay: the site day 'nearby the same day' looks at", () => {
  it("is the site day of the next date when nothing is on yet", () => {
    const now = chicago("2026-11-20T12:00");
    const day = relatedDay([dated("reception", "2026-11-21T18:00", "2026-11-21T21:00")], now);
    expect(day?.date).toBe("2026-11-21");
    expect(day?.start).toEqual(chicago("2026-11-21T05:00"));
    expect(day?.end).toEqual(chicago("2026-11-22T03:00"));
  });

  it("is today while a run is on", () => {
    const now = chicago("2026-11-24T15:00");
    const run = dated("ongoing", "2026-11-01T00:00", "2026-12-20T00:00");
    expect(relatedDay([run], now)?.date).toBe("2026-11-24");
  });

  it("a reception at 00:30 Saturday belongs to Friday's site day (the 00:00–03:00 tail)", () => {
    const now = chicago("2026-11-19T12:00");
    const late = dated("performance", "2026-11-21T00:30", "2026-11-21T02:00");
    expect(relatedDay([late], now)?.date).toBe("2026-11-20");
  });

  it("at 01:00 the evening before is still today; at 03:30 the coming day is", () => {
    const run = dated("ongoing", "2026-11-01T00:00", "2026-12-20T00:00");
    expect(relatedDay([run], chicago("2026-11-21T01:00"))?.date).toBe("2026-11-20");
    expect(relatedDay([run], chicago("2026-11-21T03:30"))?.date).toBe("2026-11-21");
  });

  it("a run opening at midnight Monday starts with Monday's site day, not Sunday's tail", () => {
    const now = chicago("2026-11-22T12:00");
    const run = dated("ongoing", "2026-11-23T00:00", "2026-12-20T00:00");
    expect(relatedDay([run], now)?.date).toBe("2026-11-23");
  });

  it("a run whose last day was Friday is still Friday's at 02:00 Saturday, gone at 03:00", () => {
    const run = dated("ongoing", "2026-11-01T00:00", "2026-11-21T00:00");
    expect(relatedDay([run], chicago("2026-11-21T02:00"))?.date).toBe("2026-11-20");
    expect(relatedDay([run], chicago("2026-11-21T03:00:00.001"))).toBeNull();
  });

  it("skips canceled and ended dates, and is null when nothing is to come", () => {
    const now = chicago("2026-11-20T12:00");
    const dates = [
      dated("reception", "2026-11-10T18:00", "2026-11-10T21:00"),
      dated("reception", "2026-11-21T18:00", "2026-11-21T21:00", true),
      dated("artist_talk", "2026-11-28T18:00", "2026-11-28T19:00"),
    ];
    expect(relatedDay(dates, now)?.date).toBe("2026-11-28");
    expect(relatedDay(dates.slice(0, 2), now)).toBeNull();
  });

  it("across the fall-back night the day still runs 05:00 to 03:00 local", () => {
    const now = chicago("2026-10-30T12:00");
    const day = relatedDay([dated("performance", "2026-10-31T22:00", "2026-11-01T01:30")], now);
    expect(day?.date).toBe("2026-10-31");
    expect(day?.start).toEqual(chicago("2026-10-31T05:00"));
    // 22 wall-clock hours, 23 real ones: the clocks go back at 02:00.
    expect(day?.end).toEqual(chicago("2026-11-01T03:00"));
    expect((day!.end.getTime() - day!.start.getTime()) / 3_600_000).toBe(23);
  });

  it("across spring-forward the day is an hour shorter", () => {
    const now = chicago("2027-03-12T12:00");
    const day = relatedDay([dated("performance", "2027-03-13T20:00", "2027-03-13T23:00")], now);
    expect(day?.date).toBe("2027-03-13");
    expect((day!.end.getTime() - day!.start.getTime()) / 3_600_000).toBe(21);
  });

  it("a New Year's Eve party past midnight is on New Year's Eve's site day", () => {
    const now = chicago("2026-12-30T12:00");
    const party = dated("performance", "2027-01-01T00:15", "2027-01-01T02:00");
    const day = relatedDay([party], now);
    expect(day?.date).toBe("2026-12-31");
    expect(day?.end).toEqual(chicago("2027-01-01T03:00"));
  });
});

let n = 0;
function card(over: Partial<CardEventDate> & { eventId?: string } = {}): CardEventDate {
  const id = `d${++n}`;
  const { eventId, ...rest } = over;
  return {
    id,
    category: "reception",
    type: "timed",
    label: null,
    start: at("2026-11-21T18:00"),
    end: at("2026-11-21T21:00"),
    is_canceled: false,
    venue: null,
    event: { id: eventId ?? `e-${id}`, name: id, slug: id, featured: false },
    ...rest,
  };
}
const cand = (
  kind: RelatedCandidate["kind"],
  c: CardEventDate,
  over: Partial<RelatedCandidate> = {},
): RelatedCandidate => ({ kind, card: c, shared: kind === "like" ? 1 : 0, geo: null, ...over });

const origin = { lat: 44.9817, lon: -93.2686 }; // downtown Minneapolis
const north = (km: number) => ({ lat: origin.lat + km / 111.2, lon: origin.lon });
const ids = (cards: CardEventDate[]) => cards.map((c) => c.event.id);

describe("pickRelated", () => {
  const now = chicago("2026-11-21T12:00");
  const day = relatedDay([dated("reception", "2026-11-21T18:00", "2026-11-21T21:00")], now);

  it("leaves out the event itself, canceled dates and ended ones", () => {
    const lists = pickRelated(
      [
        cand("venue", card({ eventId: "self" })),
        cand("venue", card({ eventId: "canceled", is_canceled: true })),
        cand(
          "venue",
          card({ eventId: "ended", start: at("2026-11-21T09:00"), end: at("2026-11-21T11:59") }),
        ),
        cand("venue", card({ eventId: "kept" })),
      ],
      { eventId: "self", now, day, origin },
    );
    expect(ids(lists.venue)).toEqual(["kept"]);
  });

  it("orders the venue's soonest first and keeps four", () => {
    const starts = ["2026-12-05", "2026-11-22", "2026-11-30", "2026-11-25", "2026-11-23"];
    const lists = pickRelated(
      starts.map((d) =>
        cand("venue", card({ eventId: d, start: at(`${d}T18:00`), end: at(`${d}T20:00`) })),
      ),
      { eventId: "self", now, day: null, origin: null },
    );
    expect(ids(lists.venue)).toEqual(["2026-11-22", "2026-11-23", "2026-11-25", "2026-11-30"]);
  });

  it("ranks 'more like this' by shared tags, then soonest", () => {
    const lists = pickRelated(
      [
        cand("like", card({ eventId: "one-tag-soon", start: at("2026-11-22T18:00") }), {
          shared: 1,
        }),
        cand(
          "like",
          card({
            eventId: "two-tags-later",
            start: at("2026-12-01T18:00"),
            end: at("2026-12-01T20:00"),
          }),
          { shared: 2 },
        ),
        cand("like", card({ eventId: "none" }), { shared: 0 }),
      ],
      { eventId: "self", now, day, origin },
    );
    expect(ids(lists.like)).toEqual(["two-tags-later", "one-tag-soon"]);
  });

  it("shows an event once: the venue section first, then like, then nearby", () => {
    const c = card({ eventId: "both" });
    const lists = pickRelated(
      [cand("nearby", c, { geo: north(1) }), cand("like", c), cand("venue", c)],
      { eventId: "self", now, day, origin },
    );
    expect(ids(lists.venue)).toEqual(["both"]);
    expect(lists.like).toEqual([]);
    expect(lists.nearby).toEqual([]);
  });

  it("nearby: within NEARBY_KM, on that day, dated events first, then nearest", () => {
    const lists = pickRelated(
      [
        cand("nearby", card({ eventId: "far" }), { geo: north(NEARBY_KM + 1) }),
        cand("nearby", card({ eventId: "no-geo" })),
        cand(
          "nearby",
          card({ eventId: "tomorrow", start: at("2026-11-22T18:00"), end: at("2026-11-22T20:00") }),
          { geo: north(1) },
        ),
        cand(
          "nearby",
          card({
            eventId: "run-near",
            category: "ongoing",
            type: "reoccurring",
            start: at("2026-11-01T00:00"),
            end: at("2026-12-01T00:00"),
          }),
          { geo: north(0.5) },
        ),
        cand("nearby", card({ eventId: "talk-3km" }), { geo: north(3) }),
        cand("nearby", card({ eventId: "talk-2km" }), { geo: north(2) }),
      ],
      { eventId: "self", now, day, origin },
    );
    expect(ids(lists.nearby)).toEqual(["talk-2km", "talk-3km", "run-near"]);
  });

  it("nearby: a run opening at midnight tomorrow is not on today; one closing at midnight is until 03:00", () => {
    const late = chicago("2026-11-22T01:00"); // still Saturday's site day
    const saturday = relatedDay([dated("ongoing", "2026-11-01T00:00", "2026-12-01T00:00")], late);
    expect(saturday?.date).toBe("2026-11-21");
    const lists = pickRelated(
      [
        cand(
          "nearby",
          card({
            eventId: "opens-sunday",
            category: "ongoing",
            type: "reoccurring",
            start: at("2026-11-22T00:00"),
            end: at("2026-12-01T00:00"),
          }),
          { geo: north(1) },
        ),
        cand(
          "nearby",
          card({
            eventId: "closed-saturday",
            category: "ongoing",
            type: "reoccurring",
            start: at("2026-11-01T00:00"),
            end: at("2026-11-22T00:00"),
          }),
          { geo: north(1) },
        ),
      ],
      { eventId: "self", now: late, day: saturday, origin },
    );
    expect(ids(lists.nearby)).toEqual(["closed-saturday"]);
  });

  it("nearby is empty without a day or a place to measure from", () => {
    const c = cand("nearby", card(), { geo: north(1) });
    expect(pickRelated([c], { eventId: "self", now, day: null, origin }).nearby).toEqual([]);
    expect(pickRelated([c], { eventId: "self", now, day, origin: null }).nearby).toEqual([]);
  });
});

describe("distances", () => {
  it("Minneapolis to Saint Paul downtowns is about 14 km", () => {
    expect(distanceKm(origin, { lat: 44.9537, lon: -93.09 })).toBeCloseTo(14.4, 0);
  });

  it("the box holds every point within the distance", () => {
    const box = boxAround(origin, NEARBY_KM);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const r = (bearing * Math.PI) / 180;
      const p = {
        lat: origin.lat + ((NEARBY_KM * 0.999) / 111.2) * Math.cos(r),
        lon:
          origin.lon +
          ((NEARBY_KM * 0.999) / (111.2 * Math.cos((origin.lat * Math.PI) / 180))) * Math.sin(r),
      };
      expect(distanceKm(origin, p)).toBeLessThanOrEqual(NEARBY_KM);
      expect(
        p.lat >= box.minLat && p.lat <= box.maxLat && p.lon >= box.minLon && p.lon <= box.maxLon,
      ).toBe(true);
    }
  });
});
