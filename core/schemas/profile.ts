import { z } from "zod";

// DOMAIN.md "Profile": usernames are 3–30 of a-z 0-9 _ -, unique without
// regard to case. We store them lower-case; people may type capitals.

export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  "about",
  "account",
  "admin",
  "administrator",
  "api",
  "artcal",
  "auth",
  "calendar",
  "contact",
  "events",
  "help",
  "login",
  "logout",
  "mail",
  "me",
  "moderator",
  "null",
  "root",
  "security",
  "settings",
  "shop",
  "signin",
  "sign-in",
  "signout",
  "sign-out",
  "signup",
  "sign-up",
  "staff",
  "superadmin",
  "support",
  "system",
  "tcart",
  "undefined",
  "venues",
  "webmaster",
  "written",
  "www",
]);

export const usernameSchema = z
  .string({ message: "Choose a username." })
  .trim()
  .toLowerCase()
  .min(3, "Use at least 3 characters.")
  .max(30, "Use at most 30 characters.")
  .regex(/^[a-z0-9_-]+$/, "Use only letters, numbers, _ and -.")
  .refine((u) => !RESERVED_USERNAMES.has(u), "That username is reserved. Please choose another.");

export const displayNameSchema = z
  .string({ message: "Enter your name." })
  .trim()
  .min(1, "Enter your name.")
  .max(80, "Use at most 80 characters.");

export const AVATAR_URL_MESSAGE =
  "Use a web address starting with https://, or upload a picture instead.";
/** A secure web address (never http:, whose picture would be mixed content), or one of our uploads. */
const isAvatarAddress = (v: string) => {
  if (/^\/files\/\S+$/.test(v)) return true;
  if (!/^https:\/\/\S+$/i.test(v)) return false;
  return URL.canParse(v) && new URL(v).hostname !== "";
};

export const avatarUrlSchema = z
  .string()
  .trim()
  .max(2000, "That address is too long.")
  .refine((v) => v === "" || isAvatarAddress(v), { message: AVATAR_URL_MESSAGE })
  .transform((v) => (v === "" ? null : v));

export const initProfileSchema = z.object({
  username: usernameSchema,
  name: displayNameSchema,
});

export const updateProfileSchema = z
  .object({
    username: usernameSchema.optional(),
    name: displayNameSchema.optional(),
    avatar_url: avatarUrlSchema.nullable().optional(),
    version: z.number().int().positive().optional(),
  })
  .strict();

export const usernameCheckSchema = z.object({ username: z.string().max(100) });

export const authenticateSchema = z.object({
  token: z.string({ message: "Send the access token." }).min(1, "Send the access token.").max(4096),
});

export const revokeSessionSchema = z
  .object({ session_id: z.uuid("Choose one of your sessions.") })
  .strict();

export const setSuperadminSchema = z
  .object({
    is_superadmin: z.boolean({ message: "Use true or false." }),
    version: z.number().int().positive().optional(),
  })
  .strict();

/** A profile as the API returns it. */
export interface Profile {
  id: string;
  username: string | null;
  name: string | null;
  avatar_url: string | null;
  email: string;
  email_verified: boolean;
  is_superadmin: boolean;
  /** The venues this person edits (decision 056): with any, the back office shows them those. */
  venue_ids: string[];
  is_initialized: boolean;
  created_date: string;
  modified_date: string;
  version: number;
}
