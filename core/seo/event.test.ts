import { describe, expect, it } from "vitest";
import {
  type EventLdInput,
  eventJsonLd,
  eventPageImage,
  type LdEventDate,
  type LdEventVenue,
} from "./event.ts";

const ORIGIN = "https://art.test";
const ember: LdEventVenue = {
  id: "v1",
  name: "Ember Gallery",
  slug: "ember-gallery",
  address: "100 Main St",
  address2: "Suite 2",
  city: { name: "Minneapolis" },
  geo: { lat: 44.98, lon: -93.26 },
};
const emberFull: LdEventVenue = { ...ember, state: "MN", postal_code: "55401" };
const elsewhere: LdEventVenue = { id: "v2", name: "Pop Shop", slug: "pop-shop", city: null };

const date = (over: Partial<LdEventDate> = {}): LdEventDate => ({
  start: "2026-11-08T00:00:00.000Z",
  end: "2026-11-08T03:00:00.000Z",
  label: null,
  category: "reception",
  is_canceled: false,
  venue: ember,
  ...over,
});
const input = (dates: LdEventDate[], over: Partial<EventLdInput> = {}): EventLdInput => ({
  event: { name: "Glass Garden", summary: "New glass.", url: null, event_dates: dates },
  venue: emberFull,
  pageUrl: `${ORIGIN}/events/glass-garden`,
  origin: ORIGIN,
  image: {
    versions: {
      CARD_LARGE: { url: "/files/g/CARD_LARGE.webp", width: 900, height: 472 },
      THUMB: { url: "/files/g/THUMB.webp", width: 160, height: 160 },
      FULL: { url: "https://cdn.test/g/FULL.webp", width: 1500, height: 1125 },
    },
  },
  ...over,
});

