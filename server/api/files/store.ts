import { type FocalPoint, type UploadType, versionSchema } from "../../../core/files/versions.ts";
import type { StoredVersions } from "../../../db/schema/files.ts";
import { makeVersions, type SniffedImage } from "../../lib/images/process.ts";
import type { Storage } from "../../lib/storage/types.ts";
import type { ContainerInsert } from "./repo.ts";

/**
 * Renders the versions an upload type asks for and stores them under the
 * container's id; on failure removes whatever it wrote, so nothing is left
 * half made. `only` limits the run to some versions (a new focal point only
 * changes the crops).
 */
export async function storeVersions(
  storage: Storage,
  containerId: string,
  source: Buffer,
  type: UploadType,
  focal: FocalPoint,
  only?: (name: string) => boolean,
): Promise<{ versions: StoredVersions; keys: string[] }> {
  const specs = versionSchema(type).versions.filter((v) => !only || only(v.name));
  const rendered = await makeVersions(source, specs, focal);
  const versions: StoredVersions = {};
  const keys: string[] = [];
  const stamp = Date.now().toString(36);
  try {
    for (const r of rendered) {
      // FULL comes twice: WebP, and the upload's own format as FULL_ORIGINAL
      // (a WebP upload's own format is the WebP already stored).
      if (r.original && r.contentType === "image/webp") continue;
      const name = r.original ? "FULL_ORIGINAL" : r.name;
      // A new name on every render: crops change with the focal point, and URLs are cached forever.
      const key = `containers/${containerId}/${name}-${stamp}.${r.ext}`;
      await storage.put(key, r.buffer, r.contentType, { immutable: true });
      keys.push(key);
      versions[name] = {
        url: storage.publicUrl(key),
        width: r.width,
        height: r.height,
        content_type: r.contentType,
        size: r.buffer.length,
        key,
      };
    }
  } catch (err) {
    await storage.delete(keys).catch(() => {});
    throw err;
  }
  return { versions, keys };
}

/** Stores an image's versions and its original; returns the container's columns (not yet saved). */
export async function storeImage(
  storage: Storage,
  source: Buffer,
  sniffed: SniffedImage,
  meta: { id: string; filename: string; type: UploadType; focal: FocalPoint },
): Promise<{ values: ContainerInsert; keys: string[] }> {
  const { versions, keys } = await storeVersions(storage, meta.id, source, meta.type, meta.focal);
  const originalKey = `containers/${meta.id}/original.${sniffed.format}`;
  try {
    await storage.put(originalKey, source, sniffed.contentType, { immutable: true });
  } catch (err) {
    await storage.delete(keys).catch(() => {});
    throw err;
  }
  return {
    keys: [...keys, originalKey],
    values: {
      id: meta.id,
      filename: meta.filename,
      contentType: sniffed.contentType,
      size: source.length,
      width: sniffed.width,
      height: sniffed.height,
      focalX: meta.focal.x,
      focalY: meta.focal.y,
      uploadType: meta.type,
      versions,
      originalKey,
    },
  };
}
