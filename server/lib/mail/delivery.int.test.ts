import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../../db/client.ts";
import { type SmtpFixture, startSmtpFixture } from "../../../tests/smtp-fixture.ts";
import { createTestDatabase } from "../../../tests/test-db.ts";
import { createJobsService } from "../../api/jobs/service.ts";
import { createJobQueue } from "../jobs/queue.ts";
import { createLogger } from "../logger.ts";
import type { UserActor } from "../policy.ts";
import { createMailer } from "./index.ts";
import { createMailRepo } from "./repo.ts";
import type { MailMessage } from "./types.ts";

// Mail through the job queue to a real SMTP server started here, read back
// with mailparser: what arrives (HTML, text, headers), a server that is down
// (mail waits, tries and errors recorded) and comes back (each mail arrives
// once), two runners on one database, and a send cut off halfway (not sent
// again by itself). On PGlite, and on PostgreSQL with TEST_DATABASE_URL.

const logger = createLogger("silent");
const FROM = "Twin Cities Art Calendar <hello@artcal.test>";
const MINUTE = 60_000;

let database: Database;
let other: Database | null = null;
let smtp: SmtpFixture;

function movableClock() {
  let t = new Date("2026-11-21T18:00:00Z").getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

/** An app process's mail half: its queue (with the mail.send handler) and its mailer. */
function mailProcess(clock = movableClock(), on: Database = database, smtpUrl = smtp.url) {
  const queue = createJobQueue(on, logger, { clock });
  const mailer = createMailer({ smtpUrl, from: FROM }, on.db, queue, logger);
  return { queue, mailer, clock };
}

let counter = 0;
function message(over: Partial<MailMessage> = {}): MailMessage {
  counter++;
  const to = `reader${counter}@example.com`;
  return {
    kind: "notice",
    to,
    subject: `Notice ${counter}`,
    text: `Plain words ${counter}. https://artcal.test/n/${counter}`,
    html: `<p>Plain <b>words</b> ${counter}.</p>`,
    ...over,
  };
}

const mailRow = async (to: string) => {
  const { rows } = await createMailRepo(database.db).list({
    query: to,
    sortBy: "created_date",
    sort: "desc",
    offset: 0,
    limit: 5,
  });
  return rows[0]!;
};

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.kind === "pg") {
    const url = (database.client as pg.Pool).options.connectionString!;
    other = await openDatabase({ kind: "pg", url, poolMax: 4 });
  }
  smtp = await startSmtpFixture();
});
afterAll(async () => {
  await smtp?.stop();
  await other?.close();
  await database?.close();
});

