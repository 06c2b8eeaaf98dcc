import { normalizeEventTime } from "./event-time.ts";
import { htmlToText } from "./html-text.ts";
import { absoluteUrl, cleanText } from "./text.ts";
import type { ScrapedEvent, ScrapedLocation } from "./types.ts";

// A schema.org Event from a page's JSON-LD blocks. Pages nest it in many
// ways: a bare object, an array, an @graph, under WebPage.mainEntity or an
// ItemList, with its Place given inline or as an @id reference. Every
// subtype counts (ExhibitionEvent, VisualArtsEvent, …).

type Node = Record<string, unknown>;

/** Event subtypes whose names do not end in "Event". */
const OTHER_EVENT_TYPES = new Set(["Festival", "Hackathon", "CourseInstance", "EventSeries"]);
const MAX_NODES = 2000;
const MAX_DEPTH = 12;

const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);

/** "schema:ExhibitionEvent" and "https://schema.org/ExhibitionEvent" → "ExhibitionEvent". */
const typeNames = (node: Node): string[] =>
  (Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]])
    .filter((t): t is string => typeof t === "string")
    .map((t) => t.split(/[/#:]/).pop() ?? t);

export const isEventType = (name: string) => name.endsWith("Event") || OTHER_EVENT_TYPES.has(name);

/** JSON text as pages write it: a stray control character inside a string is common. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters JSON forbids in strings.
      return JSON.parse(text.replace(/[\u0000-\u001f]+/g, " "));
    } catch {
      return undefined;
    }
  }
}

/** Every object in the blocks, depth first, and an index of those with an @id. */
function collect(blocks: readonly string[]): { nodes: Node[]; byId: Map<string, Node> } {
  const nodes: Node[] = [];
  const byId = new Map<string, Node>();
  const walk = (v: unknown, depth: number) => {
    if (depth > MAX_DEPTH || nodes.length >= MAX_NODES) return;
    if (Array.isArray(v)) {
      for (const item of v) walk(item, depth + 1);
      return;
    }
    if (!isNode(v)) return;
    nodes.push(v);
    if (typeof v["@id"] === "string" && Object.keys(v).length > 1) byId.set(v["@id"], v);
    for (const child of Object.values(v)) walk(child, depth + 1);
  };
  for (const text of blocks) walk(parseJson(text), 0);
  return { nodes, byId };
}

/** The first of a value that may be a list, following an {"@id": …} reference. */
function first(v: unknown, byId: Map<string, Node>): unknown {
  const one = Array.isArray(v) ? v[0] : v;
  if (isNode(one) && typeof one["@id"] === "string" && Object.keys(one).length === 1) {
    return byId.get(one["@id"]) ?? one;
  }
  return one;
}

/** A text value: a string, or {"@value": …}. */
function textOf(v: unknown, byId: Map<string, Node>): string | null {
  const one = first(v, byId);
  if (isNode(one)) return cleanText(one["@value"] ?? one.name);
  return typeof one === "number" ? String(one) : cleanText(one);
}

function imageOf(v: unknown, byId: Map<string, Node>, base: string): string | null {
  const one = first(v, byId);
  if (isNode(one)) return absoluteUrl(one.url ?? one.contentUrl ?? one["@id"], base);
  return absoluteUrl(one, base);
}

function addressOf(v: unknown, byId: Map<string, Node>) {
  const a = first(v, byId);
  if (typeof a === "string") return { address: cleanText(a) };
  if (!isNode(a)) return {};
  const street = textOf(a.streetAddress, byId);
  const locality = textOf(a.addressLocality, byId);
  const region = textOf(a.addressRegion, byId);
  const postal = textOf(a.postalCode, byId);
  const line = [street, locality, [region, postal].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return { address: line || null, street, locality, region, postal_code: postal };
}

function locationOf(v: unknown, byId: Map<string, Node>): ScrapedLocation | null {
  const place = first(v, byId);
  const empty: ScrapedLocation = {
    name: null,
    address: null,
    street: null,
    locality: null,
    region: null,
    postal_code: null,
  };
  if (typeof place === "string")
    return cleanText(place) ? { ...empty, name: cleanText(place) } : null;
  if (!isNode(place)) return null;
  // A PostalAddress given straight as the location has no name of its own.
  const isAddress = typeNames(place).includes("PostalAddress");
  const location: ScrapedLocation = {
    ...empty,
    name: isAddress ? null : textOf(place.name, byId),
    ...addressOf(isAddress ? place : place.address, byId),
  };
  return location.name || location.address ? location : null;
}

function toEvent(node: Node, type: string, byId: Map<string, Node>, base: string): ScrapedEvent {
  return {
    type,
    name: textOf(node.name, byId),
    description: htmlToText(first(node.description, byId)),
    start: normalizeEventTime(first(node.startDate, byId)),
    end: normalizeEventTime(first(node.endDate, byId)),
    location: locationOf(node.location, byId),
    image: imageOf(node.image, byId, base),
    url: absoluteUrl(first(node.url, byId), base),
  };
}

/** The page's first schema.org Event with a name or a start (one with a start preferred). */
export function jsonLdEvent(blocks: readonly string[], base: string): ScrapedEvent | null {
  const { nodes, byId } = collect(blocks);
  const events = nodes.flatMap((node) => {
    const type = typeNames(node).find(isEventType);
    return type ? [toEvent(node, type, byId, base)] : [];
  });
  return events.find((e) => e.start) ?? events.find((e) => e.name) ?? null;
}
