// Small cleaners for what pages put in their tags: whitespace, length,
// relative links. No parser here: the back-office forms use these too.

/** Longest text a preview passes on; titles and descriptions past it are cut at a word. */
export const MAX_TEXT = 1000;

/** Whitespace collapsed and trimmed, at most `max` characters (with "…" when cut); null when empty. */
export function cleanText(value: unknown, max = MAX_TEXT): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(/\s+/g, " ").trim();
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An absolute http(s) URL for a link found on the page at `base`; null for anything else. */
export function absoluteUrl(value: unknown, base: string): string | null {
  if (typeof value !== "string" || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
