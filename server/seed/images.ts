import type { UploadType } from "../../core/files/versions.ts";
import type { Db } from "../../db/client.ts";
import { createFilesRepo } from "../api/files/repo.ts";
import { storeImage } from "../api/files/store.ts";
import { describeArtwork, renderArtwork } from "../lib/images/artwork.ts";
import { sniffImage } from "../lib/images/process.ts";
import type { Storage } from "../lib/storage/types.ts";

/** Demo artworks, shared round-robin by the demo events (a real calendar has one per event). */
const EVENT_IMAGES = 24;

/**
 * One demo image: an abstract artwork rendered with sharp from SVG (nothing
 * comes from the network), stored with every version of its type like an upload.
 * Its caption is `title` when the picture stands for something named (an
 * author's portrait, a product), else what it shows; its alt text always
 * says what it shows.
 */
export function demoImageMaker(db: Db, storage: Storage) {
  const files = createFilesRepo(db);
  return async function make(seed: string, type: UploadType, title?: string) {
    const source = await renderArtwork(seed);
    const shows = describeArtwork(seed).toLowerCase();
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
      caption: title ?? `Abstract artwork: ${shows}`,
      altText: title
        ? `${title}, pictured as an abstract artwork of ${shows}.`
        : `Abstract artwork of ${shows}.`,
    });
    return row.id;
  };
}

/** Images of the demo calendar: a pool for events and one per premium venue. */
export async function seedImages(db: Db, storage: Storage, venueKeys: string[]) {
  const make = demoImageMaker(db, storage);
  const events: string[] = [];
  for (let i = 0; i < EVENT_IMAGES; i++) {
    events.push(await make(`demo-event-${i}`, "event"));
  }
  const venues = new Map<string, string>();
  for (const key of venueKeys) venues.set(key, await make(`demo-venue-${key}`, "venue"));
  return { events, venues };
}
