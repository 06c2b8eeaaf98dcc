import type * as Out from "../../../core/schemas/api/account.ts";
import type { ProfileRow } from "./repo.ts";
import type { SessionRow } from "./session-repo.ts";

export function presentProfile(row: ProfileRow): Out.Profile {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    avatar_url: row.avatarUrl,
    email: row.email,
    email_verified: row.emailVerified,
    is_superadmin: row.isSuperadmin,
    venue_ids: row.venueIds,
    is_initialized: row.isInitialized,
    created_date: row.createdDate.toISOString(),
    modified_date: row.modifiedDate.toISOString(),
    version: row.version,
  };
}

/** One of the caller's own sign-in sessions, for the account page's list. */
export function presentSession(row: SessionRow, currentId: string | undefined): Out.AccountSession {
  return {
    id: row.id,
    created_date: row.createdAt.toISOString(),
    last_active_date: row.updatedAt.toISOString(),
    expires_date: row.expiresAt.toISOString(),
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    is_current: row.id === currentId,
  };
}

export type AccountSession = Out.AccountSession;