describe("eventJsonLd", () => {
  it("makes one date one Event of its category's type at a Place with its full address and coordinates", () => {
    expect(eventJsonLd(input([date()]))).toEqual({
      "@context": "https://schema.org",
      "@type": "SocialEvent",
      name: "Glass Garden",
      startDate: "2026-11-07T18:00:00-06:00",
      endDate: "2026-11-07T21:00:00-06:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Ember Gallery",
        url: `${ORIGIN}/venues/ember-gallery`,
        address: {
          "@type": "PostalAddress",
          streetAddress: "100 Main St, Suite 2",
          addressLocality: "Minneapolis",
          addressRegion: "MN",
          postalCode: "55401",
          addressCountry: "US",
        },
        geo: { "@type": "GeoCoordinates", latitude: 44.98, longitude: -93.26 },
      },
      organizer: {
        "@type": "Organization",
        name: "Ember Gallery",
        url: `${ORIGIN}/venues/ember-gallery`,
      },
      description: "New glass.",
      // The wide crop and the whole picture; THUMB is below search engines' 50,000 pixels.
      image: [`${ORIGIN}/files/g/CARD_LARGE.webp`, "https://cdn.test/g/FULL.webp"],
      url: `${ORIGIN}/events/glass-garden`,
    });
  });

  it("makes several dates a series: the run as a whole, each date a subEvent with its status", () => {
    const ld = eventJsonLd(
      input([
        date({ category: "reception", label: "Opening", is_canceled: true }),
        // The exhibition, stored midnight to midnight: whole days.
        date({ category: "ongoing", start: "2026-11-01T05:00:00Z", end: "2026-12-20T06:00:00Z" }),
        date({ category: "artist_talk", venue: elsewhere, start: "2026-11-15T00:00:00Z" }),
      ]),
    )!;
    expect(ld).toMatchObject({
      "@type": "ExhibitionEvent",
      name: "Glass Garden",
      startDate: "2026-11-01",
      endDate: "2026-12-19",
      eventStatus: "https://schema.org/EventScheduled",
    });
    const subs = ld.subEvent as Record<string, unknown>[];
    expect(subs.map((s) => [s["@type"], s.name, s.startDate, s.eventStatus])).toEqual([
      [
        "ExhibitionEvent",
        "Glass Garden: Exhibition",
        "2026-11-01",
        "https://schema.org/EventScheduled",
      ],
      [
        "SocialEvent",
        "Glass Garden: Opening",
        "2026-11-07T18:00:00-06:00",
        "https://schema.org/EventCancelled",
      ],
      [
        "EducationEvent",
        "Glass Garden: Artist Talk",
        "2026-11-14T18:00:00-06:00",
        "https://schema.org/EventScheduled",
      ],
    ]);
    // A date elsewhere is at that venue, with what its short record knows.
    expect(subs[2]!.location).toEqual({
      "@type": "Place",
      name: "Pop Shop",
      url: `${ORIGIN}/venues/pop-shop`,
    });
  });

  it("gives an exhibition the venue's opening on its first day and closing on its last", () => {
    const venue: LdEventVenue = {
      ...emberFull,
      hours: { "2": ["11:00", "17:00"], "6": ["10:00", "16:00"] },
    };
    const ld = eventJsonLd(
      input(
        [
          // Saturday Oct 24 to Saturday Nov 7 2026: the clocks go back on Nov 1.
          date({ category: "ongoing", start: "2026-10-24T05:00:00Z", end: "2026-11-08T06:00:00Z" }),
          // The reception, the Friday evening before the doors first open.
          date({
            category: "reception",
            start: "2026-10-23T23:00:00Z",
            end: "2026-10-24T02:00:00Z",
          }),
        ],
        { venue },
      ),
    )!;
    expect([ld.startDate, ld.endDate]).toEqual([
      "2026-10-23T18:00:00-05:00",
      "2026-11-07T16:00:00-06:00",
    ]);
    const subs = ld.subEvent as Record<string, unknown>[];
    expect(subs.map((s) => [s["@type"], s.startDate, s.endDate])).toEqual([
      ["SocialEvent", "2026-10-23T18:00:00-05:00", "2026-10-23T21:00:00-05:00"],
      ["ExhibitionEvent", "2026-10-24T10:00:00-05:00", "2026-11-07T16:00:00-06:00"],
    ]);
  });

  it("is attended in a mix of ways when some dates are online", () => {
    const online = { ...elsewhere, is_online_only: true, website: "https://pop.test/live" };
    const ld = eventJsonLd(input([date(), date({ venue: online, category: "artist_talk" })]))!;
    expect(ld.eventAttendanceMode).toBe("https://schema.org/MixedEventAttendanceMode");
    expect(ld["@type"]).toBe("Event");
  });

  it("is cancelled as a whole only when every date is", () => {
    const ld = eventJsonLd(input([date({ is_canceled: true }), date({ is_canceled: true })]))!;
    expect(ld.eventStatus).toBe("https://schema.org/EventCancelled");
  });

  it("puts an online-only venue's events online, at its website", () => {
    const online = { ...ember, is_online_only: true, website: "https://ember.test/live" };
    const ld = eventJsonLd(input([date({ venue: online })], { venue: online }))!;
    expect(ld.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(ld.location).toEqual({ "@type": "VirtualLocation", url: "https://ember.test/live" });
  });

  it("leaves out what is unknown and says nothing without dates", () => {
    const ld = eventJsonLd(
      input([date()], {
        image: null,
        event: { name: "X", summary: null, url: null, event_dates: [date()] },
      }),
    )!;
    expect(ld).not.toHaveProperty("image");
    expect(ld).not.toHaveProperty("description");
    expect(eventJsonLd(input([]))).toBeNull();
  });

  it("lists the share crops at 16:9, 4:3 and 1:1 when the image has them", () => {
    const share = (name: string, height: number) => ({
      url: `/files/g/${name}.webp`,
      width: 1200,
      height,
    });
    const ld = eventJsonLd(
      input([date()], {
        image: {
          versions: {
            CARD_LARGE: { url: "/files/g/CARD_LARGE.webp", width: 900, height: 472 },
            FULL: { url: "/files/g/FULL.webp", width: 1500, height: 1125 },
            SHARE_16X9: share("SHARE_16X9", 675),
            SHARE_4X3: share("SHARE_4X3", 900),
            SHARE_1X1: share("SHARE_1X1", 1200),
          },
        },
      }),
    )!;
    expect(ld.image).toEqual([
      `${ORIGIN}/files/g/SHARE_16X9.webp`,
      `${ORIGIN}/files/g/SHARE_4X3.webp`,
      `${ORIGIN}/files/g/SHARE_1X1.webp`,
    ]);
  });
});

