import type { Db } from "../../../db/client.ts";
import { lazyImport } from "../lazy-import.ts";
import type { Logger } from "../logger.ts";
import { createOutboxRepo } from "./repo.ts";
import type { Mailer, MailMessage } from "./types.ts";

export type { Mailer, MailMessage } from "./types.ts";

export interface MailSettings {
  smtpUrl: string | null;
  from: string;
}

/** SMTP when SMTP_URL is set; otherwise the outbox in our own database, read at /admin/outbox. */
export function createMailer(settings: MailSettings, db: Db, logger: Logger): Mailer {
  if (settings.smtpUrl) {
    const smtpUrl = settings.smtpUrl;
    // nodemailer loads with the first mail sent, not at boot.
    const transport = lazyImport(async () =>
      (await import("nodemailer")).default.createTransport(smtpUrl),
    );
    return {
      driver: "smtp",
      async send(message: MailMessage) {
        await (await transport()).sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
        logger.info({ kind: message.kind }, "mail sent");
      },
    };
  }
  const outbox = createOutboxRepo(db);
  return {
    driver: "outbox",
    async send(message: MailMessage) {
      await outbox.insert(message);
      logger.info({ kind: message.kind }, "mail stored in the outbox");
    },
  };
}
