import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Config } from "../config.ts";

// Headers every answer carries (issue 15, docs/decisions/019-content-security-policy.md).
// HTML pages get a Content-Security-Policy with a nonce that React Router's
// scripts, emotion's style tags and our few inline scripts carry; the page
// route sets it (so the page cache keeps it with the bytes it belongs to).
// Everything else (JSON, files, feeds) gets a policy that allows nothing.

/** What a page may load besides its own origin, from configuration. */
export interface PageSources {
  /** Map tiles and the S3 bucket's public URL. */
  images: string[];
  /** The realtime socket's ws(s) origin: 'self' covers it only in CSP3 browsers. */
  sockets: string[];
  /** Stripe.js and its frames, only when Stripe takes the payments. */
  stripe: boolean;
  /** Google Analytics, only when GA_MEASUREMENT_ID is set. */
  analytics: boolean;
}

export interface SecurityOptions {
  https: boolean;
  production: boolean;
  sources?: PageSources;
}

export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** 128 random bits: markup an attacker injects cannot know it. */
export const newNonce = (): string => randomBytes(16).toString("base64");

/** The CSP source for a tile URL template: `{s}` as the first label becomes `*`. */
export function tileSource(template: string): string {
  const m = /^(https?):\/\/([^/]+)/.exec(template);
  if (!m) return "'self'";
  const [, scheme, host] = m as unknown as [string, string, string];
  if (!host.includes("{")) return `${scheme}://${host}`;
  const rest = /^\{[^}]+\}\.([^{}]+)$/.exec(host);
  // Placeholders anywhere else in the host: any host of that scheme.
  return rest ? `${scheme}://*.${rest[1]}` : `${scheme}:`;
}

export function pageSources(config: Config): PageSources {
  const images = [tileSource(config.map.tileUrl)];
  if (config.storage.driver === "s3") images.push(new URL(config.storage.publicBaseUrl).origin);
  const pub = new URL(config.publicUrl);
  return {
    images,
    sockets: [`${pub.protocol === "https:" ? "wss" : "ws"}://${pub.host}`],
    stripe: config.payments.provider === "stripe",
    analytics: config.gaMeasurementId !== null,
  };
}

const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
  // Checkout and the billing portal are reached by redirects after our own forms.
  form: ["https://checkout.stripe.com", "https://billing.stripe.com"],
};
const GA = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
};

/**
 * The policy of an HTML page whose inline scripts and styles carry `nonce`.
 * 'strict-dynamic' lets those scripts load others (route chunks, Stripe.js,
 * gtag.js); CSP3 browsers then ignore 'self' and the hosts, kept for older ones.
 */
export function pagePolicy(nonce: string, s: PageSources): string {
  const n = `'nonce-${nonce}'`;
  const list = (...parts: (string | false)[]) => parts.filter(Boolean).join(" ");
  const directives = [
    "default-src 'self'",
    list(
      "script-src 'self'",
      n,
      "'strict-dynamic'",
      s.stripe && STRIPE.script.join(" "),
      s.analytics && GA.script.join(" "),
    ),
    list("style-src 'self'", n),
    // React and MUI write style="" attributes (server-rendered sizes and
    // positions); attributes cannot run script or load anything img-src refuses.
    "style-src-attr 'unsafe-inline'",
    list("img-src 'self' data: blob:", ...s.images, s.analytics && GA.img.join(" ")),
    "font-src 'self'",
    list(
      "connect-src 'self'",
      ...s.sockets,
      s.stripe && STRIPE.connect.join(" "),
      s.analytics && GA.connect.join(" "),
    ),
    list("frame-src 'self'", s.stripe && STRIPE.frame.join(" ")),
    "object-src 'none'",
    "base-uri 'self'",
    list("form-action 'self'", s.stripe && STRIPE.form.join(" ")),
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

const isHtml = (res: Response) => res.headers.get("content-type")?.startsWith("text/html") ?? false;

/** Sets the page policy on an HTML answer rendered with `nonce` (no-op otherwise). */
export function withPagePolicy(res: Response, nonce: string, sources: PageSources): Response {
  if (!isHtml(res)) return res;
  const out = Object.isFrozen(res.headers) ? new Response(res.body, res) : res;
  out.headers.set("content-security-policy", pagePolicy(nonce, sources));
  return out;
}

const NO_SOURCES: PageSources = { images: [], sockets: [], stripe: false, analytics: false };

export function securityHeaders(options: SecurityOptions) {
  const sources = options.sources ?? NO_SOURCES;
  const fixed: [string, string][] = [
    ["x-content-type-options", "nosniff"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    [
      "permissions-policy",
      'camera=(), microphone=(), geolocation=(self), payment=(self "https://js.stripe.com"), usb=()',
    ],
    // Old browsers that know no frame-ancestors.
    ["x-frame-options", "DENY"],
    ["cross-origin-opener-policy", "same-origin"],
  ];
  // Browsers remember HSTS for two years: only send it where https is for real.
  if (options.https && options.production)
    fixed.push(["strict-transport-security", "max-age=63072000; includeSubDomains"]);
  const handler: MiddlewareHandler = async (c, next) => {
    await next();
    // A response straight from fetch() has read-only headers: copy it first.
    if (Object.isFrozen(c.res.headers)) c.res = new Response(c.res.body, c.res);
    // An embed (decision 064) lets any site frame it by its own frame-ancestors.
    const framable = /frame-ancestors \*/.test(c.res.headers.get("content-security-policy") ?? "");
    for (const [name, value] of fixed) {
      if (name === "x-frame-options" && framable) continue;
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    // Pages set their own (with their nonce); other HTML (the 500 page) has no
    // inline script, so a nonce nobody carries still locks scripts down.
    if (!c.res.headers.has("content-security-policy"))
      c.res.headers.set(
        "content-security-policy",
        isHtml(c.res) ? pagePolicy(newNonce(), sources) : API_POLICY,
      );
  };
  return handler;
}
