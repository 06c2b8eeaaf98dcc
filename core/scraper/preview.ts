import { hEvent } from "./h-event.ts";
import { readTags } from "./html-tags.ts";
import { jsonLdEvent } from "./json-ld.ts";
import { absoluteUrl, cleanText } from "./text.ts";
import type { LinkPreview } from "./types.ts";

// A page's preview from its HTML: OpenGraph first (what most sites fill for
// sharing), then Twitter card tags, then the plain <title> and meta
// description; the event from JSON-LD, else from an h-event.

/** `url` is the address the page was read from (after redirects): relative links resolve against it. */
export function previewOf(html: string, url: string): LinkPreview {
  const tags = readTags(html);
  const base = absoluteUrl(tags.base, url) ?? url;
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const value = cleanText(tags.meta.get(key));
      if (value) return value;
    }
    return null;
  };
  const metaUrl = (...keys: string[]) => {
    for (const key of keys) {
      const value = absoluteUrl(tags.meta.get(key), base);
      if (value) return value;
    }
    return null;
  };
  const event = jsonLdEvent(tags.jsonLd, base) ?? hEvent(html, base);
  const preview: LinkPreview = {
    url,
    title: meta("og:title", "twitter:title") ?? cleanText(tags.title, 300),
    description: meta("og:description", "twitter:description", "description"),
    image:
      metaUrl(
        "og:image:secure_url",
        "og:image",
        "og:image:url",
        "twitter:image",
        "twitter:image:src",
      ) ??
      absoluteUrl(tags.imageSrc, base) ??
      event?.image ??
      null,
    site_name: meta("og:site_name", "application-name"),
    type: meta("og:type"),
  };
  if (event) preview.event = event;
  return preview;
}
