import { z } from "zod";
import { idOut, imageOut, instantOut, stampsOut, text } from "./common.ts";

// The shop as the v5 API answers (server/api/shop/present.ts, buyer-present.ts,
// and the services' own small answers: checkout, the tip jar, claims, the
// membership state of core/shop/membership.ts). Amounts are whole cents.

export const cents = z.number().int().meta({ description: "In cents." });
const currency = z.string().meta({ description: "ISO currency code, lower case: usd." });
const provider = z.string().meta({ description: "The payment provider: stripe or sandbox." });

const created = "2026-10-02T15:00:00.000Z";
const modified = "2026-11-20T17:30:00.000Z";
const printId = "3c9a7e52-1f4b-4d8e-9a61-0b2c4d6e8f10";
const printPriceId = "8d2f4a16-7b3c-4e59-a0d1-5e6f7a8b9c0d";
const orderId = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d";
const userId = "f0e1d2c3-b4a5-4968-8776-655443322110";

// --- Products -------------------------------------------------------------

export const priceOut = z
  .strictObject({
    id: idOut,
    amount: cents,
    currency,
    interval: text.meta({ description: "month or year for a membership; null: paid once." }),
    label: text,
    provider_price_id: text.meta({ description: "The provider's own price, when it has one." }),
    is_active: z.boolean(),
    sort_order: z.number().int(),
  })
  .meta({
    id: "ProductPrice",
    example: {
      id: printPriceId,
      amount: 3500,
      currency: "usd",
      interval: null,
      label: "11 × 17 in",
      provider_price_id: null,
      is_active: true,
      sort_order: 0,
    },
  });

export const productOut = z
  .strictObject({
    id: idOut,
    legacy_id: text,
    name: z.string(),
    slug: z.string(),
    summary: text,
    description: text.meta({ description: "Rich text (sanitized HTML)." }),
    kind: z.string().meta({ description: "product, membership or tip" }),
    is_active: z.boolean(),
    sort_order: z.number().int(),
    image_ids: z.array(idOut),
    images: z
      .array(imageOut)
      .meta({ description: "The images of image_ids that exist, in order." }),
    prices: z
      .array(priceOut)
      .meta({ description: "Active prices only, unless the caller is staff." }),
    stock: z
      .number()
      .int()
      .nullable()
      .meta({ description: "How many are left to buy; null: no limit." }),
    sold_out: z.boolean(),
    ships: z.boolean().meta({ description: "Sent by post: its checkouts charge shipping." }),
    ...stampsOut,
  })
  .meta({
    id: "Product",
    example: {
      id: printId,
      legacy_id: null,
      name: "Stone Arch Bridge risograph",
      slug: "stone-arch-bridge-risograph",
      summary: "A two-colour risograph of the Stone Arch Bridge at dusk.",
      description: "<p>Printed in Northeast Minneapolis on Mohawk paper, signed.</p>",
      kind: "product",
      is_active: true,
      sort_order: 0,
      image_ids: [],
      images: [],
      prices: [priceOut.meta()?.example],
      stock: 40,
      sold_out: false,
      ships: true,
      created_date: created,
      modified_date: modified,
      version: 3,
    },
  });

// --- Orders ---------------------------------------------------------------

/** A line of an order, as bought (db/schema/shop.ts OrderLine). */
export const orderLineOut = z.strictObject({
  product_id: z.string().meta({ description: "The product's id; tip for the tip jar." }),
  price_id: idOut.nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unit_amount: cents,
  amount: cents,
  ships: z.boolean().optional().meta({ description: "Sent by post (absent on tips)." }),
});

const refundOut = z.strictObject({
  id: idOut,
  amount: cents,
  lines: z.array(z.strictObject({ price_id: idOut, quantity: z.number().int() })),
  reason: text,
  restocked: z.boolean(),
  status: z
    .string()
    .meta({ description: "succeeded, or pending while the provider is being asked." }),
  created_date: instantOut,
});

/** Where an order's goods go. */
export const shippingAddressOut = z.strictObject({
  name: z.string(),
  line1: z.string(),
  line2: text.optional(),
  city: z.string(),
  state: text.optional(),
  postal_code: z.string(),
  country: z.string().meta({ description: "ISO 3166-1 alpha-2 code." }),
});

