// The daily job that keeps every recurring series' dates a year ahead
// (decision 059), run by the job queue once a UTC day by whichever app process
// gets to it (decision 049). Saves materialise their own series at once; this
// only moves the horizon on. Idempotent: a second run writes nothing.
import type { JobQueue } from "../../lib/jobs/queue.ts";
import type { Logger } from "../../lib/logger.ts";
import type { CalendarService } from "./service.ts";

const DAY_MS = 86_400_000;
export const SERIES_JOB = "calendar.series.extend";

export function scheduleSeriesUpkeep(
  jobs: JobQueue,
  calendar: Pick<CalendarService, "extendSeries">,
  logger: Logger,
) {
  jobs.every(SERIES_JOB, DAY_MS, async () => {
    const written = await calendar.extendSeries();
    if (written) logger.info({ written }, "series: dates materialised a year ahead");
  });
}
