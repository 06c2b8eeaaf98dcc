import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, putJson, send } from "../../../tests/calendar-factories.ts";
import { clientAddress, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";
import type { Clock } from "../../lib/clock.ts";
import { createLogger } from "../../lib/logger.ts";
import { createPayments } from "../../lib/payments/index.ts";
import { anonymous } from "../../lib/policy.ts";
import { createServices } from "../../services.ts";
import { createProfileRepo } from "../account/repo.ts";
import { createRevisionLog } from "../revisions/log.ts";
import { createRatesService } from "./rates.ts";
import { createShopRepo } from "./repo.ts";
import { createShopService } from "./service.ts";

// Stock: a checkout reserves it in the same transaction that places the
// order, a paid order keeps it, an expired checkout gives it back, and no
// number of buyers at once can take more than there is. With
// TEST_DATABASE_URL this file runs again on PostgreSQL, where the checkouts
// below really run at once (four connections), not one after another as on PGlite.

const START = new Date("2026-11-21T18:00:00.000Z");
let now = START;
const clock: Clock = { now: () => now };

let t: TestApp;
let admin: SignedIn;
let sandbox: NonNullable<ReturnType<typeof createServices>["sandbox"]>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://shop.test" }, app: { clock } });
  admin = await superadmin(t, "stock_admin");
  // The sandbox's pages are served by the app: its writes reach the app's page cache.
  sandbox = createServices(t.deps, { clock, changes: t.app.changes }).sandbox!;
});
afterAll(() => t.close());

type Product = { id: string; slug: string; version: number; prices: { id: string }[] };
const makePrint = (stock: number | null): Promise<Product> =>
  send(t, admin.token, "POST", "/shop/store/products/list", {
    name: `Print of ${stock ?? "many"} ${Math.random().toString(36).slice(2, 7)}`,
    prices: [{ amount: 2500 }],
    stock,
  });
const productNow = async (p: Product) =>
  (await (await t.app.request(`/api/v5/shop/store/products/id/${p.id}`)).json()).results as {
    stock: number | null;
    sold_out: boolean;
    version: number;
  };
/** A checkout by a buyer of their own (each from an address of their own, as 50 people would be). */
const checkout = (p: Product, quantity = 1) =>
  t.app.request("/api/v5/shop/store/create-checkout-session", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientAddress() },
    body: JSON.stringify({
      product_id: p.id,
      price_id_items: [{ price_id: p.prices[0]!.id, quantity }],
    }),
  });
const orderOf = async (confirmationId: string) =>
  (
    await (
      await postJson(t, null, "/shop/store/order/confirmation", {
        order_confirmation_id: confirmationId,
      })
    ).json()
  ).results as { status: string };
const sessionOf = (url: string) => url.split("/").at(-1)!;

describe("stock at checkout", () => {
  it("sells the last 3 prints to exactly 3 of 50 buyers at once; the rest hear it is sold out", async () => {
    const print = await makePrint(3);
    const answers = await Promise.all(Array.from({ length: 50 }, () => checkout(print)));

    const ok = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(await r.json()).toMatchObject({
        type: "ConflictException",
        code: "C-1001",
        message: "Sold out.",
        errors: [{ field: "price_id_items", message: "Sold out." }],
      });
    }
    expect(await productNow(print)).toMatchObject({ stock: 0, sold_out: true });

    // The three pay; they stay the only orders that hold a print.
    for (const r of ok) {
      const { url, order_confirmation_id } = (await r.json()).results;
      expect((await sandbox.payCheckout(sessionOf(url), "4242424242424242")).ok).toBe(true);
      expect((await orderOf(order_confirmation_id)).status).toBe("paid");
    }
    const paid = await (
      await t.app.request(`/api/v5/shop/orders/list?status=paid&page_size=100`, {
        headers: { authorization: `Bearer ${admin.token}` },
      })
    ).json();
    const ofThisPrint = paid.results.filter((o: { lines: { product_id: string }[] }) =>
      o.lines.some((l) => l.product_id === print.id),
    );
    expect(ofThisPrint).toHaveLength(3);
    expect((await productNow(print)).stock).toBe(0);
  });

  it("says how many are left when fewer than asked for remain, and takes none", async () => {
    const print = await makePrint(2);
    const res = await checkout(print, 3);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe("Only 2 left: choose fewer.");
    expect((await productNow(print)).stock).toBe(2);
  });

  it("keeps no count for a product without one", async () => {
    const print = await makePrint(null);
    expect((await checkout(print, 20)).status).toBe(200);
    expect(await productNow(print)).toMatchObject({ stock: null, sold_out: false });
  });

  it("gives an abandoned checkout's print back after 30 minutes; the expired checkout cannot be paid", async () => {
    const print = await makePrint(1);
    const first = (await (await checkout(print)).json()).results;
    expect((await checkout(print)).status).toBe(409);

    now = new Date(START.getTime() + 29 * 60_000);
    expect((await checkout(print)).status).toBe(409);

    now = new Date(START.getTime() + 30 * 60_000);
    const second = await checkout(print);
    expect(second.status).toBe(200);
    expect(await orderOf(first.order_confirmation_id)).toMatchObject({
      status: "failed",
      failure_message: "The checkout expired before it was paid.",
    });
    expect((await sandbox.payCheckout(sessionOf(first.url), "4242424242424242")).ok).toBe(false);
    expect((await productNow(print)).stock).toBe(0);
    now = START;
  });
});