export const fulfillmentOut = z
  .strictObject({
    carrier: z.string().meta({ description: "USPS, UPS, FedEx, DHL or Other" }),
    tracking_number: z.string(),
    tracking_url: text,
    fulfilled_date: instantOut,
  })
  .nullable()
  .meta({ description: "How it was sent, once staff mark it fulfilled." });

/** An order as staff see it (presentOrder), without its history. */
export const orderOut = z
  .strictObject({
    id: idOut,
    confirmation_id: z.string(),
    kind: z.string().meta({ description: "product or tip" }),
    status: z.string().meta({
      description: "pending, failed, paid or refunded (in full; a partial refund leaves it paid).",
    }),
    email: text,
    user_id: idOut.nullable(),
    lines: z.array(orderLineOut),
    amount_total: cents,
    currency,
    provider,
    paid_date: instantOut.nullable(),
    failure_message: text,
    subtotal: cents,
    shipping_amount: cents,
    shipping_rate_name: text,
    tax_amount: cents,
    shipping_address: shippingAddressOut.nullable(),
    ships: z.boolean().meta({ description: "Something in it is sent by post." }),
    amount_refunded: cents,
    refunds: z.array(refundOut),
    fulfillment: fulfillmentOut,
    ...stampsOut,
  })
  .meta({
    id: "Order",
    example: {
      id: orderId,
      confirmation_id: "q8Zr2mXo4TfL0aWc9yHbNk3v",
      kind: "product",
      status: "paid",
      email: "ada@example.com",
      user_id: userId,
      lines: [
        {
          product_id: printId,
          price_id: printPriceId,
          name: "Stone Arch Bridge risograph (11 × 17 in)",
          quantity: 2,
          unit_amount: 3500,
          amount: 7000,
          ships: true,
        },
      ],
      amount_total: 7800,
      currency: "usd",
      provider: "stripe",
      paid_date: "2026-11-21T18:04:00.000Z",
      failure_message: null,
      subtotal: 7000,
      shipping_amount: 800,
      shipping_rate_name: "US standard",
      tax_amount: 0,
      shipping_address: {
        name: "Ada Buyer",
        line1: "100 Hennepin Ave",
        line2: null,
        city: "Minneapolis",
        state: "MN",
        postal_code: "55401",
        country: "US",
      },
      ships: true,
      amount_refunded: 0,
      refunds: [],
      fulfillment: {
        carrier: "USPS",
        tracking_number: "9400111202555842761023",
        tracking_url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761023",
        fulfilled_date: "2026-11-23T16:00:00.000Z",
      },
      created_date: "2026-11-21T18:00:00.000Z",
      modified_date: "2026-11-23T16:00:00.000Z",
      version: 4,
    },
  });

const orderExample = orderOut.meta()?.example as Record<string, unknown>;
const { user_id: _user, ...confirmationExample } = orderExample;
const { failure_message: _note, provider: _provider, ...buyerExample } = confirmationExample;

/** What an order's confirmation page sees: the order, not which account placed it. */
export const orderConfirmationOut = orderOut
  .omit({ user_id: true })
  .meta({ id: "OrderConfirmation", example: confirmationExample });

/** An order in its buyer's account: less the account, the provider and staff notes. */
export const buyerOrderOut = orderOut
  .omit({ user_id: true, failure_message: true, provider: true })
  .meta({
    id: "BuyerOrder",
    description: "Refunds the provider has not confirmed yet are not shown.",
    example: buyerExample,
  });

const orderEventOut = z.strictObject({
  id: idOut,
  kind: z.string().meta({ description: "placed, paid, failed, refunded, refund or fulfilled" }),
  detail: text,
  by: text.meta({ description: "The staff member who did it; null: the buyer or the provider." }),
  created_date: instantOut,
});

