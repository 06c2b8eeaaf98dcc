import type { UploadType } from "../../core/files/versions.ts";
import type { Db } from "../../db/client.ts";
import { createFilesRepo } from "../api/files/repo.ts";
import { storeImage } from "../api/files/store.ts";
import { renderArtwork } from "../lib/images/artwork.ts";
import { sniffImage } from "../lib/images/process.ts";
import type { Storage } from "../lib/storage/types.ts";

/** Demo artworks, shared round-robin by the demo events (a real calendar has one per event). */
const EVENT_IMAGES = 24;

/**
 * One demo image: an abstract artwork rendered with sharp from SVG (nothing
 * comes from the network), stored with every version of its type like an upload.
 */
export function demoImageMaker(db: Db, storage: Storage) {
  const files = createFilesRepo(db);
  return async function make(seed: string, title: string, type: UploadType) {
    const source = await renderArtwork(seed);
    const sniffed = await sniffImage(source);
    if (!sniffed) throw new Error(`demo artwork ${seed} did not render`);
    const { values } = await storeImage(storage, source, sniffed, {
      id: crypto.randomUUID(),
      filename: `${seed}.jpg`,
      type,
      focal: { x: 0.5, y: 0.5 },
    });
    const row = await files.insert({
      ...values,
      caption: title,
      altText: `${title}: an abstract composition of overlapping shapes and colour fields.`,
    });
    return row.id;
  };
}

/** Images of the demo calendar: a pool for events and one per premium venue. */
export async function seedImages(db: Db, storage: Storage, venueKeys: string[]) {
  const make = demoImageMaker(db, storage);
  const events: string[] = [];
  for (let i = 0; i < EVENT_IMAGES; i++) {
    events.push(await make(`demo-event-${i}`, `Demo artwork ${i + 1}`, "event"));
  }
  const venues = new Map<string, string>();
  for (const key of venueKeys)
    venues.set(key, await make(`demo-venue-${key}`, "Venue view", "venue"));
  return { events, venues };
}
