import { z } from "zod";
import { conflict, notFound, validationError } from "../../../core/errors.ts";
import { valuesToRevert } from "../../../core/revisions/diff.ts";
import type { Db } from "../../../db/client.ts";
import type { TrashedRow } from "../../../db/schema/revisions.ts";
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgCode } from "../../lib/http-errors.ts";
import { listEnvelope, parseListParams } from "../../lib/list-params.ts";
import {
  type Actor,
  requireStaffOrVenueEditor,
  requireSuperAdmin,
  type UserActor,
} from "../../lib/policy.ts";
import { isUuid } from "../../lib/records.ts";
import { found, listed } from "../../lib/use-cases.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { Realtime } from "../../realtime/publisher.ts";
import type { ChangeTopic } from "../../realtime/topics.ts";
import type { RevisionMeta } from "./log.ts";
import { createRevisionsRepo, type RevisionRow, type TrashPlan, type TrashRow } from "./repo.ts";

/** How long a deleted record can be restored (issue 27). */
export const TRASH_DAYS = 30;
const DAY_MS = 86_400_000;

/** What the history, revert and trash need of one kind of record. */
export interface Revisable {
  /** Where its changes are announced (page caches and open pages hear them). */
  topic: ChangeTopic;
  table: string;
  /** The service's own update use case: a revert goes through it like any save. */
  update(actor: Actor, id: string, input: unknown, meta: RevisionMeta): Promise<unknown>;
  /** How a delete moves it to the trash; absent, it cannot be deleted (the marquee). */
  trash?: TrashPlan & {
    /** Said when other records still point at it (a city's venues). */
    inUse: string;
    /** After its rows left or came back, in the same transaction. */
    after?: (tx: Db, rows: TrashedRow[]) => Promise<void>;
    /**
     * Who besides staff may delete one (a venue editor their event): answers
     * the actor or throws 403/404. Absent, staff only.
     */
    authorize?: (actor: Actor, id: string) => Promise<UserActor>;
    /** Told after a delete committed, with the rows that left (outgoing webhooks). */
    removed?: (id: string, rows: TrashedRow[]) => Promise<void>;
    /** Told after a restore committed. */
    restored?: (id: string) => Promise<void>;
  };
}

const recordRef = (resources: string[]) =>
  z.object({
    resource: z.enum(resources as [string, ...string[]], {
      message: `Use one of: ${resources.join(", ")}.`,
    }),
    id: z.uuid("Use a valid id."),
  });
/** The optional filters of the revisions list: a kind of record, and one record of it. */
const listRefSchema = (resources: string[]) => recordRef(resources).partial();
/** POST /revisions/id/{id}/revert: the version the record was read at, if any. */
export const versionOnly = z.object({ version: z.number().int().positive().optional() }).strict();

function presentRevision(r: RevisionRow) {
  return {
    id: r.id,
    resource: r.resource,
    record_id: r.recordId,
    action: r.action,
    created_date: r.createdDate.toISOString(),
    user: { id: r.userId, name: r.userName },
    changes: r.changes,
    reverted_to: r.revertedTo,
  };
}

type TrashListRow = Pick<
  TrashRow,
  "id" | "resource" | "recordId" | "label" | "deletedByName" | "deletedDate"
