import { and, desc, eq, like } from "drizzle-orm";
import { mails } from "../../db/schema/mail.ts";
import { sandboxWebhookSecret } from "../../server/lib/payments/index.ts";
import { signPayload } from "../../server/lib/payments/signature.ts";
import { createServices } from "../../server/services.ts";
import { postJson, send } from "../calendar-factories.ts";
import { member, type SignedIn } from "../factories.ts";
import { joinMembership, makeProduct, makeRate, makeTier } from "../shop-factories.ts";
import type { TestApp } from "../test-app.ts";
import { anyone, as, type ContractPlans } from "./context.ts";

// The shop through the sandbox payment provider: prints with stock that
// ship, a membership tier, orders paid on the sandbox's checkout, a buyer with a membership,
// and the payment webhook with a signed sandbox event.

const CARD = "4242424242424242";
const HOME = {
  name: "Ada Buyer",
  line1: "100 Hennepin Ave",
  city: "Minneapolis",
  state: "MN",
  postal_code: "55401",
  country: "US",
};

type Sandbox = NonNullable<ReturnType<typeof createServices>["sandbox"]>;
type Product = { id: string; slug: string; version: number; prices: { id: string }[] };

let sandbox: Sandbox;
/** The shop's own member (orders, a membership, claims), apart from the shared one. */
let buyer: SignedIn;

/** A checkout of `quantity` of a product's first price, paid on the sandbox's page; its confirmation id. */
async function buy(
  t: TestApp,
  token: string | null,
  product: { id: string; prices: { id: string }[] },
  opts: { email?: string; quantity?: number } = {},
) {
  const session = await send(t, token, "POST", "/shop/store/create-checkout-session", {
    product_id: product.id,
    price_id_items: [{ price_id: product.prices[0]!.id, quantity: opts.quantity ?? 1 }],
    shipping: { country: "US" },
  });
  const paid = await sandbox.payCheckout(String(session.url).split("/").at(-1)!, CARD, opts.email, {
    address: HOME,
    rateId: null,
  });
  if (!paid.ok) throw new Error(`sandbox checkout not paid: ${paid.message}`);
  return session.order_confirmation_id as string;
}

const orderIdOf = async (t: TestApp, confirmation: string) =>
  (
    await send(t, null, "POST", "/shop/store/order/confirmation", {
      order_confirmation_id: confirmation,
    })
  ).id as string;

