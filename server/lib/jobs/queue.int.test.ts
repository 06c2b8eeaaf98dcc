import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../../db/client.ts";
import { createTestDatabase } from "../../../tests/test-db.ts";
import { createLogger } from "../logger.ts";
import { createJobQueue, type JobQueue, PermanentJobError } from "./queue.ts";

// The job queue on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), with a clock the test moves: scheduled and unique jobs,
// retries with backoff ending in `failed`, a lapsed lease (a crashed process)
// taken over, and two runners that never run one job twice.

const logger = createLogger("silent");
const START = new Date("2026-11-21T18:00:00Z");
const MINUTE = 60_000;

function movableClock() {
  let t = START.getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

let database: Database;
/** A second pool on the same PostgreSQL database: another app process, as far as locks go. */
let other: Database | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.kind === "pg") {
    const url = (database.client as pg.Pool).options.connectionString!;
    other = await openDatabase({ kind: "pg", url, poolMax: 4 });
  }
});
afterAll(async () => {
  await other?.close();
  await database?.close();
});

/** A queue with a recorder for `kind`: the payloads it ran, in order. */
function queueWith(kind: string, clock = movableClock(), on: Database = database) {
  const queue = createJobQueue(on, logger, { clock });
  const ran: unknown[] = [];
  queue.register(kind, async (payload) => {
    ran.push(payload);
  });
  return { queue, ran, clock };
}

const statusOf = async (queue: JobQueue, id: string) => (await queue.repo.find(id))!;

describe("the job queue", () => {
  it("runs a job with a unique key once, and not before its time", async () => {
    const { queue, ran, clock } = queueWith("test.digest");
    const key = "digest:user-1:2026-W48";
    const runAt = new Date(START.getTime() + 60 * MINUTE);
    const first = await queue.enqueue("test.digest", { user: 1 }, { runAt, uniqueKey: key });
    const again = await queue.enqueue("test.digest", { user: 1 }, { runAt, uniqueKey: key });
    expect(first).toBeTruthy();
    expect(again).toBeNull();

    await queue.runDue();
    expect(ran).toEqual([]);
    clock.advance(60 * MINUTE);
    await queue.runDue();
    expect(ran).toEqual([{ user: 1 }]);

    // Done, the key still holds: the same digest is not queued a second time.
    expect(await queue.enqueue("test.digest", { user: 1 }, { uniqueKey: key })).toBeNull();
    await queue.runDue();
    expect(ran).toHaveLength(1);
    expect((await statusOf(queue, first!)).status).toBe("done");
  });

  it("retries a failing job with growing pauses, then marks it failed with the error", async () => {
    const clock = movableClock();
    const queue = createJobQueue(database, logger, { clock });
    let tries = 0;
    queue.register(
      "test.flaky",
      async () => {
        tries++;
        throw new Error(`the remote end said no (${tries})`);
      },
      { retry: { maxAttempts: 3, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE } },
    );
    const id = (await queue.enqueue("test.flaky", {}))!;

    await queue.runDue();
    let job = await statusOf(queue, id);
    expect(job).toMatchObject({ status: "pending", attempts: 1 });
    expect(job.lastError).toBe("the remote end said no (1)");
    expect(job.runAt.getTime() - START.getTime()).toBe(MINUTE);

    // Not due yet: nothing runs.
    await queue.runDue();
    expect(tries).toBe(1);

    clock.advance(MINUTE);
    await queue.runDue();
    job = await statusOf(queue, id);
    expect(job).toMatchObject({ status: "pending", attempts: 2 });
    // The second pause is twice the first.
    expect(job.runAt.getTime() - clock.now().getTime()).toBe(2 * MINUTE);

    clock.advance(2 * MINUTE);
    await queue.runDue();
    job = await statusOf(queue, id);
    expect(job).toMatchObject({ status: "failed", attempts: 3 });
    expect(job.lastError).toBe("the remote end said no (3)");

    clock.advance(24 * 60 * MINUTE);
    await queue.runDue();
    expect(tries).toBe(3);

    // "Retry now" gives it its tries back.
    expect(await queue.repo.retry(id, clock.now())).toMatchObject({
      status: "pending",
      attempts: 0,
    });
    await queue.runDue();
    expect(tries).toBe(4);
  });

  it("fails at once on a permanent error", async () => {
    const { queue } = queueWith("test.unused");
    queue.register("test.permanent", async () => {
      throw new PermanentJobError("nobody lives at that address");
    });
    const id = (await queue.enqueue("test.permanent", {}))!;
    await queue.runDue();
    expect(await statusOf(queue, id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "nobody lives at that address",
    });
  });

  it("gives a job whose process died to another runner once its lease lapses", async () => {
    const clock = movableClock();
    const { queue, ran } = queueWith("test.crash", clock);
    const id = (await queue.enqueue("test.crash", { n: 7 }))!;

    // A process claims the job and dies before finishing it.
    const crashed = await queue.repo.claim(["test.crash"], "dead-process", clock.now(), 5 * MINUTE);
    expect(crashed?.id).toBe(id);

    await queue.runDue();
    expect(ran).toEqual([]);
    expect((await statusOf(queue, id)).lockedBy).toBe("dead-process");

    clock.advance(5 * MINUTE + 1000);
    await queue.runDue();
    expect(ran).toEqual([{ n: 7 }]);
    expect(await statusOf(queue, id)).toMatchObject({ status: "done", attempts: 2 });

    // The dead process's late word changes nothing.
    expect(await queue.repo.complete(id, "dead-process", clock.now())).toBe(false);
  });

  it("runs each job once when two runners take from the same queue at once", async () => {
    const clock = movableClock();
    const a = queueWith("test.once", clock);
    const b = queueWith("test.once", clock, other ?? database);
    const ids: string[] = [];
    for (let n = 0; n < 30; n++) ids.push((await a.queue.enqueue("test.once", { n }))!);

    await Promise.all([a.queue.runDue(), b.queue.runDue()]);

    const ran = [...a.ran, ...b.ran].map((p) => (p as { n: number }).n).sort((x, y) => x - y);
    expect(ran).toEqual(Array.from({ length: 30 }, (_, n) => n));
    for (const id of ids) expect((await statusOf(a.queue, id)).status).toBe("done");
  });

  it("queues a recurring job once per period, whichever process asks", async () => {
    const clock = movableClock();
    const queues = [queueWith("test.unused", clock), queueWith("test.unused", clock)];
    let runs = 0;
    for (const { queue } of queues)
      queue.every("test.daily", 24 * 60 * MINUTE, async () => {
        runs++;
      });
    await Promise.all(queues.map(({ queue }) => queue.runDue()));
    await Promise.all(queues.map(({ queue }) => queue.runDue()));
    expect(runs).toBe(1);
    clock.advance(24 * 60 * MINUTE);
    await Promise.all(queues.map(({ queue }) => queue.runDue()));
    expect(runs).toBe(2);
  });

  it("wakes a started runner when a job is queued, and stops cleanly", async () => {
    const queue = createJobQueue(database, logger, { pollMs: 60 * MINUTE });
    const ran = new Promise<unknown>((resolve) =>
      queue.register("test.wake", async (p) => resolve(p)),
    );
    await queue.start();
    await queue.enqueue("test.wake", { hello: "runner" });
    // The poll is an hour away: only the NOTIFY can have woken it.
    expect(await ran).toEqual({ hello: "runner" });
    await queue.stop();
  });
});
