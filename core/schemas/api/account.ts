import { z } from "zod";
import { FOLLOW_KINDS } from "../../personal/follows.ts";
import { idOut, instantOut, stampsOut, text } from "./common.ts";

// A person's own account as the v5 API answers (server/api/account/present.ts):
// their profile, their sign-in sessions, and who the page's visitor is. Staff
// read the same profile shape (server/api/security).

export const profileOut = z
  .strictObject({
    id: idOut,
    username: text.meta({ description: "Lower-case; null until the profile is completed." }),
    name: text,
    avatar_url: text,
    email: z.string(),
    email_verified: z.boolean(),
    is_superadmin: z.boolean(),
    venue_ids: z
      .array(idOut)
      .meta({ description: "The venues whose events this person edits (decision 056)." }),
    is_initialized: z
      .boolean()
      .meta({ description: "Whether the profile has its username and name." }),
    ...stampsOut,
  })
  .meta({
    id: "Profile",
    example: {
      id: "3d8e2a41-7c5b-4f0e-9a61-2b4c6d8e0f12",
      username: "mia_prints",
      name: "Mia Lopez",
      avatar_url: null,
      email: "mia@example.com",
      email_verified: true,
      is_superadmin: false,
      venue_ids: [],
      is_initialized: true,
      created_date: "2026-10-02T14:05:00.000Z",
      modified_date: "2026-11-18T20:41:00.000Z",
      version: 3,
    },
  });

/** One of the caller's own sign-in sessions (the account page's list). */
export const accountSessionOut = z
  .strictObject({
    id: idOut,
    created_date: instantOut,
    last_active_date: instantOut,
    expires_date: instantOut,
    ip_address: text,
    user_agent: text,
    is_current: z.boolean().meta({ description: "The session this request's token belongs to." }),
  })
  .meta({
    id: "AccountSession",
    example: {
      id: "9b2f4c61-3e8a-4d7b-8c10-5a6e7f8091a2",
      created_date: "2026-11-20T17:12:00.000Z",
      last_active_date: "2026-11-21T09:30:00.000Z",
      expires_date: "2026-12-20T17:12:00.000Z",
      ip_address: "203.0.113.24",
      user_agent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Safari/605.1.15",
      is_current: true,
    },
  });

/** How many sessions a sign-out ended. */
export const sessionsEndedOut = z
  .strictObject({ ended: z.number().int().min(0) })
  .meta({ id: "SessionsEnded", example: { ended: 2 } });

export const usernameAvailabilityOut = z
  .strictObject({ available: z.boolean() })
  .meta({ id: "UsernameAvailability", example: { available: true } });

/**
 * What public pages need after hydration, GET /auth/viewer's `personal`
 * (server/api/personal/service.ts PersonalState).
 */
export const personalStateOut = z
  .strictObject({
    saved_event_ids: z.array(idOut),
    follows: z.array(z.strictObject({ kind: z.enum(FOLLOW_KINDS), target: z.string() })),
  })
  .meta({
    id: "PersonalState",
    example: {
      saved_event_ids: ["1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d"],
      follows: [{ kind: "category", target: "reception" }],
    },
  });

/** GET /auth/viewer: the visitor of a page, by its session cookie. */
export const viewerOut = z
  .strictObject({
    results: profileOut.nullable().meta({ description: "null: no one is signed in." }),
    personal: personalStateOut.nullable().meta({ description: "null: no one is signed in." }),
  })
  .meta({
    id: "Viewer",
    example: {
      results: profileOut.meta()?.example,
      personal: personalStateOut.meta()?.example,
    },
  });

export type Profile = z.output<typeof profileOut>;
export type AccountSession = z.output<typeof accountSessionOut>;
export type SessionsEnded = z.output<typeof sessionsEndedOut>;
export type PersonalState = z.output<typeof personalStateOut>;
