import { makeEvent, makeVenue, send } from "../calendar-factories.ts";
import { anyone, as, type ContractPlans } from "./context.ts";

export const calendar: ContractPlans = {
  covers: /^\/calendar\//,
  async seed({ t, admin, seed }) {
    const venue = await makeVenue(t, admin.token);
    const event = await makeEvent(
      t,
      admin.token,
      [
        {
          venue_id: venue.id,
          category: "reception",
          start: "2026-12-04T00:00:00Z",
          end: "2026-12-04T03:00:00Z",
        },
      ],
      { legacy_id: "contract-event", tags: ["painting"] },
    );
    const series = await send(t, admin.token, "POST", "/calendar/events/list", {
      name: "Thursday drawing nights",
      recurrence: {
        freq: "weekly",
        by_weekday: ["TH"],
        start_date: "2026-12-03",
        start_time: "18:00",
        duration_minutes: 120,
        count: 3,
        venue_id: venue.id,
        category: "class",
      },
    });
    Object.assign(seed, {
      eventVenue: venue.id,
      event: event.id,
      eventSlug: event.slug,
      series: series.id,
      seriesDate: series.event_dates[0].id,
    });
  },
  plans: ({ admin, seed, missing, unique }) => ({
    "GET /calendar/events/list": () => [
      { path: "/calendar/events/list?page_size=5" },
      { path: "/calendar/events/list?sort_by=nonsense" },
    ],
    "GET /calendar/event_dates/list": () => [
      {
        path: `/calendar/event_dates/list?start=gte:2026-12-01T00:00:00Z&venue_id=${seed.eventVenue}`,
      },
      { path: "/calendar/event_dates/list?start=yesterday" },
    ],
    "GET /calendar/tags/list": () => anyone("/calendar/tags/list"),
    "GET /calendar/events/id/{id}": () => [
      { path: `/calendar/events/id/${seed.series}` },
      { path: `/calendar/events/id/${missing}` },
    ],
    "GET /calendar/events/slug/{slug}": () => anyone(`/calendar/events/slug/${seed.eventSlug}`),
    "GET /calendar/events/legacy_id/{legacy_id}": () =>
      anyone("/calendar/events/legacy_id/contract-event"),
    "POST /calendar/events/list": () =>
      as(admin, "/calendar/events/list", {
        name: unique("Event"),
        event_dates: [
          {
            venue_id: seed.eventVenue,
            category: "artist_talk",
            start: "2026-12-10T00:00:00Z",
            end: "2026-12-10T01:00:00Z",
          },
        ],
      }),
    "POST /calendar/events/id/{id}/duplicate": () =>
      as(admin, `/calendar/events/id/${seed.event}/duplicate`, { shift_days: 7 }),
    "PUT /calendar/events/id/{id}": () => [
      ...as(admin, `/calendar/events/id/${seed.event}`, { summary: "Changed" }),
      ...as(admin, `/calendar/events/id/${seed.event}`, { min_age: -1 }),
    ],
    "PUT /calendar/events/id/{id}/dates/{dateId}": () =>
      as(admin, `/calendar/events/id/${seed.series}/dates/${seed.seriesDate}`, {
        scope: "this",
        label: "Portraits",
      }),
    "GET /calendar/presets/list": () => anyone("/calendar/presets/list?page_size=5"),
    "GET /calendar/presets/{key}/event_dates": () => [
      { path: "/calendar/presets/weekend/event_dates?category=reception" },
      { path: "/calendar/presets/no-such-listing/event_dates" },
    ],
  }),
};
