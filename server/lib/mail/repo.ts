// The mails table: every mail the site writes, its delivery state and tries.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { mails } from "../../../db/schema/mail.ts";
import { likePattern } from "../records.ts";
import type { PageOf } from "../table-repo.ts";
import type { MailMessage } from "./types.ts";

export type MailRow = typeof mails.$inferSelect;
export type MailStatus = "kept" | "queued" | "sending" | "sent" | "failed";
export const MAIL_STATUSES: readonly MailStatus[] = ["kept", "queued", "sending", "sent", "failed"];

export const mailSortColumns = { created_date: mails.createdDate, sent_date: mails.sentDate };
export type MailSortKey = keyof typeof mailSortColumns;

export function createMailRepo(db: Db) {
  /** Moves a mail from one of `from` to `to`; the row, or null when it was in none of them. */
  async function move(id: string, from: MailStatus[], set: PgUpdateSetSource<typeof mails>) {
    const [row] = await db
      .update(mails)
      .set(set)
      .where(and(eq(mails.id, id), inArray(mails.status, from)))
      .returning();
    return row ?? null;
  }

  return {
    async insert(
      message: MailMessage,
      row: { id?: string; status: MailStatus; jobId?: string | null },
      exec: Db = db,
    ): Promise<void> {
      await exec.insert(mails).values({
        ...(row.id ? { id: row.id } : {}),
        kind: message.kind,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        headers: message.headers ?? {},
        status: row.status,
        jobId: row.jobId ?? null,
      });
    },

    async find(id: string): Promise<MailRow | null> {
      const [row] = await db.select().from(mails).where(eq(mails.id, id));
      return row ?? null;
    },

    /** The delivery job takes the mail: queued (or failed, retried by staff) → sending. */
    startSending: (id: string) =>
      move(id, ["queued", "failed"], { status: "sending", attempts: sql`${mails.attempts} + 1` }),

    sent: (id: string, at: Date) =>
      move(id, ["sending"], { status: "sent", sentDate: at, lastError: null }),

    /** The try failed: queued for the next one, or failed for good. */
    notSent: (id: string, error: string, final: boolean, from: MailStatus[] = ["sending"]) =>
      move(id, from, { status: final ? "failed" : "queued", lastError: error }),

    async list(
      p: PageOf<MailSortKey> & { query?: string; status?: MailStatus; kind?: string },
    ): Promise<{ rows: MailRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (p.status) conditions.push(eq(mails.status, p.status));
      if (p.kind) conditions.push(eq(mails.kind, p.kind));
      if (p.query) {
        const pattern = likePattern(p.query);
        conditions.push(or(ilike(mails.toAddress, pattern), ilike(mails.subject, pattern)) as SQL);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const order = p.sort === "asc" ? asc : desc;
      const rows = await db
        .select()
        .from(mails)
        .where(where)
        .orderBy(sql`${order(mailSortColumns[p.sortBy])} nulls last`, desc(mails.id))
        .offset(p.offset)
        .limit(p.limit);
      const [total] = await db.select({ n: count() }).from(mails).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type MailRepo = ReturnType<typeof createMailRepo>;
