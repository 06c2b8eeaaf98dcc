import { randomBytes } from "node:crypto";
import { z } from "zod";
import { conflict, notFound, validationError } from "../../../core/errors.ts";
import { type AllowEntry, allowListFor, schemePort } from "../../../core/net/address-guard.ts";
import {
  MAX_WEBHOOK_ENDPOINTS,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
} from "../../../core/schemas/webhooks.ts";
import { type Actor, requireStaffOrVenueEditor, type UserActor } from "../../lib/policy.ts";
import { isUuid, staleOrMissing } from "../../lib/records.ts";
import { beforeDeadline } from "../../lib/safe-fetch/deadline.ts";
import { SafeFetchError } from "../../lib/safe-fetch/index.ts";
import { type Resolver, systemResolver, vetTarget } from "../../lib/safe-fetch/target.ts";
import { listed } from "../../lib/use-cases.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { WebhookDeliveries } from "./delivery.ts";
import { presentDelivery, presentDeliveryDetail, presentEndpoint } from "./present.ts";
import {
  DELIVERY_STATUSES,
  deliverySortColumns,
  type EndpointRow,
  type EndpointScope,
  endpointSortColumns,
  type WebhooksRepo,
} from "./repo.ts";

// Outgoing webhooks' endpoints and their delivery log (issue 32 item 4,
// decision 065): staff register endpoints for everything or one venue; a
// venue's editors, for their venues only. Every write checks that here.

type Query = Record<string, string | undefined>;

/** How long registering waits for the host name to resolve. */
const CHECK_MS = 3000;

const deliveryFilters = z.object({
  endpoint_id: z.uuid("Use a valid endpoint id.").optional(),
  status: z
    .enum(DELIVERY_STATUSES, { message: `Use one of: ${DELIVERY_STATUSES.join(", ")}.` })
    .optional(),
});

const scopeOf = (user: UserActor): EndpointScope =>
  user.isSuperAdmin ? { all: true } : { venueIds: user.venueIds ?? [] };

/** Whether the caller may see and change this endpoint. */
const mayUse = (user: UserActor, e: { venueId: string | null }) =>
  user.isSuperAdmin || (e.venueId !== null && (user.venueIds ?? []).includes(e.venueId));

/** "whsec_" and 24 random bytes in base64: the form Standard Webhooks libraries read. */
const newSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

