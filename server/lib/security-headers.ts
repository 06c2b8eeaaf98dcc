import type { MiddlewareHandler } from "hono";

// Headers every answer carries (issue 15). The Content-Security-Policy here
// only forbids framing; the script and style policy with nonces is still to
// come (it must also cover emotion's style tags and React Router's scripts).

export function securityHeaders(options: { https: boolean; production: boolean }) {
  const fixed: [string, string][] = [
    ["x-content-type-options", "nosniff"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    [
      "permissions-policy",
      'camera=(), microphone=(), geolocation=(self), payment=(self "https://js.stripe.com"), usb=()',
    ],
    // No page of ours is meant to be framed by another site (clickjacking).
    ["content-security-policy", "frame-ancestors 'none'"],
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
    for (const [name, value] of fixed) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
  return handler;
}
