// The daily job that empties the trash of what was deleted more than 30 days
// ago (decision 040), run by the job queue once a UTC day by whichever app
// process gets to it (decision 049). The purge is one idempotent DELETE.
import type { Clock } from "../../lib/clock.ts";
import type { JobQueue } from "../../lib/jobs/queue.ts";
import type { Logger } from "../../lib/logger.ts";
import type { RevisionsService } from "./service.ts";

const DAY_MS = 86_400_000;

export function scheduleTrashPurge(
  jobs: JobQueue,
  revisions: Pick<RevisionsService, "purge">,
  clock: Clock,
  logger: Logger,
) {
  jobs.every("trash.purge", DAY_MS, async () => {
    const purged = await revisions.purge(clock.now());
    if (purged) logger.info({ purged }, "trash: emptied entries deleted over 30 days ago");
  });
}
