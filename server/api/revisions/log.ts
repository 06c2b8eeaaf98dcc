// The one way a staff write records its revision: the write and the revision
// commit together or not at all (decision 040). Services run their write in
// `write`, with repos made on the transaction it hands them, and say what the
// record looked like before and after (its API fields).
import type { z } from "zod";
import {
  diffFields,
  type FieldValues,
  pickFields,
  type RevisionAction,
} from "../../../core/revisions/diff.ts";
import type { Db } from "../../../db/client.ts";
import type { UserActor } from "../../lib/policy.ts";
import { createRevisionsRepo } from "./repo.ts";

/** How a save is recorded: a plain save is "updated" (or "created"); a revert names its target. */
export interface RevisionMeta {
  action?: RevisionAction;
  revertedTo?: string;
}

export interface Written<T> {
  id: string;
  before: FieldValues | null;
  after: FieldValues | null;
  result: T;
}

export type RevisionLog = ReturnType<typeof createRevisionLog>;

export function createRevisionLog(db: Db) {
  /**
   * Runs `work` in one transaction and records its change to `resource`
   * in it; `work` returns null when it wrote nothing (stale or missing),
   * and then nothing is recorded. A save that changed no field is not a
   * revision.
   */
  function write<T>(
    actor: UserActor,
    resource: string,
    meta: RevisionMeta,
    work: (tx: Db) => Promise<Written<T> | null>,
  ): Promise<T | null> {
    return db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const done = await work(tx);
      if (!done) return null;
      const changes = diffFields(done.before, done.after);
      const action = meta.action ?? (done.before ? "updated" : "created");
      if (changes.length || action !== "updated") {
        await createRevisionsRepo(tx).record({
          resource,
          recordId: done.id,
          action,
          userId: actor.userId,
          changes,
          ...(meta.revertedTo ? { revertedTo: meta.revertedTo } : {}),
        });
      }
      return done.result;
    });
  }

  return {
    write,

    /**
     * The usual update as one `write`: `open` makes, on the transaction, how
     * to read the record's tracked fields and how to save; null when the
     * record is gone or the save matched nothing (a stale version).
     */
    update<T>(
      actor: UserActor,
      resource: string,
      meta: RevisionMeta,
      id: string,
      open: (tx: Db) => {
        read: () => Promise<FieldValues | null>;
        save: () => Promise<T | null | false>;
      },
    ): Promise<T | null> {
      return write(actor, resource, meta, async (tx) => {
        const { read, save } = open(tx);
        const before = await read();
        const result = before && (await save());
        if (!result) return null;
        return { id, before, after: await read(), result };
      });
    },
  };
}

/** The fields a revision tracks of a presented record: those its create schema takes. */
export function trackedFields(schema: z.ZodObject, except: string[] = []) {
  const keys = Object.keys(schema.shape).filter((k) => !except.includes(k));
  return (presented: FieldValues) => pickFields(presented, keys);
}

/** `f` of a row that is there; null stays null. */
export const mapRow = <R, T>(row: R | null, f: (r: R) => T): T | null => (row ? f(row) : null);
