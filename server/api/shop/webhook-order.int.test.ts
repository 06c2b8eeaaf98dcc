import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mails } from "../../../db/schema/mail.ts";
import { postJson, send } from "../../../tests/calendar-factories.ts";
import { member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";
import { sandboxWebhookSecret } from "../../lib/payments/index.ts";
import { signPayload } from "../../lib/payments/signature.ts";
import { LATE_PAYMENT_SOLD_OUT } from "./order-moves.ts";

// Webhooks replayed: every kind of event delivered twice, and each story
// told in order and backwards, ends with the same order status, the same
// stock and one mail at most.

let t: TestApp;
let admin: SignedIn;
let tierPrice: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://shop.test" } });
  admin = await superadmin(t, "replay_admin");
  const tier = await send(t, admin.token, "POST", "/shop/store/products/list", {
    name: "Replay Friend",
    kind: "membership",
    prices: [{ amount: 500, interval: "month" }],
  });
  tierPrice = tier.prices[0].id;
});
afterAll(() => t.close());

type Event = Record<string, unknown>;
let n = 0;
/** A sandbox event with a fresh id, made by the provider at `minute` past noon. */
const event = (type: string, fields: Event, minute = 0): Event => ({
  id: `evt_replay_${++n}`,
  type,
  at: new Date(Date.UTC(2026, 10, 21, 18, minute)).toISOString(),
  ...fields,
});

async function deliver(e: Event) {
  const body = JSON.stringify(e);
  const res = await t.app.request("/api/v5/shop/webhooks/sandbox", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "sandbox-signature": signPayload(body, sandboxWebhookSecret(t.deps.authSecret), new Date()),
    },
    body,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { duplicate: boolean };
}

/** Each event twice in a row: the second changes nothing. */
async function deliverEachTwice(events: Event[]) {
  for (const e of events) {
    expect((await deliver(e)).duplicate).toBe(false);
    expect((await deliver(e)).duplicate).toBe(true);
  }
}

const stockOf = async (productId: string) =>
  (await (await t.app.request(`/api/v5/shop/store/products/id/${productId}`)).json()).results
    .stock as number | null;
const orderOf = async (confirmationId: string) =>
  (
    await (
      await postJson(t, null, "/shop/store/order/confirmation", {
        order_confirmation_id: confirmationId,
      })
    ).json()
  ).results as { status: string; failure_message: string | null };
const receipts = (to: string) =>
  t.database.db
    .select()
    .from(mails)
    .where(and(eq(mails.toAddress, to), eq(mails.kind, "receipt")));

async function printWithStock(stock: number) {
  return send(t, admin.token, "POST", "/shop/store/products/list", {
    name: `Replay print ${randomUUID().slice(0, 8)}`,
    prices: [{ amount: 3000 }],
    stock,
  }) as Promise<{ id: string; prices: { id: string }[] }>;
}
async function placeOrder(print: { id: string; prices: { id: string }[] }) {
  const res = await postJson(t, null, "/shop/store/create-checkout-session", {
    product_id: print.id,
    price_id_items: [{ price_id: print.prices[0]!.id, quantity: 1 }],
  });
  expect(res.status).toBe(200);
  const { url, order_confirmation_id } = (await res.json()).results;
  return { sessionId: url.split("/").at(-1) as string, reference: order_confirmation_id as string };
}

const completed = (o: { sessionId: string; reference: string }, paymentId: string, email: string) =>
  event("checkout.completed", {
    sessionId: o.sessionId,
    reference: o.reference,
    paid: true,
    paymentId,
    customerId: null,
    subscriptionId: null,
    email,
  });
const expired = (o: { sessionId: string; reference: string }) =>
  event("checkout.failed", {
    sessionId: o.sessionId,
    reference: o.reference,
    message: "The checkout expired before it was paid.",
  });

describe.each([
  ["in order", (e: Event[]) => e],
  ["backwards", (e: Event[]) => [...e].reverse()],
])("order events, %s and each twice", (_, arrange) => {
  it("a payment and an expiry of one checkout: paid, the print taken once, one receipt", async () => {
    const print = await printWithStock(3);
    const order = await placeOrder(print);
    const email = `${randomUUID()}@example.com`;
    await deliverEachTwice(arrange([expired(order), completed(order, `pi_${n}`, email)]));
    expect((await orderOf(order.reference)).status).toBe("paid");
    expect(await stockOf(print.id)).toBe(2);
    expect(await receipts(email)).toHaveLength(1);
  });

  it("a payment and its refund: refunded, the print stays taken (staff restock by hand)", async () => {
    const print = await printWithStock(3);
    const order = await placeOrder(print);
    const paymentId = `pi_refund_${n}`;
    await deliverEachTwice(
      arrange([
        completed(order, paymentId, "refund@example.com"),
        event("payment.refunded", { paymentId, reference: order.reference }),
      ]),
    );
    expect((await orderOf(order.reference)).status).toBe("refunded");
    expect(await stockOf(print.id)).toBe(2);
  });

  it("a tip's payment and a decline of the same intent: paid", async () => {
    const res = await postJson(t, null, "/shop/tipjar/create-payment-intent", { amount: 500 });
    const tip = (await res.json()).results;
    const paymentId = tip.client_secret.split("_secret_")[0];
    await deliverEachTwice(
      arrange([
        event("payment.failed", {
          paymentId,
          reference: tip.order_confirmation_id,
          message: "No.",
        }),
        event("payment.succeeded", {
          paymentId,
          reference: tip.order_confirmation_id,
          amount: 500,
        }),
      ]),
    );
    expect((await orderOf(tip.order_confirmation_id)).status).toBe("paid");
  });
});

