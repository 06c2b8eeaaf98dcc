import type { Profile } from "../../../core/schemas/profile.ts";
import type { ProfileRow } from "./repo.ts";

export function presentProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    avatar_url: row.avatarUrl,
    email: row.email,
    email_verified: row.emailVerified,
    is_superadmin: row.isSuperadmin,
    is_initialized: row.isInitialized,
    created_date: row.createdDate.toISOString(),
    modified_date: row.modifiedDate.toISOString(),
    version: row.version,
  };
}
