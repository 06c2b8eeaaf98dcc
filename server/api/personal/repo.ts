// The only Drizzle code for what one visitor keeps (decision 052): saves,
// follows and their settings. Every read names its user: nothing here lists
// another visitor's data.
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  type FOLLOW_KINDS,
  follows,
  personalSettings,
  saves,
} from "../../../db/schema/personal.ts";

export type FollowKind = (typeof FOLLOW_KINDS)[number];
export interface FollowRow {
  kind: FollowKind;
  target: string;
  createdDate: Date;
}
export type SettingsRow = typeof personalSettings.$inferSelect;
export type SettingsPatch = Partial<
  Pick<
    SettingsRow,
    "feedIncludesFollows" | "digestEnabled" | "digestWeekday" | "digestHour" | "remindersEnabled"
  >
>;

/** A secret for a URL: 32 random bytes, base64url. */
export const newSecret = () => randomBytes(32).toString("base64url");

export function createPersonalRepo(db: Db) {
  return {
    /** True when the save is new. */
    async save(userId: string, eventId: string): Promise<boolean> {
      const rows = await db
        .insert(saves)
        .values({ userId, eventId })
        .onConflictDoNothing()
        .returning({ eventId: saves.eventId });
      return rows.length > 0;
    },

    /** True when there was a save to remove. */
    async unsave(userId: string, eventId: string): Promise<boolean> {
      const rows = await db
        .delete(saves)
        .where(and(eq(saves.userId, userId), eq(saves.eventId, eventId)))
        .returning({ eventId: saves.eventId });
      return rows.length > 0;
    },

    /** The visitor's saved events' ids, newest save first. */
    async savedEventIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ eventId: saves.eventId })
        .from(saves)
        .where(eq(saves.userId, userId))
        .orderBy(desc(saves.createdDate));
      return rows.map((r) => r.eventId);
    },

    async follow(userId: string, kind: FollowKind, target: string): Promise<boolean> {
      const rows = await db
        .insert(follows)
        .values({ userId, kind, target })
        .onConflictDoNothing()
        .returning({ target: follows.target });
      return rows.length > 0;
    },

    async unfollow(userId: string, kind: FollowKind, target: string): Promise<boolean> {
      const rows = await db
        .delete(follows)
        .where(and(eq(follows.userId, userId), eq(follows.kind, kind), eq(follows.target, target)))
        .returning({ target: follows.target });
      return rows.length > 0;
    },

    async follows(userId: string): Promise<FollowRow[]> {
      return db
        .select({ kind: follows.kind, target: follows.target, createdDate: follows.createdDate })
        .from(follows)
        .where(eq(follows.userId, userId))
        .orderBy(asc(follows.kind), asc(follows.createdDate));
    },

    /** The visitor's settings, made with fresh secrets the first time they are asked for. */
    async settings(userId: string): Promise<SettingsRow> {
      await db
        .insert(personalSettings)
        .values({ userId, feedSecret: newSecret(), mailToken: newSecret() })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(personalSettings)
        .where(eq(personalSettings.userId, userId));
      return row!;
    },

    async updateSettings(userId: string, patch: SettingsPatch): Promise<SettingsRow> {
      await this.settings(userId);
      const [row] = await db
        .update(personalSettings)
        .set({ ...patch, modifiedDate: sql`now()`, version: sql`${personalSettings.version} + 1` })
        .where(eq(personalSettings.userId, userId))
        .returning();
      return row!;
    },

    /** A new feed secret: the old feed address stops working at once. */
    async regenerateFeedSecret(userId: string): Promise<SettingsRow> {
      await this.settings(userId);
      const [row] = await db
        .update(personalSettings)
        .set({ feedSecret: newSecret(), modifiedDate: sql`now()` })
        .where(eq(personalSettings.userId, userId))
        .returning();
      return row!;
    },

    async settingsByFeedSecret(secret: string): Promise<SettingsRow | null> {
      const [row] = await db
        .select()
        .from(personalSettings)
        .where(eq(personalSettings.feedSecret, secret));
      return row ?? null;
    },

    async settingsByMailToken(token: string): Promise<SettingsRow | null> {
      const [row] = await db
        .select()
        .from(personalSettings)
        .where(eq(personalSettings.mailToken, token));
      return row ?? null;
    },
  };
}

export type PersonalRepo = ReturnType<typeof createPersonalRepo>;
