import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { conflict, forbidden, notFound, unauthenticated } from "../../../core/errors.ts";
import { createApiKeySchema, MAX_ACTIVE_API_KEYS } from "../../../core/schemas/api-keys.ts";
import { listEnvelope, pageOf, parseListParams } from "../../lib/list-params.ts";
import { type Actor, requireSuperAdmin, requireUser } from "../../lib/policy.ts";
import type { RateLimiter } from "../../lib/rate-limit/index.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import { presentApiKey, presentCreatedApiKey, presentStaffApiKey } from "./present.ts";
import { type ApiKeysRepo, apiKeySortKeys } from "./repo.ts";

// API keys for read access (issue 32, decision 063): made by a signed-in
// person, shown once, kept as a hash; a request with one reads what the
// public reads, under the key's own limit, and is counted per day.

/** What marks a request made with a key (AppEnv's `apiKey`). */
export interface ApiKeyUse {
  id: string;
  userId: string;
}

const keyId = z.uuid();
const SECRET = /^ak_[A-Za-z0-9_-]{32}$/;
/** "ak_" and the secret's first 8 characters: enough to tell keys apart, useless alone. */
const PREFIX_LENGTH = 11;

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");
/** "ak_" + 32 base64url characters (24 random bytes: 192 bits). */
const newSecret = () => `ak_${randomBytes(24).toString("base64url")}`;

export const invalidKeyMessage = "That API key is not valid (revoked or mistyped).";

export function createApiKeysService(deps: {
  repo: ApiKeysRepo;
  limiter: RateLimiter;
  ratePerMinute: number;
}) {
  const { repo, limiter, ratePerMinute } = deps;

  /** The key, when the caller owns it or is staff; 404 otherwise (no telling whose it is). */
  async function findFor(actor: Actor, id: string) {
    const user = requireUser(actor);
    const row = keyId.safeParse(id).success ? await repo.find(id) : null;
    if (!row || (row.userId !== user.userId && !user.isSuperAdmin)) throw notFound("That API key");
    return row;
  }

  return {
    /** GET /account/api-keys: one's own keys, newest first. */
    async listOwn(actor: Actor) {
      const user = requireUser(actor);
      return (await repo.listOwn(user.userId)).map(presentApiKey);
    },

    /** POST /account/api-keys: a new key and its secret, which no later answer shows. */
    async create(actor: Actor, input: unknown) {
      const user = requireUser(actor);
      const { name } = parseOrThrow(createApiKeySchema, input);
      const secret = newSecret();
      const id = await repo.create(
        {
          userId: user.userId,
          name,
          prefix: secret.slice(0, PREFIX_LENGTH),
          secretHash: hashOf(secret),
        },
        MAX_ACTIVE_API_KEYS,
      );
      if (!id) {
        throw conflict(
          `You have ${MAX_ACTIVE_API_KEYS} working API keys, the most one person may have. Revoke one you no longer use, then make the new one.`,
        );
      }
      const row = await repo.find(id);
      if (!row) throw notFound("That API key");
      return presentCreatedApiKey(row, secret);
    },

    /** POST /account/api-keys/id/{id}/revoke: the owner's, or any for staff; twice changes nothing. */
    async revoke(actor: Actor, id: string) {
      const row = await findFor(actor, id);
      await repo.revoke(row.id);
      const revoked = await repo.find(row.id);
      if (!revoked) throw notFound("That API key");
      return presentApiKey(revoked);
    },

    /** GET /security/api-keys/list: every key with its owner and use; `query` searches names and prefixes. */
    async listAll(actor: Actor, query: Record<string, string | undefined>) {
      requireSuperAdmin(actor);
      const params = parseListParams(query, {
        sortable: apiKeySortKeys,
        defaultSortBy: "created_date",
        defaultSort: "desc",
      });
      const { rows, total } = await repo.listAll({ ...pageOf(params), query: params.query });
      return listEnvelope(rows.map(presentStaffApiKey), total, params);
    },

    /** One key with its owner and use, for staff (the back office's key page). */
    async getForStaff(actor: Actor, id: string) {
      requireSuperAdmin(actor);
      const row = keyId.safeParse(id).success ? await repo.findWithOwner(id) : null;
      if (!row) throw notFound("That API key");
      return presentStaffApiKey(row);
    },

    /**
     * A request carrying X-Api-Key: 401 for a key that is unknown or revoked,
     * 403 for anything but a read, 429 past the key's own limit; otherwise the
     * request is counted and the key returned.
     */
    async use(secret: string, method: string): Promise<ApiKeyUse> {
      const key = SECRET.test(secret) ? await repo.bySecretHash(hashOf(secret)) : null;
      if (!key || key.revokedDate) throw unauthenticated(invalidKeyMessage);
      if (method !== "GET" && method !== "HEAD") {
        throw forbidden("API keys read; sign in to change anything.");
      }
      await limiter.check({ name: "api-key", max: ratePerMinute, windowSeconds: 60 }, key.id);
      await repo.recordUse(key.id);
      return { id: key.id, userId: key.userId };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