/** One order for staff: with its history, oldest first. */
export const staffOrderOut = orderOut.extend({ history: z.array(orderEventOut) }).meta({
  id: "StaffOrder",
  example: {
    ...orderExample,
    history: [
      {
        id: "0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5",
        kind: "placed",
        detail: null,
        by: null,
        created_date: "2026-11-21T18:00:00.000Z",
      },
      {
        id: "1d2e3f4a-5b6c-4d7e-8f90-91a2b3c4d5e6",
        kind: "fulfilled",
        detail: "USPS 9400111202555842761023",
        by: "Site Admin",
        created_date: "2026-11-23T16:00:00.000Z",
      },
    ],
  },
});

// --- Shipping rates -------------------------------------------------------

export const shippingRateOut = z
  .strictObject({
    id: idOut,
    name: z.string(),
    countries: z
      .array(z.string())
      .meta({ description: "ISO 3166-1 alpha-2 codes; empty: every country no other rate names." }),
    amount: cents,
    free_above: cents
      .nullable()
      .meta({ description: "Goods of at least this many cents ship free; null: never." }),
    is_active: z.boolean(),
    sort_order: z.number().int(),
    ...stampsOut,
  })
  .meta({
    id: "ShippingRate",
    example: {
      id: "7e8f9a0b-1c2d-4e3f-a4b5-c6d7e8f90a1b",
      name: "US standard",
      countries: ["US"],
      amount: 800,
      free_above: 15000,
      is_active: true,
      sort_order: 0,
      created_date: created,
      modified_date: created,
      version: 1,
    },
  });

// --- Memberships ----------------------------------------------------------

const tierPrice = {
  id: "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e",
  amount: 500,
  currency: "usd",
  interval: "month",
  label: null,
  provider_price_id: "price_1QfRiend",
  is_active: true,
  sort_order: 0,
};

export const membershipOut = z
  .strictObject({
    id: idOut,
    user_id: idOut,
    status: z.string().meta({
      description: "The provider's: active, trialing, past_due, unpaid, incomplete or canceled.",
    }),
    is_current: z
      .boolean()
      .meta({ description: "Live (active, trialing or past due): its holder is a member." }),
    current_period_end: instantOut.nullable(),
    cancel_at_period_end: z.boolean(),
    provider,
    product: z.strictObject({ id: idOut, name: z.string(), slug: z.string() }).nullable(),
    price: priceOut.nullable(),
    ...stampsOut,
  })
  .meta({
    id: "Membership",
    example: {
      id: "2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b",
      user_id: userId,
      status: "active",
      is_current: true,
      current_period_end: "2026-12-21T18:00:00.000Z",
      cancel_at_period_end: false,
      provider: "stripe",
      product: {
        id: "4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d",
        name: "Friend of artcal",
        slug: "friend-of-artcal",
      },
      price: tierPrice,
      created_date: "2026-11-21T18:00:00.000Z",
      modified_date: "2026-11-21T18:00:00.000Z",
      version: 1,
    },
  });

/** A membership in the back office: with its member (null once the account is gone). */
export const staffMembershipOut = membershipOut
  .extend({
    member: z.strictObject({ id: idOut, email: z.string(), name: z.string() }).nullable(),
  })
  .meta({
    id: "StaffMembership",
    example: {
      ...(membershipOut.meta()?.example as object),
      member: { id: userId, email: "ada@example.com", name: "Ada Buyer" },
    },
  });

const plan = {
  plan: z.string().meta({ description: "The tier's name." }),
  since: instantOut,
  price: priceOut.nullable().meta({ description: "The stored price it renews at." }),
};

/** Where the caller's membership stands (core/shop/membership.ts). */
export const membershipStateOut = z
  .strictObject({
    state: z.discriminatedUnion("kind", [
      z.strictObject({ kind: z.literal("none") }),
      z.strictObject({ kind: z.literal("active"), renews: instantOut.nullable(), ...plan }),
      z.strictObject({ kind: z.literal("ending"), ends: instantOut.nullable(), ...plan }),
      z.strictObject({
        kind: z.literal("payment_due"),
        status: z.enum(["past_due", "unpaid", "incomplete"]),
        ...plan,
      }),
      z.strictObject({ kind: z.literal("ended"), ended: instantOut, ...plan }),
    ]),
    can_manage_billing: z
      .boolean()
      .meta({ description: "The billing portal opens (they have joined before)." }),
  })
  .meta({
    id: "MembershipState",
    example: {
      state: {
        kind: "active",
        renews: "2026-12-21T18:00:00.000Z",
        plan: "Friend of artcal",
        since: "2026-11-21T18:00:00.000Z",
        price: tierPrice,
      },
      can_manage_billing: true,
    },
  });

