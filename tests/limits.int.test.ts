import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, clientAddress, member, type SignedIn, superadmin } from "./factories.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// What a caller may send: body size per route, JSON depth, query length,
// page_size, and how often (rate limits with Retry-After), counted per client
// address as the trusted-proxy rule finds it.

let t: TestApp;
let admin: SignedIn;
let user: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await superadmin(t, "limits_admin");
  user = await member(t, "limits_user");
});
afterAll(() => t.close());

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return t.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientAddress(), ...headers },
    body,
  });
}

async function expectRefused(res: Response, field: string, message: RegExp) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body).toMatchObject({ type: "DataValidationError", code: "V-1001" });
  expect(body.request_id).toEqual(expect.any(String));
  expect(body.errors).toEqual([{ field, message: expect.stringMatching(message) }]);
}

const padded = (bytes: number) => JSON.stringify({ name: "x".repeat(bytes) });

describe("request body size", () => {
  it("refuses a JSON body over 1 MB in the error shape, and takes one just under", async () => {
    await expectRefused(
      await post("/api/v5/places/cities/list", padded(1024 * 1024), bearer(admin.token)),
      "body",
      /larger than 1 MB/,
    );
    // Under the limit it reaches validation (a 200 KB name is too long for a city).
    const res = await post("/api/v5/places/cities/list", padded(200_000), bearer(admin.token));
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe("name");
  });

  it("refuses a body streamed without a length the same way", async () => {
    const bytes = new TextEncoder().encode(padded(1024 * 1024));
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 65536) controller.enqueue(bytes.slice(i, i + 65536));
        controller.close();
      },
    });
    const res = await t.app.request("/api/v5/places/cities/list", {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer(admin.token) },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await expectRefused(res, "body", /larger than 1 MB/);
  });

  it("allows smaller bodies where they are small by nature", async () => {
    await expectRefused(
      await post("/api/v5/analytics/collect", padded(70_000)),
      "body",
      /larger than 64 KB/,
    );
    await expectRefused(
      await post("/api/v5/auth/isUsernameAvailable", padded(20_000)),
      "body",
      /larger than 16 KB/,
    );
  });

  it("refuses a sign-in body over 64 KB before the identity service reads it", async () => {
    const res = await post(
      "/api/auth/sign-in/email",
      JSON.stringify({ email: "a@example.com", password: "x".repeat(70_000) }),
      { origin: "http://localhost:3000" },
    );
    await expectRefused(res, "body", /larger than 64 KB/);
  });
});

