import { bigserial, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { FieldChange } from "../../core/revisions/diff.ts";
import { user } from "./auth.ts";
import { timestamptz } from "./columns.ts";

/**
 * One staff change to a record (decision 040): who, when, what, and each
 * changed field's value before and after. Never read by public pages. The
 * user's name is copied so the history still says who after a rename or
 * when the account is gone.
 */
export const revisions = pgTable(
  "revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The order of a record's revisions: saves in one instant still come in the order they committed.
    seq: bigserial("seq", { mode: "number" }).notNull(),
    resource: text("resource").notNull(),
    recordId: uuid("record_id").notNull(),
    action: text("action").notNull(),
    userId: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
    changes: jsonb("changes").$type<FieldChange[]>().notNull(),
    /** For a revert: the revision whose state it brought back. */
    revertedTo: uuid("reverted_to"),
  },
  (t) => [index("revisions_record_idx").on(t.resource, t.recordId, t.seq)],
);

/** A row as it was, to put back with the same id: which table, and its columns as JSON. */
export interface TrashedRow {
  table: string;
  row: Record<string, unknown>;
}

/**
 * A deleted record and the rows that depended on it, kept for 30 days so
 * staff can restore them (decision 040). The live tables keep no trace, so
 * no read has to filter deleted rows out.
 */
export const trash = pgTable(
  "trash",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    resource: text("resource").notNull(),
    recordId: uuid("record_id").notNull(),
    label: text("label").notNull(),
    rows: jsonb("rows").$type<TrashedRow[]>().notNull(),
    deletedBy: uuid("deleted_by").references(() => user.id, { onDelete: "set null" }),
    deletedByName: text("deleted_by_name").notNull(),
    deletedDate: timestamptz("deleted_date").notNull().defaultNow(),
  },
  (t) => [index("trash_deleted_date_idx").on(t.deletedDate)],
);
