import { publicPage } from "../lib/page.server.ts";
import type { Route } from "./+types/written-feed";

// /written/feed: RSS 2.0 of the latest published articles (a resource route:
// no component, the loader's Response is the answer).
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const xml = await page.services.written.feed(page.now, {
    origin: page.canonical(""),
    name: page.siteName,
  });
  return new Response(xml, {
    headers: {
      "content-type": "application/rss+xml; charset=utf-8",
      // Readers poll; a few minutes of staleness costs nothing.
      "cache-control": "public, max-age=300",
    },
  });
}
