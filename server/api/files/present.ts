import { CARD_IMAGE_VERSIONS } from "../../../core/listing/cards.ts";
import type { ContainerRow } from "./repo.ts";

/** A file container as the API shows it (DOMAIN.md "Files"); storage keys stay inside. */
export function presentContainer(r: ContainerRow) {
  const versions: Record<
    string,
    { url: string; width: number; height: number; content_type?: string; size?: number }
  > = {};
  for (const [name, v] of Object.entries(r.versions)) {
    versions[name] = { url: v.url, width: v.width, height: v.height };
    // Known for rendered versions: what feeds (RSS enclosures) and downloads need.
    if (v.content_type) versions[name].content_type = v.content_type;
    if (v.size) versions[name].size = v.size;
  }
  return {
    id: r.id,
    legacy_id: r.legacyId,
    filename: r.filename,
    content_type: r.contentType,
    size: r.size,
    width: r.width,
    height: r.height,
    caption: r.caption,
    alt_text: r.altText,
    focal_point: { x: r.focalX, y: r.focalY },
    upload_type: r.uploadType,
    versions,
    created_date: r.createdDate.toISOString(),
    modified_date: r.modifiedDate.toISOString(),
    version: r.version,
  };
}

export type FileContainer = ReturnType<typeof presentContainer>;

/** What a card or a page needs of an image. */
export function presentImage(r: ContainerRow | null | undefined) {
  if (!r) return null;
  const { versions, alt_text, caption, id, focal_point } = presentContainer(r);
  return { id, alt_text, caption, focal_point, versions };
}
export type ImageRef = ReturnType<typeof presentImage>;

/**
 * An image as lists embed it (decision 028): presentImage with only the
 * versions a card or list row draws (the card sizes, the thumbnail and the
 * blur-up placeholder), as url, width and height. The event-dates list
 * writes the same object in SQL (calendar/row-json.ts).
 */
export function presentListImage(r: ContainerRow | null | undefined) {
  if (!r) return null;
  const versions: Record<string, { url: string; width: number; height: number }> = {};
  for (const name of CARD_IMAGE_VERSIONS) {
    const v = r.versions[name];
    if (v) versions[name] = { url: v.url, width: v.width, height: v.height };
  }
  return {
    id: r.id,
    alt_text: r.altText,
    caption: r.caption,
    focal_point: { x: r.focalX, y: r.focalY },
    versions,
  };
}
export type ListImage = ReturnType<typeof presentListImage>;
