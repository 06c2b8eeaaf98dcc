import { z } from "zod";
import { FOLLOW_KINDS } from "../../personal/follows.ts";
import { accountSessionOut } from "./account.ts";
import { eventCardOut } from "./calendar.ts";
import { idOut, instantOut, text, versionOut } from "./common.ts";
import { cents, fulfillmentOut, orderLineOut, shippingAddressOut } from "./shop.ts";

// One's own saves, follows, mail preferences, calendar feed and data as the
// v5 API answers (server/api/personal: service.ts, present.ts, mail.ts,
// for-you.ts, privacy.ts). Signed-in callers see only their own.

const followKind = z.enum(FOLLOW_KINDS);
const followTarget = z
  .string()
  .meta({ description: "A venue's or city's id, a date category's key, or a tag." });

const cardExample = {
  id: "c4a1e9d2-6b3f-4e8a-9d71-0f2e3a4b5c6d",
  category: "reception",
  type: "timed",
  label: "Opening Reception",
  start: "2026-12-05T00:00:00.000Z",
  end: "2026-12-05T03:00:00.000Z",
  is_canceled: false,
  venue: {
    id: "6f1d2b7e-8c4a-4b9e-a1f0-3c2d4e5f6a7b",
    name: "Northern Light Gallery",
    nickname: null,
    type: "gallery",
    city: { name: "Minneapolis" },
    multiple_locations_label: null,
  },
  event: {
    id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
    name: "Winter Light",
    slug: "winter-light",
    featured: false,
  },
  image: null,
  is_free: true,
};

/** GET /account/saves: the saved events' dates, upcoming first, past ones apart. */
export const savedEventsOut = z
  .strictObject({
    upcoming: z
      .array(eventCardOut)
      .meta({ description: "Every date still to come or on, soonest first." }),
    past: z.array(eventCardOut).meta({
      description: "One card per saved event whose dates are all over, latest ended first.",
    }),
    total: z.number().int().min(0).meta({ description: "How many events are saved." }),
  })
  .meta({ id: "SavedEvents", example: { upcoming: [cardExample], past: [], total: 1 } });

