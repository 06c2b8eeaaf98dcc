import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "../webhooks/events.ts";
import { partialUpdate, version } from "./fields.ts";

/** How many endpoints the site keeps in all: each costs a request per change. */
export const MAX_WEBHOOK_ENDPOINTS = 50;

const typesMessage = `Pick at least one of: ${WEBHOOK_EVENT_TYPES.join(", ")}.`;

/** POST /webhooks/endpoints (and the back office's form): where to send which changes. */
export const webhookEndpointSchema = z
  .object({
    url: z
      .string({ error: "Enter the address to send to, starting with https://." })
      .trim()
      .max(2000, "Use at most 2000 characters.")
      .regex(/^https?:\/\/[^\s]+$/i, "Enter the address to send to, starting with https://."),
    description: z.string().trim().max(500, "Use at most 500 characters.").default(""),
    event_types: z
      .array(z.enum(WEBHOOK_EVENT_TYPES, { error: typesMessage }), { error: typesMessage })
      .min(1, typesMessage)
      .transform((types) => [...new Set(types)]),
    /** Only this venue's events and the venue itself; absent or null: every one (staff only). */
    venue_id: z.uuid("Use a valid venue id.").nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .strict();
export type WebhookEndpointInput = z.infer<typeof webhookEndpointSchema>;

/** PUT /webhooks/endpoints/id/{id}: any of the fields, and the version read. */
export const webhookEndpointUpdateSchema = partialUpdate(webhookEndpointSchema)
  .extend({ version })
  .strict();
