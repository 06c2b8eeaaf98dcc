import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";

// The buyer's own orders, guest-order claims and membership state: signed in,
// and never cached (every API answer is no-store unless it says otherwise).
export function registerBuyerRoutes(api: Hono<AppEnv>, services: Services) {
  const { buyer } = services;
  api.get("/account/orders/list", async (c) =>
    c.json(await buyer.listOrders(c.get("actor"), c.req.query())),
  );
  api.get("/account/orders/id/:id", async (c) =>
    c.json({ results: await buyer.getOrder(c.get("actor"), c.req.param("id")) }),
  );
  api.post("/account/orders/claims", async (c) =>
    c.json({ results: await buyer.sendClaimMail(c.get("actor")) }),
  );
  api.post("/account/orders/claims/confirm", async (c) =>
    c.json({
      results: await buyer.confirmClaim(c.get("actor"), await readJsonBody(c.req.raw)),
    }),
  );
  api.get("/account/membership", async (c) =>
    c.json({ results: await buyer.membership(c.get("actor")) }),
  );
}
