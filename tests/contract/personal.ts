import { createPersonalRepo } from "../../server/api/personal/repo.ts";
import { makeCity, makeEvent, makeVenue, send } from "../calendar-factories.ts";
import { member } from "../factories.ts";
import { anyone, as, type ContractPlans } from "./context.ts";

export const personal: ContractPlans = {
  covers:
    /^\/(account(\/(saves|follows|mail-preferences|export|calendar-feed)(\/|$)|$)|mail\/unsubscribe$)/,
  async seed({ t, admin, seed }) {
    const city = await makeCity(t, admin.token);
    const venue = await makeVenue(t, admin.token, { city_id: city.id });
    const date = (start: string, end: string) => ({
      venue_id: venue.id,
      category: "reception",
      start,
      end,
    });
    const coming = await makeEvent(
      t,
      admin.token,
      [date("2030-12-06T00:00:00Z", "2030-12-06T03:00:00Z")],
      {
        featured: true,
        summary: "Work from the north shore.",
        admission: "free",
        accessibility: ["step_free"],
      },
    );
    const over = await makeEvent(t, admin.token, [
      date("2020-10-02T23:00:00Z", "2020-10-03T02:00:00Z"),
    ]);
    const other = await makeEvent(t, admin.token, [
      date("2030-12-13T00:00:00Z", "2030-12-13T03:00:00Z"),
    ]);
    Object.assign(seed, {
      personalCity: city.id,
      personalVenue: venue.id,
      comingEvent: coming.id,
      overEvent: over.id,
      otherEvent: other.id,
    });
  },
  plans: ({ t, person, seed, missing }) => {
    const put = (token: string, path: string) => send(t, token, "PUT", path, undefined);
    return {
      "GET /account/saves": async () => {
        await put(person.token, `/account/saves/${seed.comingEvent}`);
        await put(person.token, `/account/saves/${seed.overEvent}`);
        return [...as(person, "/account/saves"), ...anyone("/account/saves")];
      },
      "PUT /account/saves/{event_id}": () => [
        ...as(person, `/account/saves/${seed.otherEvent}`),
        ...as(person, `/account/saves/${missing}`),
      ],
      "DELETE /account/saves/{event_id}": () => [
        ...as(person, `/account/saves/${seed.otherEvent}`),
        ...as(person, `/account/saves/${missing}`),
      ],
      "GET /account/follows": async () => {
        await put(person.token, `/account/follows/venue/${seed.personalVenue}`);
        await put(person.token, `/account/follows/city/${seed.personalCity}`);
        await put(person.token, "/account/follows/category/reception");
        await put(person.token, "/account/follows/tag/printmaking");
        return as(person, "/account/follows");
      },
      "PUT /account/follows/{kind}/{target}": () => [
        ...as(person, `/account/follows/venue/${seed.personalVenue}`),
        ...as(person, "/account/follows/tag/Ceramics"),
        ...as(person, `/account/follows/city/${missing}`),
        ...as(person, "/account/follows/planet/mars"),
      ],
      "DELETE /account/follows/{kind}/{target}": () => [
        ...as(person, "/account/follows/tag/ceramics"),
        ...as(person, "/account/follows/category/brunch"),
      ],
      "GET /account/mail-preferences": () => as(person, "/account/mail-preferences"),
      "PUT /account/mail-preferences": () => [
        ...as(person, "/account/mail-preferences", { digest_enabled: true, digest_weekday: 5 }),
        ...as(person, "/account/mail-preferences", { digest_hour: 30 }),
        ...as(person, "/account/mail-preferences", { reminders_enabled: true, version: 999 }),
      ],
      "GET /mail/unsubscribe": () => anyone("/mail/unsubscribe?token=abc&list=digest"),
      "POST /mail/unsubscribe": async () => {
        const { mailToken } = await createPersonalRepo(t.database.db).settings(person.userId);
        return [
          ...anyone(`/mail/unsubscribe?token=${encodeURIComponent(mailToken)}&list=reminders`),
          ...anyone("/mail/unsubscribe?token=never-sent&list=digest"),
          ...anyone("/mail/unsubscribe?token=never-sent&list=weekly"),
        ];
      },
      "GET /account/export": async () => {
        const who = await member(t, "personal_exporter");
        await put(who.token, `/account/saves/${seed.comingEvent}`);
        await put(who.token, "/account/follows/category/reception");
        return [...as(who, "/account/export"), ...anyone("/account/export")];
      },
      "DELETE /account": async () => {
        const who = await member(t, "personal_leaving");
        return [
          ...as(who, "/account", { confirm: "someone@example.com" }),
          ...as(who, "/account", { confirm: who.email }),
        ];
      },
      "GET /account/calendar-feed": () => as(person, "/account/calendar-feed"),
      "PUT /account/calendar-feed": () => [
        ...as(person, "/account/calendar-feed", { include_follows: true }),
        ...as(person, "/account/calendar-feed", { include_follows: "yes" }),
        ...as(person, "/account/calendar-feed", { include_follows: false, version: 999 }),
      ],
      "POST /account/calendar-feed/regenerate": () =>
        as(person, "/account/calendar-feed/regenerate"),
    };
  },
};
