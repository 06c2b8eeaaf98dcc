import { makeArticle, makeAuthor } from "../blog-factories.ts";
import { makeEvent, makeVenue, send } from "../calendar-factories.ts";
import { makeContainer } from "../shop-factories.ts";
import { anyone, as, type ContractPlans } from "./context.ts";

export const featured: ContractPlans = {
  covers: /^\/featured\//,
  async seed({ t, admin, seed }) {
    const image = await makeContainer(t, admin.token, {
      url: "https://images.example/featured/winter-light.jpg",
      width: 1800,
      height: 1200,
      alt_text: "Paintings lit by a winter window",
    });
    const venue = await makeVenue(t, admin.token, { name: "Marquee Contract Gallery" });
    const event = await makeEvent(
      t,
      admin.token,
      [
        {
          venue_id: venue.id,
          category: "reception",
          start: "2026-12-11T00:00:00Z",
          end: "2026-12-11T03:00:00Z",
        },
      ],
      { name: "Marquee Contract Opening", primary_image_id: image.id },
    );
    const author = await makeAuthor(t, admin.token);
    const article = await makeArticle(t, admin.token, author.id, {
      title: "Marquee Contract Essay",
      primary_image_id: image.id,
      is_published: true,
      published_date: "2026-01-20T12:00:00Z",
    });
    const items = [
      { resource_type: "event", resource_id: event.id, advert_spot: "home_1" },
      { resource_type: "article", resource_id: article.id },
      { resource_type: "venue", resource_id: venue.id },
    ];
    await send(t, admin.token, "PUT", "/featured/marquee", { items });
    Object.assign(seed, {
      marqueeEvent: event.id,
      marqueeArticle: article.id,
      marqueeVenue: venue.id,
    });
  },
  plans: ({ t, admin, person, seed, missing }) => ({
    "GET /featured/marquee": () => [
      ...anyone("/featured/marquee"),
      { path: "/featured/marquee?config_only=true" },
      { path: "/featured/marquee?config_only=maybe" },
    ],
    "PUT /featured/marquee": async () => {
      const config = await t.app.request("/api/v5/featured/marquee?config_only=true");
      const { version } = (await config.json()).results;
      const items = [
        { resource_type: "event", resource_id: seed.marqueeEvent, advert_spot: "home_2" },
        { resource_type: "article", resource_id: seed.marqueeArticle, advert_spot: "" },
        { resource_type: "venue", resource_id: seed.marqueeVenue },
      ];
      return [
        ...as(admin, "/featured/marquee", { items, version }),
        ...as(admin, "/featured/marquee", { items, version }),
        ...as(admin, "/featured/marquee", {
          items: [{ resource_type: "venue", resource_id: missing }],
        }),
        ...as(person, "/featured/marquee", { items }),
        { path: "/featured/marquee", body: { items } },
      ];
    },
  }),
};
