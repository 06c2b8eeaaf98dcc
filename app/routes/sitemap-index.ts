import { publicPage } from "../lib/page.server.ts";
import { sitemapResponse } from "../lib/sitemap-response.ts";
import type { Route } from "./+types/sitemap-index";

// /sitemap.xml: the sitemap index naming one file per kind and chunk
// (a resource route: the loader's Response is the answer).
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  return sitemapResponse(await page.services.sitemap.indexXml(page.canonical("")));
}
