import { z } from "zod";
import {
  accountSessionOut,
  profileOut,
  sessionsEndedOut,
  usernameAvailabilityOut,
  viewerOut,
} from "../../../core/schemas/api/account.ts";
import {
  authenticateSchema,
  initProfileSchema,
  revokeSessionSchema,
  updateProfileSchema,
  usernameCheckSchema,
} from "../../../core/schemas/profile.ts";
import { documented } from "../openapi/operation.ts";

// The account routes as the OpenAPI document describes them.

const tag = "Account";

export const accountDocs = {
  viewer: documented({
    summary: "Who is signed in",
    description:
      "The profile of the visitor signed in by the session cookie, and the event ids they saved and what they follow, for a page after hydration. Both null for a visitor without a session. Never cached.",
    tag,
    access: "public",
    bare: viewerOut,
  }),
  authenticate: documented({
    summary: "Exchange an access token for its profile",
    description:
      "The token goes in the body, not in an Authorization header. The profile is made, uninitialized, the first time a user is seen. A token that is not valid, or whose session ended, is a 401.",
    tag,
    access: "public",
    results: profileOut,
    body: authenticateSchema,
    also: [401],
  }),
  initProfile: documented({
    summary: "Complete one's profile",
    description: "Sets the username (unique in any case) and the name.",
    tag,
    access: "signed-in",
    results: profileOut,
    body: initProfileSchema,
    conflict: true,
  }),
  isUsernameAvailable: documented({
    summary: "Whether a username is free",
    description:
      "Case-insensitive; one's own username counts as available. A username that breaks the rules is a 400.",
    tag,
    access: "public",
    results: usernameAvailabilityOut,
    body: usernameCheckSchema,
    limited: true,
  }),
  sessions: documented({
    summary: "One's sign-in sessions",
    description: "The caller's live sessions, most recently active first.",
    tag,
    access: "signed-in",
    results: z.array(accountSessionOut),
  }),
  revokeSession: documented({
    summary: "End one of one's sessions",
    description: "Signs that device out: its access tokens stop working at once.",
    tag,
    access: "signed-in",
    results: sessionsEndedOut,
    body: revokeSessionSchema,
    notFound: true,
  }),
  revokeOtherSessions: documented({
    summary: "End all of one's other sessions",
    description: "Signs out every device but the one this token belongs to.",
    tag,
    access: "signed-in",
    results: sessionsEndedOut,
  }),
  updateProfile: documented({
    summary: "Change one's profile",
    description:
      "Send only the fields to change, with the `version` you read. A username someone else has is a 409.",
    tag,
    access: "signed-in",
    results: profileOut,
    body: updateProfileSchema,
    conflict: true,
  }),
};
