import { IANAZone } from "luxon";

// Luxon asks Intl for a zone's offset on every DateTime it makes in that
// zone (formatToParts, the costliest step of rendering a listing of 100
// dates). Offsets only change at transitions, and since 1970 every
// transition of every zone falls on a quarter hour of UTC, so the offset
// of any instant is the offset at its quarter-hour start... except in the
// quarter hour of a transition itself when the transition is not at its
// start, which no zone has. Earlier instants (local mean times with odd
// seconds) are not cached.
export const QUARTER_HOUR = 15 * 60 * 1000;
const MAX_ENTRIES = 50_000;
// One map per zone, keyed by the quarter hour's number: no key string to build per call.
const caches = new Map<string, Map<number, number>>();

const proto = IANAZone.prototype as unknown as {
  offset(ts: number): number;
  __cachedOffsets?: true;
};
if (!proto.__cachedOffsets) {
  const compute = proto.offset;
  proto.offset = function offset(this: IANAZone, ts: number): number {
    if (!(ts >= 0)) return compute.call(this, ts);
    const slot = Math.floor(ts / QUARTER_HOUR);
    let cache = caches.get(this.name);
    if (!cache) {
      cache = new Map();
      caches.set(this.name, cache);
    }
    let minutes = cache.get(slot);
    if (minutes === undefined) {
      minutes = compute.call(this, slot * QUARTER_HOUR);
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(slot, minutes);
    }
    return minutes;
  };
  proto.__cachedOffsets = true;
}
