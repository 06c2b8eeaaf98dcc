import { z } from "zod";

// Mail preferences (PUT /account/mail-preferences), the one-click
// unsubscribe (POST /mail/unsubscribe?token&list) and the account's deletion
// (DELETE /account). Times are Chicago time.

export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** "9 am", "12 pm (noon)", "12 am (midnight)". */
export function hourLabel(hour: number): string {
  if (hour === 0) return "12 am (midnight)";
  if (hour === 12) return "12 pm (noon)";
  return hour < 12 ? `${hour} am` : `${hour - 12} pm`;
}

export const mailPreferencesSchema = z
  .object({
    digest_enabled: z
      .boolean({ error: "Say whether you want the weekly digest (true or false)." })
      .optional(),
    digest_weekday: z
      .number({ error: "Choose a day of the week (0 Sunday to 6 Saturday)." })
      .int("Choose a day of the week (0 Sunday to 6 Saturday).")
      .min(0, "Choose a day of the week (0 Sunday to 6 Saturday).")
      .max(6, "Choose a day of the week (0 Sunday to 6 Saturday)."),
    digest_hour: z
      .number({ error: "Choose an hour from 0 to 23 (Chicago time)." })
      .int("Choose an hour from 0 to 23 (Chicago time).")
      .min(0, "Choose an hour from 0 to 23 (Chicago time).")
      .max(23, "Choose an hour from 0 to 23 (Chicago time)."),
    reminders_enabled: z.boolean({ error: "Say whether you want reminders (true or false)." }),
    version: z.number().int().positive(),
  })
  .partial()
  .strict();
export type MailPreferencesInput = z.infer<typeof mailPreferencesSchema>;

export const MAIL_LISTS = ["digest", "reminders"] as const;

export const unsubscribeSchema = z.object({
  token: z
    .string({ error: "This unsubscribe link is incomplete: open it from the mail again." })
    .min(1, "This unsubscribe link is incomplete: open it from the mail again.")
    .max(200, "This is not an unsubscribe link we sent."),
  list: z.enum(MAIL_LISTS, { error: "This unsubscribe link names no list of ours." }),
});

export const deleteAccountSchema = z
  .object({
    confirm: z
      .string({ error: "Type your account's email address to confirm." })
      .trim()
      .min(1, "Type your account's email address to confirm.")
      .max(320, "Type your account's email address to confirm."),
  })
  .strict();
