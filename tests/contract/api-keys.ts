import { member } from "../factories.ts";
import { anyone, as, type ContractPlans } from "./context.ts";

// API keys (decision 063): one's own, made, revoked; every key for staff.
export const apiKeys: ContractPlans = {
  covers: /^\/(account\/api-keys|security\/api-keys)/,
  seed: async ({ t, person, seed }) => {
    const res = await t.app.request("/api/v5/account/api-keys", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${person.token}` },
      body: JSON.stringify({ name: "Contract seed" }),
    });
    const key = (await res.json()).results;
    seed.apiKeyId = key.id;
    seed.apiKeySecret = key.secret;
    // Used once, so the lists have a last_used_date and requests.
    await t.app.request("/api/v5/places/cities/list", { headers: { "x-api-key": key.secret } });
  },
  plans: ({ t, admin, person, seed, missing, unique }) => ({
    "GET /account/api-keys": () => [
      ...as(person, "/account/api-keys"),
      ...anyone("/account/api-keys"),
      { path: "/account/api-keys", headers: { "x-api-key": seed.apiKeySecret! } },
    ],
    "POST /account/api-keys": async () => {
      const many = await member(t, "contract_many_keys");
      const calls = [
        ...as(person, "/account/api-keys", { name: unique("key") }),
        ...as(person, "/account/api-keys", { name: "" }),
        ...as(person, "/account/api-keys", { name: "x".repeat(81) }),
        { path: "/account/api-keys", body: { name: "anonymous" } },
      ];
      for (let i = 0; i < 11; i++) calls.push(...as(many, "/account/api-keys", { name: `k${i}` }));
      return calls;
    },
    "POST /account/api-keys/id/{id}/revoke": async () => {
      const other = await member(t, "contract_key_owner");
      const res = await t.app.request("/api/v5/account/api-keys", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${other.token}` },
        body: JSON.stringify({ name: "Revoked by staff" }),
      });
      const theirs = (await res.json()).results.id as string;
      return [
        ...as(person, `/account/api-keys/id/${theirs}/revoke`),
        ...as(admin, `/account/api-keys/id/${theirs}/revoke`),
        ...as(person, `/account/api-keys/id/${missing}/revoke`),
        ...as(person, "/account/api-keys/id/not-an-id/revoke"),
        { path: `/account/api-keys/id/${theirs}/revoke` },
      ];
    },
    "GET /security/api-keys/list": () => [
      ...as(admin, "/security/api-keys/list"),
      ...as(admin, "/security/api-keys/list?sort_by=requests_30d&sort=desc&page_size=5"),
      ...as(admin, "/security/api-keys/list?sort_by=last_used_date&sort=asc"),
      ...as(admin, "/security/api-keys/list?query=Contract%20seed"),
      ...as(admin, "/security/api-keys/list?sort_by=secret"),
      ...as(person, "/security/api-keys/list"),
      ...anyone("/security/api-keys/list"),
    ],
  }),
};