describe("a declined card inside a checkout", () => {
  it("leaves the order pending with its print held: the buyer may try another card", async () => {
    const print = await printWithStock(1);
    const order = await placeOrder(print);
    await deliverEachTwice([
      event("payment.failed", {
        paymentId: `pi_declined_${n}`,
        reference: order.reference,
        message: "Your card was declined.",
      }),
    ]);
    expect((await orderOf(order.reference)).status).toBe("pending");
    expect(await stockOf(print.id)).toBe(0);
  });
});

describe("events about one order delivered at the same moment", () => {
  it("take turns: the payment and the expiry, each twice at once, leave it paid with its print taken once", async () => {
    const print = await printWithStock(5);
    const orders = await Promise.all([placeOrder(print), placeOrder(print), placeOrder(print)]);
    await Promise.all(
      orders.flatMap((o) => {
        const events = [
          expired(o),
          completed(o, `pi_race_${n}_${o.reference}`, "race@example.com"),
        ];
        return [...events, ...events].map(deliver);
      }),
    );
    for (const o of orders) expect((await orderOf(o.reference)).status).toBe("paid");
    expect(await stockOf(print.id)).toBe(2);
  });
});

describe("a payment that arrives after its checkout expired and the print sold", () => {
  it("is paid all the same, never takes stock below none, and says what staff must do", async () => {
    const print = await printWithStock(1);
    const late = await placeOrder(print);
    await deliverEachTwice([expired(late)]);
    expect(await stockOf(print.id)).toBe(1);
    const other = await placeOrder(print);
    await deliverEachTwice([completed(other, `pi_other_${n}`, "other@example.com")]);
    expect(await stockOf(print.id)).toBe(0);

    await deliverEachTwice([completed(late, `pi_late_${n}`, "late@example.com")]);
    expect(await orderOf(late.reference)).toMatchObject({
      status: "paid",
      failure_message: LATE_PAYMENT_SOLD_OUT,
    });
    expect(await stockOf(print.id)).toBe(0);
  });
});

describe("membership events, out of order and each twice", () => {
  const subscriptionEvents = (who: SignedIn, minuteOf: (i: number) => number) => {
    const subscriptionId = `sub_replay_${++n}`;
    const reference = `membership:${who.userId}:${tierPrice}`;
    const updated = (i: number, periodEnd: string) =>
      event(
        "subscription.updated",
        {
          subscriptionId,
          customerId: "cus_replay",
          status: "active",
          currentPeriodEnd: periodEnd,
          cancelAtPeriodEnd: false,
          providerPriceId: null,
          reference,
        },
        minuteOf(i),
      );
    return { subscriptionId, reference, updated };
  };
  const mine = async (who: SignedIn) =>
    (await (await postJson(t, who.token, "/shop/subscriptions", {})).json()).results as {
      status: string;
      current_period_end: string;
    }[];

  it("a renewal delivered before the signup keeps the later period end", async () => {
    const who = await member(t, "replay_renewer");
    const { updated } = subscriptionEvents(who, (i) => i);
    const signup = updated(1, "2026-12-21T18:00:00.000Z");
    const renewal = updated(2, "2027-01-21T18:00:00.000Z");
    await deliverEachTwice([renewal, signup]);
    expect(await mine(who)).toMatchObject([
      { status: "active", current_period_end: "2027-01-21T18:00:00.000Z" },
    ]);
  });

  it.each([
    ["in order", false],
    ["backwards", true],
  ])("a signup and its cancellation, %s: canceled", async (_, backwards) => {
    const who = await member(t, `replay_quitter_${backwards}`);
    const { updated, subscriptionId, reference } = subscriptionEvents(who, (i) => i);
    const events = [
      updated(1, "2026-12-21T18:00:00.000Z"),
      event("subscription.deleted", { subscriptionId, reference }, 5),
    ];
    await deliverEachTwice(backwards ? events.reverse() : events);
    expect((await mine(who)).map((s) => s.status)).toEqual(["canceled"]);
  });
});
