import { randomUUID } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import type { JobQueue } from "../jobs/queue.ts";
import type { Logger } from "../logger.ts";
import { createMailDelivery, MAIL_JOB, mailJobOptions } from "./deliver.ts";
import { createMailRepo } from "./repo.ts";
import type { Mailer, MailMessage } from "./types.ts";

export type { Mailer, MailMessage } from "./types.ts";

export interface MailSettings {
  smtpUrl: string | null;
  from: string;
}

// Headers a message may not set itself: the mailer writes these.
const RESERVED = new Set(["from", "to", "cc", "bcc", "subject", "message-id", "date", "sender"]);

/** A header that would let a message rewrite the envelope or smuggle lines is a bug in its template. */
function checkHeaders(headers: Record<string, string> | undefined) {
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (!/^[A-Za-z0-9-]+$/.test(name) || RESERVED.has(name.toLowerCase()))
      throw new Error(`mail header "${name}" cannot be set by a message`);
    if (/[\r\n]/.test(value)) throw new Error(`mail header "${name}" holds a line break`);
  }
}

/**
 * Every mail is stored; with SMTP_URL it is queued for the "mail.send" job
 * (registered here on `jobs`) in the same transaction, else kept, to be read
 * at /admin/outbox. send() never talks to the mail server.
 */
export function createMailer(
  settings: MailSettings,
  db: Db,
  jobs: JobQueue,
  logger: Logger,
): Mailer {
  const repo = createMailRepo(db);
  const smtpUrl = settings.smtpUrl;
  if (!smtpUrl) {
    return {
      driver: "outbox",
      async send(message: MailMessage) {
        checkHeaders(message.headers);
        await repo.insert(message, { status: "kept" });
        logger.info({ kind: message.kind }, "mail stored in the outbox");
      },
    };
  }
  jobs.register(
    MAIL_JOB,
    createMailDelivery({ smtpUrl, from: settings.from }, repo, logger),
    mailJobOptions,
  );
  return {
    driver: "smtp",
    async send(message: MailMessage) {
      checkHeaders(message.headers);
      const id = randomUUID();
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const jobId = await jobs.enqueue(MAIL_JOB, { mail_id: id }, {}, tx);
        await repo.insert(message, { id, status: "queued", jobId }, tx);
      });
      logger.info({ kind: message.kind, mail: id }, "mail queued");
    },
  };
}
