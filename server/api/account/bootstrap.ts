import { randomBytes } from "node:crypto";
import { usernameSchema } from "../../../core/schemas/profile.ts";
import type { Identity } from "../../lib/auth/identity.ts";
import type { ProfileRepo } from "./repo.ts";

export interface AdminRequest {
  email: string;
  password?: string;
  name?: string;
  username?: string;
}

export interface AdminResult {
  userId: string;
  created: boolean;
  /** Set when we generated the password (new account without --password). */
  generatedPassword?: string;
}

/**
 * Creates a superadmin (confirmed email, complete profile) or promotes an
 * existing account. The way in for the first administrator: there is no
 * endpoint for it, by design.
 */
export async function ensureSuperadmin(
  deps: { identity: Identity; profiles: ProfileRepo },
  req: AdminRequest,
): Promise<AdminResult> {
  const email = req.email.trim().toLowerCase();
  let userId = await deps.profiles.findIdByEmail(email);
  let generatedPassword: string | undefined;
  const created = !userId;
  // Generated only for a new account without --password, and shown once.
  if (!userId) {
    if (!req.password) generatedPassword = randomBytes(12).toString("base64url");
    const password = req.password ?? generatedPassword!;
    await deps.identity.api.signUpEmail({
      body: { email, password, name: req.name ?? "Site Admin" },
    });
    userId = await deps.profiles.findIdByEmail(email);
    if (!userId) throw new Error(`could not create ${email}`);
  }
  await deps.profiles.markEmailVerified(userId);
  const profile = await deps.profiles.ensure(userId);
  const username =
    profile?.username ?? (await freeUsername(deps.profiles, req.username ?? email.split("@")[0]!));
  await deps.profiles.update(userId, {
    isSuperadmin: true,
    isInitialized: true,
    username,
    name: profile?.name ?? req.name ?? "Site Admin",
  });
  return { userId, created, ...(generatedPassword ? { generatedPassword } : {}) };
}

/** The wished-for username when it is valid and free, else a numbered variant. */
async function freeUsername(profiles: ProfileRepo, wish: string): Promise<string> {
  const wished = usernameSchema.safeParse(wish);
  const cleaned = wish
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, "")
    .slice(0, 20);
  const base = wished.success ? wished.data : `${cleaned || "staff"}_staff`;
  for (let i = 0; i < 50; i++) {
    const candidate = i === 0 ? base : `${base.slice(0, 26)}${i}`;
    if (usernameSchema.safeParse(candidate).success && !(await profiles.usernameTaken(candidate))) {
      return candidate;
    }
  }
  return `staff_${randomBytes(4).toString("hex")}`;
}
