// Which webhook event a change of an event is (issue 32 item 4, decision
// 064). Subscribers see what the public sees: an event enters their world
// when it is published and leaves it when it is deleted or unpublished.

export const WEBHOOK_EVENT_TYPES = [
  "event.published",
  "event.updated",
  "event.canceled",
  "event.deleted",
  "venue.updated",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What of an event decides its webhook type, read before and after a write. */
export interface EventHookState {
  published: boolean;
  /** It has dates and every one of them is canceled. */
  canceled: boolean;
}

/**
 * The type a change from `before` to `after` is announced as (null: a record
 * that did not exist or was gone), or null when subscribers need not hear of
 * it (a draft edited, a draft deleted).
 */
export function eventChangeType(
  before: EventHookState | null,
  after: EventHookState | null,
): WebhookEventType | null {
  const wasPublic = before?.published ?? false;
  if (!after?.published) return wasPublic ? "event.deleted" : null;
  if (!wasPublic) return "event.published";
  if (after.canceled && !before?.canceled) return "event.canceled";
  return "event.updated";
}

/** Whether an endpoint that asked for `types` (and, if scoped, `venueId`) hears this. */
export function endpointHears(
  endpoint: { eventTypes: readonly string[]; venueId: string | null; enabled: boolean },
  type: WebhookEventType,
  venueIds: readonly string[],
): boolean {
  if (!endpoint.enabled || !endpoint.eventTypes.includes(type)) return false;
  return endpoint.venueId === null || venueIds.includes(endpoint.venueId);
}
