import { validationError } from "../../../core/errors.ts";
import type { UploadType } from "../../../core/files/versions.ts";
import { imageImportSchema } from "../../../core/schemas/scraper.ts";
import { ImageError, sniffImage } from "../../lib/images/process.ts";
import { type Actor, requireSuperAdmin } from "../../lib/policy.ts";
import type { RateLimiter } from "../../lib/rate-limit/index.ts";
import { type FetchSettings, fetchImage } from "../../lib/safe-fetch/fetchers.ts";
import type { Storage } from "../../lib/storage/types.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import { presentContainer } from "./present.ts";
import type { FilesRepo } from "./repo.ts";
import { storeImage } from "./store.ts";

// POST /files/import {url, type}: an image on the web becomes one of our
// file containers, with the same versions an upload gets. "Import from a
// link" uses it, so a record never depends on another site keeping its
// image where it was (unlike POST /files/containers/list, which only
// records a URL). The download goes through the link-preview guard.

const IMPORT_RULE = { name: "image-import", max: 30, windowSeconds: 60 };

const NOT_AN_IMAGE =
  "That address is not an image we can use: link a JPEG, PNG, WebP, GIF or AVIF.";
const bad = (message: string) => validationError([{ field: "url", message }], message);

/** A file name from the URL's last path segment, with the format's extension. */
function filenameOf(url: string, format: string): string {
  const last = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "").trim();
  const stem = last.replace(/\.[a-z0-9]{2,5}$/i, "").slice(0, 200) || "imported-image";
  return `${stem}.${format === "jpeg" ? "jpg" : format}`;
}

export function createImageImportService(deps: {
  files: FilesRepo;
  storage: Storage;
  limiter: RateLimiter;
  fetch: FetchSettings;
  maxBytes: number;
}) {
  return {
    async importImage(actor: Actor, input: unknown) {
      const admin = requireSuperAdmin(actor);
      await deps.limiter.check(IMPORT_RULE, admin.userId);
      const m = parseOrThrow(imageImportSchema, input);
      const fetched = await fetchImage(m.url, deps.fetch, deps.maxBytes);
      const sniffed = await sniffImage(fetched.body);
      if (!sniffed) throw bad(NOT_AN_IMAGE);
      const id = crypto.randomUUID();
      let written: string[] = [];
      try {
        const stored = await storeImage(deps.storage, fetched.body, sniffed, {
          id,
          filename: filenameOf(fetched.url, sniffed.format),
          type: m.type as UploadType,
          focal: { x: 0.5, y: 0.5 },
        });
        written = stored.keys;
        const row = await deps.files.insert({
          ...stored.values,
          caption: m.caption ?? null,
          altText: m.alt_text ?? null,
          uploadedBy: admin.userId,
        });
        return presentContainer(row);
      } catch (err) {
        await deps.storage.delete(written).catch(() => {});
        if (err instanceof ImageError) {
          throw bad(
            err.reason === "too_many_pixels"
              ? "That image has too many pixels. Use one under 40 megapixels."
              : NOT_AN_IMAGE,
          );
        }
        throw err;
      }
    },
  };
}

export type ImageImportService = ReturnType<typeof createImageImportService>;
