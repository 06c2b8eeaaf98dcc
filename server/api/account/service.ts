import { conflict, notFound, unauthenticated } from "../../../core/errors.ts";
import {
  authenticateSchema,
  initProfileSchema,
  type Profile,
  updateProfileSchema,
  usernameCheckSchema,
  usernameSchema,
} from "../../../core/schemas/profile.ts";
import type { TokenVerifier, VerifiedToken } from "../../lib/auth/tokens.ts";
import { type Actor, requireUser, type UserActor } from "../../lib/policy.ts";
import type { RateLimiter } from "../../lib/rate-limit/index.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import { presentProfile } from "./present.ts";
import type { ProfilePatch, ProfileRepo } from "./repo.ts";
import type { SessionRepo } from "./session-repo.ts";

export const SESSION_ENDED = "You were signed out. Please sign in again.";
export const USERNAME_TAKEN = "That username is taken. Please choose a different username.";
const usernameCheckRule = { name: "username-check", max: 30, windowSeconds: 60 };

export function createAccountService(deps: {
  profiles: ProfileRepo;
  sessions: SessionRepo;
  tokens: TokenVerifier;
  limiter: RateLimiter;
}) {
  const { profiles, sessions, tokens, limiter } = deps;

  async function ownProfile(actor: Actor) {
    const user = requireUser(actor);
    const row = await profiles.findById(user.userId);
    if (!row) throw unauthenticated("Your account no longer exists.");
    return row;
  }

  async function save(id: string, patch: ProfilePatch, version?: number): Promise<Profile> {
    if (patch.username && (await profiles.usernameTaken(patch.username, id)))
      throw conflict(USERNAME_TAKEN);
    const updated = await profiles.update(id, patch, version);
    if (updated) return presentProfile(updated);
    if (await profiles.findById(id)) {
      throw conflict("Your profile was changed elsewhere. Reload it and try again.");
    }
    throw notFound("That profile");
  }

  /**
   * Resolves a verified token to an actor with their current role; 401 once
   * its session has ended (signed out, revoked, password changed), so the
   * token stops working at once on every app server.
   */
  async function actorFor(token: VerifiedToken): Promise<UserActor> {
    const live = await sessions.liveRole(token.sessionId, token.userId);
    if (!live) throw unauthenticated(SESSION_ENDED);
    return {
      kind: "user",
      userId: token.userId,
      isSuperAdmin: live.isSuperadmin,
      venueIds: live.venueIds,
      sessionId: token.sessionId,
    };
  }

  return {
    actorFor,

    /** POST /auth/authenticate: the token's profile, created uninitialized on first sight. */
    async authenticate(input: unknown): Promise<Profile> {
      const { token } = parseOrThrow(authenticateSchema, input);
      const verified = await tokens.verify(token);
      const { userId } = await actorFor(verified);
      const row = (await profiles.findById(userId)) ?? (await ensureProfile(userId));
      return presentProfile(row);
    },

    async initProfile(actor: Actor, input: unknown): Promise<Profile> {
      const row = await ownProfile(actor);
      const { username, name } = parseOrThrow(initProfileSchema, input);
      return save(row.id, { username, name, isInitialized: true });
    },

    async updateProfile(actor: Actor, input: unknown): Promise<Profile> {
      const row = await ownProfile(actor);
      const { version, avatar_url, ...rest } = parseOrThrow(updateProfileSchema, input);
      const patch: ProfilePatch = { ...rest };
      if (avatar_url !== undefined) patch.avatarUrl = avatar_url;
      if ((patch.username ?? row.username) && (patch.name ?? row.name)) patch.isInitialized = true;
      return save(row.id, patch, version);
    },

    /** Case-insensitive; one's own username counts as available. Rate-limited per client. */
    async isUsernameAvailable(actor: Actor, input: unknown, client: string) {
      await limiter.check(usernameCheckRule, client);
      const { username: raw } = parseOrThrow(usernameCheckSchema, input);
      const username = parseOrThrow(usernameSchema, raw, "username");
      const self = actor.kind === "user" ? actor.userId : undefined;
      return { available: !(await profiles.usernameTaken(username, self)) };
    },
  };

  async function ensureProfile(userId: string) {
    try {
      const row = await profiles.ensure(userId);
      if (row) return row;
    } catch {
      // A foreign-key failure: the user behind a still-valid token was deleted.
    }
    throw unauthenticated("Your account no longer exists.");
  }
}

export type AccountService = ReturnType<typeof createAccountService>;
