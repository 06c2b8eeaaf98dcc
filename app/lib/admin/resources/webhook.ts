import { webhookEndpointSchema } from "../../../../core/schemas/webhooks.ts";
import { WEBHOOK_EVENT_TYPES } from "../../../../core/webhooks/events.ts";
import type { UserActor } from "../../../../server/lib/policy.ts";
import type { Services } from "../../../../server/services.ts";
import {
  deliveryStateLabel,
  WebhookDeliveryRecord,
  WebhookEndpointBelow,
} from "../../../components/admin/webhook-parts.tsx";
import { defineResource, type EditedResource, type ResourceRecord } from "./types.ts";
import type { Option } from "./venue-kinds.ts";

// Outgoing webhooks (decision 065): endpoints staff register for everything
// or one venue, a venue's editors for theirs; and the delivery log, where a
// delivery's page shows each try and sends it again.

const TYPE_LABELS: Record<string, string> = {
  "event.published": "An event is published",
  "event.updated": "A published event changes",
  "event.canceled": "Every date of an event is canceled",
  "event.deleted": "An event is deleted or unpublished",
  "venue.updated": "A venue changes",
};
const typeOptions = WEBHOOK_EVENT_TYPES.map((value) => ({
  value,
  label: `${TYPE_LABELS[value]} (${value})`,
}));

const venueChoices = async (s: Services, actor: UserActor): Promise<Option[]> =>
  (await s.places.listEditableVenues(actor, { page_size: "100", sort_by: "name" })).results.map(
    (v) => ({ value: v.id, label: v.name }),
  );

/** An endpoint with its latest deliveries, for the part under its form. */
async function withDeliveries(s: Services, actor: UserActor, id: string) {
  const endpoint = await s.outgoingWebhooks.getEndpoint(actor, id);
  const { results } = await s.outgoingWebhooks.listDeliveries(actor, {
    endpoint_id: id,
    page_size: "10",
  });
  return { ...endpoint, venue_id: endpoint.venue?.id ?? null, deliveries: results };
}

const flat = <E extends { id: string; version: number; venue: { id: string } | null }>(e: E) => ({
  ...e,
  venue_id: e.venue?.id ?? null,
});

export const webhook: EditedResource = defineResource({
  key: "webhooks",
  noun: "Webhook endpoint",
  plural: "Webhooks",
  titleOf: (r) => String(r.url),
  schema: webhookEndpointSchema,
  role: "superadmin",
  sections: [
    {
      title: "Where to",
      description:
        "Changes are POSTed as JSON to this address, signed the Standard Webhooks way. It must be a public https address.",
      fields: [
        {
          kind: "text",
          type: "url",
          name: "url",
          label: "Address",
          required: true,
          placeholder: "https://example.org/hooks/artcal",
        },
        { kind: "text", name: "description", label: "What it is for", rows: 2 },
        {
          kind: "select",
          name: "venue_id",
          label: "Venue",
          empty: "Every venue",
          hint: "One venue: only its events and the venue itself.",
          choices: venueChoices,
        },
        { kind: "checkbox", name: "enabled", label: "Sending", default: true },
      ],
    },
    {
      title: "What to send",
      fields: [{ kind: "checkboxes", name: "event_types", label: "Changes", options: typeOptions }],
    },
  ],
  below: WebhookEndpointBelow,
  list: {
    columns: [
      { field: "url", header: "Address", flex: 2 },
      { field: "description", header: "For", flex: 2 },
      {
        field: "venue",
        header: "Venue",
        flex: 1,
        text: (r) => (r.venue as { name: string } | null)?.name ?? "Every venue",
      },
      {
        field: "event_types",
        header: "Changes",
        flex: 2,
        text: (r) => (r.event_types as string[]).join(", "),
      },
      { field: "enabled", header: "Sending", width: 90, text: (r) => (r.enabled ? "Yes" : "No") },
      { field: "created_date", header: "Made", width: 130, sortable: true, date: true },
    ],
    sortable: ["created_date", "modified_date"],
    defaultSort: { by: "created_date", dir: "desc" },
    searchLabel: "Search address or purpose",
  },
  service: {
    list: async (s, q, actor) => {
      const page = await s.outgoingWebhooks.listEndpoints(actor, q);
      return { ...page, results: page.results.map(flat) };
    },
    get: (s, id, actor) => withDeliveries(s, actor, id),
    create: async (s, actor, p) => flat(await s.outgoingWebhooks.createEndpoint(actor, p)),
    update: async (s, actor, id, p) => flat(await s.outgoingWebhooks.updateEndpoint(actor, id, p)),
  },
});

/** A venue editor's: one of their venues, always (the server refuses "every venue"). */
export const webhookForEditors = defineResource({
  ...webhook,
  role: "venueEditor",
  sections: webhook.sections.map((section) => ({
    ...section,
    fields: section.fields.map((f) =>
      !Array.isArray(f) && f.kind === "select" && f.name === "venue_id"
        ? { ...f, empty: undefined, required: true, hint: "Only its events and the venue itself." }
        : f,
    ),
  })),
});

const record = (d: { id: string }) => ({ ...d, version: 1 }) as ResourceRecord;

export const webhookDelivery = defineResource({
  key: "webhook-deliveries",
  noun: "Delivery",
  plural: "Webhook deliveries",
  titleOf: (r) => `${String(r.event_type)} · ${deliveryStateLabel(r)}`,
  role: "superadmin",
  list: {
    columns: [
      { field: "event_type", header: "Event", flex: 1 },
      { field: "status", header: "State", width: 110, text: (r) => deliveryStateLabel(r) },
      { field: "attempts", header: "Tries", width: 80 },
      {
        field: "last_status_code",
        header: "Answer",
        width: 90,
        text: (r) => (r.last_status_code === null ? "—" : String(r.last_status_code)),
      },
      {
        field: "last_error",
        header: "What went wrong",
        flex: 2,
        text: (r) => (r.last_error ? String(r.last_error) : "—"),
      },
      { field: "created_date", header: "Made", width: 130, sortable: true, date: true },
    ],
    sortable: ["created_date"],
    defaultSort: { by: "created_date", dir: "desc" },
    searchLabel: "Search event type",
    filters: [
      {
        name: "status",
        label: "State",
        options: [
          { value: "pending", label: "Waiting or retrying" },
          { value: "delivered", label: "Delivered" },
          { value: "failed", label: "Failed" },
        ],
      },
      {
        name: "endpoint_id",
        label: "Endpoint",
        choices: async (s, actor) =>
          (await s.outgoingWebhooks.listEndpoints(actor, { page_size: "100" })).results.map(
            (e) => ({ value: e.id, label: e.description || e.url }),
          ),
      },
    ],
  },
  page: {
    view: WebhookDeliveryRecord,
    commands: {
      async replay(s, actor, id) {
        await s.outgoingWebhooks.replay(actor, id);
        return "It is sent again as soon as a runner is free.";
      },
    },
  },
  service: {
    list: async (s, q, actor) => {
      const page = await s.outgoingWebhooks.listDeliveries(actor, q);
      return { ...page, results: page.results.map(record) };
    },
    get: async (s, id, actor) => record(await s.outgoingWebhooks.getDelivery(actor, id)),
  },
});

/** The same log for a venue's editors: the server shows them their endpoints' deliveries only. */
export const webhookDeliveryForEditors = defineResource({
  ...webhookDelivery,
  role: "venueEditor",
});
