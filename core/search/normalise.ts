/**
 * How search reads what people type (issue 26): case, accents and
 * punctuation do not count, and "St.", "St" and "Saint" are one word, as are
 * "Mpls" and "Minneapolis". The database folds names by the same rule
 * (artcal_fold, db/migrations/0011_search_fold.sql); keep the two in step.
 */

const FOLDED_WORDS: Record<string, string> = {
  st: "saint",
  saint: "saint",
  mpls: "minneapolis",
};

/** At most this many characters of a query are read. */
export const SEARCH_QUERY_MAX = 200;

/** A name or a query in the one form search compares; "" when nothing searchable is left. */
export function normaliseSearch(text: string): string {
  return text
    .slice(0, SEARCH_QUERY_MAX)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => FOLDED_WORDS[w] ?? w)
    .join(" ");
}
