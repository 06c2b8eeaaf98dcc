import type { Hono } from "hono";
import { notFound, validationError } from "../../../core/errors.ts";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { shopDocs } from "./openapi.ts";

export function registerShopRoutes(api: Hono<AppEnv>, services: Services) {
  const { shop, catalog, webhooks, orders, rates } = services;
  const body = (c: { req: { raw: Request } }) => readJsonBody(c.req.raw);

  api.get("/shop/store/products/list", shopDocs.listProducts, async (c) =>
    c.json(await catalog.list(c.get("actor"), c.req.query())),
  );
  for (const field of ["id", "slug", "legacy_id"] as const) {
    api.get(`/shop/store/products/${field}/:${field}`, shopDocs.getProduct(field), async (c) =>
      c.json({ results: await catalog.get(c.get("actor"), field, c.req.param(field)) }),
    );
  }
  api.post("/shop/store/products/list", shopDocs.createProduct, async (c) =>
    c.json({ results: await catalog.create(c.get("actor"), await body(c)) }, 201),
  );
  api.put("/shop/store/products/id/:id", shopDocs.updateProduct, async (c) =>
    c.json({ results: await catalog.update(c.get("actor"), c.req.param("id"), await body(c)) }),
  );

  api.post("/shop/store/create-checkout-session", shopDocs.checkout, async (c) =>
    c.json({ results: await shop.createCheckoutSession(c.get("actor"), await body(c)) }),
  );
  // API.md writes it with a trailing slash; both forms work.
  for (const path of ["/shop/store/order/confirmation", "/shop/store/order/confirmation/"]) {
    api.post(path, shopDocs.orderConfirmation(path), async (c) =>
      c.json({ results: await shop.orderConfirmation(await body(c)) }),
    );
  }
  api.post("/shop/tipjar/create-payment-intent", shopDocs.tip, async (c) =>
    c.json({ results: await shop.createTip(c.get("actor"), await body(c)) }),
  );
  api.post("/shop/memberships/create-checkout-session", shopDocs.membershipCheckout, async (c) =>
    c.json({ results: await shop.createMembershipCheckout(c.get("actor"), await body(c)) }),
  );
  api.post("/stripe/get-portal-link", shopDocs.portalLink, async (c) =>
    c.json({ results: await shop.portalLink(c.get("actor")) }),
  );
  api.post("/shop/subscriptions", shopDocs.mySubscriptions, async (c) =>
    c.json({ results: await shop.mySubscriptions(c.get("actor")) }),
  );
  api.post("/shop/webhooks/:provider", shopDocs.webhook, async (c) => {
    const signature = c.req.header("stripe-signature") ?? c.req.header("sandbox-signature");
    return c.json(await webhooks.receive(c.req.param("provider"), await c.req.text(), signature));
  });

  api.get("/shop/orders/list", shopDocs.listOrders, async (c) =>
    c.json(await orders.listOrders(c.get("actor"), c.req.query())),
  );
  api.get("/shop/orders/id/:id", shopDocs.getOrder, async (c) =>
    c.json({ results: await orders.getOrder(c.get("actor"), c.req.param("id")) }),
  );
  api.post("/shop/orders/id/:id/fulfil", shopDocs.fulfil, async (c) =>
    c.json({ results: await orders.fulfil(c.get("actor"), c.req.param("id"), await body(c)) }),
  );
  api.post("/shop/orders/id/:id/refund", shopDocs.refund, async (c) =>
    c.json({ results: await orders.refund(c.get("actor"), c.req.param("id"), await body(c)) }),
  );

  api.get("/shop/shipping-rates/list", shopDocs.listRates, async (c) =>
    c.json(await rates.list(c.get("actor"), c.req.query())),
  );
  api.get("/shop/shipping-rates/id/:id", shopDocs.getRate, async (c) =>
    c.json({ results: await rates.get(c.get("actor"), c.req.param("id")) }),
  );
  api.post("/shop/shipping-rates/list", shopDocs.createRate, async (c) =>
    c.json({ results: await rates.create(c.get("actor"), await body(c)) }, 201),
  );
  api.put("/shop/shipping-rates/id/:id", shopDocs.updateRate, async (c) =>
    c.json({ results: await rates.update(c.get("actor"), c.req.param("id"), await body(c)) }),
  );
  api.get("/shop/subscriptions/list", shopDocs.listMemberships, async (c) =>
    c.json(await catalog.listSubscriptions(c.get("actor"), c.req.query())),
  );

  // The sandbox's card form for payment intents (the tip jar), used by our own pages.
  api.post("/shop/sandbox/confirm-payment", shopDocs.confirmSandboxPayment, async (c) => {
    if (!services.sandbox) throw notFound("That endpoint");
    const b = (await body(c)) as { client_secret?: unknown; card?: unknown } | null;
    // Only text is a secret or a card number; anything else (null, an object) reads as blank.
    const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");
    const result = await services.sandbox.confirmPayment(text(b?.client_secret), text(b?.card));
    // A decline is told on the card field, in the API's error shape.
    if (!result.ok) throw validationError([{ field: "card", message: result.message }]);
    return c.json({ results: result });
  });
}
