import { type JsonLd, withContext } from "./json-ld.ts";

// The site itself (the home page's WebSite with its search box) and the
// breadcrumb trail every public page carries.

/** The WebSite with a SearchAction on /search?q=. */
export function websiteJsonLd(origin: string, siteName: string): JsonLd {
  return withContext({
    "@type": "WebSite",
    name: siteName,
    url: `${origin}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  });
}

/** One step of a trail: its name and its path on the site. */
export interface Crumb {
  name: string;
  path: string;
}

/** The trail from the home page (added here) to the page, which is the last crumb. */
export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLd {
  const trail = [{ name: "Home", path: "/" }, ...crumbs];
  return withContext({
    "@type": "BreadcrumbList",
    itemListElement: trail.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: `${origin}${c.path}`,
    })),
  });
}

/** The site as the publisher of its articles. */
export function siteOrganization(origin: string, siteName: string): JsonLd {
  return { "@type": "Organization", name: siteName, url: `${origin}/` };
}