// --- Checkout, the tip jar and the portal ---------------------------------

export const checkoutSessionOut = z
  .strictObject({
    url: z
      .string()
      .meta({ description: "The provider's hosted checkout page: send the buyer there." }),
    order_confirmation_id: z
      .string()
      .meta({ description: "The pending order's; the confirmation page asks with it." }),
  })
  .meta({
    id: "CheckoutSession",
    example: {
      url: "https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4",
      order_confirmation_id: "q8Zr2mXo4TfL0aWc9yHbNk3v",
    },
  });

/** Where to send the browser: a membership's checkout, or the billing portal. */
export const redirectOut = z
  .strictObject({ url: z.string() })
  .meta({ id: "ProviderLink", example: { url: "https://billing.stripe.com/p/session/test_YWNj" } });

export const tipIntentOut = z
  .strictObject({
    client_secret: z.string().meta({ description: "For the provider's card form." }),
    order_confirmation_id: z.string(),
    provider,
    publishable_key: text.meta({ description: "Stripe's publishable key; null: the sandbox." }),
  })
  .meta({
    id: "TipIntent",
    example: {
      client_secret: "pi_3QfTip_secret_Zx81",
      order_confirmation_id: "m3Kd9QwYt2LpZ0sVb7NcRx4e",
      provider: "stripe",
      publishable_key: "pk_test_51Artcal",
    },
  });

/** The sandbox's card form: the payment went through (a decline is a 400 on `card`). */
export const sandboxPaymentOut = z
  .strictObject({ ok: z.literal(true) })
  .meta({ id: "SandboxPayment", example: { ok: true } });

/** What the sandbox's card form sends (read as text; anything else counts as blank). */
export const sandboxPaymentIn = z
  .object({
    client_secret: z.string().meta({ description: "The tip's client_secret." }),
    card: z
      .string()
      .meta({ description: "A test card: 4242424242424242 pays, 4000000000000002 is declined." }),
  })
  .meta({ description: "Only while the sandbox is the payment provider; with Stripe, a 404." });

/** A payment provider's event, exactly as it signed it. */
export const webhookEventIn = z.looseObject({ id: z.string(), type: z.string() }).meta({
  description:
    "The provider's event exactly as it sent it (Stripe: an Event object), with its signature in the Stripe-Signature (or Sandbox-Signature) header.",
});

export const webhookReceiptOut = z
  .strictObject({
    received: z.literal(true),
    duplicate: z
      .boolean()
      .meta({ description: "The event was delivered before: it changed nothing." }),
  })
  .meta({ id: "WebhookReceipt", example: { received: true, duplicate: false } });

// --- Claiming guest orders ------------------------------------------------

export const claimMailOut = z
  .strictObject({
    sent_to: z.string().meta({ description: "The account's confirmed email." }),
    expires_date: instantOut,
  })
  .meta({
    id: "OrderClaimMail",
    example: { sent_to: "ada@example.com", expires_date: "2026-11-22T18:00:00.000Z" },
  });

export const claimConfirmedOut = z
  .strictObject({
    email: z.string(),
    attached: z.number().int().meta({ description: "Paid orders now in the account." }),
  })
  .meta({ id: "OrderClaim", example: { email: "ada@example.com", attached: 2 } });

export type Price = z.output<typeof priceOut>;
export type Product = z.output<typeof productOut>;
export type Order = z.output<typeof orderOut>;
export type OrderConfirmation = z.output<typeof orderConfirmationOut>;
export type BuyerOrder = z.output<typeof buyerOrderOut>;
export type StaffOrder = z.output<typeof staffOrderOut>;
export type ShippingRate = z.output<typeof shippingRateOut>;
export type Membership = z.output<typeof membershipOut>;
export type StaffMembership = z.output<typeof staffMembershipOut>;
