// Price and access facets (issue 30 item 5, decision 054): the access
// features an event, a date or a venue may carry, how a visitor reads them,
// the schema.org term for each where the vocabulary has one, and what makes a
// date free. Pure: the database filter (server/api/calendar/facets.ts) says
// the same rules in SQL.

/** Feature keys, in the order cards and pages list them. */
export const ACCESS_FEATURES = [
  "step_free",
  "accessible_restroom",
  "asl",
  "captions",
  "audio_description",
  "relaxed",
  "seating",
] as const;
export type AccessFeature = (typeof ACCESS_FEATURES)[number];

export const isAccessFeature = (x: string): x is AccessFeature =>
  (ACCESS_FEATURES as readonly string[]).includes(x);

/** What the filter bar, the editor and screen readers say. */
export const ACCESS_LABELS: Record<AccessFeature, string> = {
  step_free: "Step-free access",
  accessible_restroom: "Accessible restroom",
  asl: "ASL interpretation",
  captions: "Captions",
  audio_description: "Audio description",
  relaxed: "Sensory-friendly (relaxed)",
  seating: "Seating available",
};

/**
 * A short mark for a card's icon row: the text is hidden from screen readers
 * (the label is read instead), so it only has to be recognisable at a glance.
 */
export const ACCESS_MARKS: Record<AccessFeature, string> = {
  step_free: "♿",
  accessible_restroom: "WC",
  asl: "ASL",
  captions: "CC",
  audio_description: "AD",
  relaxed: "Relaxed",
  // Words, not symbols: the site's font has no glyph for a seat.
  seating: "Seats",
};

/** Known keys only, each once, in ACCESS_FEATURES order. */
export function normaliseFeatures(list: readonly string[] | null | undefined): AccessFeature[] {
  const set = new Set(list ?? []);
  return ACCESS_FEATURES.filter((f) => set.has(f));
}

/**
 * The features a visitor can count on at one date: the date's own when it
 * says (null: as the event), else the event's, plus the venue's standing
 * ones. A date's list replaces the event's (an interpreter booked for one
 * evening only) but cannot take away what the building has.
 */
export function effectiveFeatures(
  event: readonly string[] | null | undefined,
  date: readonly string[] | null | undefined,
  venue: readonly string[] | null | undefined,
): AccessFeature[] {
  return normaliseFeatures([...(date ?? event ?? []), ...(venue ?? [])]);
}

/** The admission that holds at one date: its own when it says, else the event's. */
export function effectiveAdmission(
  event: string | null | undefined,
  date: string | null | undefined,
): string {
  return date ?? event ?? "unknown";
}

/**
 * Free means the editor said free. Pay what you can and suggested donation
 * are not: a visitor filtering for free should not meet a price at the door
 * (decision 054).
 */
export const isFreeAdmission = (admission: string | null | undefined) => admission === "free";

/** Every feature in `wanted` is among `has` (the filter: all listed features required). */
export const hasAllFeatures = (has: readonly string[], wanted: readonly string[]) =>
  wanted.every((w) => has.includes(w));

/** The largest age limit the editor may give (a limit, not a birth year). */
export const MIN_AGE_MAX = 99;

/** "All ages", "Ages 18+", "21+ only"; null when not said. */
export function ageLine(minAge: number | null | undefined): string | null {
  if (minAge === null || minAge === undefined) return null;
  if (minAge <= 0) return "All ages";
  return `Ages ${minAge}+`;
}

/** Features in words, in catalogue order: "Step-free access, ASL interpretation". */
export const featureWords = (features: readonly string[]) =>
  normaliseFeatures(features)
    .map((f) => ACCESS_LABELS[f])
    .join(", ");
