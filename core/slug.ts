// Slugs made from titles on create (DOMAIN.md "Time rules", last item):
// lower-case; runs of anything but letters, digits and spaces become one
// space; trimmed; spaces become "-". Unique per type, a clash gets -2, -3…
//
// Accents: titles are decomposed (NFKD) and combining marks dropped first,
// so "Café Ñandú" → "cafe-nandu", and a few letters that do not decompose
// are spelled out (ß → ss, ø → o…). Only ASCII letters and digits survive:
// the API's slug rule (core/schemas) is /^[a-z0-9]+(-[a-z0-9]+)*$/, so other
// scripts count as separators and an all-non-Latin title gives "untitled".

/** Longest slug slugify makes, leaving room for a "-NNN" suffix under the API's 120. */
export const SLUG_BASE_MAX_LENGTH = 100;
/** How many suffixes uniqueSlug tries before giving up. */
export const UNIQUE_SLUG_MAX_TRIES = 1000;

const SPELLED_OUT: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

export function slugify(title: string): string {
  const ascii = title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => SPELLED_OUT[c] ?? c);
  const slug = ascii
    .replace(/[^a-z0-9 ]+/g, " ")
    .trim()
    .replace(/ +/g, "-");
  return truncate(slug) || "untitled";
}

/** Cuts a long slug at the last hyphen that fits, so no word is split when avoidable. */
function truncate(slug: string): string {
  if (slug.length <= SLUG_BASE_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_BASE_MAX_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, SLUG_BASE_MAX_LENGTH);
}

/**
 * `base` if it is free, else `base-2`, `base-3`… `taken` is usually a
 * database lookup. A unique index must still back this up: two creates can
 * both see a slug as free.
 */
export async function uniqueSlug(
  base: string,
  taken: (slug: string) => boolean | Promise<boolean>,
): Promise<string> {
  if (!(await taken(base))) return base;
  for (let n = 2; n <= UNIQUE_SLUG_MAX_TRIES; n++) {
    const candidate = `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error(`No free slug for "${base}" after ${UNIQUE_SLUG_MAX_TRIES} tries.`);
}
