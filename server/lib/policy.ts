import { forbidden, unauthenticated } from "../../core/errors.ts";

/** Who is calling: resolved once per request from the bearer token (or the session cookie on pages). */
export type Actor =
  | { kind: "anonymous" }
  | {
      kind: "user";
      userId: string;
      isSuperAdmin: boolean;
      /** The sign-in session the request came with ("this device"), when known. */
      sessionId?: string;
    };

export type UserActor = Extract<Actor, { kind: "user" }>;

export const anonymous: Actor = { kind: "anonymous" };

/** Any signed-in user; 401 AuthenticationException otherwise. */
export function requireUser(actor: Actor): UserActor {
  if (actor.kind !== "user") throw unauthenticated("Please sign in to do that.");
  return actor;
}

/** superAdmin only when the profile's is_superadmin flag is true (spec §6): 401, then 403. */
export function requireSuperAdmin(actor: Actor): UserActor {
  const user = requireUser(actor);
  if (!user.isSuperAdmin) throw forbidden("Only site administrators can do that.");
  return user;
}
