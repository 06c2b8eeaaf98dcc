import { escapeXml } from "./rss.ts";

// An Atom 1.0 (RFC 4287) document written by hand, like the RSS one beside
// it: the format is small and fixed.

export interface AtomEntry {
  /** A permanent IRI (urn:uuid:…). */
  id: string;
  title: string;
  /** The page the entry stands for. */
  link: string;
  updated: Date;
  published?: Date | null;
  /** Plain text. */
  summary?: string | null;
  /** HTML, escaped into the document as type="html". */
  contentHtml?: string | null;
  categories?: readonly string[];
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle?: string | null;
  /** The site page the feed stands for. */
  link: string;
  /** Where the feed itself lives. */
  selfUrl: string;
  updated: Date;
  author: { name: string; uri: string };
  entries: readonly AtomEntry[];
}

const el = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
const stamp = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

function entryXml(e: AtomEntry): string {
  const lines = [
    el("id", e.id),
    `<title type="text">${escapeXml(e.title)}</title>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(e.link)}"/>`,
    el("updated", stamp(e.updated)),
  ];
  if (e.published) lines.push(el("published", stamp(e.published)));
  if (e.summary) lines.push(`<summary type="text">${escapeXml(e.summary)}</summary>`);
  if (e.contentHtml) lines.push(`<content type="html">${escapeXml(e.contentHtml)}</content>`);
  for (const c of e.categories ?? []) lines.push(`<category term="${escapeXml(c)}"/>`);
  return `<entry>\n    ${lines.join("\n    ")}\n  </entry>`;
}

export function buildAtom(feed: AtomFeed): string {
  const head = [
    el("id", feed.id),
    `<title type="text">${escapeXml(feed.title)}</title>`,
    ...(feed.subtitle ? [`<subtitle type="text">${escapeXml(feed.subtitle)}</subtitle>`] : []),
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.link)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    el("updated", stamp(feed.updated)),
    `<author>${el("name", feed.author.name)}${el("uri", feed.author.uri)}</author>`,
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">
  ${[...head, ...feed.entries.map(entryXml)].join("\n  ")}
</feed>
`;
}
