import { randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { type RetryPolicy, retryDelayMs } from "../../../core/jobs/retry.ts";
import type { AllowEntry } from "../../../core/net/address-guard.ts";
import {
  type EventHookState,
  endpointHears,
  eventChangeType,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from "../../../core/webhooks/events.ts";
import type { Db } from "../../../db/client.ts";
import { type JobQueue, PermanentJobError } from "../../lib/jobs/queue.ts";
import type { Logger } from "../../lib/logger.ts";
import { SafeFetchError, safePost } from "../../lib/safe-fetch/index.ts";
import { createWebhooksRepo, type WebhooksRepo } from "./repo.ts";

// How a change becomes deliveries (decision 065): the services tell the
// signals what changed after their write committed; a `webhooks.fanout` job
// builds the body once and makes a delivery per endpoint that listens, each
// with its own `webhooks.deliver` job, which signs it the Standard Webhooks
// way, POSTs it through the SSRF guard, logs the try and, failing, lets the
// queue try again later with backoff.

export const FANOUT_JOB = "webhooks.fanout";
export const DELIVER_JOB = "webhooks.deliver";

/** Tries in all over about 3 hours: 10 s, 20 s, 40 s … capped at an hour between tries. */
export const DELIVERY_RETRY: RetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 10_000,
  maxDelayMs: 3_600_000,
};
const TIMEOUT_MS = 10_000;

/** An event's state as the webhooks read it, with what subscribers are told of a deleted one. */
export type EventSnapshot = EventHookState & {
  venueIds: readonly string[];
  id: string;
  slug: string;
  name: string;
};

interface FanoutPayload {
  type: WebhookEventType;
  subject: "event" | "venue";
  id: string;
  venue_ids: string[];
  /** The body's data when the record is gone (event.deleted). */
  data?: Record<string, unknown>;
}

/** What services call after a write committed. Never throws: a lost signal must not fail a saved write. */
export interface WebhookSignals {
  /** An event was made or changed; `before` is its state before the write (null: it is new). */
  eventChanged(id: string, before: EventSnapshot | null): Promise<void>;
  /** An event left (deleted into the trash): what it was. */
  eventRemoved(before: EventSnapshot): Promise<void>;
  venueUpdated(id: string): Promise<void>;
}

export function createWebhookSignals(deps: {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  /** The event's state now (calendar repo's hookState); null when gone. */
  eventState: (id: string) => Promise<EventSnapshot | null>;
}): WebhookSignals {
  const repo = createWebhooksRepo(deps.db);
  const eventTypes = WEBHOOK_EVENT_TYPES.filter((t) => t.startsWith("event."));

  async function fanout(p: FanoutPayload) {
    await deps.jobs.enqueue(FANOUT_JOB, p);
  }
  const guarded =
    <A extends unknown[]>(what: string, work: (...a: A) => Promise<void>) =>
    async (...a: A) => {
      try {
        await work(...a);
      } catch (err) {
        deps.logger.warn({ err, what }, "webhooks: a change was not queued for delivery");
      }
    };

  return {
    eventChanged: guarded("event", async (id, before) => {
      if (!(await repo.anyListening(eventTypes))) return;
      const after = await deps.eventState(id);
      const type = eventChangeType(before, after);
      if (!type) return;
      if (type === "event.deleted") {
        await fanout(removedFanout(before!));
        return;
      }
      const venueIds = [...new Set([...(before?.venueIds ?? []), ...(after?.venueIds ?? [])])];
      await fanout({ type, subject: "event", id, venue_ids: venueIds });
    }),
    eventRemoved: guarded("event removed", async (before) => {
      if (!eventChangeType(before, null)) return;
      if (!(await repo.anyListening(["event.deleted"]))) return;
      await fanout(removedFanout(before));
    }),
    venueUpdated: guarded("venue", async (id) => {
      if (!(await repo.anyListening(["venue.updated"]))) return;
      await fanout({ type: "venue.updated", subject: "venue", id, venue_ids: [id] });
    }),
  };
}

const removedFanout = (before: EventSnapshot): FanoutPayload => ({
  type: "event.deleted",
  subject: "event",
  id: before.id,
  venue_ids: [...before.venueIds],
  data: { id: before.id, slug: before.slug, name: before.name },
});

/** The body a delivery POSTs: Standard Webhooks' {type, timestamp, data}. */
const body = (type: WebhookEventType, at: Date, data: Record<string, unknown>) => ({
  type,
  timestamp: at.toISOString(),
  data,
});

/** Why a try failed, in the words the delivery log shows. */
function failureOf(err: unknown): { message: string; permanent: boolean } {
  if (err instanceof SafeFetchError) {
    if (err.reason === "not_allowed" || err.reason === "bad_url")
      return {
        message: "The address is not allowed (private, loopback or not http/https).",
        permanent: true,
      };
    if (err.reason === "timeout")
      return { message: `No answer within ${TIMEOUT_MS / 1000} seconds.`, permanent: false };
    if (err.reason === "not_found")
      return { message: "The host name did not resolve.", permanent: false };
    return { message: "The receiver could not be reached.", permanent: false };
  }
  return { message: err instanceof Error ? err.message : String(err), permanent: false };
}

/** The queue's handlers for fanning out and delivering. */
export function registerWebhookJobs(
  jobs: JobQueue,
  deps: {
    db: Db;
    logger: Logger;
    allowList: readonly AllowEntry[];
    userAgent: string;
    /** What the public API answers for the record; null when the public cannot see it (now). */
    publicEvent: (id: string) => Promise<Record<string, unknown> | null>;
    publicVenue: (id: string) => Promise<Record<string, unknown> | null>;
  },
) {
  const repo: WebhooksRepo = createWebhooksRepo(deps.db);

  jobs.register(FANOUT_JOB, async (raw, ctx) => {
    const p = raw as FanoutPayload;
    const endpoints = (await repo.listening(p.type)).filter((e) =>
      endpointHears(e, p.type, p.venue_ids),
    );
    if (!endpoints.length) return;
    const data =
      p.data ??
      (p.subject === "venue" ? await deps.publicVenue(p.id) : await deps.publicEvent(p.id));
    // Unpublished again before this ran: the change that did it announces that.
    if (!data) return;
    const payload = body(p.type, ctx.now, data);
    await queueDeliveries(
      endpoints.map((e) => ({
        endpointId: e.id,
        messageId: `msg_${randomUUID().replaceAll("-", "")}`,
        eventType: p.type,
        payload,
      })),
    );
  });

  /** Deliveries and their jobs, in one transaction. */
  async function queueDeliveries(rows: Parameters<WebhooksRepo["insertDeliveries"]>[0]) {
    await deps.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const made = await repo.insertDeliveries(rows, tx);
      for (const d of made) {
        const jobId = await jobs.enqueue(DELIVER_JOB, { delivery_id: d.id }, {}, tx);
        await repo.setDeliveryJob(d.id, jobId, tx);
      }
    });
  }

  jobs.register(
    DELIVER_JOB,
    async (raw, ctx) => {
      const { delivery_id } = raw as { delivery_id: string };
      const found = await repo.findDelivery(delivery_id);
      if (!found) return; // its endpoint was deleted
      const { delivery, endpoint } = found;
      const started = Date.now();
      const text = JSON.stringify(delivery.payload);
      let statusCode: number | null = null;
      let failure: { message: string; permanent: boolean } | null = null;
      if (!endpoint.enabled) {
        failure = { message: "The endpoint is turned off.", permanent: true };
      } else {
        const signature = new Webhook(endpoint.secret).sign(delivery.messageId, ctx.now, text);
        try {
          const answer = await safePost(
            endpoint.url,
            text,
            {
              "webhook-id": delivery.messageId,
              "webhook-timestamp": String(Math.floor(ctx.now.getTime() / 1000)),
              "webhook-signature": signature,
            },
            { allowList: deps.allowList, timeoutMs: TIMEOUT_MS, userAgent: deps.userAgent },
          );
          statusCode = answer.status;
          if (answer.status < 200 || answer.status > 299)
            failure = { message: `The receiver answered ${answer.status}.`, permanent: false };
        } catch (err) {
          failure = failureOf(err);
        }
      }
      const last = ctx.lastAttempt || Boolean(failure?.permanent);
      await repo.recordAttempt(
        delivery.id,
        {
          statusCode,
          error: failure?.message ?? null,
          durationMs: Date.now() - started,
          at: ctx.now,
        },
        failure
          ? {
              status: last ? "failed" : "pending",
              nextAttemptDate: last
                ? null
                : new Date(ctx.now.getTime() + retryDelayMs(ctx.attempt, DELIVERY_RETRY)),
            }
          : { status: "delivered", nextAttemptDate: null },
      );
      if (failure) {
        const err = failure.permanent
          ? new PermanentJobError(failure.message)
          : new Error(failure.message);
        throw err;
      }
    },
    { retry: DELIVERY_RETRY, leaseMs: 60_000 },
  );

  return {
    /** A delivery again, with the same webhook-id (POST …/replay). */
    async replay(deliveryId: string) {
      await deps.db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const jobId = await jobs.enqueue(DELIVER_JOB, { delivery_id: deliveryId }, {}, tx);
        await repo.setDeliveryJob(deliveryId, jobId, tx);
      });
    },
  };
}

export type WebhookDeliveries = ReturnType<typeof registerWebhookJobs>;
