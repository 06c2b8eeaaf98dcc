import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../../../db/schema/auth.ts";
import { follows, personalSettings, saves } from "../../../db/schema/personal.ts";
import { orders } from "../../../db/schema/shop.ts";
import { makeEvent, makeVenue, postJson, send } from "../../../tests/calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";
import { createServices } from "../../services.ts";
import { createPersonalRepo } from "./repo.ts";

// "Download my data" and "Delete my account": the export holds what is the
// caller's (not the keys to their feed), and the deletion removes the person
// and everything personal, keeps their orders detached and anonymised, ends
// their sessions, and leaves everyone else's data as it was.

let t: TestApp;
let ada: SignedIn;
let otto: SignedIn;
let eventId: string;
let venueId: string;
let confirmation: string;

const api = (path: string, token: string | null, init: RequestInit = {}) =>
  t.app.request(`/api/v5${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
  });

async function rowsOf(userId: string) {
  const db = t.database.db;
  return {
    saves: (await db.select().from(saves).where(eq(saves.userId, userId))).length,
    follows: (await db.select().from(follows).where(eq(follows.userId, userId))).length,
    settings: (await db.select().from(personalSettings).where(eq(personalSettings.userId, userId)))
      .length,
    sessions: (await db.select().from(session).where(eq(session.userId, userId))).length,
  };
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://privacy.test" } });
  const sandbox = createServices(t.deps).sandbox!;
  const admin = await superadmin(t, "privacy_admin");
  venueId = (await makeVenue(t, admin.token, { name: "Privacy Gallery" })).id;
  eventId = (
    await makeEvent(
      t,
      admin.token,
      [
        {
          venue_id: venueId,
          category: "reception",
          start: "2026-12-04T00:00:00Z",
          end: "2026-12-04T03:00:00Z",
        },
      ],
      { name: "Privacy Opening" },
    )
  ).id;
  ada = await member(t, "privacy_ada");
  otto = await member(t, "privacy_otto");
  const personal = createPersonalRepo(t.database.db);
  for (const who of [ada, otto]) {
    await personal.save(who.userId, eventId);
    await personal.follow(who.userId, "venue", venueId);
    await personal.settings(who.userId);
  }
  // A print Ada bought signed in.
  const print = await send(t, admin.token, "POST", "/shop/store/products/list", {
    name: "Privacy Print",
    prices: [{ amount: 2500 }],
  });
  const res = await postJson(t, ada.token, "/shop/store/create-checkout-session", {
    product_id: print.id,
    price_id_items: [{ price_id: print.prices[0].id, quantity: 1 }],
  });
  const checkout = (await res.json()).results as { url: string; order_confirmation_id: string };
  expect((await sandbox.payCheckout(checkout.url.split("/").at(-1)!, "4242424242424242")).ok).toBe(
    true,
  );
  confirmation = checkout.order_confirmation_id;
});
afterAll(() => t?.close());

describe("download my data", () => {
  it("is the caller's profile, sessions, orders, saves, follows and settings, as a file", async () => {
    const res = await api("/account/export", ada.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="artcal-my-data-/,
    );
    expect(res.headers.get("cache-control")).toContain("no-store");
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ email: ada.email, username: "privacy_ada" });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.orders).toEqual([
      expect.objectContaining({ confirmation_id: confirmation, status: "paid" }),
    ]);
    expect(data.saves).toEqual([
      expect.objectContaining({ event_id: eventId, event_name: "Privacy Opening" }),
    ]);
    expect(data.follows).toEqual([expect.objectContaining({ kind: "venue", target: venueId })]);
    expect(data.settings).toMatchObject({ digest_enabled: false, reminders_enabled: false });
    // The keys to the feed and the unsubscribe links are not in a file that may lie about.
    const [own] = await t.database.db
      .select()
      .from(personalSettings)
      .where(eq(personalSettings.userId, ada.userId));
    expect(text).not.toContain(own!.feedSecret);
    expect(text).not.toContain(own!.mailToken);
    // Nothing of Otto's.
    expect(text).not.toContain(otto.email);
  });

  it("needs signing in", async () => {
    expect((await api("/account/export", null)).status).toBe(401);
  });
});

describe("delete my account", () => {
  it("needs the account's email typed out, and deletes nothing without it", async () => {
    const res = await api("/account", ada.token, {
      method: "DELETE",
      body: JSON.stringify({ confirm: otto.email }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ type: "DataValidationError", code: "V-1001" });
    expect(await rowsOf(ada.userId)).toMatchObject({ saves: 1, follows: 1, settings: 1 });
  });

  it("deletes the person and everything personal, keeps orders anonymised, ends sessions", async () => {
    const res = await api("/account", ada.token, {
      method: "DELETE",
      body: JSON.stringify({ confirm: ` ${ada.email.toUpperCase()} ` }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).results).toEqual({ deleted: true, orders_kept: 1 });

    expect(await rowsOf(ada.userId)).toEqual({ saves: 0, follows: 0, settings: 0, sessions: 0 });
    // The token stops working at once: its session is gone.
    expect((await api("/account/mail-preferences", ada.token)).status).toBe(401);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.confirmationId, confirmation));
    expect(order).toMatchObject({ userId: null, email: null, status: "paid", amountTotal: 2500 });

    // Otto's data is untouched and his token still works.
    expect(await rowsOf(otto.userId)).toMatchObject({ saves: 1, follows: 1, settings: 1 });
    expect((await api("/account/mail-preferences", otto.token)).status).toBe(200);
  });
});
