// Sitemaps (sitemaps.org protocol 0.9): a sitemap index at /sitemap.xml
// naming one file per kind of page and chunk, each file a <urlset>
// (server/api/sitemap writes them). A file holds at most 50,000 URLs; past
// that a kind splits into events-1.xml, events-2.xml…

export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_KINDS = ["pages", "events", "venues", "cities", "articles"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The name of one chunk's file: events-1.xml. */
export function sitemapFileName(kind: SitemapKind, chunk: number): string {
  return `${kind}-${chunk}.xml`;
}

/** "events-2.xml" → {kind: "events", chunk: 2}; null for any other name. */
export function parseSitemapFileName(name: string): { kind: SitemapKind; chunk: number } | null {
  const m = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!m || !(SITEMAP_KINDS as readonly string[]).includes(m[1]!)) return null;
  return { kind: m[1] as SitemapKind, chunk: Number(m[2]) };
}
