import { makeArticle, makeAuthor } from "../blog-factories.ts";
import { makeCity, makeEvent, makeVenue } from "../calendar-factories.ts";
import { makeContainer } from "../shop-factories.ts";
import { anyone, type ContractPlans } from "./context.ts";

// One word names a city, a venue, an event and an article, so one search finds every kind.
export const search: ContractPlans = {
  covers: /^\/search$/,
  async seed({ t, admin }) {
    const image = await makeContainer(t, admin.token, {
      url: "https://images.example/search/quillwork.jpg",
      width: 1200,
      height: 800,
      alt_text: "Quillwork on birch bark",
    });
    const city = await makeCity(t, admin.token, { name: "Quillwork Falls" });
    const venue = await makeVenue(t, admin.token, {
      name: "Quillwork Gallery",
      city_id: city.id,
      primary_image_id: image.id,
    });
    await makeEvent(
      t,
      admin.token,
      [
        {
          venue_id: venue.id,
          category: "reception",
          start: "2026-12-12T00:00:00Z",
          end: "2026-12-12T03:00:00Z",
        },
      ],
      { name: "Quillwork Now", primary_image_id: image.id, featured: true, summary: "Bark." },
    );
    const author = await makeAuthor(t, admin.token);
    await makeArticle(t, admin.token, author.id, {
      title: "Quillwork and its makers",
      primary_image_id: image.id,
      is_published: true,
      published_date: "2026-02-01T12:00:00Z",
    });
  },
  plans: () => ({
    "GET /search": () => [
      { path: "/search?query=quillwork" },
      ...anyone("/search"),
      { path: `/search?query=${"a".repeat(201)}` },
    ],
  }),
};
