import { createLocalJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from "jose";
import { unauthenticated } from "../../../core/errors.ts";
import type { Identity } from "./identity.ts";

export interface VerifiedToken {
  userId: string;
  expiresAt: Date;
}

/**
 * Verifies bearer access tokens against the identity service's JWKS, fetched
 * in-process (no network) and refreshed when a token names a key we lack.
 */
export function createTokenVerifier(identity: Identity, origin: string) {
  let keys: JWTVerifyGetKey | null = null;
  const loadKeys = async () => {
    keys = createLocalJWKSet(await identity.api.getJwks());
    return keys;
  };

  async function verifyWith(getKey: JWTVerifyGetKey, token: string) {
    return jwtVerify(token, getKey, { issuer: origin, audience: origin, algorithms: ["EdDSA"] });
  }

  return {
    /** The token's user, or AuthenticationException (401) for a tampered, expired or foreign token. */
    async verify(token: string): Promise<VerifiedToken> {
      try {
        let result: Awaited<ReturnType<typeof verifyWith>>;
        try {
          result = await verifyWith(keys ?? (await loadKeys()), token);
        } catch (err) {
          if (!(err instanceof errors.JWKSNoMatchingKey)) throw err;
          result = await verifyWith(await loadKeys(), token);
        }
        const { sub, exp } = result.payload;
        if (!sub || !exp) throw new Error("token without subject or expiry");
        return { userId: sub, expiresAt: new Date(exp * 1000) };
      } catch (err) {
        if (err instanceof errors.JWTExpired) {
          throw unauthenticated("Your session has expired. Please sign in again.");
        }
        throw unauthenticated("The access token is not valid. Please sign in again.");
      }
    },
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
