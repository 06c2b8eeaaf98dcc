import type { Hono } from "hono";
import { expect } from "vitest";
import { serverErrorTypes } from "../../core/errors.ts";

// The v5 endpoints, read from the Hono app so that a new one is fuzzed
// without an entry in any list.

export const PREFIX = "/api/v5";

export interface Endpoint {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Hono's pattern under /api/v5, e.g. /places/cities/id/:id */
  pattern: string;
}

// biome-ignore lint/suspicious/noExplicitAny: any app's routes will do
export function v5Endpoints(app: Hono<any>): Endpoint[] {
  return [
    ...new Map(
      app.routes
        .filter(
          (r) =>
            ["GET", "POST", "PUT", "DELETE"].includes(r.method) &&
            r.path.startsWith(`${PREFIX}/`) &&
            !r.path.includes("*"),
        )
        .map((r) => [
          `${r.method} ${r.path}`,
          { method: r.method as Endpoint["method"], pattern: r.path.slice(PREFIX.length) },
        ]),
    ).values(),
  ];
}

/** A 4xx answer in the API's error shape (API.md), its type matching its status. */
export function expectErrorShape(status: number, body: unknown, request: string) {
  expect(body, `${status} without the error shape: ${request}`).toMatchObject({
    type: expect.any(String),
    code: expect.any(String),
    message: expect.any(String),
    request_id: expect.any(String),
  });
  const { type, code } = body as { type: keyof typeof serverErrorTypes; code: string };
  expect(serverErrorTypes[type]?.status, `${type} for ${status}: ${request}`).toBe(status);
  expect(code).toBe(serverErrorTypes[type].code);
}
