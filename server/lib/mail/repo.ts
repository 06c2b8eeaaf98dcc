import { count, desc } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { mailOutbox } from "../../../db/schema/mail.ts";
import type { MailMessage } from "./types.ts";

export type OutboxRow = typeof mailOutbox.$inferSelect;

export function createOutboxRepo(db: Db) {
  return {
    async insert(message: MailMessage): Promise<void> {
      await db.insert(mailOutbox).values({
        kind: message.kind,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
      });
    },
    async list(offset: number, limit: number): Promise<{ rows: OutboxRow[]; total: number }> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdDate), desc(mailOutbox.id))
        .offset(offset)
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(mailOutbox);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
