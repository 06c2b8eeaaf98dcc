import { forbidden, unauthenticated } from "../../core/errors.ts";
import { editsEventAt, editsVenue, type VenueScope } from "../../core/venues/editors.ts";

/** Who is calling: resolved once per request from the bearer token (or the session cookie on pages). */
export type Actor =
  | { kind: "anonymous" }
  | {
      kind: "user";
      userId: string;
      isSuperAdmin: boolean;
      /**
       * The venues this user edits (decision 056), read with the role in the
       * same statement; absent or empty for everyone else.
       */
      venueIds?: readonly string[];
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

/** What the venue rules (core/venues/editors.ts) need of an actor. */
export function venueScope(actor: Actor): VenueScope {
  return actor.kind === "user"
    ? { isSuperAdmin: actor.isSuperAdmin, venueIds: actor.venueIds ?? [] }
    : { isSuperAdmin: false, venueIds: [] };
}

/** A venue editor who is not staff: the services narrow what such a caller may do. */
export const isVenueEditor = (actor: Actor) =>
  actor.kind === "user" && !actor.isSuperAdmin && (actor.venueIds?.length ?? 0) > 0;

/** Staff or an editor of some venue: 401, then 403 (the same words as staff-only writes). */
export function requireStaffOrVenueEditor(actor: Actor): UserActor {
  const user = requireUser(actor);
  if (!user.isSuperAdmin && !isVenueEditor(user))
    throw forbidden("Only site administrators can do that.");
  return user;
}

/** Staff, or an editor of this venue; 401, then 403. */
export function requireVenueEditor(actor: Actor, venueId: string): UserActor {
  const user = requireStaffOrVenueEditor(actor);
  if (!editsVenue(venueScope(user), venueId))
    throw forbidden("You can only edit the venues you are an editor of.");
  return user;
}

/**
 * Staff, or an editor of every one of these venues (an event's, before and
 * after a change); 401, then 403.
 */
export function requireEventEditor(actor: Actor, venueIds: readonly string[]): UserActor {
  const user = requireStaffOrVenueEditor(actor);
  if (!editsEventAt(venueScope(user), [...new Set(venueIds)]))
    throw forbidden("You can only edit events whose every date is at a venue you edit.");
  return user;
}
