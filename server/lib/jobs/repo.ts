// The job table's queries. Claiming is one UPDATE over a SELECT … FOR UPDATE
// SKIP LOCKED, so two processes asking at once get different jobs (or one
// gets none) and never the same; every later write names the claimant, so a
// process whose lease lapsed and was taken over cannot overwrite the new run.
import { and, asc, count, desc, eq, ilike, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { jobs } from "../../../db/schema/jobs.ts";
import { likePattern } from "../records.ts";
import type { PageOf } from "../table-repo.ts";

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = "pending" | "running" | "done" | "failed";

export const JOB_STATUSES: readonly JobStatus[] = ["pending", "running", "done", "failed"];

export const jobSortColumns = {
  created_date: jobs.createdDate,
  run_at: jobs.runAt,
  modified_date: jobs.modifiedDate,
};
export type JobSortKey = keyof typeof jobSortColumns;

/** PostgreSQL's channel that wakes every app server's runner when a job is queued. */
export const JOBS_CHANNEL = "artcal_jobs";

export interface NewJob {
  kind: string;
  payload: unknown;
  runAt: Date;
  uniqueKey?: string | null;
  maxAttempts: number;
}

export function createJobsRepo(db: Db) {
  return {
    /**
     * Queues a job on `exec` (a transaction, to commit it with the record it
     * is about); null when a job with its unique key exists already. The
     * NOTIFY goes out when that transaction commits.
     */
    async insert(job: NewJob, exec: Db = db): Promise<string | null> {
      const [row] = await exec
        .insert(jobs)
        .values({
          kind: job.kind,
          payload: job.payload ?? {},
          runAt: job.runAt,
          uniqueKey: job.uniqueKey ?? null,
          maxAttempts: job.maxAttempts,
        })
        .onConflictDoNothing({ target: jobs.uniqueKey })
        .returning({ id: jobs.id });
      if (row) await exec.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
      return row?.id ?? null;
    },

    /**
     * Takes the next due job of `kinds`: a pending one whose time has come, or
     * a running one whose lease lapsed (its process died). Counts the attempt.
     */
    async claim(kinds: string[], worker: string, now: Date, leaseMs: number) {
      if (!kinds.length) return null;
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.kind, kinds),
            or(
              and(eq(jobs.status, "pending"), lte(jobs.runAt, now)),
              and(eq(jobs.status, "running"), lt(jobs.lockedUntil, now)),
            ),
          ),
        )
        .orderBy(asc(jobs.runAt))
        .limit(1)
        .for("update", { skipLocked: true });
      const [row] = await db
        .update(jobs)
        .set({
          status: "running",
          attempts: sql`${jobs.attempts} + 1`,
          lockedBy: worker,
          lockedUntil: new Date(now.getTime() + leaseMs),
          modifiedDate: now,
        })
        .where(inArray(jobs.id, due))
        .returning();
      return row ?? null;
    },

    /** The run of `worker` ended well; false when its lease had been taken over. */
    async complete(id: string, worker: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          status: "done",
          lockedBy: null,
          lockedUntil: null,
          lastError: null,
          modifiedDate: now,
          finishedDate: now,
        })
        .where(held(id, worker))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** The run failed: again at `retryAt`, or for good when that is null. */
    async fail(
      id: string,
      worker: string,
      now: Date,
      error: string,
      retryAt: Date | null,
    ): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          status: retryAt ? "pending" : "failed",
          runAt: retryAt ?? sql`${jobs.runAt}`,
          lockedBy: null,
          lockedUntil: null,
          lastError: error,
          modifiedDate: now,
          finishedDate: retryAt ? null : now,
        })
        .where(held(id, worker))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** A failed job runs again now, with its tries counted afresh (staff's "Retry now"). */
    async retry(id: string, now: Date): Promise<JobRow | null> {
      const [row] = await db
        .update(jobs)
        .set({ status: "pending", runAt: now, attempts: 0, modifiedDate: now, finishedDate: null })
        .where(and(eq(jobs.id, id), eq(jobs.status, "failed")))
        .returning();
      if (row) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${row.kind})`);
      return row ?? null;
    },

    async find(id: string): Promise<JobRow | null> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row ?? null;
    },

    async list(
      p: PageOf<JobSortKey> & { query?: string; status?: JobStatus; kind?: string },
    ): Promise<{ rows: JobRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (p.status) conditions.push(eq(jobs.status, p.status));
      if (p.kind) conditions.push(eq(jobs.kind, p.kind));
      if (p.query) {
        const pattern = likePattern(p.query);
        conditions.push(or(ilike(jobs.kind, pattern), ilike(jobs.uniqueKey, pattern)) as SQL);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const order = p.sort === "asc" ? asc : desc;
      const rows = await db
        .select()
        .from(jobs)
        .where(where)
        .orderBy(order(jobSortColumns[p.sortBy]), asc(jobs.id))
        .offset(p.offset)
        .limit(p.limit);
      const [total] = await db.select({ n: count() }).from(jobs).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** The kinds queued so far, for the list's filter. */
    async kinds(): Promise<string[]> {
      const rows = await db.selectDistinct({ kind: jobs.kind }).from(jobs).orderBy(jobs.kind);
      return rows.map((r) => r.kind);
    },

    /** Forgets jobs that ended well before `before`; failed ones stay for staff to see. */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(jobs)
        .where(and(eq(jobs.status, "done"), lt(jobs.finishedDate, before)))
        .returning({ id: jobs.id });
      return rows.length;
    },
  };
}

/** The job as `worker` holds it: still running under its lease. */
const held = (id: string, worker: string) =>
  and(eq(jobs.id, id), eq(jobs.status, "running"), eq(jobs.lockedBy, worker));

export type JobsRepo = ReturnType<typeof createJobsRepo>;
