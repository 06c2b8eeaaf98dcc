import { escapeXml } from "../../lib/escape.ts";

// Sitemap documents (sitemaps.org protocol 0.9): a <urlset> per file and
// the <sitemapindex> naming the files.

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date | null;
}

const XMLNS = "http://www.sitemaps.org/schemas/sitemap/0.9";

export function urlsetXml(urls: readonly SitemapEntry[]): string {
  return document("urlset", "url", urls);
}

export function sitemapIndexXml(files: readonly SitemapEntry[]): string {
  return document("sitemapindex", "sitemap", files);
}

function document(root: string, item: string, entries: readonly SitemapEntry[]): string {
  const body = entries
    .map((e) => {
      const lastmod = e.lastmod ? `<lastmod>${w3cDatetime(e.lastmod)}</lastmod>` : "";
      return `<${item}><loc>${escapeXml(e.loc)}</loc>${lastmod}</${item}>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${XMLNS}">\n${body}\n</${root}>\n`;
}

/** W3C datetime to the second, in UTC: 2026-11-21T18:00:00Z. */
export function w3cDatetime(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, "Z");
}
