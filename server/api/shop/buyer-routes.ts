import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { buyerDocs } from "./openapi.ts";

// The buyer's own orders, guest-order claims and membership state: signed in,
// and never cached (every API answer is no-store unless it says otherwise).
export function registerBuyerRoutes(api: Hono<AppEnv>, services: Services) {
  const { buyer } = services;
  api.get("/account/orders/list", buyerDocs.listOrders, async (c) =>
    c.json(await buyer.listOrders(c.get("actor"), c.req.query())),
  );
  api.get("/account/orders/id/:id", buyerDocs.getOrder, async (c) =>
    c.json({ results: await buyer.getOrder(c.get("actor"), c.req.param("id")) }),
  );
  api.post("/account/orders/claims", buyerDocs.sendClaimMail, async (c) =>
    c.json({ results: await buyer.sendClaimMail(c.get("actor")) }),
  );
  api.post("/account/orders/claims/confirm", buyerDocs.confirmClaim, async (c) =>
    c.json({
      results: await buyer.confirmClaim(c.get("actor"), await readJsonBody(c.req.raw)),
    }),
  );
  api.get("/account/membership", buyerDocs.membership, async (c) =>
    c.json({ results: await buyer.membership(c.get("actor")) }),
  );
}
