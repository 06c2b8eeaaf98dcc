import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { recordColumns, timestamptz } from "./columns.ts";
import { jobs } from "./jobs.ts";
import { venues } from "./places.ts";

// Outgoing webhooks (issue 32 item 4, decision 065): endpoints staff or a
// venue's editors register, what was sent to each, and every try.

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    ...recordColumns(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    /** The event types it receives (event.published …); never empty. */
    eventTypes: text("event_types").array().notNull(),
    /** Only this venue's events and the venue itself; null: everything (staff only). */
    venueId: uuid("venue_id").references(() => venues.id, { onDelete: "cascade" }),
    /** The Standard Webhooks signing secret ("whsec_" + base64): the receiver needs it. */
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    modifiedBy: uuid("modified_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("webhook_endpoints_venue_idx").on(t.venueId),
    check("webhook_endpoints_url_length", sql`char_length(${t.url}) between 8 and 2000`),
  ],
);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The `webhook-id` header: the same on every try and replay, for the receiver's idempotency. */
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The JSON body sent, {type, timestamp, data}. */
    payload: jsonb("payload").notNull(),
    /** pending (a try is due), delivered, failed (no try is left). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    nextAttemptDate: timestamptz("next_attempt_date"),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
    deliveredDate: timestamptz("delivered_date"),
  },
  (t) => [index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdDate)],
);

export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    /** The response's status; null when none came (refused, unreachable, timed out). */
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.createdDate)],
);
