import { describe, expect, it } from "vitest";
import {
  type LdVenuePage,
  openingHoursSpecification,
  venueJsonLd,
  venueSchemaType,
} from "./venue.ts";

const day = (d: string) => `https://schema.org/${d}`;

describe("venueSchemaType", () => {
  it("maps venue types onto schema.org types", () => {
    expect(venueSchemaType("gallery")).toBe("ArtGallery");
    expect(venueSchemaType("popup")).toBe("ArtGallery");
    expect(venueSchemaType("institution")).toBe("Museum");
    expect(venueSchemaType("public")).toBe("Place");
    expect(venueSchemaType("business")).toBe("LocalBusiness");
    expect(venueSchemaType("studios")).toBe("LocalBusiness");
    expect(venueSchemaType("anything")).toBe("LocalBusiness");
  });
});

describe("openingHoursSpecification", () => {
  it("groups days with the same hours, Monday first", () => {
    expect(
      openingHoursSpecification({
        "0": ["12:00", "17:00"],
        "3": ["11:00", "17:00"],
        "4": ["11:00", "17:00"],
        "5": ["11:00", "21:30"],
        "6": ["12:00", "17:00"],
        "1": null,
      }),
    ).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [day("Wednesday"), day("Thursday")],
        opens: "11:00",
        closes: "17:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [day("Friday")],
        opens: "11:00",
        closes: "21:30",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [day("Saturday"), day("Sunday")],
        opens: "12:00",
        closes: "17:00",
      },
    ]);
  });

  it("writes late nights, around the clock and the midnight ending a day as schema.org reads them", () => {
    const spec = openingHoursSpecification({
      "5": ["18:00", "02:00"],
      "6": ["00:00", "00:00"],
      "0": ["10:00", "24:00"],
      "2": ["bad", "17:00"],
    });
    expect(spec.map((s) => [s.dayOfWeek, s.opens, s.closes])).toEqual([
      [[day("Friday")], "18:00", "02:00"],
      [[day("Saturday")], "00:00", "23:59"],
      [[day("Sunday")], "10:00", "23:59"],
    ]);
    expect(openingHoursSpecification(null)).toEqual([]);
  });
});

describe("venueJsonLd", () => {
  const venue: LdVenuePage = {
    name: "Ember Gallery",
    slug: "ember-gallery",
    type: "gallery",
    summary: "Glass and light.",
    address: "100 Main St",
    city: { name: "Minneapolis" },
    state: "MN",
    postal_code: "55401",
    geo: { lat: 44.98, lon: -93.26 },
    hours: { "6": ["11:00", "17:00"] },
    website: "https://ember.test",
    phone: "612-555-0100",
    email: null,
    links: [{ url: "https://instagram.com/ember" }],
    is_closed: false,
  };

  it("describes the venue with address, coordinates, hours and its other addresses", () => {
    expect(
      venueJsonLd({ venue, pageUrl: "https://art.test/venues/ember-gallery", image: null }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "ArtGallery",
      name: "Ember Gallery",
      url: "https://art.test/venues/ember-gallery",
      description: "Glass and light.",
      address: {
        "@type": "PostalAddress",
        streetAddress: "100 Main St",
        addressLocality: "Minneapolis",
        addressRegion: "MN",
        postalCode: "55401",
        addressCountry: "US",
      },
      geo: { "@type": "GeoCoordinates", latitude: 44.98, longitude: -93.26 },
      telephone: "612-555-0100",
      sameAs: ["https://ember.test", "https://instagram.com/ember"],
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: [day("Saturday")],
          opens: "11:00",
          closes: "17:00",
        },
      ],
    });
  });

  it("announces no hours for a venue that has closed", () => {
    const ld = venueJsonLd({
      venue: { ...venue, is_closed: true },
      pageUrl: "https://a.test/v",
      image: null,
    });
    expect(ld).not.toHaveProperty("openingHoursSpecification");
  });
});
