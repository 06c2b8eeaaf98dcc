import type { Profile } from "../../../core/schemas/profile.ts";
import type { Identity } from "../../lib/auth/identity.ts";
import { type Actor, anonymous } from "../../lib/policy.ts";
import { presentProfile } from "./present.ts";
import type { ProfileRepo } from "./repo.ts";

export interface Viewer {
  actor: Actor;
  profile: Profile | null;
}

/** Who is looking at a page: read from the session cookie (pages are server-rendered). */
export function createSessionService(deps: { identity: Identity; profiles: ProfileRepo }) {
  return {
    async viewer(headers: Headers): Promise<Viewer> {
      const session = await deps.identity.api.getSession({ headers }).catch(() => null);
      if (!session) return { actor: anonymous, profile: null };
      const row =
        (await deps.profiles.findById(session.user.id)) ??
        (await deps.profiles.ensure(session.user.id, session.user.name));
      if (!row) return { actor: anonymous, profile: null };
      return {
        actor: { kind: "user", userId: row.id, isSuperAdmin: row.isSuperadmin },
        profile: presentProfile(row),
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
