import { inSiteZone } from "../dates/site-day.ts";
import type { ArticleStatus } from "../schemas/blog.ts";

// Pure rules of the blog: where an article lives and whether it shows.

const two = (n: number) => String(n).padStart(2, "0");

/** The public permalink: /written/{YYYY}/{MM}/{slug}, year and month in Chicago time. */
export function articlePath(slug: string, publishedDate: Date | string | null): string {
  if (!publishedDate) return `/written/${encodeURIComponent(slug)}`;
  const d = inSiteZone(new Date(publishedDate));
  return `/written/${d.year}/${two(d.month)}/${encodeURIComponent(slug)}`;
}

/** published: visible now; scheduled: published with a date still to come; draft: not published. */
export function articleStatus(
  isPublished: boolean,
  publishedDate: Date | null,
  now: Date,
): ArticleStatus {
  if (!isPublished) return "draft";
  return publishedDate && publishedDate.getTime() > now.getTime() ? "scheduled" : "published";
}

/**
 * published_date after a write: an explicit date wins; a first publish
 * without one is dated now; unpublishing keeps the date it had.
 */
export function nextPublishedDate(opts: {
  current: Date | null;
  isPublished: boolean;
  given: Date | null | undefined;
  now: Date;
}): Date | null {
  if (opts.given !== undefined && opts.given !== null) return opts.given;
  const kept = opts.given === null ? null : opts.current;
  return opts.isPublished && !kept ? opts.now : kept;
}

/**
 * Slugs of our events an article links to (`/events/{slug}` on this site,
 * relative or absolute on one of `hosts`), in order of first appearance.
 */
export function linkedEventSlugs(html: string | null, hosts: readonly string[]): string[] {
  if (!html) return [];
  const out: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*\bhref\s*=\s*"([^"]*)"/gi)) {
    const href = (m[1] ?? "").replace(/&amp;/g, "&");
    let url: URL;
    try {
      url = new URL(href, "http://relative.invalid");
    } catch {
      continue;
    }
    if (url.host !== "relative.invalid" && !hosts.includes(url.host.toLowerCase())) continue;
    const slug = /^\/events\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(url.pathname)?.[1];
    if (slug && !out.includes(slug)) out.push(slug);
  }
  return out;
}
