import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookSignatureError } from "./types.ts";

// The sandbox signs its webhooks the way Stripe does: `t=<unix seconds>,v1=<hex
// HMAC-SHA256 of "t.body">`, checked within a tolerance window.

const TOLERANCE_SECONDS = 300;

export function signPayload(body: string, secret: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

export function verifySignature(
  body: string,
  header: string | undefined,
  secret: string,
  now: Date,
): void {
  if (!header) throw new WebhookSignatureError("The webhook has no signature.");
  const parts = new Map(
    header.split(",").map((kv) => {
      const i = kv.indexOf("=");
      return [kv.slice(0, i).trim(), kv.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get("t"));
  const v1 = parts.get("v1") ?? "";
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) {
    throw new WebhookSignatureError("The webhook signature is malformed.");
  }
  if (Math.abs(now.getTime() / 1000 - t) > TOLERANCE_SECONDS) {
    throw new WebhookSignatureError("The webhook signature is too old.");
  }
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, "hex"))) {
    throw new WebhookSignatureError("The webhook signature does not match.");
  }
}
