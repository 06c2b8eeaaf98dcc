import { randomBytes } from "node:crypto";
import type { ShippingAddress } from "../../../core/shop/address.ts";
import type { SandboxRepo } from "./sandbox-repo.ts";
import { signPayload, verifySignature } from "./signature.ts";
import type {
  CheckoutInput,
  CheckoutLine,
  CheckoutShipping,
  PaymentEvent,
  PaymentsProvider,
  SessionState,
} from "./types.ts";

// The default provider: our own hosted checkout, payment and portal pages
// under /shop/sandbox/…, clearly in test mode. It accepts the test card
// 4242 4242 4242 4242, declines 4000 0000 0000 0002, and reports what
// happened as signed webhook events to the same handler Stripe's go to.

export const SANDBOX_CARDS = { ok: "4242424242424242", declined: "4000000000000002" } as const;
export const DECLINED_MESSAGE = "Your card was declined. Try another card.";
export const UNKNOWN_CARD_MESSAGE =
  "This is test mode: use the card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).";

/** How long a sandbox checkout stays open (and holds its stock), as Stripe's sessions do for us. */
export const SANDBOX_CHECKOUT_MINUTES = 30;
export const EXPIRED_MESSAGE = "The checkout expired before it was paid.";

const id = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString("base64url")}`;

type CardResult = { ok: true } | { ok: false; message: string };
function checkCard(card: string): CardResult {
  const digits = card.replace(/[\s-]/g, "");
  if (digits === SANDBOX_CARDS.ok) return { ok: true };
  if (digits === SANDBOX_CARDS.declined) return { ok: false, message: DECLINED_MESSAGE };
  return { ok: false, message: UNKNOWN_CARD_MESSAGE };
}

interface CheckoutData extends Record<string, unknown> {
  mode: CheckoutInput["mode"];
  lines: CheckoutLine[];
  reference: string;
  customerEmail: string | null;
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  amountTotal: number;
  currency: string;
  /** ISO instant; later than this an open checkout expires. */
  expiresAt?: string;
  /** Goods that ship: the page asks for an address in these countries and offers these rates. */
  shipping?: CheckoutShipping | null;
}

/** Refused: not a payment the sandbox took, or more than is left of it. */
export const REFUND_REFUSED = "The sandbox has no such payment, or less left of it to refund.";

export function createSandboxProvider(deps: {
  repo: SandboxRepo;
  secret: string;
  publicUrl: string;
  now: () => Date;
  /** Hands a signed event to our webhook handler, exactly as an HTTP delivery would. */
  deliver: (body: string, signature: string) => Promise<void>;
}) {
  const { repo, now } = deps;
  const url = (path: string) => `${deps.publicUrl}${path}`;

  async function emit(event: PaymentEvent) {
    const body = JSON.stringify({ ...event, at: now().toISOString() });
    await deps.deliver(body, signPayload(body, deps.secret, now()));
  }

  /** Expires an open checkout (once, however many ask) and reports it, as Stripe does. */
  async function expire(sessionId: string, d: CheckoutData) {
    if (!(await repo.transition(sessionId, "open", "expired"))) return;
    await emit({
      id: id("evt"),
      type: "checkout.failed",
      sessionId,
      reference: d.reference,
      message: EXPIRED_MESSAGE,
    });
  }
  const expired = (d: CheckoutData) => !!d.expiresAt && d.expiresAt <= now().toISOString();

  const periodEnd = (interval: "month" | "year" | null | undefined, from: Date) => {
    const d = new Date(from);
    if (interval === "year") d.setUTCFullYear(d.getUTCFullYear() + 1);
    else d.setUTCMonth(d.getUTCMonth() + 1);
    return d;
  };

  const provider: PaymentsProvider = {
    name: "sandbox",
    publishableKey: null,

    async createCheckoutSession(input) {
      const sessionId = id("cs");
      const data: CheckoutData = {
        mode: input.mode,
        lines: input.lines,
        reference: input.reference,
        customerEmail: input.customerEmail ?? null,
        customerId: input.customerId ?? null,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        metadata: input.metadata,
        // The first rate until the buyer picks another on the page: one is all we offer.
        amountTotal:
          input.lines.reduce((s, l) => s + l.unitAmount * l.quantity, 0) +
          (input.shipping?.options[0]?.amount ?? 0),
        currency: input.lines[0]?.currency ?? "usd",
        expiresAt: new Date(now().getTime() + SANDBOX_CHECKOUT_MINUTES * 60_000).toISOString(),
        shipping: input.shipping ?? null,
      };
      await repo.insert(sessionId, "checkout", "open", data);
      return { id: sessionId, url: url(`/shop/sandbox/checkout/${sessionId}`) };
    },

    async retrieveCheckoutSession(sessionId): Promise<SessionState> {
      const s = await repo.find(sessionId, "checkout");
      if (!s) throw new Error("No such checkout session.");
      const d = s.data as CheckoutData;
      return {
        id: s.id,
        status: s.status === "complete" ? "complete" : s.status === "expired" ? "expired" : "open",
        paid: s.status === "complete",
        reference: d.reference,
        amountTotal: d.amountTotal,
      };
    },

    async createPaymentIntent(input) {
      const intentId = id("pi");
      const clientSecret = `${intentId}_secret_${randomBytes(16).toString("base64url")}`;
      await repo.insert(intentId, "payment_intent", "requires_payment_method", {
        ...input,
        clientSecret,
      });
      return { id: intentId, clientSecret };
    },

    async createPortalLink({ customerId, returnUrl }) {
      const portalId = id("bps");
      await repo.insert(portalId, "portal", "open", { customerId, returnUrl });
      return { url: url(`/shop/sandbox/portal/${portalId}`) };
    },

    async refund({ paymentId, amount, reference, idempotencyKey }) {
      const refundId = `re_sandbox_${idempotencyKey}`;
      const done = await repo.find(refundId, "refund");
      if (done) return { id: done.id, status: "succeeded" };
      const [checkout] = await repo.byPayment(paymentId, "checkout");
      const intent = await repo.find(paymentId, "payment_intent");
      const paid =
        checkout?.status === "complete"
          ? Number((checkout.data as CheckoutData).amountTotal)
          : intent?.status === "succeeded"
            ? Number(intent.data.amount)
            : 0;
      const given = (await repo.byPayment(paymentId, "refund")).reduce(
        (s, r) => s + Number(r.data.amount),
        0,
      );
      if (!Number.isInteger(amount) || amount < 1 || given + amount > paid)
        throw new Error(REFUND_REFUSED);
      await repo.insert(refundId, "refund", "succeeded", { paymentId, amount, reference });
      return { id: refundId, status: "succeeded" };
    },

    async parseWebhook(body, signature) {
      verifySignature(body, signature, deps.secret, now());
      const event = JSON.parse(body) as PaymentEvent & {
        currentPeriodEnd?: string | Date | null;
        at?: string | Date | null;
      };
      if (event.type === "subscription.updated" && event.currentPeriodEnd) {
        event.currentPeriodEnd = new Date(event.currentPeriodEnd);
      }
      if (event.at) event.at = new Date(event.at);
      return event as PaymentEvent;
    },

    async expireStaleCheckouts() {
      for (const s of await repo.openExpiredBy("checkout", now().toISOString()))
        await expire(s.id, s.data as CheckoutData);
    },
  };

  /** What the sandbox's own pages do: pay, decline, cancel and renew. */
  const actions = {
    /** The server's minute sweep: abandoned checkouts give their stock back though nobody checks out. */
    expireStaleCheckouts: () => provider.expireStaleCheckouts!(),

    async checkout(sessionId: string) {
      const s = await repo.find(sessionId, "checkout");
      return s ? { id: s.id, status: s.status, ...(s.data as CheckoutData) } : null;
    },

    /**
     * Pays an open checkout session with a test card; a decline leaves it open, as Stripe does.
     * `email` is what the checkout page asked a buyer without an account for (Stripe's
     * Checkout asks too): it goes into the completed event, so the receipt reaches them.
     */
    async payCheckout(
      sessionId: string,
      card: string,
      email?: string | null,
      /** The address the page collected (checked by it) and the rate chosen, for goods that ship. */
      shipTo?: { address: ShippingAddress; rateId: string | null } | null,
    ): Promise<CardResult & { redirect?: string }> {
      const s = await repo.find(sessionId, "checkout");
      if (s?.status !== "open") return { ok: false, message: "This checkout is no longer open." };
      const d = s.data as CheckoutData;
      if (expired(d)) {
        await expire(sessionId, d);
        return { ok: false, message: "This checkout has expired. Start again from the shop." };
      }
      const result = checkCard(card);
      if (!result.ok) return result;
      const rate = d.shipping
        ? (d.shipping.options.find((o) => o.id === shipTo?.rateId) ?? d.shipping.options[0])
        : null;
      if (d.shipping && (!shipTo || !d.shipping.countries.includes(shipTo.address.country)))
        return { ok: false, message: "Give an address in a country this checkout ships to." };
      const paymentId = id("pi");
      const customerId = d.customerId ?? id("cus");
      const customerEmail = d.customerEmail ?? (email || null);
      if (
        !(await repo.transition(sessionId, "open", "complete", {
          paymentId,
          customerId,
          customerEmail,
          ...(rate
            ? {
                amountTotal: d.amountTotal - (d.shipping?.options[0]?.amount ?? 0) + rate.amount,
                shippingTo: shipTo?.address,
              }
            : {}),
        }))
      )
        return { ok: false, message: "This checkout is no longer open." };
      let subscriptionId: string | null = null;
      if (d.mode === "subscription") {
        const line = d.lines[0];
        subscriptionId = id("sub");
        const end = periodEnd(line?.interval, now());
        await repo.insert(subscriptionId, "subscription", "active", {
          customerId,
          line,
          reference: d.reference,
          currentPeriodEnd: end.toISOString(),
        });
        await emit({
          id: id("evt"),
          type: "subscription.updated",
          subscriptionId,
          customerId,
          status: "active",
          currentPeriodEnd: end,
          cancelAtPeriodEnd: false,
          providerPriceId: line?.providerPriceId ?? null,
          reference: d.reference,
        });
      }
      await emit({
        id: id("evt"),
        type: "checkout.completed",
        sessionId,
        reference: d.reference,
        paid: true,
        paymentId: d.mode === "payment" ? paymentId : null,
        customerId,
        subscriptionId,
        email: customerEmail,
        shipping:
          rate && shipTo ? { address: shipTo.address, amount: rate.amount, rateId: rate.id } : null,
      });
      return { ok: true, redirect: d.successUrl };
    },

    async paymentIntent(clientSecret: string) {
      const intentId = clientSecret.split("_secret_")[0] ?? "";
      const pi = await repo.find(intentId, "payment_intent");
      if (!pi || pi.data.clientSecret !== clientSecret) return null;
      return {
        id: pi.id,
        status: pi.status,
        amount: Number(pi.data.amount),
        currency: String(pi.data.currency),
      };
    },

    /** Confirms a payment intent (the tip jar's card form); a decline fails it. */
    async confirmPayment(clientSecret: string, card: string): Promise<CardResult> {
      const pi = await actions.paymentIntent(clientSecret);
      if (pi?.status !== "requires_payment_method")
        return { ok: false, message: "This payment is no longer open." };
      const stored = await repo.find(pi.id, "payment_intent");
      const reference = String(stored?.data.reference ?? "");
      const result = checkCard(card);
      if (!result.ok) {
        await emit({
          id: id("evt"),
          type: "payment.failed",
          paymentId: pi.id,
          reference,
          message: result.message,
        });
        return result;
      }
      if (!(await repo.transition(pi.id, "requires_payment_method", "succeeded")))
        return { ok: false, message: "This payment is no longer open." };
      await emit({
        id: id("evt"),
        type: "payment.succeeded",
        paymentId: pi.id,
        reference,
        amount: pi.amount,
      });
      return { ok: true };
    },

    async portal(portalId: string) {
      const p = await repo.find(portalId, "portal");
      if (!p) return null;
      const customerId = String(p.data.customerId);
      const subs = await repo.byCustomer(customerId, "subscription");
      return {
        id: p.id,
        customerId,
        returnUrl: String(p.data.returnUrl),
        subscriptions: subs.map((s) => ({
          id: s.id,
          status: s.status,
          line: s.data.line as CheckoutLine | undefined,
          currentPeriodEnd: String(s.data.currentPeriodEnd ?? ""),
        })),
      };
    },

    /** Cancels a subscription at once from the portal. */
    async cancelSubscription(portalId: string, subscriptionId: string): Promise<boolean> {
      const portal = await actions.portal(portalId);
      if (!portal?.subscriptions.some((s) => s.id === subscriptionId)) return false;
      if (!(await repo.transition(subscriptionId, "active", "canceled"))) return false;
      const stored = await repo.find(subscriptionId, "subscription");
      const reference = typeof stored?.data.reference === "string" ? stored.data.reference : null;
      await emit({ id: id("evt"), type: "subscription.deleted", subscriptionId, reference });
      return true;
    },

    /** Test mode only: bills the next period now, as a renewal would. */
    async renewSubscription(portalId: string, subscriptionId: string): Promise<boolean> {
      const portal = await actions.portal(portalId);
      const sub = portal?.subscriptions.find(
        (s) => s.id === subscriptionId && s.status === "active",
      );
      if (!portal || !sub) return false;
      const end = periodEnd(sub.line?.interval, new Date(sub.currentPeriodEnd || now()));
      await repo.transition(subscriptionId, "active", "active", {
        currentPeriodEnd: end.toISOString(),
      });
      await emit({
        id: id("evt"),
        type: "subscription.updated",
        subscriptionId,
        customerId: portal.customerId,
        status: "active",
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
        providerPriceId: sub.line?.providerPriceId ?? null,
        reference: null,
      });
      return true;
    },
  };

  return { provider, actions };
}

export type SandboxActions = ReturnType<typeof createSandboxProvider>["actions"];
