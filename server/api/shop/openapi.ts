import { z } from "zod";
import {
  buyerOrderOut,
  checkoutSessionOut,
  claimConfirmedOut,
  claimMailOut,
  membershipOut,
  membershipStateOut,
  orderConfirmationOut,
  orderOut,
  productOut,
  redirectOut,
  sandboxPaymentIn,
  sandboxPaymentOut,
  shippingRateOut,
  staffMembershipOut,
  staffOrderOut,
  tipIntentOut,
  webhookEventIn,
  webhookReceiptOut,
} from "../../../core/schemas/api/shop.ts";
import { claimConfirmSchema } from "../../../core/schemas/order-claims.ts";
import {
  checkoutSchema,
  confirmationSchema,
  fulfilSchema,
  membershipCheckoutSchema,
  ORDER_STATUSES,
  PRODUCT_KINDS,
  productSchema,
  productUpdateSchema,
  refundSchema,
  shippingRateSchema,
  shippingRateUpdateSchema,
  tipSchema,
} from "../../../core/schemas/shop.ts";
import { sortKeys } from "../../lib/list-params.ts";
import { documented } from "../openapi/operation.ts";
import { paging } from "../openapi/parameters.ts";
import { rateSortColumns } from "./rates-repo.ts";
import { orderSortColumns } from "./repo.ts";
import { SHIPPING_FILTERS } from "./staff-orders.ts";

// The shop routes (shop/routes.ts) and the buyer's own (shop/buyer-routes.ts)
// as the OpenAPI document describes them.

const tag = "Shop";
const lookupName = { id: "by id", slug: "by slug", legacy_id: "by its old site's id" } as const;
const versionNote = "Send only the fields to change, with the `version` you read.";

const orderFilters = [
  {
    name: "status",
    schema: { type: "string", enum: [...ORDER_STATUSES] },
    description: "Only orders with this payment status.",
  },
  {
    name: "kind",
    schema: { type: "string", enum: ["product", "tip"] },
    description: "Only product orders or only tips.",
  },
  {
    name: "shipping",
    schema: { type: "string", enum: [...SHIPPING_FILTERS] },
    description: "to_ship: paid, with goods to send and no tracking yet; fulfilled: marked sent.",
  },
] as const;

