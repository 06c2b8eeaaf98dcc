import { conflict, notFound } from "../../../core/errors.ts";
import { venueDisplayName } from "../../../core/listing/cards.ts";
import {
  digestDueAt,
  digestWeek,
  digestWeekdaysAround,
  dueReminders,
  REMINDER_LOOKAHEAD_MS,
  type ReminderWhich,
} from "../../../core/personal/mail-schedule.ts";
import type { MailPreferences } from "../../../core/schemas/api/personal.ts";
import { mailPreferencesSchema, unsubscribeSchema } from "../../../core/schemas/personal-mail.ts";
import type { JobQueue } from "../../lib/jobs/queue.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Mailer } from "../../lib/mail/types.ts";
import { type Actor, requireUser } from "../../lib/policy.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { PersonalDate } from "../calendar/personal-dates.ts";
import type { MailDate, MailRepo } from "./mail-repo.ts";
import { digestMail, reminderMail } from "./mails.ts";
import type { PersonalRepo, SettingsRow } from "./repo.ts";

// A visitor's mails (issue 29 item 5, decision 052): their preferences, the
// one-click unsubscribe, and the jobs that send the weekly digest and the
// reminders. Hourly scans queue one job per mail with a unique key
// (digest:{user}:{week}, reminder:{user}:{date}), so however many app
// processes scan, each mail is queued once; the job claims are SKIP LOCKED.

export const DIGEST_SCAN_JOB = "digest.scan";
export const DIGEST_JOB = "digest.send";
export const REMINDER_SCAN_JOB = "reminder.scan";
export const REMINDER_JOB = "reminder.send";
const HOUR = 3_600_000;

/** The dates one visitor's mails hold: their saves' and follows' in a window. */
export type PersonalDates = (userId: string, from: Date, to: Date) => Promise<MailDate[]>;

/** The calendar's cards of one visitor's dates (saves and follows, with reasons) as mails read them. */
export function mailDatesOf(
  personalDates: (
    userId: string,
    o: { from: Date; to: Date; includeSaves: boolean; includeFollows: boolean; limit?: number },
  ) => Promise<PersonalDate[]>,
): PersonalDates {
  return async (userId, from, to) =>
    (
      await personalDates(userId, {
        from,
        to,
        includeSaves: true,
        includeFollows: true,
        limit: 1000,
      })
    )
      .filter((c) => c.category !== "hours")
      .map((c) => ({
        eventDateId: c.id,
        eventName: c.event.name,
        eventSlug: c.event.slug,
        category: c.category,
        label: c.label,
        start: new Date(c.start),
        end: new Date(c.end),
        venueName: c.venue ? venueDisplayName(c.venue) : null,
        reasons: c.reasons,
      }));
}

export function presentMailPreferences(s: SettingsRow): MailPreferences {
  return {
    digest_enabled: s.digestEnabled,
    digest_weekday: s.digestWeekday,
    digest_hour: s.digestHour,
    reminders_enabled: s.remindersEnabled,
    version: s.version,
  };
}

interface DigestPayload {
  user_id: string;
  due_at: string;
}
interface ReminderPayload {
  user_id: string;
  event_date_id: string;
  which: ReminderWhich;
}