describe("JSON depth", () => {
  const nested = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;

  it("refuses a body nested more than 32 levels, and reads one of 32", async () => {
    const path = "/api/v5/places/cities/list";
    await expectRefused(
      await post(path, `{"name":${nested(32)}}`, bearer(admin.token)),
      "body",
      /more than 32 levels/,
    );
    // 32 levels in all parse, then fail validation on the field.
    const ok = await post(path, `{"name":${nested(31)}}`, bearer(admin.token));
    expect(ok.status).toBe(400);
    expect((await ok.json()).errors[0].field).toBe("name");
  });

  it("answers a body of a million brackets quickly with a 400, not a crash", async () => {
    const started = Date.now();
    await expectRefused(
      await post("/api/v5/places/cities/list", "[".repeat(1_000_000), bearer(admin.token)),
      "body",
      /more than 32 levels/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("does not count brackets inside strings", async () => {
    const res = await post(
      "/api/v5/auth/isUsernameAvailable",
      JSON.stringify({ username: "[".repeat(100) }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe("username");
  });
});

describe("NUL characters", () => {
  // PostgreSQL cannot store NUL in text: refused up front, naming the field.
  it("refuses one in any body field or key", async () => {
    await expectRefused(
      await post(
        "/api/v5/places/cities/list",
        JSON.stringify({ name: "Fine", links: [{ label: "a\u0000b" }] }),
        bearer(admin.token),
      ),
      "links.0.label",
      /NUL/,
    );
    await expectRefused(
      await post("/api/v5/shop/store/order/confirmation", JSON.stringify({ "x\u0000": 1 })),
      "x\u0000",
      /NUL/,
    );
  });

  it("refuses one in a list's query string", async () => {
    const res = await t.app.request("/api/v5/blog/articles/list?query=%00");
    await expectRefused(res, "query", /NUL/);
  });
});

describe("query string length", () => {
  it("refuses a query string over 4 KB, and takes one just under", async () => {
    const long = await t.app.request(`/api/v5/places/cities/list?tags=${"a".repeat(4100)}`);
    await expectRefused(long, "query", /longer than 4 KB/);
    const fine = await t.app.request(`/api/v5/places/cities/list?tags=${"a".repeat(4000)}`);
    expect(fine.status).toBe(200);
  });
});

describe("page_size", () => {
  it("is at most 100 on every list endpoint", async () => {
    const lists = t.app.routes
      .filter((r) => r.method === "GET" && /^\/api\/v5\/.*\/list$/.test(r.path))
      .map((r) => r.path);
    expect(lists.length).toBeGreaterThan(10);
    const over: string[] = [];
    const atMax: string[] = [];
    for (const path of lists) {
      const big = await t.app.request(`${path}?page_size=101`, { headers: bearer(admin.token) });
      const body = await big.json();
      if (big.status !== 400 || body.errors?.[0]?.field !== "page_size") over.push(path);
      const max = await t.app.request(`${path}?page_size=100`, { headers: bearer(admin.token) });
      if (max.status !== 200 || (await max.json()).page_size !== 100) atMax.push(path);
    }
    expect({ over, atMax }).toEqual({ over: [], atMax: [] });
  });
});

interface Limited {
  name: string;
  max: number;
  send: (from: string) => Response | Promise<Response>;
}

const json = (path: string, body: unknown, from: string, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from, ...headers },
    body: JSON.stringify(body),
  });
const origin = { origin: "http://localhost:3000" };

const limited: Limited[] = [
  {
    name: "checkout",
    max: 30,
    send: (from) => json("/api/v5/shop/store/create-checkout-session", {}, from),
  },
  {
    name: "tip jar payment intent",
    max: 30,
    send: (from) => json("/api/v5/shop/tipjar/create-payment-intent", {}, from),
  },
  {
    name: "membership checkout",
    max: 30,
    send: (from) => json("/api/v5/shop/memberships/create-checkout-session", {}, from),
  },
  {
    name: "analytics collect",
    max: 120,
    send: (from) => json("/api/v5/analytics/collect", {}, from),
  },
  {
    name: "username check",
    max: 30,
    send: (from) => json("/api/v5/auth/isUsernameAvailable", { username: "someone" }, from),
  },
  {
    name: "sign-in",
    max: 10,
    send: (from) =>
      json(
        "/api/auth/sign-in/email",
        { email: "nobody@example.com", password: "nope" },
        from,
        origin,
      ),
  },
  {
    name: "sign-up",
    max: 5,
    // An invalid address: refused without sending mail, and still counted.
    send: (from) =>
      json(
        "/api/auth/sign-up/email",
        { email: "not-an-address", password: "x", name: "X" },
        from,
        origin,
      ),
  },
  {
    name: "password reset",
    max: 5,
    send: (from) =>
      json("/api/auth/request-password-reset", { email: "nobody@example.com" }, from, origin),
  },
];

describe("rate limits", () => {
  for (const rule of limited) {
    it(`${rule.name}: ${rule.max} per window per client, then 429 with Retry-After`, async () => {
      const from = clientAddress();
      for (let i = 0; i < rule.max; i++) {
        const res = await rule.send(from);
        expect(res.status, `attempt ${i + 1}`).not.toBe(429);
      }
      const refused = await rule.send(from);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another client is not held back.
      expect((await rule.send(clientAddress())).status).not.toBe(429);
    });
  }

  it("scraper: 30 per minute per signed-in user, then 429 with Retry-After", async () => {
    const scrape = () =>
      json("/api/v5/utils/scraper/meta", { url: "not a url" }, clientAddress(), bearer(user.token));
    for (let i = 0; i < 30; i++) expect((await scrape()).status).not.toBe(429);
    const refused = await scrape();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ type: "RateLimitException", code: "R-1001" });
  });
});

describe("client address behind a list of trusted proxies", () => {
  it("counts by the right-most untrusted X-Forwarded-For entry, so a spoofed left part does not help", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: "10.0.0.0/8, 192.0.2.1" } });
    try {
      const checkout = (spoof: string) =>
        proxied.app.request("/api/v5/shop/tipjar/create-payment-intent", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": `${spoof}, 203.0.113.50, 192.0.2.1, 10.0.0.7`,
          },
          body: "{}",
        });
      for (let i = 0; i < 30; i++) expect((await checkout(`198.51.100.${i}`)).status).toBe(400);
      expect((await checkout("198.51.100.200")).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
