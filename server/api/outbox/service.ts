import { z } from "zod";
import type { OutboxMail } from "../../../core/schemas/api/jobs.ts";
import type { Db } from "../../../db/client.ts";
import {
  createMailRepo,
  MAIL_STATUSES,
  type MailRow,
  mailSortColumns,
} from "../../lib/mail/repo.ts";
import { type Actor, requireSuperAdmin } from "../../lib/policy.ts";
import { found, listed } from "../../lib/use-cases.ts";
import { parseOrThrow } from "../../lib/validate.ts";

const filtersSchema = z.object({
  status: z.enum(MAIL_STATUSES).optional(),
  kind: z.string().max(40).optional(),
});

/** The list's own filters; an unknown status is a 400 naming `status`. */
const filtersOf = (query: Record<string, string | undefined>) =>
  parseOrThrow(filtersSchema, { status: query.status || undefined, kind: query.kind || undefined });

/** A mail as staff read it: what it says, where it went and how its delivery went. */
export function presentMail(r: MailRow): OutboxMail {
  return {
    id: r.id,
    // Mails are written once and only their delivery moves; nothing edits them.
    version: 0,
    kind: r.kind,
    to: r.toAddress,
    subject: r.subject,
    text: r.textBody,
    html: r.htmlBody,
    headers: r.headers,
    status: r.status,
    attempts: r.attempts,
    last_error: r.lastError,
    job_id: r.jobId,
    created_date: r.createdDate.toISOString(),
    sent_date: r.sentDate?.toISOString() ?? null,
  };
}

/** Every mail the site wrote, kept, queued, sent or failed: for superadmins to read (/admin/outbox). */
export function createOutboxService(db: Db) {
  const repo = createMailRepo(db);
  return {
    /** Newest first; `query` matches the address or the subject; `status` and `kind` filter. */
    async list(actor: Actor, query: Record<string, string | undefined>) {
      requireSuperAdmin(actor);
      // The filters are read after the shared list parameters, whose errors come first.
      return listed(
        query,
        { columns: mailSortColumns, by: "created_date", dir: "desc" },
        async (page) => repo.list({ ...page, ...filtersOf(query) }),
        presentMail,
      );
    },

    async get(actor: Actor, id: string) {
      requireSuperAdmin(actor);
      return presentMail(await found("id", id, (_f, v) => repo.find(v), "mail"));
    },
  };
}
