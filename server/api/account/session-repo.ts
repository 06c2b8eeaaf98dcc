import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { session } from "../../../db/schema/auth.ts";
import { profiles } from "../../../db/schema/profiles.ts";
import { editedVenueIds } from "./repo.ts";

// Sign-in sessions (better-auth's `session` table). Ending one deletes its
// row; every request made with an access token checks its row still stands
// (docs/decisions/031-sessions-end-access.md).

export interface SessionRow {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

const live = () => gt(session.expiresAt, sql`now()`);

export function createSessionRepo(db: Db) {
  return {
    /**
     * The role of the user behind a live session, or null when the session
     * ended (signed out, revoked, expired) or is someone else's. One query
     * per request: it replaces reading the profile.
     */
    async liveRole(
      sessionId: string,
      userId: string,
    ): Promise<{ isSuperadmin: boolean; venueIds: string[] } | null> {
      // The venues they edit come in the same statement: no second read per request.
      const [row] = await db
        .select({ isSuperadmin: profiles.isSuperadmin, venueIds: editedVenueIds(session.userId) })
        .from(session)
        .leftJoin(profiles, eq(profiles.id, session.userId))
        .where(and(eq(session.id, sessionId), eq(session.userId, userId), live()));
      return row ? { isSuperadmin: row.isSuperadmin ?? false, venueIds: row.venueIds } : null;
    },

    async listForUser(userId: string): Promise<SessionRow[]> {
      return db
        .select({
          id: session.id,
          createdAt: session.createdAt,
          updatedAt: session.updatedAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(and(eq(session.userId, userId), live()))
        .orderBy(desc(session.updatedAt), desc(session.createdAt));
    },

    /** Ends one of the user's sessions; false when it is not theirs (or already ended). */
    async end(userId: string, sessionId: string): Promise<boolean> {
      const gone = await db
        .delete(session)
        .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
        .returning({ id: session.id });
      return gone.length > 0;
    },

    /** Ends every session of the user but `keep` (all of them without it); how many ended. */
    async endAll(userId: string, keep?: string): Promise<number> {
      const gone = await db
        .delete(session)
        .where(and(eq(session.userId, userId), keep ? ne(session.id, keep) : undefined))
        .returning({ id: session.id });
      return gone.length;
    },
  };
}

export type SessionRepo = ReturnType<typeof createSessionRepo>;
