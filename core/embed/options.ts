// The embeddable calendar (issue 32 item 5, decision 064): which site pages
// can be embedded, the embed's options, and the snippets a host pastes. Pure,
// so the page cache's key rules, the embed routes, the oEmbed answer and the
// snippet generator on venue and guide pages all read the same rules.

export const EMBED_THEMES = ["auto", "light", "dark"] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** Events an embed lists unless the host asks for another number. */
export const EMBED_DEFAULT_LIMIT = 5;
/** The most an embed lists: it is a teaser, the page on the site has the rest. */
export const EMBED_MAX_LIMIT = 20;

export interface EmbedOptions {
  theme: EmbedTheme;
  limit: number;
  /** The host opted in to our analytics (iframe only; decision 064). */
  track: boolean;
}

export const DEFAULT_EMBED_OPTIONS: EmbedOptions = {
  theme: "auto",
  limit: EMBED_DEFAULT_LIMIT,
  track: false,
};

const isTheme = (v: string): v is EmbedTheme => (EMBED_THEMES as readonly string[]).includes(v);

/** A theme as the cache keys it: one of the three, else nothing (the default). */
export function themeValue(v: string): EmbedTheme | null {
  const t = v.trim().toLowerCase();
  return isTheme(t) ? t : null;
}

/** A count as the cache keys it: a whole number brought into 1..EMBED_MAX_LIMIT, else nothing. */
export function limitValue(v: string): string | null {
  if (!/^\s*\d{1,6}\s*$/.test(v)) return null;
  return String(Math.min(EMBED_MAX_LIMIT, Math.max(1, Number(v))));
}

/** Opted in or not: "1" and "true" alike. */
export function trackValue(v: string): "1" | null {
  return ["1", "true"].includes(v.trim().toLowerCase()) ? "1" : null;
}

/**
 * The options an embed URL asks for. Lenient: a value it cannot read is the
 * default, so a typo in a pasted snippet shows a calendar, not an error box.
 */
export function parseEmbedOptions(params: URLSearchParams): EmbedOptions {
  const theme = themeValue(params.get("theme") ?? "");
  const limit = limitValue(params.get("limit") ?? "");
  return {
    theme: theme ?? DEFAULT_EMBED_OPTIONS.theme,
    limit: limit ? Number(limit) : DEFAULT_EMBED_OPTIONS.limit,
    track: trackValue(params.get("track") ?? "") === "1",
  };
}

export type EmbedKind = "venue" | "city" | "guide" | "event" | "calendar";

/** What an embed shows: a venue's, a city's or a guide's events, an event's dates, or a listing. */
export interface EmbedTarget {
  kind: EmbedKind;
  /** The slug, or the listing's preset or guide key ("all" for /calendar). */
  key: string;
}

const KINDS: Record<string, EmbedKind> = {
  venues: "venue",
  cities: "city",
  guides: "guide",
  events: "event",
};
const SEGMENT = /^[^/?#\s]{1,200}$/;

/** The target of a site path (`/venues/lowertown-gallery`, `/calendar/weekend`…), or null. */
export function embedTargetOf(pathname: string): EmbedTarget | null {
  const parts = pathname.replace(/\/+$/, "").split("/").slice(1);
  const [first, second, ...rest] = parts;
  if (rest.length || first === undefined) return null;
  let key = second;
  try {
    key = second === undefined ? undefined : decodeURIComponent(second);
  } catch {
    return null;
  }
  if (first === "calendar") {
    if (key === undefined) return { kind: "calendar", key: "all" };
    return SEGMENT.test(key) ? { kind: "calendar", key } : null;
  }
  const kind = KINDS[first];
  if (!kind || key === undefined || !SEGMENT.test(key)) return null;
  return { kind, key };
}

/** The page on the site that a target embeds. */
export function sitePathOf(target: EmbedTarget): string {
  const key = encodeURIComponent(target.key);
  if (target.kind === "calendar") return target.key === "all" ? "/calendar" : `/calendar/${key}`;
  const dir = Object.entries(KINDS).find(([, k]) => k === target.kind)![0];
  return `/${dir}/${key}`;
}

/**
 * The embed page of a site page: `/embed` in front of its path, the
 * listing's own filters kept, the options that differ from the defaults added.
 */
export function embedUrl(
  origin: string,
  sitePath: string,
  options: Partial<EmbedOptions> = {},
): string {
  const url = new URL(`/embed${sitePath}`, origin);
  const o = { ...DEFAULT_EMBED_OPTIONS, ...options };
  if (o.theme !== DEFAULT_EMBED_OPTIONS.theme) url.searchParams.set("theme", o.theme);
  if (o.limit !== DEFAULT_EMBED_OPTIONS.limit) url.searchParams.set("limit", String(o.limit));
  if (o.track) url.searchParams.set("track", "1");
  return url.href;
}

const attr = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export interface IframeSize {
  /** Pixels, or null to fill the host's column. */
  width: number | null;
  height: number;
}

/** The `<iframe>` a host pastes (and oEmbed answers with). */
export function iframeSnippet(src: string, title: string, size: IframeSize): string {
  const width = size.width === null ? "100%" : String(size.width);
  return `<iframe src="${attr(src)}" title="${attr(title)}" width="${width}" height="${size.height}" loading="lazy" style="border:0;max-width:100%"></iframe>`;
}

/** The `<script>` a host pastes: embed.js renders the same list in place, with no iframe. */
export function scriptSnippet(
  origin: string,
  sitePath: string,
  options: Partial<Pick<EmbedOptions, "theme" | "limit">> = {},
): string {
  const o = { ...DEFAULT_EMBED_OPTIONS, ...options };
  const extra = [
    o.theme !== DEFAULT_EMBED_OPTIONS.theme ? ` data-theme="${o.theme}"` : "",
    o.limit !== DEFAULT_EMBED_OPTIONS.limit ? ` data-limit="${o.limit}"` : "",
  ].join("");
  return `<script src="${attr(new URL("/embed.js", origin).href)}" data-artcal="${attr(sitePath)}"${extra} async></script>`;
}

/** The head link that lets consumers find a page's oEmbed (on event and venue pages). */
export function oembedAlternate(canonical: string, title: string) {
  return {
    type: "application/json+oembed",
    title,
    path: `/oembed?url=${encodeURIComponent(canonical)}&format=json`,
  };
}