export const shopDocs = {
  listProducts: documented({
    summary: "List products",
    description:
      "What is on sale, in the shop's order. Staff see switched-off products and every price, and may filter by `is_active`.",
    tag,
    access: "public",
    results: productOut,
    list: true,
    query: [
      ...paging(["sort_order"]),
      "query",
      {
        name: "kind",
        schema: { type: "string" },
        description: `Comma-separated kinds (${PRODUCT_KINDS.join(", ")}).`,
      },
      {
        name: "is_active",
        schema: { type: "string", enum: ["true", "false"] },
        description: "Staff only: on sale (true) or switched off (false); the public sees on sale.",
      },
    ],
  }),
  getProduct: (field: keyof typeof lookupName) =>
    documented({
      summary: `A product ${lookupName[field]}`,
      description: "A switched-off product is not found, except by staff.",
      tag,
      access: "public",
      results: productOut,
      notFound: true,
    }),
  createProduct: documented({
    summary: "Create a product",
    description:
      "A print (kind product), a membership tier (its prices monthly or yearly) or the tip jar. A slug another product has is a 409.",
    tag,
    access: "staff",
    results: productOut,
    status: 201,
    body: productSchema,
    conflict: true,
  }),
  updateProduct: documented({
    summary: "Change a product",
    description: `${versionNote} Prices sent replace its prices (send a price's id to keep it). With \`stock_was\`, the stock changes by the difference, so checkouts meanwhile still count; a 409 when fewer are left than that.`,
    tag,
    access: "staff",
    results: productOut,
    body: productUpdateSchema,
    notFound: true,
    conflict: true,
  }),

  checkout: documented({
    summary: "Start a checkout",
    description:
      "Places a pending order of the prices (one product's, with `product_id`, or a cart's), holds its stock, and answers with the provider's hosted page to pay on. Goods that ship are priced with the shipping rate for `shipping.country` (the US when left out). Too few left is a 409.",
    tag,
    access: "public",
    results: checkoutSessionOut,
    body: checkoutSchema,
    conflict: true,
    limited: true,
    also: [502],
  }),
  /** API.md writes the path with a trailing slash; both are served, each its own operation. */
  orderConfirmation: (path: string) =>
    documented({
      summary: "An order by its confirmation id",
      description:
        "The order as payments left it, for its confirmation page: whoever holds the confirmation id may see it.",
      tag,
      access: "public",
      results: orderConfirmationOut,
      body: confirmationSchema,
      notFound: true,
      ...(path.endsWith("/") ? { operationId: "postShopStoreOrderConfirmationSlash" } : {}),
    }),
  tip: documented({
    summary: "Start a tip",
    description:
      "Places a pending tip and answers with the client secret of the provider's payment, for its card form.",
    tag,
    access: "public",
    results: tipIntentOut,
    body: tipSchema,
    limited: true,
    also: [502],
  }),
  membershipCheckout: documented({
    summary: "Start a membership checkout",
    description:
      "Answers with the provider's hosted page to join at the price. Someone who is a member already gets a 409.",
    tag,
    access: "signed-in",
    results: redirectOut,
    body: membershipCheckoutSchema,
    conflict: true,
    limited: true,
    also: [502],
  }),
  portalLink: documented({
    summary: "A link to the billing portal",
    description:
      "Where a member changes their card or plan, or cancels. Someone who never joined has no billing account: a 400.",
    tag,
    access: "signed-in",
    results: redirectOut,
    also: [400, 502],
  }),
  mySubscriptions: documented({
    summary: "The caller's memberships",
    description: "Newest first, ended ones too.",
    tag,
    access: "signed-in",
    results: z.array(membershipOut),
  }),
  webhook: documented({
    summary: "Receive a payment provider's event",
    description:
      "Called by the provider (stripe, or sandbox while it is the provider), never by people: a checkout paid or expired, a payment, a refund, a membership changed. Applied once: a redelivery answers `duplicate` and changes nothing. A missing or wrong signature, or another provider, is a 400.",
    tag,
    access: "public",
    bare: webhookReceiptOut,
    body: webhookEventIn,
    headers: [
      { name: "Stripe-Signature", description: "Stripe's signature of the body." },
      {
        name: "Sandbox-Signature",
        description:
          "The sandbox's signature of the body, made as Stripe's: `t=<unix seconds>,v1=<hex HMAC-SHA256 of t.body>`.",
      },
    ],
  }),
  confirmSandboxPayment: documented({
    summary: "Pay a tip in the sandbox",
    description:
      "The sandbox's card form for payments (the tip jar), used by our own pages while the sandbox is the payment provider; with Stripe there is no such endpoint (404). A declined card is a 400 on `card`.",
    tag,
    access: "public",
    results: sandboxPaymentOut,
    body: sandboxPaymentIn,
    notFound: true,
  }),

  listOrders: documented({
    summary: "List orders",
    description: "Newest first by default; `query` finds an email or a confirmation id.",
    tag,
    access: "staff",
    results: orderOut,
    list: true,
    query: [...paging(sortKeys(orderSortColumns)), "query", ...orderFilters],
  }),
  getOrder: documented({
    summary: "An order",
    description: "With its refunds and its history.",
    tag,
    access: "staff",
    results: staffOrderOut,
    notFound: true,
  }),
  fulfil: documented({
    summary: "Mark an order fulfilled",
    description:
      "Records how it was sent (the tracking link is made for USPS, UPS, FedEx and DHL) and mails the buyer unless `notify` is false. Only a paid order with goods that ship, once: otherwise a 409.",
    tag,
    access: "staff",
    results: staffOrderOut,
    body: fulfilSchema,
    notFound: true,
    conflict: true,
  }),
  refund: documented({
    summary: "Refund an order",
    description:
      "Everything left (`full`), chosen items, an amount, or items for an amount, through the payment provider; `restock` puts the items back. Only a paid order: otherwise a 409.",
    tag,
    access: "staff",
    results: staffOrderOut,
    body: refundSchema,
    notFound: true,
    conflict: true,
    also: [502],
  }),

  listRates: documented({
    summary: "List shipping rates",
    tag,
    access: "staff",
    results: shippingRateOut,
    list: true,
    query: [...paging(sortKeys(rateSortColumns)), "query"],
  }),
  getRate: documented({
    summary: "A shipping rate",
    tag,
    access: "staff",
    results: shippingRateOut,
    notFound: true,
  }),
  createRate: documented({
    summary: "Create a shipping rate",
    description:
      "Flat per order, for its countries (none: every country no other rate names), free above an amount.",
    tag,
    access: "staff",
    results: shippingRateOut,
    status: 201,
    body: shippingRateSchema,
  }),
  updateRate: documented({
    summary: "Change a shipping rate",
    description: versionNote,
    tag,
    access: "staff",
    results: shippingRateOut,
    body: shippingRateUpdateSchema,
    notFound: true,
    conflict: true,
  }),
  listMemberships: documented({
    summary: "List memberships",
    description: "Newest first; `query` finds members by name or email.",
    tag,
    access: "staff",
    results: staffMembershipOut,
    list: true,
    query: [
      ...paging(["created_date"]),
      "query",
      {
        name: "status",
        schema: { type: "string" },
        description: "Only memberships with this status (active, past_due, canceled …).",
      },
    ],
  }),
};

/** The buyer's account side of the shop (shop/buyer-routes.ts). */
export const buyerDocs = {
  listOrders: documented({
    summary: "The caller's orders",
    description: "Paid and refunded orders and tips, newest first.",
    tag,
    access: "signed-in",
    results: buyerOrderOut,
    list: true,
    query: paging(["created_date"]),
  }),
  getOrder: documented({
    summary: "One of the caller's orders",
    description: "Anyone else's order is not found.",
    tag,
    access: "signed-in",
    results: buyerOrderOut,
    notFound: true,
  }),
  sendClaimMail: documented({
    summary: "Mail a link to claim guest orders",
    description:
      "Mails the caller's confirmed address a link (valid 24 hours) that attaches the orders placed with it without an account. The answer is the same whatever it finds. An unconfirmed address is a 409; three mails an hour at most.",
    tag,
    access: "signed-in",
    results: claimMailOut,
    conflict: true,
    limited: true,
  }),
  confirmClaim: documented({
    summary: "Claim guest orders",
    description:
      "With the token from the mailed link: attaches the guest orders placed with the caller's email, once. A link that is used, expired, forged or another account's is a 400 on `token`.",
    tag,
    access: "signed-in",
    results: claimConfirmedOut,
    body: claimConfirmSchema,
    conflict: true,
  }),
  membership: documented({
    summary: "Where the caller's membership stands",
    tag,
    access: "signed-in",
    results: membershipStateOut,
  }),
};
