import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { createOutboxRepo } from "../../lib/mail/repo.ts";
import { type Actor, requireSuperAdmin } from "../../lib/policy.ts";
import { parseOrThrow } from "../../lib/validate.ts";

const pageSchema = z.object({ page: z.coerce.number().int().min(0).default(0) });
const PAGE_SIZE = 25;

/** The local outbox (no SMTP_URL): what the site would have mailed, for superadmins to read. */
export function createOutboxService(db: Db) {
  const repo = createOutboxRepo(db);
  return {
    async list(actor: Actor, query: Record<string, string | undefined>) {
      requireSuperAdmin(actor);
      const { page } = parseOrThrow(pageSchema, query);
      const { rows, total } = await repo.list(page * PAGE_SIZE, PAGE_SIZE);
      return {
        results: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          to: r.toAddress,
          subject: r.subject,
          text: r.textBody,
          created_date: r.createdDate.toISOString(),
        })),
        page,
        page_size: PAGE_SIZE,
        total,
        more: (page + 1) * PAGE_SIZE < total,
      };
    },
  };
}