describe("eventJsonLd: admission", () => {
  const withAdmission = (admission: Record<string, string | null>, dates = [date()]) =>
    eventJsonLd(
      input(dates, {
        event: {
          name: "Glass Garden",
          summary: "New glass.",
          url: null,
          event_dates: dates,
          ...admission,
        },
      }),
    )!;
  const TICKETS = "https://tickets.test/glass";

  it("makes a free event free to attend, with an offer at no cost", () => {
    const ld = withAdmission({ admission: "free" });
    expect(ld.isAccessibleForFree).toBe(true);
    expect(ld.offers).toEqual({ "@type": "Offer", price: 0, priceCurrency: "USD" });
    // A free event's registration page is its offer's page.
    expect(withAdmission({ admission: "free", ticket_url: TICKETS }).offers).toEqual({
      "@type": "Offer",
      url: TICKETS,
      price: 0,
      priceCurrency: "USD",
    });
  });

  it("offers a paid event's tickets, with the price only when the price line states one", () => {
    expect(
      withAdmission({ admission: "paid", price_text: "$12.50 at the door", ticket_url: TICKETS })
        .offers,
    ).toEqual({ "@type": "Offer", url: TICKETS, price: 12.5, priceCurrency: "USD" });
    const two = withAdmission({
      admission: "paid",
      price_text: "$10, students $5",
      ticket_url: TICKETS,
    });
    expect(two.offers).toEqual({ "@type": "Offer", url: TICKETS });
    expect(two).not.toHaveProperty("isAccessibleForFree");
    // A stated price without a link is still an offer; neither is nothing to offer.
    expect(withAdmission({ admission: "paid", price_text: "$8" }).offers).toEqual({
      "@type": "Offer",
      price: 8,
      priceCurrency: "USD",
    });
    expect(withAdmission({ admission: "paid", price_text: "Sliding scale" })).not.toHaveProperty(
      "offers",
    );
  });

  it("offers the ticket link of an event whose admission is not known, and nothing else", () => {
    expect(withAdmission({ admission: "unknown", ticket_url: TICKETS }).offers).toEqual({
      "@type": "Offer",
      url: TICKETS,
    });
    const plain = withAdmission({ admission: "unknown", price_text: "$10" });
    expect(plain).not.toHaveProperty("offers");
    expect(plain).not.toHaveProperty("isAccessibleForFree");
  });

  it("gives every date of a series the event's admission", () => {
    const ld = withAdmission({ admission: "free" }, [date(), date({ category: "artist_talk" })]);
    for (const sub of ld.subEvent as Record<string, unknown>[]) {
      expect(sub.isAccessibleForFree).toBe(true);
      expect(sub.offers).toMatchObject({ price: 0 });
    }
  });
});

