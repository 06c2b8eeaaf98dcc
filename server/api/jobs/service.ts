import { z } from "zod";
import { conflict } from "../../../core/errors.ts";
import type { Job } from "../../../core/schemas/api/jobs.ts";
import { JOB_STATUSES, type JobRow, type JobsRepo, jobSortColumns } from "../../lib/jobs/repo.ts";
import { type Actor, requireSuperAdmin } from "../../lib/policy.ts";
import { found, listed } from "../../lib/use-cases.ts";
import { parseOrThrow } from "../../lib/validate.ts";

const filtersSchema = z.object({
  status: z.enum(JOB_STATUSES).optional(),
  kind: z.string().max(80).optional(),
});

/** The list's own filters; an unknown status is a 400 naming `status`. */
const filtersOf = (query: Record<string, string | undefined>) =>
  parseOrThrow(filtersSchema, { status: query.status || undefined, kind: query.kind || undefined });

/** A job as staff see it: what it is, where it stands, its tries and its last error. */
export function presentJob(r: JobRow): Job {
  return {
    id: r.id,
    // Jobs are not edited, only run and retried.
    version: 0,
    kind: r.kind,
    payload: r.payload,
    unique_key: r.uniqueKey,
    status: r.status,
    run_at: r.runAt.toISOString(),
    attempts: r.attempts,
    max_attempts: r.maxAttempts,
    last_error: r.lastError,
    locked_by: r.lockedBy,
    locked_until: r.lockedUntil?.toISOString() ?? null,
    created_date: r.createdDate.toISOString(),
    modified_date: r.modifiedDate.toISOString(),
    finished_date: r.finishedDate?.toISOString() ?? null,
  };
}

/** The job queue for superadmins (/admin/jobs): what waits, runs, failed, and "Retry now". */
export function createJobsService(deps: { jobs: JobsRepo; now: () => Date }) {
  const { jobs } = deps;
  return {
    async list(actor: Actor, query: Record<string, string | undefined>) {
      requireSuperAdmin(actor);
      // The filters are read after the shared list parameters, whose errors come first.
      return listed(
        query,
        { columns: jobSortColumns, by: "created_date", dir: "desc" },
        async (page) => jobs.list({ ...page, ...filtersOf(query) }),
        presentJob,
      );
    },

    async get(actor: Actor, id: string) {
      requireSuperAdmin(actor);
      return presentJob(await found("id", id, (_f, v) => jobs.find(v), "job"));
    },

    /** The kinds queued so far (the list's filter). */
    async kinds(actor: Actor) {
      requireSuperAdmin(actor);
      return jobs.kinds();
    },

    /** A failed job runs again as soon as a runner is free, with its tries counted afresh. */
    async retry(actor: Actor, id: string) {
      requireSuperAdmin(actor);
      const job = await found("id", id, (_f, v) => jobs.find(v), "job");
      const retried = job.status === "failed" ? await jobs.retry(id, deps.now()) : null;
      if (!retried) throw conflict("Only a failed job can be retried; this one is not failed now.");
      return presentJob(retried);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