>;
const presentTrash = (t: TrashListRow) => ({
  id: t.id,
  resource: t.resource,
  record_id: t.recordId,
  label: t.label,
  deleted_by: { name: t.deletedByName },
  deleted_date: t.deletedDate.toISOString(),
  expires_date: new Date(t.deletedDate.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
});

/** Another row still points at it: a foreign key, or one ON DELETE RESTRICT (SQLSTATE 23001). */
const stillPointedAt = (err: unknown) =>
  [PG_FOREIGN_KEY_VIOLATION, "23001"].includes(pgCode(err) ?? "");

const labelOf = (row: TrashedRow["row"]) =>
  String(row.name ?? row.title ?? row.label ?? row.id ?? "Untitled").slice(0, 200);

export function createRevisionsService(deps: {
  db: Db;
  realtime: Realtime;
  resources: Record<string, Revisable>;
}) {
  const { db, realtime, resources } = deps;
  const repo = createRevisionsRepo(db);
  const names = Object.keys(resources);
  const deletable = names.filter((n) => resources[n]!.trash);
  const deleteSchema = recordRef(deletable).extend({ version: versionOnly.shape.version });

  const announce = (r: Revisable, id: string, action: "created" | "removed") =>
    realtime.publish(r.topic, "change", { table: r.table, id, action });

  return {
    /**
     * GET /revisions/list[?resource=[&id=]]: revisions newest first, a page at
     * a time: a record's history, a kind of record's, or every staff change.
     */
    async history(actor: Actor, query: Record<string, string | undefined>) {
      requireSuperAdmin(actor);
      const { resource, id, ...rest } = query;
      const params = parseListParams(rest, {
        sortable: ["created_date"],
        defaultSortBy: "created_date",
        defaultSort: "desc",
      });
      const ref = parseOrThrow(listRefSchema(names), { resource, id }, "query");
      if (ref.id && !ref.resource)
        throw validationError([
          { field: "resource", message: "Say which kind of record the id is." },
        ]);
      const { rows, total } = await repo.page({
        ...(ref.resource ? { resource: ref.resource } : {}),
        ...(ref.id ? { recordId: ref.id } : {}),
        offset: params.offset,
        limit: params.pageSize,
      });
      return listEnvelope(rows.map(presentRevision), total, params);
    },

    /**
     * POST /revisions/id/{id}/revert: the record's fields back as they were
     * right after that revision, saved through its own update (validation,
     * slug rules, announcements), recorded as a revert. `version` guards it
     * like any save.
     */
    async revert(actor: Actor, revisionId: string, input: unknown) {
      requireSuperAdmin(actor);
      const { version } = parseOrThrow(versionOnly, input);
      const target = isUuid(revisionId) ? await repo.find(revisionId) : null;
      const resource = target && resources[target.resource];
      if (!target || !resource) throw notFound("That revision");
      const history = await repo.history(target.resource, target.recordId);
      const values = valuesToRevert(
        history,
        history.findIndex((r) => r.id === target.id),
      );
      return resource.update(
        actor,
        target.recordId,
        { ...values, ...(version ? { version } : {}) },
        { action: "reverted", revertedTo: target.id },
      );
    },

    /** POST /trash/list {resource, id, version?}: deletes a record into the trash. */
    async remove(actor: Actor, input: unknown) {
      const user = requireStaffOrVenueEditor(actor);
      const ref = parseOrThrow(deleteSchema, input);
      const resource = resources[ref.resource]!;
      const plan = resource.trash!;
      const admin = user.isSuperAdmin
        ? user
        : plan.authorize
          ? await plan.authorize(actor, ref.id)
          : requireSuperAdmin(actor);
      const entry = await db
        .transaction(async (raw) => {
          const tx = raw as unknown as Db;
          const txRepo = createRevisionsRepo(tx);
          if (ref.version !== undefined) {
            const current = await txRepo.versionOf(plan.table, ref.id);
            if (current !== null && current !== ref.version)
              throw conflict(
                `This ${ref.resource} was changed by someone else. Reload it, then try again.`,
              );
          }
          for (const [table, column] of plan.blockers ?? [])
            if (await txRepo.pointedAt(table, column, ref.id)) throw conflict(plan.inUse);
          const moved = await txRepo.moveToTrash(plan, {
            resource: ref.resource,
            recordId: ref.id,
            userId: admin.userId,
            label: labelOf,
          });
          if (!moved) return null;
          await txRepo.record({
            resource: ref.resource,
            recordId: ref.id,
            action: "deleted",
            userId: admin.userId,
            changes: [],
          });
          await plan.after?.(tx, moved.rows);
          return moved;
        })
        .catch((err: unknown) => {
          if (stillPointedAt(err)) throw conflict(plan.inUse);
          throw err;
        });
      if (!entry) throw notFound(`That ${ref.resource}`);
      await announce(resource, ref.id, "removed");
      await plan.removed?.(ref.id, entry.rows);
      return presentTrash(entry);
    },

    /** GET /trash/list: what can still be restored, newest first. */
    async listTrash(actor: Actor, query: Record<string, string | undefined>) {
      requireSuperAdmin(actor);
      const { resource, ...rest } = query;
      if (resource !== undefined && !deletable.includes(resource))
        throw validationError([
          { field: "resource", message: `Use one of: ${deletable.join(", ")}.` },
        ]);
      return listed(
        rest,
        { columns: { deleted_date: true }, by: "deleted_date", dir: "desc" },
        repo.listTrash,
        presentTrash,
        resource ? { resource } : {},
      );
    },

    /** One trash entry, for its back-office page. */
    async getTrash(actor: Actor, trashId: string) {
      requireSuperAdmin(actor);
      return presentTrash(await found("id", trashId, (_, v) => repo.findTrash(v), "trash entry"));
    },

    /** POST /trash/id/{id}/restore: the record and its dependents back, with their ids. */
    async restore(actor: Actor, trashId: string) {
      const admin = requireSuperAdmin(actor);
      const restored = await db
        .transaction(async (raw) => {
          const tx = raw as unknown as Db;
          const txRepo = createRevisionsRepo(tx);
          const entry = isUuid(trashId) ? await txRepo.findTrash(trashId) : null;
          const resource = entry && resources[entry.resource];
          if (!entry || !resource) return null;
          await txRepo.putBack(entry);
          await txRepo.record({
            resource: entry.resource,
            recordId: entry.recordId,
            action: "restored",
            userId: admin.userId,
            changes: [],
          });
          await resource.trash?.after?.(tx, entry.rows);
          return { entry, resource };
        })
        .catch((err: unknown) => {
          const code = pgCode(err);
          if (code === PG_UNIQUE_VIOLATION)
            throw conflict(
              "Another record now uses its slug (or another unique value). Change that one first, then restore.",
            );
          if (code === PG_FOREIGN_KEY_VIOLATION)
            throw conflict(
              "Something it refers to was deleted since. Restore that from the trash first.",
            );
          throw err;
        });
      if (!restored) throw notFound("That trash entry");
      await announce(restored.resource, restored.entry.recordId, "created");
      await restored.resource.trash?.restored?.(restored.entry.recordId);
      const { entry } = restored;
      return { resource: entry.resource, id: entry.recordId, label: entry.label };
    },

    /** The daily job: forgets what was deleted more than TRASH_DAYS ago; how many entries went. */
    purge: (now: Date) => repo.purge(new Date(now.getTime() - TRASH_DAYS * DAY_MS)),
  };
}

export type RevisionsService = ReturnType<typeof createRevisionsService>;
