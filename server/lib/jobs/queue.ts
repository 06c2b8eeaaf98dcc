// The job queue kept in the database (decision 049). Services register a
// handler per kind of job and queue jobs, in the transaction of the record
// they are about when there is one; each app process runs a runner that
// claims due jobs one at a time (FOR UPDATE SKIP LOCKED, under a lease),
// retries failures with exponential backoff and marks a job `failed`, with its
// error, after its last try. Idle, a runner asks the database once per poll
// interval; a queued job wakes every runner at once through NOTIFY.
import os from "node:os";
import {
  DEFAULT_RETRY,
  type RetryPolicy,
  retryDelayMs,
  triesLeft,
} from "../../../core/jobs/retry.ts";
import type { Database, Db } from "../../../db/client.ts";
import type { Clock } from "../clock.ts";
import type { Logger } from "../logger.ts";
import { type Listener, listen } from "../pg-listen.ts";
import { createJobsRepo, JOBS_CHANNEL, type JobRow } from "./repo.ts";

export interface JobContext {
  job: JobRow;
  /** This run's number, from 1. */
  attempt: number;
  /** No try comes after this one if it fails. */
  lastAttempt: boolean;
  now: Date;
}

export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>;

export interface HandlerOptions {
  retry?: Partial<RetryPolicy>;
  /**
   * How long a run may hold its job. Past it another process may take the job
   * over, as after a crash: keep it well above the handler's own timeouts.
   */
  leaseMs?: number;
}

/** Thrown by a handler when trying again cannot help: the job fails at once. */
export class PermanentJobError extends Error {}

export interface EnqueueOptions {
  /** Not before this instant (default now). */
  runAt?: Date;
  /** A job with this key is queued once: later calls with it queue nothing. */
  uniqueKey?: string;
}

