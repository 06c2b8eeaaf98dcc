import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "../../webhooks/events.ts";
import { idOut, instantOut, stampsOut } from "./common.ts";

// Outgoing webhooks as the v5 API answers (server/api/webhooks/present.ts,
// decision 065).

const endpointExample = {
  id: "5f0c8a2e-7b1d-4c3e-9a6f-2d4b8c1e0f3a",
  url: "https://hooks.example.org/artcal",
  description: "Our gallery's website",
  event_types: ["event.published", "event.updated"],
  venue: { id: "9b1e4c2a-3d5f-4e6a-8b7c-1d2e3f4a5b6c", name: "Lowertown Gallery" },
  enabled: true,
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  created_date: "2026-11-02T15:04:05.000Z",
  modified_date: "2026-11-02T15:04:05.000Z",
  version: 1,
};

export const webhookEndpointOut = z
  .strictObject({
    id: idOut,
    url: z.string().meta({ description: "Where the deliveries are POSTed." }),
    description: z.string(),
    event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    venue: z
      .strictObject({ id: idOut, name: z.string() })
      .nullable()
      .meta({ description: "Only this venue's events and the venue itself; null: everything." }),
    enabled: z.boolean(),
    secret: z.string().meta({
      description:
        "The Standard Webhooks signing secret (`whsec_` and base64): verify each delivery's `webhook-signature` with it.",
    }),
    ...stampsOut,
  })
  .meta({ id: "WebhookEndpoint", example: endpointExample });

const deliveryFields = {
  id: idOut,
  endpoint_id: idOut,
  message_id: z.string().meta({
    description: "The `webhook-id` header: the same on every try and replay of this delivery.",
  }),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(["pending", "delivered", "failed"]).meta({
    description: "pending: a try is due; delivered: a 2xx came back; failed: no try is left.",
  }),
  attempts: z.number().int().min(0),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_date: instantOut.nullable(),
  created_date: instantOut,
  delivered_date: instantOut.nullable(),
};

const deliveryExample = {
  id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
  endpoint_id: endpointExample.id,
  message_id: "msg_2a3b4c5d6e7f4a8b9c0d1e2f3a4b5c6d",
  event_type: "event.updated",
  status: "delivered",
  attempts: 2,
  last_status_code: 200,
  last_error: null,
  next_attempt_date: null,
  created_date: "2026-12-03T18:30:00.000Z",
  delivered_date: "2026-12-03T18:30:12.000Z",
};

export const webhookDeliveryOut = z
  .strictObject(deliveryFields)
  .meta({ id: "WebhookDelivery", example: deliveryExample });

export const webhookAttemptOut = z.strictObject({
  id: idOut,
  status_code: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The receiver's answer; null when none came." }),
  error: z.string().nullable(),
  duration_ms: z.number().int().min(0),
  created_date: instantOut,
});

/** One delivery with what was sent and every try. */
export const webhookDeliveryDetailOut = z
  .strictObject({
    ...deliveryFields,
    payload: z
      .strictObject({
        type: z.enum(WEBHOOK_EVENT_TYPES),
        timestamp: instantOut,
        data: z.record(z.string(), z.unknown()),
      })
      .meta({ description: "The body sent, as the Standard Webhooks spec shapes it." }),
    attempt_log: z.array(webhookAttemptOut),
  })
  .meta({
    id: "WebhookDeliveryDetail",
    example: {
      ...deliveryExample,
      payload: {
        type: "event.updated",
        timestamp: "2026-12-03T18:30:00.000Z",
        data: { id: "7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f", slug: "winter-open-studios" },
      },
      attempt_log: [
        {
          id: "3b4c5d6e-7f8a-4b9c-0d1e-2f3a4b5c6d7e",
          status_code: 503,
          error: "The receiver answered 503.",
          duration_ms: 120,
          created_date: "2026-12-03T18:30:01.000Z",
        },
        {
          id: "4c5d6e7f-8a9b-4c0d-1e2f-3a4b5c6d7e8f",
          status_code: 200,
          error: null,
          duration_ms: 95,
          created_date: "2026-12-03T18:30:12.000Z",
        },
      ],
    },
  });
export type WebhookEndpointOut = z.output<typeof webhookEndpointOut>;
export type WebhookDeliveryOut = z.output<typeof webhookDeliveryOut>;
export type WebhookDeliveryDetailOut = z.output<typeof webhookDeliveryDetailOut>;
