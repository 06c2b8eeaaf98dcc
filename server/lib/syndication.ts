import { Feed, type Item } from "feed";
import { escapeHtml, xmlChars } from "./escape.ts";

// RSS 2.0 and Atom 1.0 documents, written by the `feed` library from one
// description of the feed. What the library leaves to its caller is done
// here: characters XML cannot carry are dropped, plain text bound for an
// HTML field (Atom's titles and summaries, RSS descriptions) is escaped so a
// reader shows it as text, and nothing inside a CDATA section can end it early.

export interface SyndicationImage {
  /** Absolute URL. */
  url: string;
  /** Bytes; 0 when unknown (allowed by the RSS best-practice profile). */
  length: number;
  type: string;
}

export interface SyndicationItem {
  /** A permanent id (urn:uuid:…). Without one, the link is the id (RSS: a permalink guid). */
  id?: string | null;
  /** Plain text. */
  title: string;
  /** Absolute URL of the page the item stands for. */
  link: string;
  updated: Date;
  /** RSS's pubDate when given, else `updated`. */
  published?: Date | null;
  /** Plain text. */
  summary?: string | null;
  /** HTML. */
  contentHtml?: string | null;
  /** The author's name (RSS: dc:creator, as RSS's own author wants an email we do not publish). */
  author?: string | null;
  categories?: readonly string[];
  /** RSS: the item's enclosure. Atom readers get images through the content. */
  image?: SyndicationImage | null;
}

export interface SyndicationFeed {
  /** Atom's feed id: a permanent IRI. */
  id: string;
  title: string;
  /** Plain text. */
  description: string;
  /** The site page the feed stands for. */
  link: string;
  /** RSS's language, e.g. "en-us". */
  language: string;
  updated: Date;
  author?: { name: string; uri: string };
  items: readonly SyndicationItem[];
}

/** CDATA ends at the first "]]>" (the library only splits one). */
const cdataSafe = (text: string) => text.replaceAll("]]>", "]] >");
/** Plain text for a field readers show as HTML. */
const htmlOf = (text: string) => escapeHtml(xmlChars(text));
/** HTML from us: "]]>" in HTML is the same as "]]&gt;". */
const htmlSafe = (html: string) => xmlChars(html).replaceAll("]]>", "]]&gt;");

function feedOf(doc: SyndicationFeed, selfKey: "rss" | "atom", selfUrl: string) {
  return new Feed({
    id: xmlChars(doc.id),
    title: xmlChars(doc.title),
    description: xmlChars(doc.description),
    link: doc.link,
    language: doc.language,
    updated: doc.updated,
    generator: false,
    feedLinks: { [selfKey]: selfUrl },
    ...(doc.author ? { author: { name: xmlChars(doc.author.name), link: doc.author.uri } } : {}),
  });
}

const knownLength = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** RSS 2.0, with atom:link to itself; items carry content:encoded, so dc is declared for creators. */
export function toRss(doc: SyndicationFeed, selfUrl: string): string {
  const feed = feedOf(doc, "rss", selfUrl);
  for (const item of doc.items) {
    const summary = item.summary ? htmlOf(item.summary) : null;
    const image = item.image;
    const content =
      (item.contentHtml ? htmlSafe(item.contentHtml) : `<p>${summary ?? htmlOf(item.title)}</p>`) +
      (image && !item.contentHtml ? `<p><img src="${escapeHtml(image.url)}" alt=""></p>` : "");
    const rssItem: Item = {
      title: cdataSafe(xmlChars(item.title)),
      link: item.link,
      date: item.updated,
      ...(item.id ? { id: xmlChars(item.id) } : {}),
      ...(item.published ? { published: item.published } : {}),
      ...(summary ? { description: summary } : {}),
      content,
      category: (item.categories ?? []).map((c) => ({ name: xmlChars(c) })),
      ...(image
        ? {
            enclosure: {
              url: image.url,
              length: knownLength(image.length),
              type: image.type,
            },
          }
        : {}),
      ...(item.author
        ? { extensions: [{ name: "dc:creator", objects: { _text: xmlChars(item.author) } }] }
        : {}),
    };
    feed.addItem(rssItem);
  }
  return feed.rss2();
}

/** Atom 1.0 (RFC 4287); titles, summaries and content are type="html". */
export function toAtom(doc: SyndicationFeed, selfUrl: string): string {
  const feed = feedOf(doc, "atom", selfUrl);
  for (const item of doc.items) {
    feed.addItem({
      id: xmlChars(item.id ?? item.link),
      title: htmlOf(item.title),
      link: item.link,
      date: item.updated,
      ...(item.published ? { published: item.published } : {}),
      ...(item.summary ? { description: htmlOf(item.summary) } : {}),
      ...(item.contentHtml ? { content: htmlSafe(item.contentHtml) } : {}),
      ...(item.author ? { author: [{ name: xmlChars(item.author) }] } : {}),
      // The library writes a term into an attribute escaping only "&"; a "<" there is not XML.
      category: (item.categories ?? [])
        .filter((c) => !c.includes("<"))
        .map((c) => ({ term: xmlChars(c) })),
    });
  }
  return feed.atom1();
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
