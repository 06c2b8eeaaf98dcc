import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send } from "../../../tests/calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";
import { sandboxWebhookSecret } from "../../lib/payments/index.ts";
import { signPayload } from "../../lib/payments/signature.ts";

// GET /account/membership: a member's plan, renewal and amount, as the
// provider's events leave it (active, set to cancel, past due, canceled),
// on a clock the test sets.

const NOW = new Date("2026-11-21T18:00:00.000Z");
const clock = { at: NOW, now: () => new Date(clock.at) };
const RENEWS = "2026-12-21T18:00:00.000Z";

let t: TestApp;
let tier: { id: string; prices: { id: string }[] };
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://shop.test" }, app: { clock } });
  const admin = await superadmin(t, "state_admin");
  tier = await send(t, admin.token, "POST", "/shop/store/products/list", {
    name: "Patron",
    kind: "membership",
    prices: [{ amount: 1500, interval: "month" }],
  });
});
afterAll(() => t.close());

let n = 0;
/** Delivers a signed sandbox event about `who`'s membership, made `minute` minutes past NOW. */
async function deliver(who: SignedIn, type: string, fields: Record<string, unknown>, minute = 0) {
  const body = JSON.stringify({
    id: `evt_state_${++n}`,
    type,
    at: new Date(NOW.getTime() + minute * 60_000).toISOString(),
    subscriptionId: `sub_state_${who.userId}`,
    reference: `membership:${who.userId}:${tier.prices[0]!.id}`,
    ...fields,
  });
  const res = await t.app.request("/api/v5/shop/webhooks/sandbox", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "sandbox-signature": signPayload(body, sandboxWebhookSecret(t.deps.authSecret), clock.now()),
    },
    body,
  });
  expect(res.status).toBe(200);
}
const updated = (who: SignedIn, status: string, cancelAtPeriodEnd: boolean, minute: number) =>
  deliver(
    who,
    "subscription.updated",
    {
      customerId: `cus_state_${who.userId}`,
      status,
      currentPeriodEnd: RENEWS,
      cancelAtPeriodEnd,
      providerPriceId: null,
    },
    minute,
  );

async function state(who: SignedIn) {
  const res = await t.app.request("/api/v5/account/membership", { headers: bearer(who.token) });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return (await res.json()).results as {
    state: Record<string, unknown>;
    can_manage_billing: boolean;
  };
}

const plan = { plan: "Patron", price: { amount: 1500, currency: "usd", interval: "month" } };

describe("GET /account/membership", () => {
  it("says none for someone who never joined, and needs a sign-in", async () => {
    const who = await member(t, "state_none");
    expect(await state(who)).toEqual({ state: { kind: "none" }, can_manage_billing: false });
    expect((await t.app.request("/api/v5/account/membership")).status).toBe(401);
  });

  it("follows a membership from active to set to cancel, past due and canceled", async () => {
    const who = await member(t, "state_member");
    await updated(who, "active", false, 1);
    const active = await state(who);
    expect(active).toMatchObject({
      state: { kind: "active", renews: RENEWS, ...plan },
      can_manage_billing: true,
    });
    expect(Date.parse(String(active.state.since))).not.toBeNaN();

    await updated(who, "active", true, 2);
    expect((await state(who)).state).toMatchObject({ kind: "ending", ends: RENEWS, ...plan });

    await updated(who, "past_due", false, 3);
    expect((await state(who)).state).toMatchObject({ kind: "payment_due", status: "past_due" });

    await deliver(who, "subscription.deleted", {}, 4);
    const ended = (await state(who)).state;
    expect(ended).toMatchObject({ kind: "ended", ...plan });
    // Canceled at once: it ended when we heard so, before its paid period would have.
    expect(Date.parse(String(ended.ended))).toBeLessThan(Date.parse(RENEWS));
  });

  it("counts a membership set to cancel as ended once its period is over", async () => {
    const who = await member(t, "state_lapsed");
    await updated(who, "active", true, 1);
    expect((await state(who)).state.kind).toBe("ending");
    clock.at = new Date(Date.parse(RENEWS) + 1000);
    try {
      expect((await state(who)).state).toMatchObject({ kind: "ended", ended: RENEWS });
    } finally {
      clock.at = NOW;
    }
  });
});
