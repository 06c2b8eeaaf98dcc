// The sandbox payment provider has no clock of its own (Stripe does): each
// app process expires its checkouts past their 30 minutes on a timer, so a
// print held by an abandoned checkout is for sale again even when nobody
// tries to buy (decision 046). A session moves from open to expired once,
// so processes sweeping at the same time only find less to do.
import type { Logger } from "../lib/logger.ts";
import type { Services } from "../services.ts";

const SWEEP_MS = 60_000;

export function startSandboxSweep(services: Pick<Services, "sandbox">, logger: Logger): () => void {
  const sandbox = services.sandbox;
  if (!sandbox) return () => {};
  const sweep = setInterval(() => {
    sandbox.expireStaleCheckouts().catch((err: unknown) => {
      logger.warn({ err }, "expiring sandbox checkouts failed; the next sweep tries again");
    });
  }, SWEEP_MS);
  // It does not keep the process alive on shutdown.
  sweep.unref();
  return () => clearInterval(sweep);
}
