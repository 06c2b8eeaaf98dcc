import { publicPage } from "../lib/page.server.ts";
import type { Route } from "./+types/robots";

// /robots.txt: crawl everything but the back office and the API, and find
// the pages through the sitemap on the canonical host.
export function loader({ context, request }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    `Sitemap: ${page.canonical("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, s-maxage=300",
    },
  });
}
