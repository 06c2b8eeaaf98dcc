// The "mail.send" job: one stored mail through SMTP (nodemailer), at most once.
// The mail is marked `sending` before the server is asked and `sent` after it
// accepted; a run that finds a mail still `sending` knows an earlier run
// stopped halfway (its process died) and cannot tell whether the server took
// the mail, so it does not send again: the mail is `failed`, and staff may
// send it by hand with "Retry now" (decision 049). Refusals and an unreachable
// server are retried with backoff; a permanent refusal (5xx) fails at once.
import os from "node:os";
import type { Transporter } from "nodemailer";
import { z } from "zod";
import { type HandlerOptions, type JobHandler, PermanentJobError } from "../jobs/queue.ts";
import { lazyImport } from "../lazy-import.ts";
import type { Logger } from "../logger.ts";
import type { MailRepo } from "./repo.ts";

export const MAIL_JOB = "mail.send";

// The whole conversation stays well inside the lease, so a slow server is
// never mistaken for a dead process.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** About a day of tries: 30 s, 1 min, 2 min … then hourly. */
export const mailJobOptions: HandlerOptions = {
  retry: { maxAttempts: 30, baseDelayMs: 30_000, maxDelayMs: 3_600_000 },
  leaseMs: 3 * 60_000,
};

const payloadSchema = z.object({ mail_id: z.uuid() });

/** An SMTP reply in the 5xx range: the server will not take this mail, ever. */
const permanent = (err: unknown) =>
  typeof (err as { responseCode?: unknown }).responseCode === "number" &&
  (err as { responseCode: number }).responseCode >= 500;

export function createMailDelivery(
  settings: { smtpUrl: string; from: string },
  repo: MailRepo,
  logger: Logger,
): JobHandler {
  // nodemailer loads with the first mail sent, not at boot.
  const transport = lazyImport(
    async (): Promise<Transporter> =>
      (await import("nodemailer")).default.createTransport({
        url: settings.smtpUrl,
        ...SMTP_TIMEOUTS,
      }),
  );
  const domain = settings.from.match(/@([^>\s]+)/)?.[1] ?? os.hostname();

  return async (payload, ctx) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError("the job names no mail");
    const id = parsed.data.mail_id;
    const mail = await repo.find(id);
    if (!mail) throw new PermanentJobError("the mail is gone");
    if (mail.status === "sent" || mail.status === "kept") return;
    if (mail.status === "sending") {
      const error =
        "An earlier try stopped while sending (the server process ended): the mail may or may not have gone out, so it is not sent again by itself.";
      await repo.notSent(id, error, true);
      throw new PermanentJobError(error);
    }
    if (!(await repo.startSending(id))) return;
    try {
      const info = await (await transport()).sendMail({
        from: settings.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
        headers: mail.headers,
        // The same id on every try, so a receiver can tell a repeat.
        messageId: `<${mail.id}@${domain}>`,
      });
      await repo.sent(id, ctx.now);
      logger.info({ kind: mail.kind, mail: id, response: info.response }, "mail sent");
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = ctx.lastAttempt || permanent(err);
      await repo.notSent(id, message.slice(0, 2000), final);
      throw final ? new PermanentJobError(message) : err;
    }
  };
}
