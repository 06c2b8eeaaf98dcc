import { makeCity, makeVenue } from "../calendar-factories.ts";
import { anyone, as, type ContractPlans } from "./context.ts";

export const places: ContractPlans = {
  covers: /^\/places\//,
  async seed({ t, admin, seed }) {
    const city = await makeCity(t, admin.token, { legacy_id: "contract-city" });
    const venue = await makeVenue(t, admin.token, {
      city_id: city.id,
      legacy_id: "contract-venue",
    });
    Object.assign(seed, {
      city: city.id,
      citySlug: city.slug,
      venue: venue.id,
      venueSlug: venue.slug,
    });
  },
  plans: ({ t, admin, person, seed, missing, unique }) => ({
    "GET /places/cities/list": () => anyone("/places/cities/list?sort_by=name&query=town"),
    "GET /places/cities/id/{id}": () => [
      { path: `/places/cities/id/${seed.city}` },
      { path: `/places/cities/id/${missing}` },
    ],
    "GET /places/cities/slug/{slug}": () => anyone(`/places/cities/slug/${seed.citySlug}`),
    "GET /places/cities/legacy_id/{legacy_id}": () =>
      anyone("/places/cities/legacy_id/contract-city"),
    "POST /places/cities/list": () => [
      ...as(admin, "/places/cities/list", { name: "Contract City", geo: { lat: 45, lon: -93 } }),
      ...as(admin, "/places/cities/list", { name: "" }),
      ...as(person, "/places/cities/list", { name: "Not Mine" }),
      { path: "/places/cities/list", body: { name: "Anonymous" } },
    ],
    "PUT /places/cities/id/{id}": async () => {
      const city = await makeCity(t, admin.token);
      return [
        ...as(admin, `/places/cities/id/${city.id}`, { summary: "Changed", version: city.version }),
        ...as(admin, `/places/cities/id/${city.id}`, { summary: "Stale", version: city.version }),
        ...as(admin, `/places/cities/id/${missing}`, { summary: "Nobody" }),
      ];
    },
    "GET /places/venues/list": () =>
      anyone(`/places/venues/list?city_id=${seed.city}&type=gallery`),
    "GET /places/venues/id/{id}": () => [
      { path: `/places/venues/id/${seed.venue}` },
      { path: `/places/venues/id/${missing}` },
    ],
    "GET /places/venues/slug/{slug}": () => anyone(`/places/venues/slug/${seed.venueSlug}`),
    "GET /places/venues/legacy_id/{legacy_id}": () =>
      anyone("/places/venues/legacy_id/contract-venue"),
    "POST /places/venues/list": () =>
      as(admin, "/places/venues/list", {
        name: unique("Venue"),
        city_id: seed.city,
        hours: { 3: ["12:00", "18:00"] },
        links: [{ type: "instagram", url: "https://instagram.example/v" }],
      }),
    "PUT /places/venues/id/{id}": async () => {
      const venue = await makeVenue(t, admin.token);
      return as(admin, `/places/venues/id/${venue.id}`, {
        summary: "Changed",
        version: venue.version,
      });
    },
    "GET /places/venues/id/{id}/editors": () =>
      as(admin, `/places/venues/id/${seed.venue}/editors`),
    "PUT /places/venues/id/{id}/editors": () => [
      ...as(admin, `/places/venues/id/${seed.venue}/editors`, { user_ids: [person.userId] }),
      ...as(admin, `/places/venues/id/${seed.venue}/editors`, { user_ids: [missing] }),
    ],
  }),
};
