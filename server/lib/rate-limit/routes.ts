import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../deps.ts";
import type { RateLimiter, RateRule } from "./index.ts";

/**
 * Limits applied by path, per client address, before the handler runs. Other
 * limits live with their service (username checks, the scraper, image
 * import, analytics collect) or in the identity service (sign-in, sign-up,
 * password reset).
 */
export const routeRateRules: Record<string, RateRule> = {
  // Each one asks the payment provider for a session: cheap to ask, not free.
  "/shop/store/create-checkout-session": { name: "checkout", max: 30, windowSeconds: 60 },
  "/shop/tipjar/create-payment-intent": { name: "tip-intent", max: 30, windowSeconds: 60 },
  "/shop/memberships/create-checkout-session": {
    name: "membership-checkout",
    max: 30,
    windowSeconds: 60,
  },
};

/** Throws RateLimitException (429 with Retry-After) once a client used up its path's rule. */
export function routeRateLimits(
  limiter: RateLimiter,
  prefix: string,
  rules: Record<string, RateRule> = routeRateRules,
): MiddlewareHandler<AppEnv> {
  const byPath = new Map(Object.entries(rules).map(([path, rule]) => [`${prefix}${path}`, rule]));
  return async (c, next) => {
    const rule = c.req.method === "POST" ? byPath.get(c.req.path) : undefined;
    if (rule) await limiter.check(rule, c.get("clientIp"));
    await next();
  };
}
