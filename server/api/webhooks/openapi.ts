import {
  webhookDeliveryDetailOut,
  webhookDeliveryOut,
  webhookEndpointOut,
} from "../../../core/schemas/api/webhooks.ts";
import {
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
} from "../../../core/schemas/webhooks.ts";
import { documented } from "../openapi/operation.ts";
import { paging } from "../openapi/parameters.ts";
import { DELIVERY_STATUSES, deliverySortColumns, endpointSortColumns } from "./repo.ts";

// Outgoing webhooks (issue 32 item 4, decision 065) as the OpenAPI document
// describes them.

const tag = "Webhooks";
const delivering =
  "Each change is POSTed as JSON `{type, timestamp, data}` (data: the record as the public API answers it; for event.deleted its id, slug and name) with the Standard Webhooks headers `webhook-id`, `webhook-timestamp` and `webhook-signature` (HMAC-SHA256 with the endpoint's secret). A 2xx answer within 10 seconds delivers it; otherwise it is tried again with backoff, 8 tries over about 3 hours, each try in the delivery log.";
const scope =
  "Staff see and change every endpoint; a venue's editors, those scoped to their venues (others' are a 404).";

export const webhooksDocs = {
  listEndpoints: documented({
    summary: "Webhook endpoints",
    description: `Newest first. ${scope}`,
    tag,
    access: "editor",
    results: webhookEndpointOut,
    list: true,
    query: [...paging(Object.keys(endpointSortColumns)), "query"],
  }),
  createEndpoint: documented({
    summary: "Register a webhook endpoint",
    description: `An https address on a public host (a private, loopback or non-standard-port address is a 400), the event types it wants and, for a venue's editors, one of their venues. Answers with its signing secret. At most 50 endpoints on the site (409 beyond). ${delivering}`,
    tag,
    access: "editor",
    status: 201,
    results: webhookEndpointOut,
    body: webhookEndpointSchema,
    conflict: true,
  }),
  getEndpoint: documented({
    summary: "A webhook endpoint",
    description: `With its signing secret. ${scope}`,
    tag,
    access: "editor",
    results: webhookEndpointOut,
    notFound: true,
    also: [400],
  }),
  updateEndpoint: documented({
    summary: "Change a webhook endpoint",
    description: "Any of its fields; `version` guards against overwriting another's change (409).",
    tag,
    access: "editor",
    results: webhookEndpointOut,
    body: webhookEndpointUpdateSchema,
    notFound: true,
    conflict: true,
  }),
  deleteEndpoint: documented({
    summary: "Delete a webhook endpoint",
    description: "It and its delivery log go; deliveries still due are not sent.",
    tag,
    access: "editor",
    results: webhookEndpointOut,
    notFound: true,
  }),
  listDeliveries: documented({
    summary: "Webhook deliveries",
    description: `The delivery log, newest first: one row a change sent to an endpoint. \`endpoint_id\` and \`status\` filter it; \`query\` matches the event type. ${scope}`,
    tag,
    access: "editor",
    results: webhookDeliveryOut,
    list: true,
    query: [
      ...paging(Object.keys(deliverySortColumns)),
      "query",
      {
        name: "endpoint_id",
        schema: { type: "string", format: "uuid" },
        description: "One endpoint's deliveries.",
      },
      {
        name: "status",
        schema: { type: "string", enum: [...DELIVERY_STATUSES] },
        description: "Only deliveries in this state.",
      },
    ],
  }),
  getDelivery: documented({
    summary: "A webhook delivery",
    description: "The body sent and every try: when, the receiver's status, how long, what failed.",
    tag,
    access: "editor",
    results: webhookDeliveryDetailOut,
    notFound: true,
    also: [400],
  }),
  replay: documented({
    summary: "Send a delivery again",
    description:
      "Queues a new run of tries for it, with the same `webhook-id` (receivers that already handled it can tell) and a fresh timestamp and signature.",
    tag,
    access: "editor",
    results: webhookDeliveryDetailOut,
    notFound: true,
    also: [400],
  }),
};
