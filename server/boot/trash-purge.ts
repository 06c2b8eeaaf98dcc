// The daily job that empties the trash of what was deleted more than 30 days
// ago (decision 040). There is no job runner to reuse: each app process runs
// it on a timer; the purge is one idempotent DELETE, so processes that run it
// at the same time only find less to do.
import type { Logger } from "../lib/logger.ts";
import type { Services } from "../services.ts";

const DAY_MS = 86_400_000;
/** Soon after start, so a server restarted daily still purges; not at once, to keep start-up quick. */
const FIRST_RUN_MS = 60_000;

export function startTrashPurge(
  services: Pick<Services, "revisions" | "clock">,
  logger: Logger,
): () => void {
  const run = async () => {
    try {
      const purged = await services.revisions.purge(services.clock.now());
      if (purged) logger.info({ purged }, "trash: emptied entries deleted over 30 days ago");
    } catch (err) {
      logger.warn({ err }, "trash purge failed; it runs again tomorrow");
    }
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const daily = setInterval(run, DAY_MS);
  // Neither timer keeps the process alive on shutdown.
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