describe("eventJsonLd: rescheduled dates", () => {
  const RESCHEDULED = "https://schema.org/EventRescheduled";

  it("says a moved date was rescheduled, from when", () => {
    const ld = eventJsonLd(input([date({ previous_start: "2026-11-01T00:00:00.000Z" })]))!;
    expect(ld).toMatchObject({
      eventStatus: RESCHEDULED,
      startDate: "2026-11-07T18:00:00-06:00",
      // Before the clocks went back: its own offset.
      previousStartDate: "2026-10-31T19:00:00-05:00",
    });
  });

  it("lets cancellation win over a move", () => {
    const ld = eventJsonLd(
      input([date({ previous_start: "2026-11-01T00:00:00.000Z", is_canceled: true })]),
    )!;
    expect(ld.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(ld).not.toHaveProperty("previousStartDate");
  });

  it("reschedules a series only when every date still on moved; the moved date says so itself", () => {
    const talk = date({
      category: "artist_talk",
      start: "2026-11-15T00:00:00Z",
      end: "2026-11-15T01:00:00Z",
      previous_start: "2026-11-14T00:00:00Z",
    });
    const some = eventJsonLd(input([date(), talk]))!;
    expect(some.eventStatus).toBe("https://schema.org/EventScheduled");
    expect(some).not.toHaveProperty("previousStartDate");
    const subs = some.subEvent as Record<string, unknown>[];
    expect(subs[1]).toMatchObject({
      eventStatus: RESCHEDULED,
      previousStartDate: "2026-11-13T18:00:00-06:00",
    });
    const all = eventJsonLd(
      input([date({ previous_start: "2026-11-06T00:00:00Z" }), talk, date({ is_canceled: true })]),
    )!;
    expect(all).toMatchObject({
      eventStatus: RESCHEDULED,
      previousStartDate: "2026-11-05T18:00:00-06:00",
    });
  });

  it("moves a run in its venue's hours, and not at all when it still opens the same day", () => {
    const venue: LdEventVenue = { ...emberFull, hours: { "6": ["10:00", "16:00"] } };
    // Saturday Nov 7 to Saturday Nov 21, moved from a week earlier.
    const run = date({
      category: "ongoing",
      start: "2026-11-07T06:00:00Z",
      end: "2026-11-22T06:00:00Z",
      previous_start: "2026-10-31T05:00:00Z",
    });
    expect(eventJsonLd(input([run], { venue }))).toMatchObject({
      eventStatus: RESCHEDULED,
      startDate: "2026-11-07T10:00:00-06:00",
      previousStartDate: "2026-10-31T10:00:00-05:00",
    });
    // Moved from Thursday Nov 5: the doors still first open on Saturday Nov 7.
    const closedDays = { ...run, previous_start: "2026-11-05T06:00:00Z" };
    expect(eventJsonLd(input([closedDays], { venue }))!.eventStatus).toBe(
      "https://schema.org/EventScheduled",
    );
  });
});

describe("eventPageImage", () => {
  const v = (name: string, width = 100, height = 100) => ({
    url: `/files/g/${name}.webp`,
    width,
    height,
    content_type: "image/webp",
    size: 1234,
  });
  const all = [
    "CARD_LARGE",
    "CARD_SMALL",
    "THUMB",
    "CARD_PROGRESSIVE",
    "SIZED",
    "FULL",
    "FULL_ORIGINAL",
  ];

  it("keeps the card versions and the share crops, as url and size only", () => {
    const names = [...all, "SHARE_16X9", "SHARE_4X3", "SHARE_1X1"];
    const image = { alt_text: "Glass", versions: Object.fromEntries(names.map((n) => [n, v(n)])) };
    const kept = eventPageImage(image)!;
    expect(Object.keys(kept.versions).sort()).toEqual([
      "CARD_LARGE",
      "CARD_PROGRESSIVE",
      "CARD_SMALL",
      "SHARE_16X9",
      "SHARE_1X1",
      "SHARE_4X3",
      "THUMB",
    ]);
    expect(kept.versions.THUMB).toEqual({ url: "/files/g/THUMB.webp", width: 100, height: 100 });
    expect(kept.alt_text).toBe("Glass");
    // The JSON-LD made from what is kept is the one made from the whole image.
    expect(eventJsonLd(input([date()], { image: kept }))).toEqual(
      eventJsonLd(input([date()], { image })),
    );
  });

  it("keeps FULL for an image made before the share crops", () => {
    const image = { versions: Object.fromEntries(all.map((n) => [n, v(n)])) };
    expect(Object.keys(eventPageImage(image)!.versions).sort()).toEqual([
      "CARD_LARGE",
      "CARD_PROGRESSIVE",
      "CARD_SMALL",
      "FULL",
      "THUMB",
    ]);
    expect(eventPageImage(null)).toBeNull();
  });
});

describe("eventJsonLd: access features and age (decision 054)", () => {
  const access = (
    event: { accessibility?: string[]; min_age?: number | null; admission?: string },
    dates: LdEventDate[],
    venue: LdEventVenue = { ...emberFull, accessibility: ["step_free"] },
  ) =>
    eventJsonLd(
      input(dates, {
        event: { name: "Glass Garden", summary: null, url: null, event_dates: dates, ...event },
        venue,
      }),
    )!;
  const amenity = (name: string) => ({
    "@type": "LocationFeatureSpecification",
    name,
    value: true,
  });

  it("says the venue's standing features and the event's as amenities of its place, and an age limit", () => {
    const ld = access({ accessibility: ["captions"], min_age: 18 }, [date()]);
    expect((ld.location as Record<string, unknown>).amenityFeature).toEqual([
      amenity("Step-free access"),
      amenity("Captions"),
    ]);
    expect(ld.typicalAgeRange).toBe("18-");
    expect(ld).not.toHaveProperty("accessibilityFeature");
    // All ages is no limit to state; no features, no amenityFeature.
    const plain = access({ min_age: 0 }, [date()], emberFull);
    expect(plain).not.toHaveProperty("typicalAgeRange");
    expect(plain.location).not.toHaveProperty("amenityFeature");
  });

  it("gives a date that differs its own features and admission", () => {
    const ld = access({ admission: "paid", accessibility: ["asl"] }, [
      date(),
      date({ category: "artist_talk", admission: "free", accessibility: ["relaxed"] }),
    ]);
    const [reception, talk] = ld.subEvent as Record<string, Record<string, unknown>>[];
    expect(reception!.isAccessibleForFree).toBeUndefined();
    expect(reception!.location!.amenityFeature).toEqual([
      amenity("Step-free access"),
      amenity("ASL interpretation"),
    ]);
    expect(talk!.isAccessibleForFree).toBe(true);
    expect(talk!.location!.amenityFeature).toEqual([
      amenity("Step-free access"),
      amenity("Sensory-friendly (relaxed)"),
    ]);
  });
});
