import { mf2 } from "microformats-parser";
import { normalizeEventTime } from "./event-time.ts";
import { htmlToText } from "./html-text.ts";
import { absoluteUrl, cleanText } from "./text.ts";
import type { ScrapedEvent, ScrapedLocation } from "./types.ts";

// An h-event (microformats2) from a page: the markup independent calendars
// and IndieWeb sites use instead of JSON-LD.

type Item = { type?: string[]; properties: Record<string, unknown[]>; children?: Item[] };

const isItem = (v: unknown): v is Item =>
  typeof v === "object" && v !== null && "properties" in v && Array.isArray((v as Item).type);

/** A property's first value as text: a string, or a nested item's or an image's value. */
function text(props: Record<string, unknown[]> | undefined, name: string): string | null {
  const v = props?.[name]?.[0];
  if (typeof v === "string") return cleanText(v);
  if (v && typeof v === "object" && "value" in v) return cleanText((v as { value: unknown }).value);
  return null;
}

function findEvent(items: readonly Item[]): Item | null {
  for (const item of items) {
    if (item.type?.includes("h-event")) return item;
    const nested = [...(item.children ?? []), ...Object.values(item.properties).flat()];
    const found = findEvent(nested.filter(isItem));
    if (found) return found;
  }
  return null;
}

function locationOf(v: unknown): ScrapedLocation | null {
  if (typeof v === "string") {
    const name = cleanText(v);
    return name
      ? { name, address: null, street: null, locality: null, region: null, postal_code: null }
      : null;
  }
  if (!isItem(v)) return null;
  // An h-card names the place; its address may sit in it or in a nested h-adr.
  const adr = v.properties.adr?.[0];
  const a = isItem(adr) ? adr.properties : v.properties;
  const isAdr = v.type?.includes("h-adr");
  const street = text(a, "street-address");
  const locality = text(a, "locality");
  const region = text(a, "region");
  const postal = text(a, "postal-code");
  const line = [street, locality, [region, postal].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const name = isAdr ? null : text(v.properties, "name");
  if (!name && !line) return null;
  return { name, address: line || null, street, locality, region, postal_code: postal };
}

/** The page's first h-event, or null. `html` is parsed again (parse5) only when it mentions one. */
export function hEvent(html: string, base: string): ScrapedEvent | null {
  if (!html.includes("h-event")) return null;
  const event = findEvent(mf2(html, { baseUrl: base }).items as Item[]);
  if (!event) return null;
  const p = event.properties;
  const description = p.summary?.[0] ?? p.description?.[0] ?? p.content?.[0];
  return {
    type: "h-event",
    name: text(p, "name"),
    description:
      typeof description === "object" && description && "html" in description
        ? htmlToText((description as { html: string }).html)
        : htmlToText(description),
    start: normalizeEventTime(text(p, "start")),
    end: normalizeEventTime(text(p, "end")),
    location: locationOf(p.location?.[0]),
    image: absoluteUrl(text(p, "photo"), base),
    url: absoluteUrl(text(p, "url"), base),
  };
}
