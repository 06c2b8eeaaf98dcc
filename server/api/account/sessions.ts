import { notFound, unauthenticated } from "../../../core/errors.ts";
import { type Profile, revokeSessionSchema } from "../../../core/schemas/profile.ts";
import type { Identity } from "../../lib/auth/identity.ts";
import { type Actor, anonymous, requireUser } from "../../lib/policy.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import { type AccountSession, presentProfile, presentSession } from "./present.ts";
import type { ProfileRepo } from "./repo.ts";
import type { SessionRepo } from "./session-repo.ts";

export interface Viewer {
  actor: Actor;
  profile: Profile | null;
}

/**
 * Who is looking at a page (read from the session cookie: pages are
 * server-rendered), and the signed-in person's own sessions: the account
 * page lists them and ends one, or all but this one.
 */
export function createSessionService(deps: {
  identity: Identity;
  profiles: ProfileRepo;
  sessions: SessionRepo;
}) {
  const { sessions } = deps;
  return {
    async viewer(headers: Headers): Promise<Viewer> {
      const session = await deps.identity.api.getSession({ headers }).catch(() => null);
      if (!session) return { actor: anonymous, profile: null };
      const row =
        (await deps.profiles.findById(session.user.id)) ??
        (await deps.profiles.ensure(session.user.id, session.user.name));
      if (!row) return { actor: anonymous, profile: null };
      return {
        actor: {
          kind: "user",
          userId: row.id,
          isSuperAdmin: row.isSuperadmin,
          venueIds: row.venueIds,
          sessionId: session.session.id,
        },
        profile: presentProfile(row),
      };
    },

    /** GET /account/sessions: the caller's live sessions, most recently active first. */
    async list(actor: Actor): Promise<AccountSession[]> {
      const user = requireUser(actor);
      const rows = await sessions.listForUser(user.userId);
      return rows.map((r) => presentSession(r, user.sessionId));
    },

    /** POST /account/sessions/revoke {session_id}: signs one of the caller's devices out. */
    async revoke(actor: Actor, input: unknown) {
      const user = requireUser(actor);
      const { session_id } = parseOrThrow(revokeSessionSchema, input);
      if (!(await sessions.end(user.userId, session_id))) throw notFound("That session");
      return { ended: 1 };
    },

    /** POST /account/sessions/revoke-others: signs out every device but the caller's own. */
    async revokeOthers(actor: Actor) {
      const user = requireUser(actor);
      // Without knowing "this" session, ending all others would end this one too.
      if (!user.sessionId) throw unauthenticated("Sign in again to end your other sessions.");
      return { ended: await sessions.endAll(user.userId, user.sessionId) };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
