import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "../server/lib/security-headers.ts";
import { member, type SignedIn } from "./factories.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";

// The security headers on every kind of answer: public pages, signed-in
// pages, redirects, the 404 page, API JSON and errors, auth endpoints.

let site: SiteTestApp;
let reader: SignedIn;
beforeAll(async () => {
  site = await createSiteTestApp("security-headers", { TEST_NOW: "2026-11-21T18:00:00Z" });
  reader = await member(site.t, "headers_reader", "Hedda Reader");
}, 120_000);
afterAll(() => site?.close());

const EXPECTED = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "content-security-policy": "frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

function expectHeaders(res: Response, what: string) {
  for (const [name, value] of Object.entries(EXPECTED))
    expect(res.headers.get(name), `${name} on ${what}`).toBe(value);
  expect(res.headers.get("permissions-policy"), what).toContain("camera=()");
  // Not over http (tests): HSTS would pin browsers to https for two years.
  expect(res.headers.get("strict-transport-security"), what).toBeNull();
}

describe("security headers", () => {
  it.each([
    ["home", "/", 200],
    ["listing", "/calendar/upcoming", 200],
    ["written", "/written", 200],
    ["sign-in", "/sign-in", 200],
    ["admin, anonymous (to sign-in)", "/admin", 302],
    ["404 page", "/no-such-page", 404],
    ["robots.txt", "/robots.txt", 200],
    ["health", "/healthz", 200],
  ])("%s", async (what, path, status) => {
    const res = await site.pages.app.request(path, { redirect: "manual" });
    expect(res.status).toBe(status);
    expectHeaders(res, what);
  });

  it("a signed-in page, twice (the second answer must not lose them)", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await site.pages.app.request("/account", { headers: { cookie: reader.cookie } });
      expect(res.status).toBe(200);
      expectHeaders(res, "account");
    }
  });

  it("a cached public page carries them on a hit too", async () => {
    await site.pages.app.request("/venues");
    const hit = await site.pages.app.request("/venues");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expectHeaders(hit, "cached page");
  });

  it("API answers and API errors, and the auth endpoints", async () => {
    expectHeaders(await site.t.app.request("/api/v5/site"), "api");
    expectHeaders(await site.t.app.request("/api/v5/shop/orders/list"), "api 401");
    expectHeaders(await site.t.app.request("/api/auth/get-session"), "auth");
  });

  it("HSTS only in production over https", async () => {
    const app = (https: boolean, production: boolean) =>
      new Hono().use(securityHeaders({ https, production })).get("/", (c) => c.text("ok"));
    const hsts = async (a: Hono) => (await a.request("/")).headers.get("strict-transport-security");
    expect(await hsts(app(true, true))).toBe("max-age=63072000; includeSubDomains");
    expect(await hsts(app(false, true))).toBeNull();
    expect(await hsts(app(true, false))).toBeNull();
  });
});