describe("the server's sweep of the sandbox's checkouts", () => {
  it("puts an abandoned checkout's print back on sale though nobody tries to buy", async () => {
    const print = await makePrint(1);
    const held = await checkout(print);
    expect(held.status).toBe(200);
    const { order_confirmation_id } = (await held.json()).results;
    await sandbox.expireStaleCheckouts();
    expect((await productNow(print)).sold_out).toBe(true);
    now = new Date(START.getTime() + 31 * 60_000);
    await sandbox.expireStaleCheckouts();
    now = START;
    expect((await orderOf(order_confirmation_id)).status).toBe("failed");
    expect(await productNow(print)).toMatchObject({ stock: 1, sold_out: false });
  });
});

describe("a payment service that cannot be reached", () => {
  it("fails the order and gives its print back, so it is not held by a checkout nobody can pay", async () => {
    const print = await makePrint(1);
    const { provider } = createPayments(t.deps.config, {
      db: t.database.db,
      authSecret: t.deps.authSecret,
      now: clock.now,
      deliver: async () => {},
    });
    // The provider is the one outside service: here it cannot be reached.
    const shopRepo = createShopRepo(t.database.db);
    const shop = createShopService({
      shop: shopRepo,
      rates: createRatesService({
        rates: shopRepo.rates,
        log: createRevisionLog(t.database.db),
      }),
      payments: {
        ...provider,
        createCheckoutSession: () => Promise.reject(new Error("connect ECONNREFUSED")),
      },
      profiles: createProfileRepo(t.database.db),
      publicUrl: "https://shop.test",
      logger: createLogger("silent"),
      db: t.database.db,
    });
    await expect(
      shop.createCheckoutSession(anonymous, {
        product_id: print.id,
        price_id_items: [{ price_id: print.prices[0]!.id, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ type: "UpstreamServiceError" });
    expect(await productNow(print)).toMatchObject({ stock: 1, sold_out: false });
    expect((await checkout(print)).status).toBe(200);
  });
});

describe("stock in the back office", () => {
  it("sets the count; with the count the editor showed, adds the difference, so checkouts meanwhile still count", async () => {
    const print = await makePrint(null);
    const set = await putJson(t, admin.token, `/shop/store/products/id/${print.id}`, {
      stock: 5,
    });
    expect((await set.json()).results).toMatchObject({ stock: 5, sold_out: false });
    const shown = await productNow(print);

    // A buyer takes 2 while the editor is open; staff then add 3 to the 5 they saw.
    expect((await checkout(print, 2)).status).toBe(200);
    const added = await putJson(t, admin.token, `/shop/store/products/id/${print.id}`, {
      stock: 8,
      stock_was: 5,
      version: shown.version,
    });
    expect(added.status).toBe(200);
    expect((await productNow(print)).stock).toBe(6);

    // Taking down more than is left is refused, and changes nothing.
    const v = (await productNow(print)).version;
    const short = await putJson(t, admin.token, `/shop/store/products/id/${print.id}`, {
      stock: 0,
      stock_was: 7,
      version: v,
    });
    expect(short.status).toBe(409);
    expect((await short.json()).errors[0].field).toBe("stock");
    expect((await productNow(print)).stock).toBe(6);
  });

  it("refuses a count below 0 or not whole, in the API's error shape", async () => {
    const print = await makePrint(1);
    for (const stock of [-1, 1.5, "3"]) {
      const res = await putJson(t, admin.token, `/shop/store/products/id/${print.id}`, { stock });
      expect(res.status, String(stock)).toBe(400);
      expect((await res.json()).errors[0].field).toBe("stock");
    }
  });
});
