import { createHmac } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import { createSandboxProvider, type SandboxActions } from "./sandbox.ts";
import { createSandboxRepo } from "./sandbox-repo.ts";
import { createStripeProvider } from "./stripe.ts";
import type { PaymentsProvider } from "./types.ts";

export type { PaymentsProvider } from "./types.ts";

/**
 * The payment provider this process uses: Stripe when its keys are set,
 * else the sandbox, whose test pages are then served under /shop/sandbox/.
 * `deliver` hands the sandbox's signed events to the webhook handler.
 */
export function createPayments(
  config: Config,
  deps: {
    db: Db;
    authSecret: string;
    now: () => Date;
    deliver: (body: string, signature: string) => Promise<void>;
  },
): { provider: PaymentsProvider; sandbox: SandboxActions | null } {
  const p = config.payments;
  if (p.provider === "stripe") {
    return {
      provider: createStripeProvider({
        secretKey: p.secretKey,
        webhookSecret: p.webhookSecret,
        publishableKey: p.publishableKey,
        automaticTax: p.automaticTax,
      }),
      sandbox: null,
    };
  }
  const sandbox = createSandboxProvider({
    repo: createSandboxRepo(deps.db),
    secret: sandboxWebhookSecret(deps.authSecret),
    publicUrl: config.publicUrl,
    now: deps.now,
    deliver: deps.deliver,
  });
  return { provider: sandbox.provider, sandbox: sandbox.actions };
}

/** The sandbox's signing key, derived from the app secret: every app server signs and checks alike. */
export const sandboxWebhookSecret = (authSecret: string) =>
  createHmac("sha256", authSecret).update("sandbox-webhooks").digest("hex");
