import { createServices } from "../server/services.ts";
import { send } from "./calendar-factories.ts";
import type { TestApp } from "./test-app.ts";

// Products, orders, adverts and file containers are made through the v5 API,
// as a superadmin where the back office makes them and as a visitor where a
// visitor does (checkout).

let n = 0;
const next = () => ++n;

/** A print with one $20 price. */
export const makeProduct = (t: TestApp, token: string, over: Record<string, unknown> = {}) =>
  send(t, token, "POST", "/shop/store/products/list", {
    name: `Print ${next()}`,
    prices: [{ amount: 2000 }],
    ...over,
  });

/** A membership tier at $5 a month. */
export const makeTier = (t: TestApp, token: string, over: Record<string, unknown> = {}) =>
  send(t, token, "POST", "/shop/store/products/list", {
    name: `Tier ${next()}`,
    kind: "membership",
    prices: [{ amount: 500, interval: "month" }],
    ...over,
  });

/** A visitor's checkout of one of the product's first price, and the order it places. */
export async function placeOrder(t: TestApp, product: { id: string; prices: { id: string }[] }) {
  const session = await send(t, null, "POST", "/shop/store/create-checkout-session", {
    product_id: product.id,
    price_id_items: [{ price_id: product.prices[0]!.id, quantity: 1 }],
  });
  const order = await send(t, null, "POST", "/shop/store/order/confirmation", {
    order_confirmation_id: session.order_confirmation_id,
  });
  return { confirmationId: session.order_confirmation_id as string, order };
}

/** A shipping rate: $8 per order to the US unless told otherwise. */
export const makeRate = (t: TestApp, token: string, over: Record<string, unknown> = {}) =>
  send(t, token, "POST", "/shop/shipping-rates/list", {
    name: `Rate ${next()}`,
    countries: ["US"],
    amount: 800,
    ...over,
  });

export const makeAdvert = (t: TestApp, token: string, over: Record<string, unknown> = {}) =>
  send(t, token, "POST", "/promo/adverts/list", {
    client: `Client ${next()}`,
    label: `Banner ${next()}`,
    spots: ["home_1"],
    goto_url: "https://example.org/ad",
    ...over,
  });

/** A file container for the image at `body.url`. */
export const makeContainer = (
  t: TestApp,
  token: string,
  body: { url: string } & Record<string, unknown>,
) => send(t, token, "POST", "/files/containers/list", body);

/** A member joins a tier through the sandbox checkout (card 4242…); the membership staff see. */
export async function joinMembership(
  t: TestApp,
  memberToken: string,
  adminToken: string,
  tier: { prices: { id: string }[] },
) {
  const sandbox = createServices(t.deps).sandbox!;
  const { url } = await send(t, memberToken, "POST", "/shop/memberships/create-checkout-session", {
    priceId: tier.prices[0]!.id,
  });
  await sandbox.payCheckout(String(url).split("/").at(-1)!, "4242424242424242");
  const list = await send(t, adminToken, "GET", "/shop/subscriptions/list", undefined);
  return list[0] as { id: string };
}
