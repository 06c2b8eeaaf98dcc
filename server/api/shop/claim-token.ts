import { createHmac, timingSafeEqual } from "node:crypto";
import type { OrderClaimRow } from "./buyer-repo.ts";

// A claim link's token: the claim's id and an HMAC over what the claim
// stored (account, email, expiry), keyed from the app secret. Without the
// secret nobody can make one, and a claim row changed in the database no
// longer matches its link.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Signed = Pick<OrderClaimRow, "id" | "userId" | "email" | "expiresAt">;

const mac = (secret: string, c: Signed) =>
  createHmac("sha256", secret)
    .update(`order-claim|${c.id}|${c.userId}|${c.email}|${c.expiresAt.toISOString()}`)
    .digest();

export const signClaim = (secret: string, claim: Signed) =>
  `${claim.id}.${mac(secret, claim).toString("base64url")}`;

/** The claim id a token names, or null when it is not of our making's shape. */
export function claimIdOf(token: string): string | null {
  const id = token.split(".")[0] ?? "";
  return UUID.test(id) ? id : null;
}

/** Whether the token's signature is the one this claim was sent with. */
export function signatureMatches(secret: string, claim: Signed, token: string): boolean {
  const given = Buffer.from(token.split(".")[1] ?? "", "base64url");
  const expected = mac(secret, claim);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
