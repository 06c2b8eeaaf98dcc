import type {
  WebhookDeliveryDetailOut,
  WebhookDeliveryOut,
  WebhookEndpointOut,
} from "../../../core/schemas/api/webhooks.ts";
import type { WebhookEventType } from "../../../core/webhooks/events.ts";
import type { AttemptRow, DeliveryRow, EndpointRow } from "./repo.ts";

export function presentEndpoint(r: EndpointRow): WebhookEndpointOut {
  return {
    id: r.id,
    url: r.url,
    description: r.description,
    event_types: r.eventTypes as WebhookEventType[],
    venue: r.venueId ? { id: r.venueId, name: r.venueName ?? "" } : null,
    enabled: r.enabled,
    secret: r.secret,
    created_date: r.createdDate.toISOString(),
    modified_date: r.modifiedDate.toISOString(),
    version: r.version,
  };
}

export function presentDelivery(r: DeliveryRow): WebhookDeliveryOut {
  return {
    id: r.id,
    endpoint_id: r.endpointId,
    message_id: r.messageId,
    event_type: r.eventType as WebhookEventType,
    status: r.status as WebhookDeliveryOut["status"],
    attempts: r.attempts,
    last_status_code: r.lastStatusCode,
    last_error: r.lastError,
    next_attempt_date: r.nextAttemptDate?.toISOString() ?? null,
    created_date: r.createdDate.toISOString(),
    delivered_date: r.deliveredDate?.toISOString() ?? null,
  };
}

export function presentDeliveryDetail(
  r: DeliveryRow,
  tries: AttemptRow[],
): WebhookDeliveryDetailOut {
  return {
    ...presentDelivery(r),
    payload: r.payload as WebhookDeliveryDetailOut["payload"],
    attempt_log: tries.map((a) => ({
      id: a.id,
      status_code: a.statusCode,
      error: a.error,
      duration_ms: a.durationMs,
      created_date: a.createdDate.toISOString(),
    })),
  };
}
