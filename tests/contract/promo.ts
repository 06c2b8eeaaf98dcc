import { makeAdvert, makeContainer } from "../shop-factories.ts";
import { as, type ContractPlans } from "./context.ts";

export const promo: ContractPlans = {
  covers: /^\/promo\//,
  async seed({ t, admin, seed }) {
    const image = await makeContainer(t, admin.token, {
      url: "https://images.example/promo/holiday-sale.jpg",
      width: 1200,
      height: 300,
    });
    const advert = await makeAdvert(t, admin.token, {
      client: "Northern Clay Center",
      campaign: "Holiday Sale",
      spots: ["home_1", "calendar_list_1"],
      default_image_id: image.id,
      start_date: "2026-11-27T06:00:00Z",
      end_date: "2026-12-24T06:00:00Z",
      legacy_id: "contract-advert",
    });
    Object.assign(seed, { advertImage: image.id, advert: advert.id });
  },
  plans: ({ t, admin, person, seed, missing, unique }) => ({
    "GET /promo/adverts/list": () => [
      ...as(admin, "/promo/adverts/list?spot=calendar_list_1&sort_by=weight&query=clay"),
      ...as(admin, "/promo/adverts/list?spot=sidebar"),
      ...as(person, "/promo/adverts/list"),
      { path: "/promo/adverts/list" },
    ],
    "GET /promo/adverts/id/{id}": () => [
      ...as(admin, `/promo/adverts/id/${seed.advert}`),
      ...as(admin, `/promo/adverts/id/${missing}`),
    ],
    "GET /promo/adverts/legacy_id/{legacy_id}": () => [
      ...as(admin, "/promo/adverts/legacy_id/contract-advert"),
      ...as(admin, "/promo/adverts/legacy_id/no-such-advert"),
    ],
    "POST /promo/adverts/list": () => [
      ...as(admin, "/promo/adverts/list", {
        client: unique("Client"),
        label: "Winter banner",
        spots: ["article_1"],
        weight: 5,
        mobile_image_id: seed.advertImage,
        goto_url: "https://client.example/winter",
        badge_text: "Sponsor",
      }),
      ...as(admin, "/promo/adverts/list", {
        client: "Backwards",
        label: "Ends first",
        spots: ["home_1"],
        goto_url: "https://client.example/",
        start_date: "2026-12-10T00:00:00Z",
        end_date: "2026-12-01T00:00:00Z",
      }),
      ...as(admin, "/promo/adverts/list", {
        client: "Twice",
        label: "Same legacy id",
        spots: ["home_1"],
        goto_url: "https://client.example/",
        legacy_id: "contract-advert",
      }),
    ],
    "PUT /promo/adverts/id/{id}": async () => {
      const advert = await makeAdvert(t, admin.token);
      return [
        ...as(admin, `/promo/adverts/id/${advert.id}`, { weight: 9, version: advert.version }),
        ...as(admin, `/promo/adverts/id/${advert.id}`, { weight: 8, version: advert.version }),
        ...as(admin, `/promo/adverts/id/${advert.id}`, { spots: [] }),
        ...as(admin, `/promo/adverts/id/${missing}`, { weight: 2 }),
      ];
    },
  }),
};