export interface QueueOptions {
  /** Whose time decides what is due: tests move it. */
  clock?: Clock;
  /** A runner's look at the table when nothing woke it. */
  pollMs?: number;
  /** How long finished jobs are kept (then pruned daily). */
  keepDoneMs?: number;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_POLL_MS = 5000;
const RECURRING_CHECK_MS = 60_000;
const DAY_MS = 86_400_000;
/** How long finished jobs are kept by default: a unique key holds at least that long. */
const KEEP_DONE_MS = 30 * DAY_MS;
const realClock: Clock = { now: () => new Date() };

interface Registered {
  handler: JobHandler;
  retry: RetryPolicy;
  leaseMs: number;
}

export function createJobQueue(database: Database, logger: Logger, options: QueueOptions = {}) {
  const db = database.db;
  const repo = createJobsRepo(db);
  const clock = options.clock ?? realClock;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const worker = `${os.hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  const handlers = new Map<string, Registered>();
  const recurring: { kind: string; everyMs: number }[] = [];

  let started = false;
  let stopped = false;
  let draining: Promise<void> | null = null;
  let wokenWhileDraining = false;
  let poll: NodeJS.Timeout | undefined;
  let lastRecurringCheck = 0;
  let listener: Listener | null = null;

  /** Claims and runs one due job; false when none was due. */
  async function runOne(): Promise<boolean> {
    const now = clock.now();
    // One lease for whatever this runner claims: the longest any of its kinds asks for.
    const leaseMs = Math.max(...[...handlers.values()].map((h) => h.leaseMs), DEFAULT_LEASE_MS);
    const job = await repo.claim([...handlers.keys()], worker, now, leaseMs);
    if (!job) return false;
    const registered = handlers.get(job.kind)!;
    const ctx: JobContext = {
      job,
      attempt: job.attempts,
      lastAttempt: !triesLeft(job.attempts, job.maxAttempts),
      now,
    };
    try {
      // A job claimed again after its last try's lease lapsed gets no more tries.
      if (job.attempts > job.maxAttempts)
        throw new PermanentJobError("its last try never finished (the process stopped?)");
      await registered.handler(job.payload, ctx);
      if (!(await repo.complete(job.id, worker, clock.now())))
        logger.warn(
          { job: job.id, kind: job.kind },
          "jobs: a run ended after its lease was taken over",
        );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const again =
        !(err instanceof PermanentJobError) && triesLeft(job.attempts, job.maxAttempts)
          ? new Date(clock.now().getTime() + retryDelayMs(job.attempts, registered.retry))
          : null;
      await repo.fail(job.id, worker, clock.now(), message.slice(0, 2000), again);
      logger.warn(
        { job: job.id, kind: job.kind, attempt: job.attempts, err: message, retry_at: again },
        again ? "jobs: a run failed; it runs again later" : "jobs: a job failed for good",
      );
    }
    return true;
  }

  /** Queues each recurring kind's job for the current period (once across all processes). */
  async function queueRecurring(force = false) {
    const now = clock.now();
    if (!force && now.getTime() - lastRecurringCheck < RECURRING_CHECK_MS) return;
    lastRecurringCheck = now.getTime();
    for (const r of recurring) {
      const slot = new Date(Math.floor(now.getTime() / r.everyMs) * r.everyMs);
      await enqueue(r.kind, {}, { runAt: slot, uniqueKey: `${r.kind}@${slot.toISOString()}` });
    }
  }

  /** Runs due jobs until none is left (and again if woken meanwhile). */
  function drain(): Promise<void> {
    if (draining) {
      wokenWhileDraining = true;
      return draining;
    }
    draining = (async () => {
      try {
        do {
          wokenWhileDraining = false;
          await queueRecurring();
          while (!stopped && (await runOne())) {}
        } while (wokenWhileDraining && !stopped);
      } catch (err) {
        logger.warn({ err }, "jobs: the runner could not reach the database; it tries again");
      } finally {
        draining = null;
      }
    })();
    return draining;
  }

  function schedulePoll() {
    clearTimeout(poll);
    if (stopped) return;
    poll = setTimeout(() => void drain().then(schedulePoll), pollMs);
    poll.unref();
  }

  async function enqueue(
    kind: string,
    payload: unknown,
    o: EnqueueOptions = {},
    exec: Db = db,
  ): Promise<string | null> {
    const maxAttempts = handlers.get(kind)?.retry.maxAttempts ?? DEFAULT_RETRY.maxAttempts;
    return repo.insert(
      { kind, payload, runAt: o.runAt ?? clock.now(), uniqueKey: o.uniqueKey ?? null, maxAttempts },
      exec,
    );
  }

  function register(kind: string, handler: JobHandler, o: HandlerOptions = {}) {
    handlers.set(kind, {
      handler,
      retry: { ...DEFAULT_RETRY, ...o.retry },
      leaseMs: o.leaseMs ?? DEFAULT_LEASE_MS,
    });
  }

  function every(kind: string, everyMs: number, handler: JobHandler, o: HandlerOptions = {}) {
    register(kind, handler, o);
    recurring.push({ kind, everyMs });
  }

  // The queue's own upkeep: finished jobs go after a while (failed ones stay).
  const keepDoneMs = options.keepDoneMs ?? KEEP_DONE_MS;
  every("jobs.prune", DAY_MS, async (_payload, ctx) => {
    const pruned = await repo.prune(new Date(ctx.now.getTime() - keepDoneMs));
    if (pruned) logger.info({ pruned }, "jobs: forgot finished jobs");
  });

  return {
    repo,

    /** The handler for `kind`, registered by the service that owns that work. */
    register,

    /**
     * A job of `kind` once every `everyMs` (a day: once a UTC day), whichever
     * process gets to it; a period missed while no server ran is run once.
     */
    every,

    /**
     * Queues a job (on `exec`: a transaction commits it with its record); its
     * id, or null when `uniqueKey` was queued before. Runners hear of it on commit.
     */
    enqueue,

    /** Runs every due job now (tests; the runner does this on each wake and poll). */
    async runDue(): Promise<number> {
      await queueRecurring(true);
      let n = 0;
      while (await runOne()) n++;
      return n;
    },

    /** This process starts running jobs: now, on every NOTIFY, and each poll. */
    async start() {
      if (started) return;
      started = true;
      stopped = false;
      listener = listen(
        database,
        logger,
        { channel: JOBS_CHANNEL, name: "jobs", reconnected: () => void drain() },
        () => void drain(),
      );
      await listener.start();
      void drain().then(schedulePoll);
    },

    /** Stops taking jobs and waits for the one running (shutdown). */
    async stop() {
      stopped = true;
      clearTimeout(poll);
      await listener?.stop();
      listener = null;
      await draining;
      started = false;
    },

    /** This process's name in `locked_by`. */
    worker,
    /** The queue's idea of now. */
    now: () => clock.now(),
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
