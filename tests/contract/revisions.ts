import { makeCity, makeVenue, send } from "../calendar-factories.ts";
import { bearer } from "../factories.ts";
import type { TestApp } from "../test-app.ts";
import { as, type ContractPlans } from "./context.ts";

// Every record's history and the trash (decision 040), on cities: a city
// changed twice and reverted, deleted into the trash and restored.

/** A record's revisions, newest first. */
async function historyOf(t: TestApp, token: string, resource: string, id: string) {
  const res = await t.app.request(`/api/v5/revisions/list?resource=${resource}&id=${id}`, {
    headers: bearer(token),
  });
  return (await res.json()).results as { id: string; action: string }[];
}

export const revisions: ContractPlans = {
  covers: /^\/(revisions|trash)\//,
  async seed({ t, admin, seed }) {
    const city = await makeCity(t, admin.token, { name: "Contract Falcon Heights" });
    await send(t, admin.token, "PUT", `/places/cities/id/${city.id}`, {
      summary: "Home of the State Fair.",
      version: city.version,
    });
    const gone = await makeCity(t, admin.token, { name: "Contract Lost Township" });
    const trashed = await send(t, admin.token, "POST", "/trash/list", {
      resource: "city",
      id: gone.id,
    });
    Object.assign(seed, { revisedCity: city.id, trashedCity: trashed.id });
  },
  plans: ({ t, admin, person, seed, missing }) => ({
    "GET /revisions/list": () => [
      ...as(admin, `/revisions/list?resource=city&id=${seed.revisedCity}`),
      ...as(admin, "/revisions/list?resource=city&page_size=5&sort_by=created_date&sort=asc"),
      ...as(admin, `/revisions/list?id=${seed.revisedCity}`),
      ...as(person, "/revisions/list"),
    ],
    "POST /revisions/id/{id}/revert": async () => {
      const city = await makeCity(t, admin.token, { summary: "On the Mississippi." });
      const changed = await send(t, admin.token, "PUT", `/places/cities/id/${city.id}`, {
        summary: "On the Mississippi and the Minnesota.",
        version: city.version,
      });
      const [, created] = await historyOf(t, admin.token, "city", city.id);
      return [
        ...as(admin, `/revisions/id/${created!.id}/revert`, { version: changed.version }),
        ...as(admin, `/revisions/id/${created!.id}/revert`, { version: changed.version }),
        ...as(admin, `/revisions/id/${created!.id}/revert`, { version: "latest" }),
        ...as(admin, `/revisions/id/${missing}/revert`, {}),
      ];
    },
    "GET /trash/list": () => [
      ...as(admin, "/trash/list?resource=city&query=lost&sort_by=deleted_date"),
      ...as(admin, "/trash/list?resource=marquee"),
      ...as(person, "/trash/list"),
    ],
    "POST /trash/list": async () => {
      const city = await makeCity(t, admin.token);
      const busy = await makeCity(t, admin.token);
      await makeVenue(t, admin.token, { city_id: busy.id });
      return [
        ...as(person, "/trash/list", { resource: "city", id: city.id }),
        ...as(admin, "/trash/list", { resource: "city", id: city.id, version: city.version }),
        ...as(admin, "/trash/list", { resource: "city", id: city.id }),
        ...as(admin, "/trash/list", { resource: "city", id: busy.id }),
        ...as(admin, "/trash/list", { resource: "planet", id: busy.id }),
      ];
    },
    "POST /trash/id/{id}/restore": () => [
      ...as(admin, `/trash/id/${seed.trashedCity}/restore`),
      ...as(admin, `/trash/id/${seed.trashedCity}/restore`),
      ...as(person, `/trash/id/${missing}/restore`),
    ],
  }),
};
