import type { Db } from "../../db/client.ts";
import { createWebhooksRepo } from "../../server/api/webhooks/repo.ts";
import { BENCH_CLOCK } from "../scales.ts";

// Outgoing webhooks for the staff scenarios (decision 065): three endpoints
// and a log of 300 deliveries, most delivered at once, some after a retry,
// a few failed, as a busy month leaves them.

export const BENCH_DELIVERIES = 300;
const TYPES = ["event.published", "event.updated", "event.canceled", "event.deleted"] as const;

export async function ensureBenchWebhooks(db: Db): Promise<void> {
  const repo = createWebhooksRepo(db);
  if ((await repo.countEndpoints()) > 0) return;
  const ids: string[] = [];
  for (const [i, host] of ["gallery.example.org", "news.example.org", "app.example.org"].entries())
    ids.push(
      await repo.insertEndpoint({
        url: `https://${host}/hooks/artcal`,
        description: `Bench receiver ${i + 1}`,
        eventTypes: [...TYPES],
        secret: `whsec_${Buffer.from(`bench-secret-${i}-padding-24b`).toString("base64")}`,
      }),
    );
  const start = Date.parse(BENCH_CLOCK) - 30 * 86_400_000;
  for (let n = 0; n < BENCH_DELIVERIES; n++) {
    const at = new Date(start + n * 8_640_000);
    const type = TYPES[n % TYPES.length]!;
    const [d] = await repo.insertDeliveries([
      {
        endpointId: ids[n % ids.length]!,
        messageId: `msg_bench${String(n).padStart(27, "0")}`,
        eventType: type,
        payload: { type, timestamp: at.toISOString(), data: { id: `bench-${n}` } },
      },
    ]);
    const tries = n % 10 === 0 ? 8 : n % 4 === 0 ? 2 : 1;
    for (let k = 1; k <= tries; k++) {
      const last = k === tries;
      const ok = last && tries < 8;
      await repo.recordAttempt(
        d!.id,
        {
          statusCode: ok ? 200 : 503,
          error: ok ? null : "The receiver answered 503.",
          durationMs: 40 + (n % 50),
          at: new Date(at.getTime() + k * 10_000),
        },
        { status: ok ? "delivered" : last ? "failed" : "pending", nextAttemptDate: null },
      );
    }
  }
}