export function createPersonalMail(deps: {
  personal: PersonalRepo;
  mail: MailRepo;
  jobs: JobQueue;
  mailer: Mailer;
  logger: Logger;
  siteName: string;
  publicUrl: string;
  /** The calendar's "for a person" dates (calendar.personalDates, as mailDatesOf gives them). */
  dates: PersonalDates;
}) {
  const { personal, mail, jobs, mailer, dates } = deps;
  const links = (mailToken: string) => ({
    publicUrl: deps.publicUrl,
    siteName: deps.siteName,
    mailToken,
  });

  // Hourly: whose digest hour has come (within the catch-up), one job each.
  jobs.every(DIGEST_SCAN_JOB, HOUR, async (_payload, ctx) => {
    let queued = 0;
    for (const r of await mail.digestCandidates(digestWeekdaysAround(ctx.now))) {
      const due = digestDueAt(ctx.now, r.digestWeekday, r.digestHour);
      if (!due) continue;
      const key = `digest:${r.userId}:${digestWeek(due).key}`;
      const payload: DigestPayload = { user_id: r.userId, due_at: due.toISOString() };
      if (await jobs.enqueue(DIGEST_JOB, payload, { uniqueKey: key })) queued++;
    }
    if (queued) deps.logger.info({ queued }, "digest: queued this hour's digests");
  });

  jobs.register(DIGEST_JOB, async (payload) => {
    const p = payload as DigestPayload;
    const r = await mail.recipient(p.user_id);
    // Turned off (or the account deleted) since it was queued: nothing to send.
    if (!r?.digestEnabled) return;
    const week = digestWeek(new Date(p.due_at));
    const message = digestMail(
      links(r.mailToken),
      r.email,
      await dates(r.userId, week.from, week.to),
      week,
    );
    if (message) await mailer.send(message);
  });

  // Hourly: saved dates whose reminder time has come, one job each.
  jobs.every(REMINDER_SCAN_JOB, HOUR, async (_payload, ctx) => {
    const until = new Date(ctx.now.getTime() + REMINDER_LOOKAHEAD_MS);
    for (const c of await mail.reminderCandidates(ctx.now, until)) {
      for (const r of dueReminders(c, c.savedAt, ctx.now)) {
        const key = `reminder:${c.userId}:${c.eventDateId}${r.which === "closing" ? ":closing" : ""}`;
        const payload: ReminderPayload = {
          user_id: c.userId,
          event_date_id: c.eventDateId,
          which: r.which,
        };
        await jobs.enqueue(REMINDER_JOB, payload, { uniqueKey: key });
      }
    }
  });

  jobs.register(REMINDER_JOB, async (payload, ctx) => {
    const p = payload as ReminderPayload;
    const r = await mail.recipient(p.user_id);
    if (!r?.remindersEnabled) return;
    // Unsaved, canceled or unpublished since: no reminder.
    const d = await mail.savedDate(r.userId, p.event_date_id);
    if (!d) return;
    await mailer.send(reminderMail(links(r.mailToken), r.email, d, p.which, ctx.now));
  });

  return {
    /** GET /account/mail-preferences. */
    async preferences(actor: Actor): Promise<MailPreferences> {
      const user = requireUser(actor);
      return presentMailPreferences(await personal.settings(user.userId));
    },

    /** PUT /account/mail-preferences: the caller's own; a stale version is a 409. */
    async updatePreferences(actor: Actor, input: unknown): Promise<MailPreferences> {
      const user = requireUser(actor);
      const { version, ...p } = parseOrThrow(mailPreferencesSchema, input);
      await personal.settings(user.userId);
      const row = await mail.updatePrefs(
        user.userId,
        {
          ...(p.digest_enabled !== undefined ? { digestEnabled: p.digest_enabled } : {}),
          ...(p.digest_weekday !== undefined ? { digestWeekday: p.digest_weekday } : {}),
          ...(p.digest_hour !== undefined ? { digestHour: p.digest_hour } : {}),
          ...(p.reminders_enabled !== undefined ? { remindersEnabled: p.reminders_enabled } : {}),
        },
        version,
      );
      if (!row)
        throw conflict("Your mail preferences were changed elsewhere. Reload and try again.");
      return presentMailPreferences(row);
    },

    /**
     * POST /mail/unsubscribe?token&list: RFC 8058's one click, no sign-in.
     * The token is the secret of one visitor's mails; one we never made is a 404.
     */
    async unsubscribe(input: unknown) {
      const { token, list } = parseOrThrow(unsubscribeSchema, input);
      const row = await mail.unsubscribe(token, list);
      if (!row) throw notFound("That unsubscribe link");
      return { list, unsubscribed: true };
    },
  };
}

export type PersonalMail = ReturnType<typeof createPersonalMail>;
