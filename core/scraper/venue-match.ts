import type { ScrapedLocation } from "./types.ts";

// Which of our venues an imported event's location is. Names and street
// addresses are compared loosely: case, spacing, punctuation, accents,
// "&"/"and", the usual street abbreviations and spelled-out ordinals
// ("Third Ave" is "3rd Ave") do not matter.

const ABBREVIATIONS: Record<string, string> = {
  street: "st",
  avenue: "ave",
  av: "ave",
  boulevard: "blvd",
  road: "rd",
  drive: "dr",
  place: "pl",
  lane: "ln",
  parkway: "pkwy",
  court: "ct",
  suite: "ste",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  northeast: "ne",
  northwest: "nw",
  southeast: "se",
  southwest: "sw",
  saint: "st",
  first: "1st",
  second: "2nd",
  third: "3rd",
  fourth: "4th",
  fifth: "5th",
  sixth: "6th",
  seventh: "7th",
  eighth: "8th",
  ninth: "9th",
  tenth: "10th",
};

/** A name or address reduced to lower-case words without punctuation. */
export function looseKey(text: string | null | undefined): string {
  return (text ?? "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .map((w) => ABBREVIATIONS[w] ?? w)
    .join(" ");
}

export interface VenueCandidate {
  id: string;
  name: string;
  nickname?: string | null;
  address?: string | null;
}

/**
 * The venue the location names. Same name and same street address is a
 * match; same name where either side has no street address is one too. Same
 * name at another address is another place (a second branch), so no match.
 * A location with no name matches on its street address alone.
 */
export function matchVenue<V extends VenueCandidate>(
  location: Pick<ScrapedLocation, "name" | "street" | "address">,
  venues: readonly V[],
): V | null {
  const name = looseKey(location.name);
  const street = looseKey(location.street ?? location.address?.split(",")[0]);
  const sameStreet = (v: V) => Boolean(street) && looseKey(v.address) === street;
  if (!name) return street ? (venues.find(sameStreet) ?? null) : null;
  const named = venues.filter((v) => looseKey(v.name) === name || looseKey(v.nickname) === name);
  return named.find(sameStreet) ?? named.find((v) => !street || !looseKey(v.address)) ?? null;
}
