// The only Drizzle code of public submissions (issue 30, decision 055): the
// submissions themselves, who may not submit, and the events a submission
// may repeat (its likely duplicates).
import { and, count, desc, eq, gte, ilike, inArray, sql } from "drizzle-orm";
import type { StoredPayload } from "../../../core/submissions/rules.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/migration-status.ts";
import { user } from "../../../db/schema/auth.ts";
import { events } from "../../../db/schema/calendar.ts";
import { submissionBlocks, submissions } from "../../../db/schema/submissions.ts";
import { likePattern } from "../../lib/records.ts";

export type SubmissionRow = typeof submissions.$inferSelect;
export type SubmissionState = SubmissionRow["state"];
export type BlockRow = typeof submissionBlocks.$inferSelect;

/** An event a submission may repeat, and why it looks like one. */
export interface DuplicateRow {
  id: string;
  name: string;
  slug: string;
  status: string;
  /** Trigram similarity of the names, 0 to 1. */
  similarity: number;
  same_venue: boolean;
  overlapping: boolean;
}

export function createSubmissionsRepo(db: Db) {
  return {
    async create(values: {
      userId: string;
      state: "draft" | "pending";
      payload: StoredPayload;
      submittedDate: Date | null;
      duplicates?: DuplicateRow[] | null;
    }): Promise<SubmissionRow> {
      const [row] = await db.insert(submissions).values(values).returning();
      return row!;
    },

    async get(id: string): Promise<SubmissionRow | null> {
      const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
      return row ?? null;
    },

    /** One author's submissions, newest first. */
    mine: (userId: string) =>
      db
        .select({ submission: submissions, eventSlug: events.slug })
        .from(submissions)
        // The event an approved one became, so its author can follow the link to it.
        .leftJoin(events, eq(events.id, submissions.eventId))
        .where(eq(submissions.userId, userId))
        .orderBy(desc(submissions.createdDate), desc(submissions.id)),

    /** Submissions in these states, oldest sent first (a queue), a page of them and the total. */
    async inState(
      states: readonly SubmissionState[],
      offset: number,
      limit: number,
      name?: string,
    ) {
      const where = and(
        inArray(submissions.state, [...states]),
        name ? ilike(sql`${submissions.payload}->>'name'`, likePattern(name)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ submission: submissions, email: user.email, author: user.name })
          .from(submissions)
          .innerJoin(user, eq(user.id, submissions.userId))
          .where(where)
          .orderBy(submissions.submittedDate, submissions.createdDate, submissions.id)
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(submissions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** How many are in a state (the queue's length). */
    async countInState(state: SubmissionState): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(submissions)
        .where(eq(submissions.state, state));
      return row?.n ?? 0;
    },

    /**
     * Writes `patch` if the row is still at `version` and in one of `states`;
     * null when another write came first (or the state moved on).
     */
    async update(
      id: string,
      states: readonly SubmissionState[],
      version: number | undefined,
      patch: Partial<
        Pick<
          SubmissionRow,
          | "state"
          | "payload"
          | "duplicates"
          | "reason"
          | "eventId"
          | "venueId"
          | "submittedDate"
          | "reviewedDate"
          | "reviewedBy"
        >
      >,
    ): Promise<SubmissionRow | null> {
      const conds = [
        eq(submissions.id, id),
        sql`${submissions.state} in (${sql.join(
          states.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ];
      if (version !== undefined) conds.push(eq(submissions.version, version));
      const [row] = await db
        .update(submissions)
        .set({ ...patch, modifiedDate: sql`now()`, version: sql`${submissions.version} + 1` })
        .where(and(...conds))
        .returning();
      return row ?? null;
    },

    async remove(id: string, states: readonly SubmissionState[]): Promise<boolean> {
      const rows = await db
        .delete(submissions)
        .where(
          and(
            eq(submissions.id, id),
            sql`${submissions.state} in (${sql.join(
              states.map((s) => sql`${s}`),
              sql`, `,
            )})`,
          ),
        )
        .returning({ id: submissions.id });
      return rows.length > 0;
    },

    /** How many submissions an author sent for review since `since` (their own limit). */
    async sentSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(submissions)
        .where(and(eq(submissions.userId, userId), gte(submissions.createdDate, since)));
      return row?.n ?? 0;
    },

    /** The author's address and whether they confirmed it. */
    async author(userId: string) {
      const [row] = await db
        .select({ email: user.email, name: user.name, verified: user.emailVerified })
        .from(user)
        .where(eq(user.id, userId));
      return row ?? null;
    },

    /** Marks an event as sent in by its author (the event was made by the staff member approving it). */
    async creditEvent(eventId: string, userId: string) {
      await db.update(events).set({ submittedBy: userId }).where(eq(events.id, eventId));
    },

    /**
     * Events a submission may repeat: a similar name (trigram, the search's
     * index), or a date at the same venue overlapping one of its dates. Most
     * alike first; drafts and rejected events too, since staff should know.
     */
    async duplicates(p: {
      name: string;
      venueId: string | null;
      from: Date;
      to: Date;
    }): Promise<DuplicateRow[]> {
      const span = sql`tstzrange(${p.from}::timestamptz, ${p.to}::timestamptz, '[]')`;
      const overlapping = sql`exists (select 1 from event_dates d where d.event_id = e.id
        and tstzrange(d.start, d."end", '[]') && ${span})`;
      const sameVenue = p.venueId
        ? sql`exists (select 1 from event_dates d where d.event_id = e.id and d.venue_id = ${p.venueId})`
        : sql`false`;
      // Two small candidate sets, each on its own index (an OR of the two
      // would read every event): the most alike names by trigram, and what
      // is on at the same venue then.
      const atVenueThen = p.venueId
        ? sql`union (select d.event_id from event_dates d where d.venue_id = ${p.venueId}
            and tstzrange(d.start, d."end", '[]') && ${span} limit 5)`
        : sql``;
      return rowsOf<DuplicateRow>(
        await db.execute(sql`with candidates(id) as (
            (select e.id from events e where e.name % ${p.name}
              order by similarity(e.name, ${p.name}) desc, e.id limit 5)
            ${atVenueThen})
          select e.id, e.name, e.slug, e.status,
            similarity(e.name, ${p.name})::float8 as similarity,
            ${sameVenue} as same_venue, ${overlapping} as overlapping
          from candidates c join events e on e.id = c.id
          order by similarity desc, e.id
          limit 5`),
      );
    },

    async block(userId: string, reason: string | null, blockedBy: string) {
      await db
        .insert(submissionBlocks)
        .values({ userId, reason, blockedBy })
        .onConflictDoUpdate({ target: submissionBlocks.userId, set: { reason, blockedBy } });
    },

    async unblock(userId: string): Promise<boolean> {
      const rows = await db
        .delete(submissionBlocks)
        .where(eq(submissionBlocks.userId, userId))
        .returning({ userId: submissionBlocks.userId });
      return rows.length > 0;
    },

    async isBlocked(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: submissionBlocks.userId })
        .from(submissionBlocks)
        .where(eq(submissionBlocks.userId, userId));
      return Boolean(row);
    },

    blocks: () =>
      db
        .select({ block: submissionBlocks, email: user.email, name: user.name })
        .from(submissionBlocks)
        .innerJoin(user, eq(user.id, submissionBlocks.userId))
        .orderBy(desc(submissionBlocks.createdDate)),

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
      return Boolean(row);
    },
  };
}

export type SubmissionsRepo = ReturnType<typeof createSubmissionsRepo>;
