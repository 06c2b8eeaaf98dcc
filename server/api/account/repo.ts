import { and, asc, count, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { type session, user } from "../../../db/schema/auth.ts";
import { venueEditors } from "../../../db/schema/places.ts";
import { profiles } from "../../../db/schema/profiles.ts";

/** The venues a user edits (decision 056), read with whatever reads their role. */
export const editedVenueIds = (userId: typeof profiles.id | typeof session.userId) =>
  sql<
    string[]
  >`coalesce((select array_agg(${venueEditors.venueId}::text order by ${venueEditors.venueId}) from ${venueEditors} where ${venueEditors.userId} = ${userId}), '{}'::text[])`;

const profileColumns = {
  id: profiles.id,
  username: profiles.username,
  name: profiles.name,
  avatarUrl: profiles.avatarUrl,
  isSuperadmin: profiles.isSuperadmin,
  isInitialized: profiles.isInitialized,
  createdDate: profiles.createdDate,
  modifiedDate: profiles.modifiedDate,
  version: profiles.version,
  email: user.email,
  emailVerified: user.emailVerified,
  venueIds: editedVenueIds(profiles.id),
};

export type ProfileRow = {
  id: string;
  username: string | null;
  name: string | null;
  avatarUrl: string | null;
  isSuperadmin: boolean;
  isInitialized: boolean;
  createdDate: Date;
  modifiedDate: Date;
  version: number;
  email: string;
  emailVerified: boolean;
  venueIds: string[];
};

export type ProfilePatch = Partial<
  Pick<ProfileRow, "username" | "name" | "avatarUrl" | "isSuperadmin" | "isInitialized">
>;

export const userSortColumns = {
  name: profiles.name,
  username: profiles.username,
  email: user.email,
  created_date: profiles.createdDate,
  modified_date: profiles.modifiedDate,
} as const;
export type UserSortKey = keyof typeof userSortColumns;

export function createProfileRepo(db: Db) {
  const selectProfiles = () =>
    db.select(profileColumns).from(profiles).innerJoin(user, eq(user.id, profiles.id));

  return {
    async findById(id: string): Promise<ProfileRow | null> {
      const [row] = await selectProfiles().where(eq(profiles.id, id));
      return row ?? null;
    },

    /** Creates the uninitialized profile of a user if it does not exist yet. */
    async ensure(id: string, name?: string): Promise<ProfileRow | null> {
      await db
        .insert(profiles)
        .values({ id, name: name?.trim() || null })
        .onConflictDoNothing();
      return this.findById(id);
    },

    async usernameTaken(username: string, exceptId?: string): Promise<boolean> {
      const same = sql`lower(${profiles.username}) = ${username.toLowerCase()}`;
      const [row] = await db
        .select({ n: count() })
        .from(profiles)
        .where(exceptId ? and(same, ne(profiles.id, exceptId)) : same);
      return (row?.n ?? 0) > 0;
    },

    /** Applies the patch and bumps version; null when `expectedVersion` is stale or the row is gone. */
    async update(
      id: string,
      patch: ProfilePatch,
      expectedVersion?: number,
    ): Promise<ProfileRow | null> {
      const where = expectedVersion
        ? and(eq(profiles.id, id), eq(profiles.version, expectedVersion))
        : eq(profiles.id, id);
      const updated = await db
        .update(profiles)
        .set({ ...patch, version: sql`${profiles.version} + 1`, modifiedDate: sql`now()` })
        .where(where)
        .returning({ id: profiles.id });
      return updated.length ? this.findById(id) : null;
    },

    async emailOf(id: string): Promise<string | null> {
      const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, id));
      return row?.email ?? null;
    },

    async findIdByEmail(email: string): Promise<string | null> {
      const [row] = await db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, email.toLowerCase()));
      return row?.id ?? null;
    },

    async markEmailVerified(id: string): Promise<void> {
      await db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
    },

    async countSuperadmins(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(profiles)
        .where(eq(profiles.isSuperadmin, true));
      return row?.n ?? 0;
    },

    async list(p: {
      query?: string;
      sortBy: UserSortKey;
      sort: "asc" | "desc";
      offset: number;
      limit: number;
    }): Promise<{ rows: ProfileRow[]; total: number }> {
      const pattern = p.query ? `%${p.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = pattern
        ? or(
            ilike(profiles.name, pattern),
            ilike(profiles.username, pattern),
            ilike(user.email, pattern),
          )
        : undefined;
      const order = p.sort === "asc" ? asc : desc;
      const rows = await selectProfiles()
        .where(where)
        .orderBy(sql`${order(userSortColumns[p.sortBy])} nulls last`, asc(profiles.id))
        .offset(p.offset)
        .limit(p.limit);
      const [total] = await db
        .select({ n: count() })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.id))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
