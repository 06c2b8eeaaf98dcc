import { ApiError } from "../../../core/errors.ts";
import type { Db } from "../../../db/client.ts";
import { createRateLimitRepo } from "./repo.ts";

export interface RateRule {
  /** What is limited, e.g. "username-check". */
  name: string;
  max: number;
  windowSeconds: number;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Fixed-window limits kept in PostgreSQL, so they hold across every app server. */
export function createRateLimiter(db: Db) {
  const repo = createRateLimitRepo(db);
  return {
    /** Throws RateLimitException (429) once `client` has used up `rule` in this window. */
    async check(rule: RateRule, client: string): Promise<void> {
      const { count, windowStart } = await repo.hit(`${rule.name}:${client}`, rule.windowSeconds);
      if (count > rule.max) {
        const retryAfter = Math.max(
          1,
          Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000),
        );
        throw new ApiError(
          "RateLimitException",
          `Too many attempts. Please wait ${retryAfter} seconds and try again.`,
          undefined,
          { retryAfter },
        );
      }
    },
  };
}
