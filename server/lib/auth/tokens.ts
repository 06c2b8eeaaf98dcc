import { createLocalJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from "jose";
import { unauthenticated } from "../../../core/errors.ts";
import type { Identity } from "./identity.ts";

export interface VerifiedToken {
  userId: string;
  /** The sign-in session that issued the token: the token is good only while it stands. */
  sessionId: string;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
        const { sub, exp, sid } = result.payload;
        // Tokens from before sessions were named in them carry no sid: they are refused (a new one is a fetch away).
        if (!sub || !exp || typeof sid !== "string" || !UUID.test(sid) || !UUID.test(sub)) {
          throw new Error("token without subject, session or expiry");
        }
        return { userId: sub, sessionId: sid, expiresAt: new Date(exp * 1000) };
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
