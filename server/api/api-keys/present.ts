import type {
  ApiKeyOut,
  CreatedApiKeyOut,
  StaffApiKeyOut,
} from "../../../core/schemas/api/api-keys.ts";
import type { ApiKeyRow, StaffApiKeyRow } from "./repo.ts";

// Never the secret's hash; the secret itself only in the answer that makes it.

export function presentApiKey(row: ApiKeyRow): ApiKeyOut {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_date: row.createdDate.toISOString(),
    last_used_date: row.lastUsedDate?.toISOString() ?? null,
    revoked_date: row.revokedDate?.toISOString() ?? null,
    requests_30d: row.requests30d,
  };
}

export function presentCreatedApiKey(row: ApiKeyRow, secret: string): CreatedApiKeyOut {
  return { ...presentApiKey(row), secret };
}

export function presentStaffApiKey(row: StaffApiKeyRow): StaffApiKeyOut {
  return {
    ...presentApiKey(row),
    requests_today: row.requestsToday,
    owner: { user_id: row.userId, name: row.ownerName, username: row.ownerUsername },
  };
}
