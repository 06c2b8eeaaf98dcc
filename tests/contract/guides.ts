import { makeEvent, makeVenue, send } from "../calendar-factories.ts";
import { anyone, as, type ContractPlans } from "./context.ts";

export const guides: ContractPlans = {
  covers: /^\/guides\//,
  async seed({ t, admin, seed }) {
    const venue = await makeVenue(t, admin.token);
    const event = await makeEvent(t, admin.token, [
      {
        venue_id: venue.id,
        category: "reception",
        start: "2026-12-05T00:00:00Z",
        end: "2026-12-05T03:00:00Z",
      },
    ]);
    const guide = await send(t, admin.token, "POST", "/guides/list", {
      title: "Contract Guide",
      first_day: "2026-12-01",
      last_day: "2026-12-31",
      categories: ["reception"],
      picks: [{ event_slug: event.slug, note: "Go early." }],
    });
    Object.assign(seed, { guide: guide.id, guideSlug: guide.slug });
  },
  plans: ({ admin, seed, missing, unique }) => ({
    "GET /guides/list": () => anyone("/guides/list?sort_by=first_day"),
    "GET /guides/id/{id}": () => [
      { path: `/guides/id/${seed.guide}` },
      { path: `/guides/id/${missing}` },
    ],
    "GET /guides/slug/{slug}": () => anyone(`/guides/slug/${seed.guideSlug}`),
    "POST /guides/list": () =>
      as(admin, "/guides/list", {
        title: unique("Guide"),
        first_day: "2026-12-01",
        last_day: "2026-12-02",
      }),
    "PUT /guides/id/{id}": () => as(admin, `/guides/id/${seed.guide}`, { summary: "Changed" }),
    // A published guide's slug is a listing key too (decision 057).
    "GET /calendar/presets/{key}/event_dates": () =>
      anyone(`/calendar/presets/${seed.guideSlug}/event_dates`),
  }),
};