export function createOutgoingWebhooksService(deps: {
  repo: WebhooksRepo;
  deliveries: WebhookDeliveries;
  allowList: readonly AllowEntry[];
  resolve?: Resolver;
}) {
  const { repo, deliveries, allowList } = deps;
  const resolve = deps.resolve ?? systemResolver;

  /** 400 on `url` unless deliveries could go there: https, and a public address unless allow-listed. */
  async function checkUrl(text: string) {
    const refuse = (message: string): never => {
      throw validationError([{ field: "url", message }], message);
    };
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return refuse("Enter the address to send to, starting with https://.");
    }
    const port = url.port ? Number(url.port) : schemePort(url.protocol);
    const allowed = allowListFor(url.hostname, port, allowList).privateOk;
    if (url.protocol !== "https:" && !allowed)
      refuse("Use a secure address starting with https://.");
    try {
      await beforeDeadline(vetTarget(url, { allowList, resolve }), AbortSignal.timeout(CHECK_MS));
    } catch (err) {
      if (!(err instanceof SafeFetchError) && !(err instanceof DOMException)) throw err;
      if (!(err instanceof SafeFetchError) || err.reason === "not_found")
        refuse("We could not find that host. Check the address.");
      refuse(
        "That address is not allowed: webhooks go to public addresses on the standard ports, not to private or local networks.",
      );
    }
  }

  /** 400 on `venue_id` unless the caller may scope an endpoint so (null: staff only). */
  async function checkVenue(user: UserActor, venueId: string | null) {
    const refuse = (message: string): never => {
      throw validationError([{ field: "venue_id", message }], message);
    };
    if (venueId === null) {
      if (!user.isSuperAdmin) refuse("Pick one of the venues you edit.");
      return;
    }
    if (!user.isSuperAdmin && !(user.venueIds ?? []).includes(venueId))
      refuse("Pick one of the venues you edit.");
    if (!(await repo.venueExists(venueId))) refuse("There is no such venue.");
  }

  async function endpointFor(actor: Actor, id: string): Promise<[UserActor, EndpointRow]> {
    const user = requireStaffOrVenueEditor(actor);
    const row = isUuid(id) ? await repo.findEndpoint(id) : null;
    // Another venue's endpoint is not there for this caller: no telling it exists.
    if (!row || !mayUse(user, row)) throw notFound("That webhook endpoint");
    return [user, row];
  }

  async function deliveryFor(actor: Actor, id: string) {
    const user = requireStaffOrVenueEditor(actor);
    const found = isUuid(id) ? await repo.findDelivery(id) : null;
    if (!found || !mayUse(user, found.endpoint)) throw notFound("That delivery");
    return found;
  }

  return {
    /** GET /webhooks/endpoints/list: every endpoint for staff, their venues' for an editor. */
    async listEndpoints(actor: Actor, query: Query) {
      const user = requireStaffOrVenueEditor(actor);
      return listed(
        query,
        { columns: endpointSortColumns, by: "created_date", dir: "desc" },
        (p) => repo.listEndpoints(p, scopeOf(user)),
        presentEndpoint,
      );
    },

    async getEndpoint(actor: Actor, id: string) {
      return presentEndpoint((await endpointFor(actor, id))[1]);
    },

    /** POST /webhooks/endpoints/list: a new endpoint and its signing secret. */
    async createEndpoint(actor: Actor, input: unknown) {
      const user = requireStaffOrVenueEditor(actor);
      const e = parseOrThrow(webhookEndpointSchema, input);
      await checkVenue(user, e.venue_id);
      await checkUrl(e.url);
      if ((await repo.countEndpoints()) >= MAX_WEBHOOK_ENDPOINTS)
        throw conflict(
          `The site keeps at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints. Delete one you no longer use first.`,
        );
      const id = await repo.insertEndpoint({
        url: e.url,
        description: e.description,
        eventTypes: e.event_types,
        venueId: e.venue_id,
        enabled: e.enabled,
        secret: newSecret(),
        createdBy: user.userId,
        modifiedBy: user.userId,
      });
      return presentEndpoint((await repo.findEndpoint(id))!);
    },

    /** PUT /webhooks/endpoints/id/{id}: any of its fields; `version` guards it. */
    async updateEndpoint(actor: Actor, id: string, input: unknown) {
      const [user] = await endpointFor(actor, id);
      const e = parseOrThrow(webhookEndpointUpdateSchema, input);
      if (e.venue_id !== undefined) await checkVenue(user, e.venue_id ?? null);
      if (e.url !== undefined) await checkUrl(e.url);
      const saved = await repo.updateEndpoint(
        id,
        {
          ...(e.url !== undefined ? { url: e.url } : {}),
          ...(e.description !== undefined ? { description: e.description } : {}),
          ...(e.event_types !== undefined ? { eventTypes: e.event_types } : {}),
          ...(e.venue_id !== undefined ? { venueId: e.venue_id ?? null } : {}),
          ...(e.enabled !== undefined ? { enabled: e.enabled } : {}),
          modifiedBy: user.userId,
        },
        e.version,
      );
      if (!saved) return staleOrMissing(await repo.stamp(id), "webhook endpoint");
      return presentEndpoint((await repo.findEndpoint(id))!);
    },

    /** DELETE /webhooks/endpoints/id/{id}: it and its log go. */
    async deleteEndpoint(actor: Actor, id: string) {
      const [, row] = await endpointFor(actor, id);
      if (!(await repo.deleteEndpoint(id))) throw notFound("That webhook endpoint");
      return presentEndpoint(row);
    },

    /** GET /webhooks/deliveries/list[?endpoint_id=&status=]: newest first. */
    async listDeliveries(actor: Actor, query: Query) {
      const user = requireStaffOrVenueEditor(actor);
      const { endpoint_id, status, ...rest } = query;
      const f = parseOrThrow(
        deliveryFilters,
        { endpoint_id: endpoint_id || undefined, status: status || undefined },
        "query",
      );
      return listed(
        rest,
        { columns: deliverySortColumns, by: "created_date", dir: "desc" },
        (p) =>
          repo.listDeliveries(
            {
              ...p,
              ...(f.endpoint_id ? { endpointId: f.endpoint_id } : {}),
              ...(f.status ? { status: f.status } : {}),
            },
            scopeOf(user),
          ),
        presentDelivery,
      );
    },

    /** One delivery: the body sent and every try. */
    async getDelivery(actor: Actor, id: string) {
      const { delivery } = await deliveryFor(actor, id);
      return presentDeliveryDetail(delivery, await repo.attemptsOf(delivery.id));
    },

    /** POST /webhooks/deliveries/id/{id}/replay: sent again, same webhook-id, new tries. */
    async replay(actor: Actor, id: string) {
      const { delivery } = await deliveryFor(actor, id);
      await deliveries.replay(delivery.id);
      const again = await repo.findDelivery(delivery.id);
      return presentDeliveryDetail(again!.delivery, await repo.attemptsOf(delivery.id));
    },
  };
}

export type OutgoingWebhooksService = ReturnType<typeof createOutgoingWebhooksService>;
