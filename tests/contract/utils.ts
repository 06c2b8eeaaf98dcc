import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AllowEntry } from "../../core/net/address-guard.ts";
import { makeVenue } from "../calendar-factories.ts";
import { anyone, as, type ContractPlans } from "./context.ts";

// A page with a preview and an event to read, on a loopback server of this
// file's own. The contract's app is made without SCRAPER_ALLOWED_HOSTS, so
// the seed adds the server's address to the list the app reads it from
// (config.scraper.allowedHosts, the array the link fetcher holds).
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

let server: http.Server | undefined;

async function startPageServer(): Promise<string> {
  server = http.createServer((req, res) => {
    if (req.url?.startsWith("/show")) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(page);
    } else {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not here");
    }
  });
  const started = server;
  await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
  return `127.0.0.1:${(started.address() as AddressInfo).port}`;
}

export const utils: ContractPlans = {
  covers: /^\/utils\//,
  teardown: () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  async seed({ t, admin, seed }) {
    const host = await startPageServer();
    const [hostname, port] = host.split(":");
    (t.deps.config.scraper.allowedHosts as AllowEntry[]).push({
      host: hostname!,
      port: Number(port),
    });
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