describe("mail through the queue and SMTP", () => {
  it("delivers the HTML, the text and the extra headers", async () => {
    const { queue, mailer } = mailProcess();
    const m = message({
      kind: "receipt",
      headers: {
        "List-Unsubscribe": "<https://artcal.test/unsubscribe/abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    await mailer.send(m);
    // send() only stored it: nothing reached the server yet.
    expect(smtp.to(m.to)).toHaveLength(0);
    expect(await mailRow(m.to)).toMatchObject({ status: "queued", attempts: 0 });

    await queue.runDue();
    const [got] = smtp.to(m.to);
    expect(got?.parsed.subject).toBe(m.subject);
    expect(got?.parsed.text?.trim()).toBe(m.text);
    expect(got?.parsed.html).toContain("<b>words</b>");
    expect(got?.parsed.from?.value[0]?.address).toBe("hello@artcal.test");
    // mailparser folds List-* headers into `list`; the lines themselves are as sent.
    const line = (key: string) => got?.parsed.headerLines.find((h) => h.key === key)?.line;
    expect(line("list-unsubscribe")).toBe(
      "List-Unsubscribe: <https://artcal.test/unsubscribe/abc>",
    );
    expect(line("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const row = await mailRow(m.to);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(got?.parsed.messageId).toBe(`<${row.id}@artcal.test>`);
  });

  it("keeps mail while the server is down and delivers each once when it is back", async () => {
    const { queue, mailer, clock } = mailProcess();
    await smtp.stop();
    const sent = [message(), message(), message()];
    for (const m of sent) await mailer.send(m);

    await queue.runDue();
    for (const m of sent) {
      const row = await mailRow(m.to);
      expect(row).toMatchObject({ status: "queued", attempts: 1 });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    }
    // Later tries while it is still down count up.
    clock.advance(MINUTE);
    await queue.runDue();
    expect(await mailRow(sent[0]!.to)).toMatchObject({ status: "queued", attempts: 2 });

    await smtp.start();
    clock.advance(5 * MINUTE);
    await queue.runDue();
    clock.advance(24 * 60 * MINUTE);
    await queue.runDue();
    for (const m of sent) {
      expect(smtp.to(m.to)).toHaveLength(1);
      expect(await mailRow(m.to)).toMatchObject({ status: "sent", attempts: 3 });
    }
  });

  it("sends each mail once with two runners on the same database", async () => {
    const clock = movableClock();
    const a = mailProcess(clock);
    const b = mailProcess(clock, other ?? database);
    const sent = Array.from({ length: 12 }, () => message());
    for (const [i, m] of sent.entries()) await (i % 2 ? a : b).mailer.send(m);

    await Promise.all([a.queue.runDue(), b.queue.runDue(), a.queue.runDue()]);
    for (const m of sent) expect(smtp.to(m.to)).toHaveLength(1);
  });

  it("does not send again a mail whose sending was cut off, until staff retry it", async () => {
    const { queue, mailer, clock } = mailProcess();
    const m = message();
    await mailer.send(m);
    const row = await mailRow(m.to);
    // A process took the job, marked the mail as sending, and died.
    await queue.repo.claim(["mail.send"], "dead-process", clock.now(), 3 * MINUTE);
    await createMailRepo(database.db).startSending(row.id);

    clock.advance(10 * MINUTE);
    await queue.runDue();
    expect(smtp.to(m.to)).toHaveLength(0);
    const failed = await mailRow(m.to);
    expect(failed.status).toBe("failed");
    expect(failed.lastError).toMatch(/may or may not have gone out/);
    expect(await queue.repo.find(row.jobId!)).toMatchObject({ status: "failed" });

    const staff: UserActor = { kind: "user", userId: "staff", isSuperAdmin: true };
    await createJobsService({ jobs: queue.repo, now: clock.now }).retry(staff, row.jobId!);
    await queue.runDue();
    expect(smtp.to(m.to)).toHaveLength(1);
    expect(await mailRow(m.to)).toMatchObject({ status: "sent" });
  });

  it("fails at once a mail the server refuses for good (5xx), with its answer", async () => {
    const { queue, mailer } = mailProcess();
    const m = message({ to: "nobody@refused.example" });
    await mailer.send(m);
    await queue.runDue();
    const row = await mailRow(m.to);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toMatch(/550/);
    expect(await queue.repo.find(row.jobId!)).toMatchObject({ status: "failed" });
  });

  it("keeps mail in the outbox when no SMTP server is configured, and never sends it", async () => {
    const queue = createJobQueue(database, logger, { clock: movableClock() });
    const mailer = createMailer({ smtpUrl: null, from: FROM }, database.db, queue, logger);
    const m = message();
    await mailer.send(m);
    expect(await queue.runDue()).toBeGreaterThanOrEqual(0);
    expect(await mailRow(m.to)).toMatchObject({ status: "kept", jobId: null });
    expect(smtp.to(m.to)).toHaveLength(0);
  });

  it("refuses headers that would rewrite the envelope or add lines", async () => {
    const { mailer } = mailProcess();
    await expect(mailer.send(message({ headers: { Bcc: "x@example.com" } }))).rejects.toThrow();
    await expect(
      mailer.send(message({ headers: { "X-Note": "a\r\nBcc: x@example.com" } })),
    ).rejects.toThrow();
  });
});
