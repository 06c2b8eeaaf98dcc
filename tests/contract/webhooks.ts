import { member } from "../factories.ts";
import { type FixtureServer, startFixtureServer } from "../fixture-server.ts";
import { anyone, as, type ContractPlans } from "./context.ts";

// Outgoing webhooks (decision 065): endpoints and the delivery log. A
// receiver on loopback, allow-listed as WEBHOOK_ALLOWED_HOSTS would, takes
// the deliveries the seed makes.
let receiver: FixtureServer | null = null;

const post = (
  t: Parameters<ContractPlans["plans"]>[0]["t"],
  token: string,
  path: string,
  body: unknown,
) =>
  t.app.request(`/api/v5${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

export const webhooks: ContractPlans = {
  covers: /^\/webhooks\//,
  seed: async ({ t, admin, seed }) => {
    receiver = await startFixtureServer({
      "/hook": (_req, res) => {
        res.writeHead(204);
        res.end();
      },
    });
    t.deps.config.webhooks.allowedHosts.push({ host: "127.0.0.1", port: receiver.port });
    const res = await post(t, admin.token, "/webhooks/endpoints/list", {
      url: `${receiver.origin}/hook`,
      event_types: ["venue.updated"],
      venue_id: seed.venue,
    });
    seed.webhookEndpoint = (await res.json()).results.id;
    // A venue change, fanned out and delivered: the log has a row.
    await t.app.request(`/api/v5/places/venues/id/${seed.venue}`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ summary: "Told to the contract's receiver" }),
    });
    await t.app.services.jobQueue.runDue();
    const log = await t.app.request(
      `/api/v5/webhooks/deliveries/list?endpoint_id=${seed.webhookEndpoint}`,
      { headers: { authorization: `Bearer ${admin.token}` } },
    );
    seed.webhookDelivery = (await log.json()).results[0].id;
  },
  teardown: () => receiver?.close(),
  plans: ({ t, admin, person, seed, missing, unique }) => ({
    "GET /webhooks/endpoints/list": () => [
      ...as(admin, "/webhooks/endpoints/list"),
      ...as(admin, "/webhooks/endpoints/list?sort_by=modified_date&sort=asc&query=hook"),
      ...as(admin, "/webhooks/endpoints/list?sort_by=url"),
      ...as(person, "/webhooks/endpoints/list"),
      ...anyone("/webhooks/endpoints/list"),
    ],
    "POST /webhooks/endpoints/list": () => [
      ...as(admin, "/webhooks/endpoints/list", {
        url: `${receiver!.origin}/hook`,
        event_types: ["event.published", "event.deleted"],
        description: unique("endpoint"),
      }),
      ...as(admin, "/webhooks/endpoints/list", {
        url: "https://10.1.2.3/hook",
        event_types: ["event.updated"],
      }),
      ...as(admin, "/webhooks/endpoints/list", {
        url: `${receiver!.origin}/hook`,
        event_types: [],
      }),
      ...as(person, "/webhooks/endpoints/list", {
        url: `${receiver!.origin}/hook`,
        event_types: ["event.updated"],
      }),
      {
        path: "/webhooks/endpoints/list",
        body: { url: "https://example.org/", event_types: ["event.updated"] },
      },
    ],
    "GET /webhooks/endpoints/id/{id}": () => [
      ...as(admin, `/webhooks/endpoints/id/${seed.webhookEndpoint}`),
      ...as(admin, `/webhooks/endpoints/id/${missing}`),
      ...as(person, `/webhooks/endpoints/id/${seed.webhookEndpoint}`),
      ...anyone(`/webhooks/endpoints/id/${seed.webhookEndpoint}`),
    ],
    "PUT /webhooks/endpoints/id/{id}": () => [
      ...as(admin, `/webhooks/endpoints/id/${seed.webhookEndpoint}`, { description: "Changed" }),
      ...as(admin, `/webhooks/endpoints/id/${seed.webhookEndpoint}`, {
        description: "Stale",
        version: 1,
      }),
      ...as(admin, `/webhooks/endpoints/id/${seed.webhookEndpoint}`, { enabled: "yes" }),
      ...as(admin, `/webhooks/endpoints/id/${missing}`, { description: "Nobody" }),
      ...as(person, `/webhooks/endpoints/id/${seed.webhookEndpoint}`, { description: "Mine?" }),
      { path: `/webhooks/endpoints/id/${seed.webhookEndpoint}`, body: { description: "Anyone" } },
    ],
    "DELETE /webhooks/endpoints/id/{id}": async () => {
      const res = await post(t, admin.token, "/webhooks/endpoints/list", {
        url: `${receiver!.origin}/hook`,
        event_types: ["venue.updated"],
      });
      const doomed = (await res.json()).results.id as string;
      const editor = await member(t, "contract_hook_editor");
      return [
        ...as(editor, `/webhooks/endpoints/id/${doomed}`),
        ...as(admin, `/webhooks/endpoints/id/${doomed}`),
        ...as(admin, `/webhooks/endpoints/id/${doomed}`),
        ...anyone(`/webhooks/endpoints/id/${doomed}`),
      ];
    },
    "GET /webhooks/deliveries/list": () => [
      ...as(admin, "/webhooks/deliveries/list"),
      ...as(
        admin,
        `/webhooks/deliveries/list?endpoint_id=${seed.webhookEndpoint}&status=delivered`,
      ),
      ...as(admin, "/webhooks/deliveries/list?status=lost"),
      ...as(admin, "/webhooks/deliveries/list?endpoint_id=7"),
      ...as(person, "/webhooks/deliveries/list"),
      ...anyone("/webhooks/deliveries/list"),
    ],
    "GET /webhooks/deliveries/id/{id}": () => [
      ...as(admin, `/webhooks/deliveries/id/${seed.webhookDelivery}`),
      ...as(admin, `/webhooks/deliveries/id/${missing}`),
      ...as(person, `/webhooks/deliveries/id/${seed.webhookDelivery}`),
      ...anyone(`/webhooks/deliveries/id/${seed.webhookDelivery}`),
    ],
    "POST /webhooks/deliveries/id/{id}/replay": () => [
      ...as(admin, `/webhooks/deliveries/id/${seed.webhookDelivery}/replay`),
      ...as(admin, `/webhooks/deliveries/id/${missing}/replay`),
      ...as(person, `/webhooks/deliveries/id/${seed.webhookDelivery}/replay`),
      ...anyone(`/webhooks/deliveries/id/${seed.webhookDelivery}/replay`),
    ],
  }),
};
