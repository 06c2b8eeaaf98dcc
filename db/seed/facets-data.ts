import type { AccessFeature } from "../../core/calendar/access.ts";
import type { SeedEvent } from "./events-data.ts";
import type { SeedVenue } from "./places-data.ts";

// The demo's price and access facets (decision 054), by position rather
// than by the seeded draws, so the rest of the demo stays as it was. Most
// venues are step-free (a few older walk-ups are not); events add what
// depends on the programme: interpreters and captions at talks, relaxed
// performances, seating at classes, an age limit on late nights.

/** A building's standing features: most step-free, every fifth a walk-up; museums seat and caption. */
export function venueAccessOf(v: Pick<SeedVenue, "type" | "is_online_only">, i: number) {
  if (v.is_online_only) return [] as AccessFeature[];
  const out: AccessFeature[] = [];
  if (i % 5 !== 3) out.push("step_free");
  if (i % 5 !== 3 && i % 2 === 0) out.push("accessible_restroom");
  if (v.type === "institution") out.push("accessible_restroom", "seating");
  return [...new Set(out)];
}

/** What an event brings of its own, by its first date's kind and its place in the list. */
export function eventFacetsOf(e: SeedEvent, i: number): Partial<SeedEvent> {
  const kind = e.dates.find((d) => d.category !== "ongoing")?.category ?? "ongoing";
  const out: Partial<SeedEvent> = {};
  const add = (...features: AccessFeature[]) => {
    out.accessibility = [...(out.accessibility ?? []), ...features];
  };
  if (kind === "artist_talk" && i % 2 === 0) add("asl");
  if (kind === "artist_talk" && i % 3 === 0) add("captions");
  if (kind === "performance") {
    if (i % 4 === 0) add("relaxed");
    if (i % 4 === 1) add("audio_description", "seating");
    if (i % 4 === 2) out.min_age = 21;
  }
  if (kind === "class") {
    add("seating");
    out.min_age = i % 3 === 0 ? 16 : 0;
  }
  if (kind === "ongoing" && i % 7 === 2) add("audio_description");
  // A sale or an exhibition now and then is free where it was not said.
  if (!e.admission && i % 5 === 0 && (kind === "sale" || kind === "reception")) {
    out.admission = "free";
  }
  return out;
}
