// The Drizzle code of a visitor's mails (decision 052): whose digest or
// reminders have come due, a saved date to remind of, mail preferences, and the
// one-click unsubscribe by mail token. Every read of personal data names
// its user (or the secret token that stands for them).
import { and, eq, gt, inArray, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { PersonalReason } from "../../../core/listing/personal.ts";
import type { Db } from "../../../db/client.ts";
import { user } from "../../../db/schema/auth.ts";
import { eventDates, events } from "../../../db/schema/calendar.ts";
import { personalSettings, saves } from "../../../db/schema/personal.ts";
import { venues } from "../../../db/schema/places.ts";
import type { SettingsRow } from "./repo.ts";

export type MailList = "digest" | "reminders";

export interface Recipient {
  userId: string;
  email: string;
  name: string;
  mailToken: string;
  digestEnabled: boolean;
  remindersEnabled: boolean;
  digestWeekday: number;
  digestHour: number;
}

/** One date as a digest or a reminder shows it, with why it is the visitor's. */
export interface MailDate {
  eventDateId: string;
  eventName: string;
  eventSlug: string;
  category: string;
  label: string | null;
  start: Date;
  end: Date;
  venueName: string | null;
  reasons: PersonalReason[];
}

export interface ReminderCandidate {
  userId: string;
  eventDateId: string;
  savedAt: Date;
  category: string;
  start: Date;
  end: Date;
}

const recipientColumns = {
  userId: personalSettings.userId,
  email: user.email,
  name: user.name,
  mailToken: personalSettings.mailToken,
  digestEnabled: personalSettings.digestEnabled,
  remindersEnabled: personalSettings.remindersEnabled,
  digestWeekday: personalSettings.digestWeekday,
  digestHour: personalSettings.digestHour,
};

const venueName = sql<
  string | null
>`coalesce(nullif(trim(${venues.multipleLocationsLabel}), ''), nullif(trim(${venues.nickname}), ''), ${venues.name})`;

export function createMailRepo(db: Db) {
  /** The visitor's saved dates matching `where` (reminders): published, not canceled, not open hours. */
  async function savedDates(userId: string, where: SQL): Promise<MailDate[]> {
    const rows = await db
      .select({
        eventDateId: eventDates.id,
        eventName: events.name,
        eventSlug: events.slug,
        category: eventDates.category,
        label: eventDates.label,
        start: eventDates.start,
        end: eventDates.end,
        venueName,
      })
      .from(saves)
      .innerJoin(events, eq(events.id, saves.eventId))
      .innerJoin(eventDates, eq(eventDates.eventId, saves.eventId))
      .leftJoin(venues, eq(venues.id, eventDates.venueId))
      .where(
        and(
          eq(saves.userId, userId),
          where,
          eq(events.status, "published"),
          eq(eventDates.isCanceled, false),
          ne(eventDates.category, "hours"),
        ),
      );
    return rows.map((r) => ({
      ...r,
      reasons: [{ kind: "saved" as const, target: null, name: "Saved" }],
    }));
  }

  return {
    /** Digest-enabled visitors whose Chicago weekday is one of these. */
    async digestCandidates(weekdays: number[]): Promise<Recipient[]> {
      if (!weekdays.length) return [];
      return db
        .select(recipientColumns)
        .from(personalSettings)
        .innerJoin(user, eq(user.id, personalSettings.userId))
        .where(
          and(
            eq(personalSettings.digestEnabled, true),
            inArray(personalSettings.digestWeekday, weekdays),
          ),
        );
    },

    async recipient(userId: string): Promise<Recipient | null> {
      const [row] = await db
        .select(recipientColumns)
        .from(personalSettings)
        .innerJoin(user, eq(user.id, personalSettings.userId))
        .where(eq(personalSettings.userId, userId));
      return row ?? null;
    },

    /**
     * Saved dates of visitors with reminders on that start, or (runs) end,
     * in (now, until): published, not canceled, not open hours.
     */
    async reminderCandidates(now: Date, until: Date): Promise<ReminderCandidate[]> {
      return db
        .select({
          userId: saves.userId,
          eventDateId: eventDates.id,
          savedAt: saves.createdDate,
          category: eventDates.category,
          start: eventDates.start,
          end: eventDates.end,
        })
        .from(saves)
        .innerJoin(personalSettings, eq(personalSettings.userId, saves.userId))
        .innerJoin(events, eq(events.id, saves.eventId))
        .innerJoin(eventDates, eq(eventDates.eventId, saves.eventId))
        .where(
          and(
            eq(personalSettings.remindersEnabled, true),
            eq(events.status, "published"),
            eq(eventDates.isCanceled, false),
            ne(eventDates.category, "hours"),
            or(
              and(gt(eventDates.start, now), lt(eventDates.start, until)),
              and(
                eq(eventDates.category, "ongoing"),
                gt(eventDates.end, now),
                lt(eventDates.end, until),
              ),
            ),
          ),
        );
    },

    /** One date, if the visitor still has its event saved. */
    async savedDate(userId: string, eventDateId: string): Promise<MailDate | null> {
      const [row] = await savedDates(userId, eq(eventDates.id, eventDateId));
      return row ?? null;
    },

    /** Writes mail preferences; null when `version` is given and stale. */
    async updatePrefs(
      userId: string,
      patch: Partial<
        Pick<SettingsRow, "digestEnabled" | "digestWeekday" | "digestHour" | "remindersEnabled">
      >,
      version?: number,
    ): Promise<SettingsRow | null> {
      const [row] = await db
        .update(personalSettings)
        .set({ ...patch, modifiedDate: sql`now()`, version: sql`${personalSettings.version} + 1` })
        .where(
          and(
            eq(personalSettings.userId, userId),
            version === undefined ? undefined : eq(personalSettings.version, version),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Turns a list off for whoever holds the token; null for a token we never made. */
    async unsubscribe(token: string, list: MailList): Promise<SettingsRow | null> {
      const [row] = await db
        .update(personalSettings)
        .set({
          ...(list === "digest" ? { digestEnabled: false } : { remindersEnabled: false }),
          modifiedDate: sql`now()`,
          version: sql`${personalSettings.version} + 1`,
        })
        .where(eq(personalSettings.mailToken, token))
        .returning();
      return row ?? null;
    },
  };
}

export type MailRepo = ReturnType<typeof createMailRepo>;
