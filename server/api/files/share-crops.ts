import { SHARE_VERSIONS } from "../../../core/files/versions.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Storage } from "../../lib/storage/types.ts";
import type { FilesRepo } from "./repo.ts";
import { storeVersions } from "./store.ts";

// Event images uploaded before the share crops existed (decision 032) get
// them cut from their stored original around their focal point, as an
// upload would. Their pages list the older pair until then. Images without
// an original (imported by URL from the old site) have nothing to cut.

const isShare = (name: string) => (SHARE_VERSIONS as readonly string[]).includes(name);

export async function backfillShareCrops(
  deps: { files: FilesRepo; storage: Storage; logger?: Pick<Logger, "warn"> },
  opts: { batch?: number } = {},
) {
  const { files, storage, logger } = deps;
  const batch = opts.batch ?? 20;
  let after: string | null = null;
  const done = { cropped: 0, skipped: 0 };
  for (;;) {
    const rows = await files.lackingVersion("event", "SHARE_1X1", after, batch);
    if (!rows.length) return done;
    for (const row of rows) {
      after = row.id;
      const source = row.originalKey ? await storage.get(row.originalKey) : null;
      if (!source) {
        logger?.warn({ id: row.id }, "share crops: the original is missing");
        done.skipped += 1;
        continue;
      }
      try {
        const focal = { x: row.focalX, y: row.focalY };
        const made = await storeVersions(storage, row.id, source, "event", focal, isShare);
        // At the version read: an edit meanwhile (a new focal point) wins, and cuts its own.
        const saved = await files.update(
          row.id,
          { versions: { ...row.versions, ...made.versions } },
          row.version,
        );
        if (!saved) await storage.delete(made.keys).catch(() => {});
        done[saved ? "cropped" : "skipped"] += 1;
      } catch (err) {
        logger?.warn({ err, id: row.id }, "share crops: the original could not be cut");
        done.skipped += 1;
      }
    }
  }
}
