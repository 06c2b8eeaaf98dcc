import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/migration-status.ts";
import { apiKeyDays, apiKeys } from "../../../db/schema/api-keys.ts";
import { profiles } from "../../../db/schema/profiles.ts";
import { likePattern } from "../../lib/records.ts";

// API keys and their use (decision 063). Days are site days: the request's
// date in America/Chicago, by the database's clock.

const today = sql`(now() at time zone 'America/Chicago')::date`;

/** Requests in the last 30 site days and today, per key. */
const usage = (db: Db) =>
  db
    .select({
      keyId: apiKeyDays.keyId,
      requests30d:
        sql<number>`sum(${apiKeyDays.requests}) filter (where ${apiKeyDays.day} > ${today} - 30)`
          .mapWith(Number)
          .as("requests_30d"),
      requestsToday:
        sql<number>`sum(${apiKeyDays.requests}) filter (where ${apiKeyDays.day} = ${today})`
          .mapWith(Number)
          .as("requests_today"),
    })
    .from(apiKeyDays)
    .groupBy(apiKeyDays.keyId)
    .as("usage");

export const apiKeySortKeys = ["created_date", "last_used_date", "requests_30d"] as const;
export type ApiKeySortKey = (typeof apiKeySortKeys)[number];

export function createApiKeysRepo(db: Db) {
  const used = usage(db);
  const requests30d = sql<number>`coalesce(${used.requests30d}, 0)`.mapWith(Number);
  const requestsToday = sql<number>`coalesce(${used.requestsToday}, 0)`.mapWith(Number);
  const keyColumns = {
    id: apiKeys.id,
    userId: apiKeys.userId,
    name: apiKeys.name,
    prefix: apiKeys.prefix,
    createdDate: apiKeys.createdDate,
    lastUsedDate: apiKeys.lastUsedDate,
    revokedDate: apiKeys.revokedDate,
    requests30d,
    requestsToday,
  };
  const selectKeys = () =>
    db.select(keyColumns).from(apiKeys).leftJoin(used, eq(used.keyId, apiKeys.id));
  const selectWithOwner = () =>
    db
      .select({ ...keyColumns, ownerName: profiles.name, ownerUsername: profiles.username })
      .from(apiKeys)
      .leftJoin(used, eq(used.keyId, apiKeys.id))
      .leftJoin(profiles, eq(profiles.id, apiKeys.userId));
  const sortColumns: Record<ApiKeySortKey, SQL | AnyPgColumn> = {
    created_date: apiKeys.createdDate,
    last_used_date: apiKeys.lastUsedDate,
    requests_30d: requests30d,
  };

  return {
    /** One person's keys, newest first. */
    async listOwn(userId: string) {
      return selectKeys()
        .where(eq(apiKeys.userId, userId))
        .orderBy(desc(apiKeys.createdDate), desc(apiKeys.id));
    },

    async find(id: string) {
      const [row] = await selectKeys().where(eq(apiKeys.id, id));
      return row ?? null;
    },

    async countActive(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedDate)));
      return row?.n ?? 0;
    },

    /**
     * A new key, unless the person already has `max` working ones: the count
     * and the insert are one statement, so two at once cannot both pass it.
     */
    async create(
      key: { userId: string; name: string; prefix: string; secretHash: string },
      max: number,
    ): Promise<string | null> {
      const result = await db.execute(sql`
        insert into ${apiKeys} (user_id, name, prefix, secret_hash)
        select ${key.userId}, ${key.name}, ${key.prefix}, ${key.secretHash}
        where (select count(*) from ${apiKeys}
               where ${apiKeys.userId} = ${key.userId} and ${apiKeys.revokedDate} is null) < ${max}
        returning id`);
      const row = rowsOf<{ id: string }>(result)[0];
      return row?.id ?? null;
    },

    /** Stops a key; a key revoked already keeps its first revoked_date. */
    async revoke(id: string): Promise<void> {
      await db
        .update(apiKeys)
        .set({ revokedDate: sql`coalesce(${apiKeys.revokedDate}, now())` })
        .where(eq(apiKeys.id, id));
    },

    /** The key a secret's hash belongs to, revoked or not. */
    async bySecretHash(hash: string) {
      const [row] = await db
        .select({ id: apiKeys.id, userId: apiKeys.userId, revokedDate: apiKeys.revokedDate })
        .from(apiKeys)
        .where(eq(apiKeys.secretHash, hash));
      return row ?? null;
    },

    /** Counts one request in the key's day and notes when it was last used: one statement. */
    async recordUse(id: string): Promise<void> {
      await db.execute(sql`
        with counted as (
          insert into ${apiKeyDays} (key_id, day, requests) values (${id}, ${today}, 1)
          on conflict (key_id, day) do update set requests = ${apiKeyDays.requests} + 1
        )
        update ${apiKeys} set last_used_date = now() where ${apiKeys.id} = ${id}`);
    },

    /** Every key with its owner, for staff; `query` matches the key's name or prefix or the owner's name or username. */
    async listAll(p: {
      sortBy: ApiKeySortKey;
      sort: "asc" | "desc";
      offset: number;
      limit: number;
      query?: string | undefined;
    }) {
      const order = p.sort === "asc" ? asc : desc;
      const q = p.query ? likePattern(p.query) : null;
      const matching = q
        ? or(
            ilike(apiKeys.name, q),
            ilike(apiKeys.prefix, q),
            ilike(profiles.name, q),
            ilike(profiles.username, q),
          )
        : undefined;
      const rows = await selectWithOwner()
        .where(matching)
        .orderBy(sql`${order(sortColumns[p.sortBy])} nulls last`, desc(apiKeys.id))
        .offset(p.offset)
        .limit(p.limit);
      const [total] = await db
        .select({ n: count() })
        .from(apiKeys)
        .leftJoin(profiles, eq(profiles.id, apiKeys.userId))
        .where(matching);
      return { rows, total: total?.n ?? 0 };
    },

    /** One key with its owner, for staff. */
    async findWithOwner(id: string) {
      const [row] = await selectWithOwner().where(eq(apiKeys.id, id));
      return row ?? null;
    },
  };
}

export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
export type ApiKeyRow = NonNullable<Awaited<ReturnType<ApiKeysRepo["find"]>>>;
export type StaffApiKeyRow = Awaited<ReturnType<ApiKeysRepo["listAll"]>>["rows"][number];
