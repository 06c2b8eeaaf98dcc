import { makeVenue } from "../calendar-factories.ts";
import type { FixtureServer } from "../fixture-server.ts";
import { allowedPageServer, anyone, as, type ContractPlans } from "./context.ts";

// A page with a preview and an event to read, on a loopback server the
// app's link fetcher is let read.
const page = `<!doctype html><html><head>
<title>Shows | Lakeside</title>
<meta property="og:title" content="Tide Lines">
<meta property="og:description" content="Relief prints of the North Shore.">
<meta property="og:image" content="/poster.png">
<meta property="og:site_name" content="Lakeside Print Studio">
<meta property="og:type" content="website">
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "ExhibitionEvent",
  name: "Tide Lines: Prints",
  startDate: "2026-11-14",
  endDate: "2026-12-31",
  location: {
    "@type": "Place",
    name: "Lakeside Print Studio",
    address: "1 Lakeside Ave, Minneapolis, MN 55401",
  },
  image: "/poster.png",
})}</script></head><body></body></html>`;

let server: FixtureServer | undefined;

export const utils: ContractPlans = {
  covers: /^\/utils\//,
  async teardown() {
    await server?.close();
  },
  async seed({ t, admin, seed }) {
    server = await allowedPageServer(t, {
      "/show": (_req, res) => {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(page);
      },
    });
    const host = server.host;
    const venue = await makeVenue(t, admin.token, { name: "Slug Contract Gallery" });
    Object.assign(seed, { pageHost: host, slugVenue: venue.id, slugVenueSlug: venue.slug });
  },
  plans: ({ admin, person, seed }) => ({
    "POST /utils/scraper/meta": () => [
      ...as(person, "/utils/scraper/meta", { url: `http://${seed.pageHost}/show` }),
      ...as(person, "/utils/scraper/meta", { url: `http://${seed.pageHost}/gone` }),
      ...as(admin, "/utils/scraper/meta", { url: "ftp://example.org/file" }),
      { path: "/utils/scraper/meta", body: { url: "https://example.org/" } },
    ],
    "GET /utils/slugs/check": () => [
      ...as(admin, `/utils/slugs/check?type=venue&slug=${seed.slugVenueSlug}`),
      ...as(
        admin,
        `/utils/slugs/check?type=venue&slug=${seed.slugVenueSlug}&except_id=${seed.slugVenue}`,
      ),
      ...as(admin, "/utils/slugs/check?type=venue&slug=map"),
      ...as(admin, "/utils/slugs/check?type=article&slug=Not-Yet-Written"),
      ...as(admin, "/utils/slugs/check?type=poster&slug=x"),
      ...as(person, "/utils/slugs/check?type=venue&slug=anything"),
      ...anyone("/utils/slugs/check?type=venue&slug=anything"),
    ],
  }),
};
