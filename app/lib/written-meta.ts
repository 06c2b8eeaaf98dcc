import type { MetaDescriptor } from "react-router";

/** The feed's path; pages link to it and announce it in their head. */
export const WRITTEN_FEED_PATH = "/written/feed";

/** `<link rel="alternate" type="application/rss+xml">`, so browsers and readers find the feed. */
export function feedLink(href: string, siteName: string): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `Written · ${siteName}`,
    href,
  };
}
