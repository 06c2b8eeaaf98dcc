import { articlePath } from "../../../core/blog/articles.ts";
import { PRESET_KEYS } from "../../../core/presets/index.ts";
import {
  parseSitemapFileName,
  SITEMAP_KINDS,
  SITEMAP_MAX_URLS,
  type SitemapKind,
  sitemapFileName,
} from "../../../core/seo/sitemap.ts";
import type { Clock } from "../../lib/clock.ts";
import { type SitemapEntry, sitemapIndexXml, urlsetXml } from "./present.ts";
import type { ListedKind, SitemapRepo } from "./repo.ts";

// What /sitemap.xml and /sitemaps/{kind}-{n}.xml list: every public page a
// search engine should find, as the public pages show them (published
// events, public articles, all venues and cities), lastmod from each
// record's modified_date. `chunkSize` is the protocol's 50,000 URLs; tests
// pass a small one to see a kind split.

/** Pages that are not records: the home page, the listings and the directories. */
const FIXED_PATHS = [
  "/",
  ...PRESET_KEYS.map((k) => `/calendar/${k}`),
  "/venues",
  "/venues/map",
  "/cities",
  "/guides",
  "/written",
  "/shop",
  "/membership",
  "/tip",
];

const PATHS: Record<ListedKind, (slug: string, published: Date | null) => string> = {
  events: (slug) => `/events/${encodeURIComponent(slug)}`,
  venues: (slug) => `/venues/${encodeURIComponent(slug)}`,
  cities: (slug) => `/cities/${encodeURIComponent(slug)}`,
  articles: (slug, published) => articlePath(slug, published),
};

export interface SitemapOptions {
  chunkSize?: number;
}

export function createSitemapService(deps: { sitemap: SitemapRepo; clock: Clock }) {
  const { sitemap, clock } = deps;

  /** The "pages" file's URLs: fixed pages, then written categories, authors and products. */
  async function pageEntries(origin: string): Promise<SitemapEntry[]> {
    const r = await sitemap.pageRecords();
    const slugged = (prefix: string, rows: { slug: string; modified: Date }[]) =>
      rows.map((x) => ({
        loc: `${origin}${prefix}${encodeURIComponent(x.slug)}`,
        lastmod: x.modified,
      }));
    return [
      ...FIXED_PATHS.map((p) => ({ loc: `${origin}${p}` })),
      ...slugged("/written/category/", r.categories),
      ...slugged("/written/author/", r.authors),
      ...slugged("/shop/", r.products),
      ...slugged("/guides/", r.guides),
    ];
  }

  /** The index's entries: one per file, with the newest lastmod among its URLs. */
  async function files(origin: string, size: number): Promise<SitemapEntry[]> {
    const now = clock.now();
    const file = (kind: SitemapKind, chunk: number, lastmod: Date | null) => ({
      loc: `${origin}/sitemaps/${sitemapFileName(kind, chunk)}`,
      lastmod,
    });
    const pages = await pageEntries(origin);
    const out: SitemapEntry[] = [];
    for (let i = 0; i * size < pages.length; i++) {
      out.push(file("pages", i + 1, newest(pages.slice(i * size, (i + 1) * size))));
    }
    for (const kind of SITEMAP_KINDS) {
      if (kind === "pages") continue;
      for (const c of await sitemap.chunks(kind, size, now))
        out.push(file(kind, c.chunk, c.lastmod));
    }
    return out;
  }

  /** One chunk's URLs; empty past the last chunk. */
  async function urls(origin: string, kind: SitemapKind, chunk: number, size: number) {
    const offset = (chunk - 1) * size;
    if (kind === "pages") return (await pageEntries(origin)).slice(offset, offset + size);
    const rows = await sitemap.rows(kind, offset, size, clock.now());
    return rows.map((r) => ({
      loc: `${origin}${PATHS[kind](r.slug, r.published)}`,
      lastmod: r.modified,
    }));
  }

  return {
    /** /sitemap.xml: the sitemap index. */
    async indexXml(origin: string, opts: SitemapOptions = {}): Promise<string> {
      return sitemapIndexXml(await files(origin, opts.chunkSize ?? SITEMAP_MAX_URLS));
    },

    /** /sitemaps/{name}: one file; null for a name or a chunk that does not exist (a 404). */
    async fileXml(origin: string, name: string, opts: SitemapOptions = {}): Promise<string | null> {
      const file = parseSitemapFileName(name);
      if (!file) return null;
      const list = await urls(origin, file.kind, file.chunk, opts.chunkSize ?? SITEMAP_MAX_URLS);
      // The protocol wants at least one URL per file: an empty chunk does not exist.
      return list.length ? urlsetXml(list) : null;
    },
  };
}

function newest(entries: readonly SitemapEntry[]): Date | null {
  let out: Date | null = null;
  for (const e of entries) if (e.lastmod && (!out || e.lastmod > out)) out = e.lastmod;
  return out;
}

export type SitemapService = ReturnType<typeof createSitemapService>;
