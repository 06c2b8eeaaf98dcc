import type { MetaDescriptor } from "react-router";
import type { JsonLd } from "../../core/seo/json-ld.ts";
import {
  absoluteUrl,
  DEFAULT_SHARE_IMAGE,
  type ImageWithVersions,
  type ShareImage,
  shareImageOf,
} from "../../core/seo/share-image.ts";
import { breadcrumbJsonLd, type Crumb } from "../../core/seo/site.ts";
import { DEFAULT_SITE_NAME } from "../../core/site.ts";

// The <head> of every page: title, description, canonical link, robots,
// OpenGraph and Twitter card tags, JSON-LD and alternate links. Route meta
// exports call pageMeta (or privateMeta) with React Router's MetaArgs; the
// canonical origin and site name come from the root loader, so pages without
// a loader of their own (sign-in, the back office) get absolute URLs too.

/** What the root loader tells meta functions about the site. */
export interface SiteSeo {
  /** https://CANONICAL_HOST, else PUBLIC_URL's origin. */
  origin: string;
  siteName: string;
}

/** The parts of React Router's MetaArgs read here. */
export interface MetaContext {
  matches: readonly unknown[];
  location: { pathname: string };
}

/** Said of the site where a page has nothing of its own to say. */
export const SITE_DESCRIPTION =
  "Openings, exhibitions, artist talks, classes and sales in the Twin Cities, tonight, this weekend and all season.";

export interface PageMetaInput {
  title: string;
  description?: string | null;
  /** Absolute canonical URL: a canonical link and og:url. Without one, og:url is the path on the canonical origin. */
  canonical?: string | null;
  /** og:title and twitter:title when they should differ from <title> (no site name). */
  shareTitle?: string;
  type?: "website" | "article" | "event";
  /** The page's own image; its CARD_LARGE or CARD_SMALL crop is shared, else the site's card. */
  image?: ImageWithVersions | null;
  /** Back office, account, search, sign-in and the like: kept out of search engines. */
  noindex?: boolean;
  /** The trail after Home, as a BreadcrumbList (public pages). */
  crumbs?: readonly Crumb[];
  /** Structured data, built once the origin is known; `image` is the page's own share image. */
  jsonLd?: (site: SiteSeo & { image: string | null }) => readonly (JsonLd | null)[];
  /** Feeds and calendars of this page (paths on the site). */
  alternates?: readonly { type: string; title: string; path: string }[];
  /** Anything else for the head (article:published_time, feed links…). */
  extra?: readonly MetaDescriptor[];
}

/** The root loader's site data, when the root loader ran. */
export function siteSeo(args: MetaContext): SiteSeo | null {
  for (const m of args.matches) {
    const match = m as { id?: string; loaderData?: { seo?: SiteSeo } } | undefined;
    if (match?.id === "root") return match.loaderData?.seo ?? null;
  }
  return null;
}

export function pageMeta(args: MetaContext, p: PageMetaInput): MetaDescriptor[] {
  const site = siteSeo(args);
  const origin = site?.origin ?? "";
  const siteName = site?.siteName ?? DEFAULT_SITE_NAME;
  const description = clip(p.description || SITE_DESCRIPTION, 300);
  const shareTitle = p.shareTitle ?? p.title;
  const own = shareImageOf(p.image);
  const image: ShareImage = own ?? DEFAULT_SHARE_IMAGE;
  // Relative URLs only when the root loader failed (an error page): better than none.
  const abs = (url: string) => (origin ? absoluteUrl(url, origin) : url);
  const imageUrl = abs(image.url);
  const imageAlt = image.alt ?? (own ? shareTitle : siteName);

  const out: MetaDescriptor[] = [{ title: p.title }, { name: "description", content: description }];
  if (p.noindex) out.push({ name: "robots", content: "noindex" });
  if (p.canonical) out.push({ tagName: "link", rel: "canonical", href: p.canonical });
  for (const a of p.alternates ?? []) {
    out.push({
      tagName: "link",
      rel: "alternate",
      type: a.type,
      title: a.title,
      href: abs(a.path),
    });
  }
  out.push(
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: "en_US" },
    { property: "og:type", content: p.type ?? "website" },
    { property: "og:title", content: shareTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: p.canonical ?? abs(args.location.pathname) },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: imageAlt },
    // Every page has an image (the site's card at least): always the large card.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: shareTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
    ...(p.extra ?? []),
  );
  if (site) {
    const data = [
      ...(p.jsonLd?.({ ...site, image: own ? imageUrl : null }) ?? []),
      p.crumbs ? breadcrumbJsonLd(site.origin, p.crumbs) : null,
    ];
    for (const d of data) if (d) out.push({ "script:ld+json": d });
  }
  return out;
}

/** A page for one person (back office, account, sign-in…): share tags, never indexed. */
export function privateMeta(
  args: MetaContext,
  title: string,
  description?: string | null,
): MetaDescriptor[] {
  return pageMeta(args, { title, description, noindex: true });
}

function clip(text: string, max: number): string {
  const plain = text.replace(/\s+/g, " ").trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}

/** The feeds of a calendar listing (served by the feeds routes). */
export function listingFeeds(preset: string, title: string): PageMetaInput["alternates"] {
  return [
    { type: "application/atom+xml", title: `${title} (Atom)`, path: `/calendar/${preset}.atom` },
    { type: "application/rss+xml", title: `${title} (RSS)`, path: `/calendar/${preset}.rss` },
    {
      type: "application/feed+json",
      title: `${title} (JSON Feed)`,
      path: `/calendar/${preset}.json`,
    },
    { type: "text/calendar", title: `${title} (iCalendar)`, path: `/calendar/${preset}.ics` },
  ];
}

/** The iCalendar file of an event, venue or city page: `/events/{slug}.ics`. */
export function calendarFile(path: string, name: string): PageMetaInput["alternates"] {
  return [{ type: "text/calendar", title: `${name} (iCalendar)`, path: `${path}.ics` }];
}