export const shop: ContractPlans = {
  covers: /^\/(shop|stripe)\/|^\/account\/(orders\/|membership$)/,
  async seed({ t, admin, seed }) {
    buyer = await member(t, "contract_buyer", "Ada Buyer");
    sandbox = createServices(t.deps).sandbox!;
    const rate = await makeRate(t, admin.token, {
      name: "Contract US standard",
      countries: ["US"],
      amount: 800,
      free_above: 15000,
    });
    const print: Product = await makeProduct(t, admin.token, {
      name: "Contract Stone Arch risograph",
      legacy_id: "contract-print",
      summary: "A two-colour risograph of the Stone Arch Bridge.",
      ships: true,
      stock: 50,
      prices: [{ amount: 3500, label: "11 × 17 in" }],
    });
    const soldOut: Product = await makeProduct(t, admin.token, {
      name: "Contract sold-out zine",
      stock: 0,
    });
    const tier: Product = await makeTier(t, admin.token, { name: "Contract Friend" });
    // A guest's paid order for staff, and one placed with the buyer's email, to claim.
    const guestOrder = await buy(t, null, print, { email: "contract.guest@example.com" });
    await buy(t, null, print, { email: buyer.email });
    // The buyer's own paid order, and their membership (which makes their billing account).
    await buy(t, buyer.token, print, { quantity: 2 });
    const mine = await send(t, buyer.token, "GET", "/account/orders/list", undefined);
    await joinMembership(t, buyer.token, admin.token, tier);
    Object.assign(seed, {
      shopRate: rate.id,
      shopProduct: print.id,
      shopProductSlug: print.slug,
      shopProductPrice: print.prices[0]!.id,
      shopSoldOutPrice: soldOut.prices[0]!.id,
      shopTierPrice: tier.prices[0]!.id,
      shopOrder: await orderIdOf(t, guestOrder),
      shopOrderConfirmation: guestOrder,
      shopBuyerOrder: mine[0].id,
    });
  },
  plans: ({ t, admin, person, seed, missing, unique }) => {
    const print = () => ({ id: seed.shopProduct!, prices: [{ id: seed.shopProductPrice! }] });
    const confirmation = (path: string) => () => [
      { path, body: { order_confirmation_id: seed.shopOrderConfirmation } },
      { path, body: { order_confirmation_id: "no-such-order-0000" } },
      { path, body: {} },
    ];
    return {
      "GET /shop/store/products/list": () => [
        { path: "/shop/store/products/list?kind=product&query=contract&sort_by=sort_order" },
        ...as(admin, "/shop/store/products/list?is_active=true&kind=product,membership"),
        { path: "/shop/store/products/list?kind=poster" },
      ],
      "GET /shop/store/products/id/{id}": () => [
        { path: `/shop/store/products/id/${seed.shopProduct}` },
        { path: `/shop/store/products/id/${missing}` },
      ],
      "GET /shop/store/products/slug/{slug}": () =>
        anyone(`/shop/store/products/slug/${seed.shopProductSlug}`),
      "GET /shop/store/products/legacy_id/{legacy_id}": () =>
        anyone("/shop/store/products/legacy_id/contract-print"),
      "POST /shop/store/products/list": () => [
        ...as(admin, "/shop/store/products/list", {
          name: unique("Lake Harriet screenprint"),
          summary: "Three colours on cream stock.",
          prices: [{ amount: 4500, label: "18 × 24 in" }],
          stock: 10,
          ships: true,
        }),
        ...as(admin, "/shop/store/products/list", { name: "", prices: [{ amount: 10 }] }),
        ...as(admin, "/shop/store/products/list", {
          name: "Clash",
          slug: seed.shopProductSlug,
        }),
        ...as(person, "/shop/store/products/list", { name: "Not mine" }),
        { path: "/shop/store/products/list", body: { name: "Anonymous" } },
      ],
      "PUT /shop/store/products/id/{id}": async () => {
        const product: Product = await makeProduct(t, admin.token, { stock: 5 });
        return [
          ...as(admin, `/shop/store/products/id/${product.id}`, {
            summary: "Now on heavier paper.",
            stock: 8,
            stock_was: 5,
            version: product.version,
          }),
          ...as(admin, `/shop/store/products/id/${product.id}`, {
            summary: "Stale",
            version: product.version,
          }),
          ...as(admin, `/shop/store/products/id/${missing}`, { summary: "Nobody" }),
        ];
      },
      "POST /shop/store/create-checkout-session": () => [
        {
          path: "/shop/store/create-checkout-session",
          body: {
            product_id: seed.shopProduct,
            price_id_items: [{ price_id: seed.shopProductPrice, quantity: 1 }],
            shipping: { country: "US" },
          },
        },
        ...as(buyer, "/shop/store/create-checkout-session", {
          price_id_items: [{ price_id: seed.shopProductPrice, quantity: 2 }],
        }),
        {
          path: "/shop/store/create-checkout-session",
          body: { price_id_items: [{ price_id: seed.shopSoldOutPrice, quantity: 1 }] },
        },
        { path: "/shop/store/create-checkout-session", body: { price_id_items: [] } },
      ],
      "POST /shop/store/order/confirmation": confirmation("/shop/store/order/confirmation"),
      "POST /shop/store/order/confirmation/": confirmation("/shop/store/order/confirmation/"),
      "POST /shop/tipjar/create-payment-intent": () => [
        { path: "/shop/tipjar/create-payment-intent", body: { amount: 500 } },
        ...as(buyer, "/shop/tipjar/create-payment-intent", { amount: 1500 }),
        { path: "/shop/tipjar/create-payment-intent", body: { amount: 5 } },
      ],
      "POST /shop/memberships/create-checkout-session": async () => {
        const joiner = await member(t, "contract_joiner");
        return [
          ...as(joiner, "/shop/memberships/create-checkout-session", {
            priceId: seed.shopTierPrice,
          }),
          // Already a member.
          ...as(buyer, "/shop/memberships/create-checkout-session", {
            priceId: seed.shopTierPrice,
          }),
          ...as(joiner, "/shop/memberships/create-checkout-session", {
            priceId: seed.shopProductPrice,
          }),
          {
            path: "/shop/memberships/create-checkout-session",
            body: { priceId: seed.shopTierPrice },
          },
        ];
      },
      "POST /stripe/get-portal-link": () => [
        ...as(buyer, "/stripe/get-portal-link"),
        // Never joined: no billing account.
        ...as(admin, "/stripe/get-portal-link"),
        { path: "/stripe/get-portal-link" },
      ],
      "POST /shop/subscriptions": () => [
        ...as(buyer, "/shop/subscriptions"),
        { path: "/shop/subscriptions" },
      ],
      "POST /shop/webhooks/{provider}": async () => {
        const session = await send(t, null, "POST", "/shop/store/create-checkout-session", {
          product_id: seed.shopProduct,
          price_id_items: [{ price_id: seed.shopProductPrice, quantity: 1 }],
        });
        const event = {
          id: `evt_contract_${Date.now()}`,
          type: "checkout.completed",
          sessionId: String(session.url).split("/").at(-1),
          reference: session.order_confirmation_id,
          paid: true,
          paymentId: `pi_contract_${Date.now()}`,
          customerId: null,
          subscriptionId: null,
          email: "contract.webhook@example.com",
          at: new Date().toISOString(),
        };
        // Signed as the sandbox signs its events.
        const headers = {
          "sandbox-signature": signPayload(
            JSON.stringify(event),
            sandboxWebhookSecret(t.deps.authSecret),
            new Date(),
          ),
        };
        return [
          { path: "/shop/webhooks/sandbox", body: event, headers },
          // Delivered again: a duplicate, changing nothing.
          { path: "/shop/webhooks/sandbox", body: event, headers },
          // Not signed.
          { path: "/shop/webhooks/sandbox", body: { ...event, id: "evt_contract_unsigned" } },
          { path: "/shop/webhooks/paypal", body: event, headers },
        ];
      },
      "POST /shop/sandbox/confirm-payment": async () => {
        const tip = await send(t, null, "POST", "/shop/tipjar/create-payment-intent", {
          amount: 700,
        });
        return [
          {
            path: "/shop/sandbox/confirm-payment",
            body: { client_secret: tip.client_secret, card: CARD },
          },
          // Paid already: no longer open.
          {
            path: "/shop/sandbox/confirm-payment",
            body: { client_secret: tip.client_secret, card: CARD },
          },
        ];
      },
      "GET /shop/orders/list": () => [
        ...as(admin, "/shop/orders/list?status=paid&kind=product&sort_by=amount_total&sort=asc"),
        ...as(admin, "/shop/orders/list?shipping=to_ship&query=contract.guest"),
        ...as(admin, "/shop/orders/list?status=lost"),
        ...as(person, "/shop/orders/list"),
      ],
      "GET /shop/orders/id/{id}": () => [
        ...as(admin, `/shop/orders/id/${seed.shopOrder}`),
        ...as(admin, `/shop/orders/id/${missing}`),
        { path: `/shop/orders/id/${seed.shopOrder}` },
      ],
      "POST /shop/orders/id/{id}/fulfil": async () => {
        const order = await orderIdOf(
          t,
          await buy(t, null, print(), { email: "contract.fulfil@example.com" }),
        );
        return [
          ...as(admin, `/shop/orders/id/${order}/fulfil`, { carrier: "Pigeon" }),
          ...as(admin, `/shop/orders/id/${order}/fulfil`, {
            carrier: "USPS",
            tracking_number: "9400111202555842761023",
          }),
          // Sent already.
          ...as(admin, `/shop/orders/id/${order}/fulfil`, {
            carrier: "UPS",
            tracking_number: "1Z999AA10123456784",
          }),
          ...as(admin, `/shop/orders/id/${missing}/fulfil`, {
            carrier: "USPS",
            tracking_number: "9400111202555842761023",
          }),
        ];
      },
      "POST /shop/orders/id/{id}/refund": async () => {
        const order = await orderIdOf(
          t,
          await buy(t, null, print(), { email: "contract.refund@example.com", quantity: 2 }),
        );
        const pending = await send(t, null, "POST", "/shop/store/create-checkout-session", {
          price_id_items: [{ price_id: seed.shopProductPrice, quantity: 1 }],
        });
        return [
          ...as(admin, `/shop/orders/id/${order}/refund`, {
            lines: [{ price_id: seed.shopProductPrice, quantity: 1 }],
            reason: "Arrived with a creased corner.",
            restock: true,
          }),
          ...as(admin, `/shop/orders/id/${order}/refund`, { amount: 0 }),
          ...as(
            admin,
            `/shop/orders/id/${await orderIdOf(t, pending.order_confirmation_id)}/refund`,
            {
              full: true,
            },
          ),
          ...as(admin, `/shop/orders/id/${missing}/refund`, { full: true }),
        ];
      },
      "GET /shop/shipping-rates/list": () => [
        ...as(admin, "/shop/shipping-rates/list?sort_by=amount&query=contract"),
        ...as(admin, "/shop/shipping-rates/list?sort_by=weight"),
      ],
      "GET /shop/shipping-rates/id/{id}": () => [
        ...as(admin, `/shop/shipping-rates/id/${seed.shopRate}`),
        ...as(admin, `/shop/shipping-rates/id/${missing}`),
        ...as(person, `/shop/shipping-rates/id/${seed.shopRate}`),
      ],
      "POST /shop/shipping-rates/list": () => [
        ...as(admin, "/shop/shipping-rates/list", {
          name: unique("Canada"),
          countries: ["CA"],
          amount: 1800,
          sort_order: 5,
        }),
        ...as(admin, "/shop/shipping-rates/list", { name: "", countries: ["XX"], amount: -1 }),
        ...as(person, "/shop/shipping-rates/list", { name: "Mine", amount: 100 }),
      ],
      "PUT /shop/shipping-rates/id/{id}": async () => {
        const rate = await makeRate(t, admin.token, { name: unique("Rate"), countries: ["MX"] });
        return [
          ...as(admin, `/shop/shipping-rates/id/${rate.id}`, {
            amount: 1200,
            version: rate.version,
          }),
          ...as(admin, `/shop/shipping-rates/id/${rate.id}`, {
            amount: 1300,
            version: rate.version,
          }),
          ...as(admin, `/shop/shipping-rates/id/${missing}`, { amount: 1 }),
        ];
      },
      "GET /shop/subscriptions/list": () => [
        ...as(admin, "/shop/subscriptions/list?status=active&sort=asc"),
        ...as(person, "/shop/subscriptions/list"),
      ],

      "GET /account/orders/list": () => [
        ...as(buyer, "/account/orders/list?page_size=5"),
        ...as(buyer, "/account/orders/list?sort_by=amount"),
        { path: "/account/orders/list" },
      ],
      "GET /account/orders/id/{id}": () => [
        ...as(buyer, `/account/orders/id/${seed.shopBuyerOrder}`),
        // Another's order does not exist for them.
        ...as(admin, `/account/orders/id/${seed.shopBuyerOrder}`),
        { path: `/account/orders/id/${seed.shopBuyerOrder}` },
      ],
      "POST /account/orders/claims": () => [
        ...as(buyer, "/account/orders/claims"),
        { path: "/account/orders/claims" },
      ],
      "POST /account/orders/claims/confirm": async () => {
        const token = await claimToken(t, buyer.token, buyer.email);
        return [
          ...as(buyer, "/account/orders/claims/confirm", { token }),
          // Used already.
          ...as(buyer, "/account/orders/claims/confirm", { token }),
          ...as(buyer, "/account/orders/claims/confirm", { token: "" }),
        ];
      },
      "GET /account/membership": () => [
        ...as(buyer, "/account/membership"),
        ...as(admin, "/account/membership"),
        { path: "/account/membership" },
      ],
    };
  },
};

/** Asks for a claim mail and reads the token from its link. */
async function claimToken(t: TestApp, token: string, email: string) {
  const res = await postJson(t, token, "/account/orders/claims", {});
  if (res.status !== 200) throw new Error(`claim mail: ${res.status} ${await res.text()}`);
  const [mail] = await t.database.db
    .select()
    .from(mails)
    .where(and(eq(mails.toAddress, email), like(mails.textBody, "%/account/orders/claim?token=%")))
    .orderBy(desc(mails.createdDate))
    .limit(1);
  const link = /https?:\/\/\S+\/account\/orders\/claim\?token=\S+/.exec(mail?.textBody ?? "");
  if (!link) throw new Error("no claim link mailed");
  return new URL(link[0]).searchParams.get("token") ?? "";
}
