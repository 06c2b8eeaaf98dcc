// An RSS 2.0 document written by hand: the format is small and fixed, and a
// library would only add weight. Namespaces: atom (the feed's own address,
// which validators ask for) and dc (the author's name; RSS's own <author>
// wants an email address we do not publish).

export interface RssEnclosure {
  /** Absolute URL. */
  url: string;
  /** Bytes; 0 when unknown (allowed by the RSS best-practice profile). */
  length: number;
  type: string;
}

export interface RssItem {
  title: string;
  /** Absolute URL; also the guid. */
  link: string;
  pubDate: Date;
  description?: string | null;
  creator?: string | null;
  categories?: readonly string[];
  enclosure?: RssEnclosure | null;
}

export interface RssChannel {
  title: string;
  /** The site page the feed stands for. */
  link: string;
  description: string;
  language: string;
  /** Where the feed itself lives (atom:link rel="self"). */
  selfUrl: string;
  lastBuildDate: Date;
  items: readonly RssItem[];
}

/** XML 1.0's Char production: no C0 controls but tab, LF and CR, no lone surrogates, no U+FFFE/U+FFFF. */
function isXmlChar(c: number): boolean {
  return (
    c === 0x9 ||
    c === 0xa ||
    c === 0xd ||
    (c >= 0x20 && c <= 0xd7ff) ||
    (c >= 0xe000 && c <= 0xfffd) ||
    c >= 0x10000
  );
}

/** Text or attribute value, escaped for XML; characters XML cannot carry are dropped. */
export function escapeXml(text: string): string {
  // for…of walks code points; a lone surrogate comes through as one unit and is dropped.
  let kept = "";
  for (const ch of text) if (isXmlChar(ch.codePointAt(0) ?? 0)) kept += ch;
  return kept
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RFC 822 date as RSS wants it, in GMT: "Sat, 21 Nov 2026 18:00:00 GMT". */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

/** The MIME type of an image from its URL's extension (versions are WebP; imports may be JPEG). */
export function imageTypeOf(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  switch (ext) {
    case "webp":
      return "image/webp";
    case "png":
      return "image/png";
    case "gif":
      return "image/gif";
    case "avif":
      return "image/avif";
    default:
      return "image/jpeg";
  }
}

const el = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function itemXml(item: RssItem): string {
  const lines = [
    el("title", item.title),
    el("link", item.link),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    el("pubDate", rfc822(item.pubDate)),
  ];
  if (item.description) lines.push(el("description", item.description));
  if (item.creator) lines.push(el("dc:creator", item.creator));
  for (const c of item.categories ?? []) lines.push(el("category", c));
  const e = item.enclosure;
  if (e) {
    const length = Number.isFinite(e.length) && e.length > 0 ? Math.floor(e.length) : 0;
    lines.push(
      `<enclosure url="${escapeXml(e.url)}" length="${length}" type="${escapeXml(e.type)}"/>`,
    );
  }
  return `<item>\n      ${lines.join("\n      ")}\n    </item>`;
}

export function buildRss(channel: RssChannel): string {
  const head = [
    el("title", channel.title),
    el("link", channel.link),
    el("description", channel.description),
    el("language", channel.language),
    el("lastBuildDate", rfc822(channel.lastBuildDate)),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
  ];
  const body = [...head, ...channel.items.map(itemXml)].join("\n    ");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    ${body}
  </channel>
</rss>
`;
}
