import { z } from "zod";
import {
  accountDeletedOut,
  accountExportOut,
  calendarFeedOut,
  followOut,
  followStateOut,
  mailPreferencesOut,
  savedEventsOut,
  saveStateOut,
  unsubscribedOut,
} from "../../../core/schemas/api/personal.ts";
import { calendarFeedUpdateSchema } from "../../../core/schemas/personal-feed.ts";
import {
  deleteAccountSchema,
  MAIL_LISTS,
  mailPreferencesSchema,
} from "../../../core/schemas/personal-mail.ts";
import { documented } from "../openapi/operation.ts";
import type { QueryParam } from "../openapi/parameters.ts";

// One's own saves, follows, mails, calendar feed and data (issue 29) as the
// OpenAPI document describes them.

const tag = "Personal";
const followNote =
  "`kind` is venue, city, category or tag; `target` is the venue's or city's id, the category's key (reception, ongoing, …) or the tag. Another kind, or a target that does not fit it, is a 400.";
const unsubscribeQuery = (required: boolean): QueryParam[] => [
  {
    name: "token",
    schema: { type: "string", maxLength: 200 },
    description: "The secret of one visitor's mails, from the mail's link.",
    required,
  },
  {
    name: "list",
    schema: { type: "string", enum: [...MAIL_LISTS] },
    description: "The mails to stop.",
    required,
  },
];

export const personalDocs = {
  saved: documented({
    summary: "One's saved events",
    description:
      "Every date of the saved, published events as a listing card: upcoming first, soonest first; events whose dates are all over apart, one card each.",
    tag,
    access: "signed-in",
    results: savedEventsOut,
  }),
  save: documented({
    summary: "Save an event",
    description: "A published event; saving it again changes nothing.",
    tag,
    access: "signed-in",
    results: saveStateOut,
    notFound: true,
  }),
  unsave: documented({
    summary: "Forget a saved event",
    description: "Idempotent: an event never saved is simply not saved.",
    tag,
    access: "signed-in",
    results: saveStateOut,
    notFound: true,
  }),
  follows: documented({
    summary: "What one follows",
    description:
      "By kind, each with its name and the page it leads to (null for a venue or city that is gone).",
    tag,
    access: "signed-in",
    results: z.array(followOut),
  }),
  follow: documented({
    summary: "Follow a venue, city, category or tag",
    description: `${followNote} A venue or city that does not exist is a 404.`,
    tag,
    access: "signed-in",
    results: followStateOut,
    notFound: true,
    also: [400],
  }),
  unfollow: documented({
    summary: "Stop following",
    description: `${followNote} Idempotent, and works for a venue that is gone.`,
    tag,
    access: "signed-in",
    results: followStateOut,
    also: [400],
  }),
  mailPreferences: documented({
    summary: "One's mail preferences",
    description: "The weekly digest and the reminders of saved dates.",
    tag,
    access: "signed-in",
    results: mailPreferencesOut,
  }),
  updateMailPreferences: documented({
    summary: "Change one's mail preferences",
    description: "Send only the fields to change, with the `version` you read.",
    tag,
    access: "signed-in",
    results: mailPreferencesOut,
    body: mailPreferencesSchema,
    conflict: true,
  }),
  openUnsubscribe: documented({
    summary: "Open an unsubscribe link",
    description:
      "The List-Unsubscribe address of a mail. Changes nothing (mail scanners follow links): it sends the visitor to the page with the button, with the same query.",
    tag,
    access: "public",
    other: { status: 303, description: "To the unsubscribe page, /mail/unsubscribe?token&list." },
    query: unsubscribeQuery(false),
  }),
  unsubscribe: documented({
    summary: "Unsubscribe in one click",
    description:
      "RFC 8058's one click, without signing in: the mail's token names the visitor. A token we never made is a 404.",
    tag,
    access: "public",
    results: unsubscribedOut,
    query: unsubscribeQuery(true),
    notFound: true,
  }),
  exportData: documented({
    summary: "Download one's data",
    description:
      "Everything kept that is the caller's, as one JSON file (Content-Disposition: attachment), without the envelope. The feed secret and the mail token are left out.",
    tag,
    access: "signed-in",
    bare: accountExportOut,
  }),
  deleteAccount: documented({
    summary: "Delete one's account",
    description:
      "`confirm` is the account's email address. Refused (409) while a membership still bills or a paid order waits to ship; orders are kept for the books without name, email or street.",
    tag,
    access: "signed-in",
    results: accountDeletedOut,
    body: deleteAccountSchema,
    conflict: true,
  }),
  calendarFeed: documented({
    summary: "One's calendar feed",
    description: "The personal feed's addresses (whoever has one reads the feed) and its setting.",
    tag,
    access: "signed-in",
    results: calendarFeedOut,
  }),
  updateCalendarFeed: documented({
    summary: "Change one's calendar feed",
    description: "Whether it holds the dates of what one follows too, with the `version` you read.",
    tag,
    access: "signed-in",
    results: calendarFeedOut,
    body: calendarFeedUpdateSchema,
    conflict: true,
  }),
  regenerateCalendarFeed: documented({
    summary: "Give one's calendar feed a new address",
    description: "The old address is a 404 from now on.",
    tag,
    access: "signed-in",
    results: calendarFeedOut,
  }),
};