export const saveStateOut = z.strictObject({ event_id: idOut, saved: z.boolean() }).meta({
  id: "SaveState",
  example: { event_id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", saved: true },
});

/** A follow as the account's list shows it: its name and where it leads. */
export const followOut = z
  .strictObject({
    kind: followKind,
    target: followTarget,
    name: z.string(),
    url: text.meta({ description: "The page it leads to; null when the venue or city is gone." }),
    created_date: instantOut,
  })
  .meta({
    id: "Follow",
    example: {
      kind: "venue",
      target: "6f1d2b7e-8c4a-4b9e-a1f0-3c2d4e5f6a7b",
      name: "Northern Light Gallery",
      url: "/venues/northern-light-gallery",
      created_date: "2026-11-02T19:20:00.000Z",
    },
  });

export const followStateOut = z
  .strictObject({ kind: followKind, target: followTarget, following: z.boolean() })
  .meta({ id: "FollowState", example: { kind: "tag", target: "printmaking", following: true } });

const mailPreferenceFields = {
  digest_enabled: z.boolean(),
  digest_weekday: z
    .number()
    .int()
    .min(0)
    .max(6)
    .meta({ description: "0 = Sunday … 6 = Saturday, Chicago time." }),
  digest_hour: z.number().int().min(0).max(23).meta({ description: "0–23, Chicago time." }),
  reminders_enabled: z.boolean(),
  version: versionOut,
};

export const mailPreferencesOut = z.strictObject(mailPreferenceFields).meta({
  id: "MailPreferences",
  example: {
    digest_enabled: true,
    digest_weekday: 4,
    digest_hour: 9,
    reminders_enabled: false,
    version: 2,
  },
});

export const unsubscribedOut = z
  .strictObject({
    list: z.enum(["digest", "reminders"]),
    unsubscribed: z.literal(true),
  })
  .meta({ id: "Unsubscribed", example: { list: "digest", unsubscribed: true } });

/** The personal calendar feed's addresses and its one setting (decision 052). */
export const calendarFeedOut = z
  .strictObject({
    url: z.string().meta({ description: "The feed's https address; its secret is the only key." }),
    webcal_url: z.string(),
    google_url: z.string(),
    outlook_url: z.string(),
    include_follows: z.boolean(),
    version: versionOut,
  })
  .meta({
    id: "CalendarFeedSettings",
    example: {
      url: "https://artcal.example/feeds/personal/q3Xb9vT0aLmN2pR7sK4wYc8dE1fG6hJ5uI0oZxV3nBk.ics",
      webcal_url:
        "webcal://artcal.example/feeds/personal/q3Xb9vT0aLmN2pR7sK4wYc8dE1fG6hJ5uI0oZxV3nBk.ics",
      google_url:
        "https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fartcal.example%2Ffeeds%2Fpersonal%2Fq3Xb9vT0aLmN2pR7sK4wYc8dE1fG6hJ5uI0oZxV3nBk.ics",
      outlook_url:
        "https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fartcal.example%2Ffeeds%2Fpersonal%2Fq3Xb9vT0aLmN2pR7sK4wYc8dE1fG6hJ5uI0oZxV3nBk.ics&name=Art%20%C2%B7%20Twin%20Cities%20Art%20Calendar",
      include_follows: false,
      version: 1,
    },
  });

/** GET /account/export: everything kept that is the caller's, as one JSON file. */
export const accountExportOut = z
  .strictObject({
    exported_date: instantOut,
    site: z.string(),
    profile: z.strictObject({
      id: idOut,
      email: z.string(),
      email_verified: z.boolean(),
      username: text,
      name: text,
      avatar_url: text,
      is_superadmin: z.boolean(),
      created_date: instantOut,
    }),
    sessions: z.array(accountSessionOut),
    orders: z.array(
      z.strictObject({
        confirmation_id: z.string(),
        created_date: instantOut,
        kind: z.string().meta({ description: "product, tip or membership" }),
        status: z
          .string()
          .meta({ description: "pending, paid, failed, canceled, refunded or partially_refunded" }),
        lines: z.array(orderLineOut),
        amount_total: cents,
        amount_refunded: cents,
        currency: z.string(),
        email: text,
        shipping_address: shippingAddressOut.nullable(),
        fulfillment: fulfillmentOut,
      }),
    ),
    memberships: z.array(
      z.strictObject({
        product: text,
        status: z
          .string()
          .meta({ description: "The payment provider's: active, trialing, past_due, canceled …" }),
        current_period_end: instantOut.nullable(),
        cancel_at_period_end: z.boolean(),
        created_date: instantOut,
      }),
    ),
    saves: z.array(
      z.strictObject({
        event_id: idOut,
        event_name: z.string(),
        event_slug: z.string(),
        saved_date: instantOut,
      }),
    ),
    follows: z.array(
      z.strictObject({ kind: followKind, target: followTarget, created_date: instantOut }),
    ),
    submissions: z.array(
      z.strictObject({
        id: idOut,
        state: z.string().meta({ description: "draft, pending, approved or rejected" }),
        submitted: z.unknown().meta({ description: "The event as they sent it." }),
        reason: text,
        event_id: idOut.nullable(),
        created_date: instantOut,
        submitted_date: instantOut.nullable(),
        reviewed_date: instantOut.nullable(),
      }),
    ),
    settings: z.strictObject({
      ...mailPreferenceFields,
      feed_includes_follows: z.boolean(),
      feed_secret: z.string().meta({ description: "Never the secret itself: a note." }),
    }),
    mails: z.array(
      z.strictObject({
        kind: z.string(),
        subject: z.string(),
        status: z.string().meta({ description: "kept, queued, sending, sent or failed" }),
        created_date: instantOut,
        sent_date: instantOut.nullable(),
      }),
    ),
  })
  .meta({
    id: "AccountExport",
    example: {
      exported_date: "2026-11-21T18:00:00.000Z",
      site: "Twin Cities Art Calendar",
      profile: {
        id: "3d8e2a41-7c5b-4f0e-9a61-2b4c6d8e0f12",
        email: "mia@example.com",
        email_verified: true,
        username: "mia_prints",
        name: "Mia Lopez",
        avatar_url: null,
        is_superadmin: false,
        created_date: "2026-10-02T14:05:00.000Z",
      },
      sessions: [accountSessionOut.meta()?.example],
      orders: [],
      memberships: [],
      saves: [
        {
          event_id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
          event_name: "Winter Light",
          event_slug: "winter-light",
          saved_date: "2026-11-10T21:00:00.000Z",
        },
      ],
      follows: [
        { kind: "category", target: "reception", created_date: "2026-11-02T19:20:00.000Z" },
      ],
      submissions: [],
      settings: {
        digest_enabled: true,
        digest_weekday: 4,
        digest_hour: 9,
        reminders_enabled: false,
        version: 2,
        feed_includes_follows: false,
        feed_secret: "(kept secret: see or regenerate it on your account page)",
      },
      mails: [
        {
          kind: "verification",
          subject: "Confirm your email for Twin Cities Art Calendar",
          status: "sent",
          created_date: "2026-10-02T14:05:00.000Z",
          sent_date: "2026-10-02T14:05:02.000Z",
        },
      ],
    },
  });

export const accountDeletedOut = z
  .strictObject({
    deleted: z.literal(true),
    orders_kept: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Orders kept for the books, without name, email or street." }),
  })
  .meta({ id: "AccountDeleted", example: { deleted: true, orders_kept: 0 } });

export type SavedEvents = z.output<typeof savedEventsOut>;
export type SaveState = z.output<typeof saveStateOut>;
export type Follow = z.output<typeof followOut>;
export type FollowState = z.output<typeof followStateOut>;
export type MailPreferences = z.output<typeof mailPreferencesOut>;
export type Unsubscribed = z.output<typeof unsubscribedOut>;
export type CalendarFeedSettings = z.output<typeof calendarFeedOut>;
export type AccountExport = z.output<typeof accountExportOut>;
export type AccountDeleted = z.output<typeof accountDeletedOut>;
