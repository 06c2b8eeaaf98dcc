import { publicPage } from "../lib/page.server.ts";
import { sitemapResponse } from "../lib/sitemap-response.ts";
import type { Route } from "./+types/sitemap-file";

// /sitemaps/{kind}-{n}.xml: one chunk of URLs of one kind (events-1.xml…).
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const xml = await page.services.sitemap.fileXml(page.canonical(""), params.file);
  if (xml === null) return new Response("No such sitemap", { status: 404 });
  return sitemapResponse(xml);
}
