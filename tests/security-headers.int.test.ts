import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../server/config.ts";
import {
  API_POLICY,
  pageSources,
  securityHeaders,
  tileSource,
} from "../server/lib/security-headers.ts";
import { makeEvent, makeVenue, send } from "./calendar-factories.ts";
import { clientAddress, member, PASSWORD, type SignedIn, signUp, superadmin } from "./factories.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import { createTestApp } from "./test-app.ts";
import { makeWrittenFixture } from "./written-fixture.ts";

// The security headers on every kind of answer: public pages (rendered and
// from the page cache), signed-in pages, the back office, the 404 page, API
// JSON and errors, auth endpoints; the page Content-Security-Policy's nonce
// against the nonces in the HTML; the session cookie's flags.

let site: SiteTestApp;
let reader: SignedIn;
let admin: SignedIn;
const paths: Record<string, string> = {};
beforeAll(async () => {
  site = await createSiteTestApp("security-headers", { TEST_NOW: "2026-11-21T18:00:00Z" });
  const t = site.t;
  reader = await member(t, "headers_reader", "Hedda Reader");
  admin = await superadmin(t, "headers_admin");
  const blog = await makeWrittenFixture(t, admin.token);
  const city = await send(t, admin.token, "POST", "/places/cities/list", { name: "Duluth" });
  const venue = await makeVenue(t, admin.token, { name: "Lake Gallery", city_id: city.id });
  const event = await makeEvent(
    t,
    admin.token,
    [
      {
        venue_id: venue.id,
        category: "ongoing",
        start: "2026-11-01T05:00:00Z",
        end: "2026-12-20T06:00:00Z",
      },
    ],
    { name: "Lake Light" },
  );
  const product = await send(t, admin.token, "POST", "/shop/store/products/list", {
    name: "Lake Print",
    prices: [{ amount: 2500 }],
  });
  Object.assign(paths, {
    event: `/events/${event.slug}`,
    venue: `/venues/${venue.slug}`,
    city: `/cities/${city.slug}`,
    article: (blog.articles.glass as { permalink: string }).permalink,
    product: `/shop/${product.slug}`,
  });
}, 180_000);
afterAll(() => site?.close());

const EXPECTED = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

function expectHeaders(res: Response, what: string) {
  for (const [name, value] of Object.entries(EXPECTED))
    expect(res.headers.get(name), `${name} on ${what}`).toBe(value);
  expect(res.headers.get("permissions-policy"), what).toContain("camera=()");
  expect(res.headers.get("content-security-policy"), what).toContain("frame-ancestors 'none'");
  // Not over http (tests): HSTS would pin browsers to https for two years.
  expect(res.headers.get("strict-transport-security"), what).toBeNull();
}

