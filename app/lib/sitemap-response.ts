/** A sitemap: changes as records do, so shared caches may keep one five minutes. */
export function sitemapResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, s-maxage=300",
    },
  });
}
