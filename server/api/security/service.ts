import { z } from "zod";
import { conflict, notFound } from "../../../core/errors.ts";
import { setSuperadminSchema } from "../../../core/schemas/profile.ts";
import { listEnvelope, pageOf, parseListParams, sortKeys } from "../../lib/list-params.ts";
import { type Actor, requireSuperAdmin } from "../../lib/policy.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import { presentProfile } from "../account/present.ts";
import { type ProfileRepo, userSortColumns } from "../account/repo.ts";
import type { SessionRepo } from "../account/session-repo.ts";

const userId = z.uuid();
const sortable = sortKeys(userSortColumns);

export function createSecurityService(deps: { profiles: ProfileRepo; sessions: SessionRepo }) {
  const { profiles, sessions } = deps;

  async function find(id: string) {
    const row = userId.safeParse(id).success ? await profiles.findById(id) : null;
    if (!row) throw notFound("That user");
    return row;
  }

  return {
    /** GET /security/users/list: sort_by default name; query matches name, username or email. */
    async listUsers(actor: Actor, query: Record<string, string | undefined>) {
      requireSuperAdmin(actor);
      const params = parseListParams(query, {
        sortable,
        defaultSortBy: "name",
        defaultSort: "asc",
      });
      const { rows, total } = await profiles.list({
        ...(params.query ? { query: params.query } : {}),
        ...pageOf(params),
      });
      return listEnvelope(rows.map(presentProfile), total, params);
    },

    async getUser(actor: Actor, id: string) {
      requireSuperAdmin(actor);
      return presentProfile(await find(id));
    },

    /**
     * POST /security/users/id/{id}/revoke-sessions: signs the user out
     * everywhere; their access tokens stop working on the next request.
     */
    async revokeSessions(actor: Actor, id: string) {
      requireSuperAdmin(actor);
      const target = await find(id);
      return { ended: await sessions.endAll(target.id) };
    },

    /** Grant or revoke superadmin; nobody can revoke the role from the last superadmin. */
    async setSuperadmin(actor: Actor, id: string, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const { is_superadmin, version } = parseOrThrow(setSuperadminSchema, input);
      const target = await find(id);
      if (!is_superadmin && target.isSuperadmin && (await profiles.countSuperadmins()) <= 1) {
        throw conflict(
          admin.userId === target.id
            ? "You are the only superadmin. Grant the role to someone else before giving it up."
            : "This is the only superadmin left.",
        );
      }
      const updated = await profiles.update(target.id, { isSuperadmin: is_superadmin }, version);
      if (!updated) throw conflict("This user was changed elsewhere. Reload and try again.");
      return presentProfile(updated);
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