/** The policy as directive name → its sources. */
function directives(policy: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

/**
 * A page's policy allows scripts and styles by one nonce only, and every
 * script and style element in its HTML carries that nonce (JSON-LD blocks are
 * data, never run, and need none). Returns the nonce.
 */
function expectPagePolicy(res: Response, html: string, what: string): string {
  const policy = directives(res.headers.get("content-security-policy"));
  const scripts = policy.get("script-src") ?? [];
  const nonceSource = scripts.find((s) => s.startsWith("'nonce-"));
  expect(nonceSource, `script nonce on ${what}`).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
  const nonce = nonceSource!.slice(7, -1);
  expect(scripts, what).toContain("'strict-dynamic'");
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(policy.get("style-src"), what).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(policy.get("style-src-attr"), what).toEqual(["'unsafe-inline'"]);
  expect(policy.get("default-src"), what).toEqual(["'self'"]);
  expect(policy.get("object-src"), what).toEqual(["'none'"]);
  expect(policy.get("base-uri"), what).toEqual(["'self'"]);
  expect(policy.get("form-action"), what).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors"), what).toEqual(["'none'"]);
  // The default map tiles; no Stripe or analytics hosts when they are not configured.
  expect(policy.get("img-src"), what).toContain("https://tile.openstreetmap.org");
  expect(res.headers.get("content-security-policy"), what).not.toMatch(/stripe|google/);

  const tags = [...html.matchAll(/<(script|style)\b([^>]*)>/g)];
  const run = tags.filter(
    ([, tag, attrs]) => tag === "style" || !/type="application\/ld\+json"/.test(attrs!),
  );
  expect(run.length, `scripts and styles on ${what}`).toBeGreaterThan(2);
  for (const [whole, , attrs] of run)
    expect(attrs, `${whole.slice(0, 80)} on ${what}`).toContain(`nonce="${nonce}"`);
  // The page's own styles (the public stand-ins' sx rules, or emotion's on
  // pages built on MUI, decision 033) and React Router's hydration data are among them.
  expect(/<style data-(?:sx|emotion)="[^"]+" nonce="([^"]+)"/.exec(html)?.[1], what).toBe(nonce);
  expect(html, what).toContain("window.__reactRouterContext");
  expect(html, what).toContain(`<meta property="csp-nonce" nonce="${nonce}"`);
  return nonce;
}

async function page(path: string, cookie?: string, status = 200) {
  const res = await site.pages.app.request(path, cookie ? { headers: { cookie } } : {});
  expect(res.status, path).toBe(status);
  return { res, html: await res.text() };
}

describe("security headers", () => {
  it("every page type: the headers and a page policy whose nonce the HTML carries", async () => {
    const pages: [string, string, string?, number?][] = [
      ["home", "/"],
      ["listing", "/calendar/upcoming"],
      ["event", paths.event!],
      ["venue", paths.venue!],
      ["venue map", "/venues"],
      ["city", paths.city!],
      ["article", paths.article!],
      ["shop", "/shop"],
      ["product", paths.product!],
      ["sign-in", "/sign-in"],
      ["account, signed in", "/account", reader.cookie],
      ["admin", "/admin", admin.cookie],
      ["admin events", "/admin/events", admin.cookie],
      ["404 page", "/no-such-page", undefined, 404],
    ];
    const seen = new Set<string>();
    for (const [what, path, cookie, status] of pages) {
      const { res, html } = await page(path, cookie, status);
      expectHeaders(res, what);
      seen.add(expectPagePolicy(res, html, what));
    }
    // A fresh nonce for every render.
    expect(seen.size).toBe(pages.length);
  });

  it("a page rendered twice gets two nonces; a cached copy keeps the one its bytes carry", async () => {
    const a = await page("/sign-in");
    const b = await page("/sign-in");
    expect(expectPagePolicy(a.res, a.html, "first")).not.toBe(
      expectPagePolicy(b.res, b.html, "second"),
    );

    const miss = await page(paths.venue!);
    const hit = await page(paths.venue!);
    expect(hit.res.headers.get("x-cache")).toBe("HIT");
    expectHeaders(hit.res, "cached page");
    expect(hit.html).toBe(miss.html);
    expect(expectPagePolicy(hit.res, hit.html, "hit")).toBe(
      expectPagePolicy(miss.res, miss.html, "miss"),
    );
    // A render after a change forgot the page gets a nonce of its own.
    site.t.app.pageCache.invalidate();
    const fresh = await site.pages.app.request(paths.venue!);
    expect(expectPagePolicy(fresh, await fresh.text(), "fresh")).not.toBe(
      expectPagePolicy(miss.res, miss.html, "miss"),
    );
  });

  it("a signed-in page, twice (the second answer must not lose them)", async () => {
    for (let i = 0; i < 2; i++) {
      const { res, html } = await page("/account", reader.cookie);
      expectHeaders(res, "account");
      expectPagePolicy(res, html, "account");
    }
  });

  it.each([
    ["robots.txt", "/robots.txt", 200],
    ["health", "/healthz", 200],
    ["loader data", "/calendar/upcoming.data", 200],
    ["admin, anonymous (to sign-in)", "/admin", 302],
  ])("%s: the policy that allows nothing", async (what, path, status) => {
    const res = await site.pages.app.request(path, { redirect: "manual" });
    expect(res.status).toBe(status);
    expectHeaders(res, what);
    expect(res.headers.get("content-security-policy"), what).toBe(API_POLICY);
  });

  it("API answers and API errors, and the auth endpoints", async () => {
    for (const [what, res] of [
      ["api", await site.t.app.request("/api/v5/site")],
      ["api 401", await site.t.app.request("/api/v5/shop/orders/list")],
      ["auth", await site.t.app.request("/api/auth/get-session")],
    ] as const) {
      expectHeaders(res, what);
      expect(res.headers.get("content-security-policy"), what).toBe(API_POLICY);
    }
  });

  it("HSTS only in production over https", async () => {
    const app = (https: boolean, production: boolean) =>
      new Hono().use(securityHeaders({ https, production })).get("/", (c) => c.text("ok"));
    const hsts = async (a: Hono) => (await a.request("/")).headers.get("strict-transport-security");
    expect(await hsts(app(true, true))).toBe("max-age=63072000; includeSubDomains");
    expect(await hsts(app(false, true))).toBeNull();
    expect(await hsts(app(true, false))).toBeNull();
  });

  it("the session cookie is HttpOnly and SameSite=Lax, and Secure when the site is on https", async () => {
    const flags = async (t: { app: { request: typeof site.t.app.request } }, email: string) => {
      const res = await t.app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": clientAddress() },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(res.status).toBe(200);
      const cookies = res.headers.getSetCookie();
      expect(cookies.some((c) => /^(__Secure-)?artcal\.session_token=/.test(c))).toBe(true);
      return cookies;
    };
    for (const cookie of await flags(site.t, reader.email)) {
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).not.toMatch(/; Secure/i);
    }
    const https = await createTestApp({ env: { PUBLIC_URL: "https://artcal.test" } });
    try {
      const who = await signUp(https, "secure_cookie@example.com", "Sec Ure");
      for (const cookie of await flags(https, who.email)) {
        expect(cookie).toMatch(/^__Secure-artcal\./);
        expect(cookie).toMatch(/; HttpOnly/i);
        expect(cookie).toMatch(/; SameSite=Lax/i);
        expect(cookie).toMatch(/; Secure/i);
      }
    } finally {
      await https.close();
    }
  });
});

describe("the page policy from configuration", () => {
  const policyFor = async (env: Record<string, string>) => {
    const config = loadConfig({ NODE_ENV: "test", ...env });
    const app = new Hono()
      .use(securityHeaders({ https: false, production: false, sources: pageSources(config) }))
      .get("/", (c) => c.html("<p>hi</p>"))
      .get("/json", (c) => c.json({}));
    expect((await app.request("/json")).headers.get("content-security-policy")).toBe(API_POLICY);
    return directives((await app.request("/")).headers.get("content-security-policy"));
  };

  it("tile hosts: a {s} subdomain becomes a wildcard, other placeholders the whole scheme", () => {
    expect(tileSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(
      "https://tile.openstreetmap.org",
    );
    expect(tileSource("https://{s}.tiles.example.com:8443/{z}/{x}/{y}.png")).toBe(
      "https://*.tiles.example.com:8443",
    );
    expect(tileSource("http://tiles-{s}.example.com/{z}/{x}/{y}.png")).toBe("http:");
  });

  it("allows nothing remote by default but the tiles", async () => {
    const p = await policyFor({});
    expect(p.get("img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://tile.openstreetmap.org",
    ]);
    expect(p.get("connect-src")).toEqual(["'self'", "ws://localhost:3000"]);
    expect(p.get("frame-src")).toEqual(["'self'"]);
  });

  it("adds the S3 bucket's origin to images, Stripe's hosts with Stripe, Google's with analytics", async () => {
    const p = await policyFor({
      PUBLIC_URL: "https://artcal.test",
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "artcal-files",
      S3_PUBLIC_URL: "https://cdn.example.com/artcal-files",
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
      GA_MEASUREMENT_ID: "G-ABC123",
    });
    expect(p.get("img-src")).toContain("https://cdn.example.com");
    expect(p.get("img-src")).toContain("https://*.google-analytics.com");
    expect(p.get("connect-src")).toEqual(
      expect.arrayContaining(["wss://artcal.test", "https://api.stripe.com"]),
    );
    expect(p.get("frame-src")).toEqual(
      expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com"]),
    );
    expect(p.get("script-src")).toContain("https://js.stripe.com");
    expect(p.get("form-action")).toContain("https://checkout.stripe.com");
  });
});
