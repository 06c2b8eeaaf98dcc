import { brotliDecompressSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../tests/test-app.ts";
import type { ApiModule } from "./api/index.ts";
import { listEnvelope, parseListParams } from "./lib/list-params.ts";
import { parseOrThrow, readJsonBody } from "./lib/validate.ts";

// Routes that exist only in this file, to drive the shared plumbing the way
// real modules will: validation, list parameters, database errors, crashes.
const probeModule: ApiModule = (api, _services, deps) => {
  const signup = z.object({
    username: z.string().min(3, "Use at least 3 characters."),
    age: z.number().int("Use a whole number."),
  });
  api.post("/probe/validate", async (c) => {
    const body = parseOrThrow(signup, await readJsonBody(c.req.raw));
    return c.json({ results: body }, 201);
  });
  api.get("/probe/list", (c) => {
    const params = parseListParams(c.req.query(), {
      sortable: ["name", "modified_date"],
      defaultSortBy: "name",
      defaultSort: "asc",
    });
    const all = Array.from({ length: 30 }, (_, i) => ({ n: i }));
    const page = all.slice(params.offset, params.offset + params.pageSize);
    return c.json({ ...listEnvelope(page, all.length, params), echo: params });
  });
  api.post("/probe/names", async (c) => {
    const { name } = parseOrThrow(z.object({ name: z.string() }), await readJsonBody(c.req.raw));
    await deps.database.db.execute(sql`insert into probe_names (name) values (${name})`);
    return c.json({ results: { name } }, 201);
  });
  api.get("/probe/crash", () => {
    throw new Error("secret internals at /work/main/server/app.ts:42");
  });
  api.get("/probe/big", (c) =>
    c.json({ results: Array.from({ length: 500 }, (_, i) => ({ i, text: "gallery opening" })) }),
  );
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ extraModules: [probeModule] });
  await t.database.db.execute(sql`create table probe_names (name text primary key)`);
});
afterAll(() => t.close());

const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

describe("health", () => {
  it("answers liveness and readiness with migrations applied", async () => {
    const live = await t.app.request("/healthz");
    expect(live.status).toBe(200);
    const ready = await t.app.request("/readyz");
    expect(ready.status).toBe(200);
    const body = await ready.json();
    expect(body).toMatchObject({ ready: true, database: "ok", migrations: { up_to_date: true } });
    expect(body.migrations.applied).toBeGreaterThanOrEqual(1);
  });
});

describe("the v5 error contract", () => {
  it("answers unknown API paths with a 404 in the error shape", async () => {
    for (const method of ["GET", "POST", "PUT"]) {
      const res = await t.app.request("/api/v5/nope", { method });
      expect(res.status).toBe(404);
      const body = await res.json();
      expect(body).toMatchObject({ type: "DoesNotExistException", code: "X-404" });
      expect(typeof body.message).toBe("string");
    }
  });

  it("turns a failed validation into a 400 with one error per field", async () => {
    const res = await t.app.request("/api/v5/probe/validate", json({ username: "ab", age: 1.5 }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.type).toBe("DataValidationError");
    expect(body.code).toBe("V-1001");
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["age", "username"]);
  });

  it("accepts the same request once it is valid", async () => {
    const res = await t.app.request("/api/v5/probe/validate", json({ username: "abc", age: 30 }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ results: { username: "abc", age: 30 } });
  });

  it("treats malformed JSON as a validation error on the body", async () => {
    const res = await t.app.request("/api/v5/probe/validate", json("{not json"));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([{ field: "body", message: expect.any(String) }]);
  });

  it("refuses bodies over 1 MB without reading them into a record", async () => {
    const res = await t.app.request(
      "/api/v5/probe/validate",
      json({ username: "x".repeat(1_100_000), age: 1 }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe("body");
  });

  it("turns a unique-constraint violation into a 409 conflict and keeps the first record", async () => {
    const first = await t.app.request("/api/v5/probe/names", json({ name: "Soo Visual Arts" }));
    expect(first.status).toBe(201);
    const second = await t.app.request("/api/v5/probe/names", json({ name: "Soo Visual Arts" }));
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ type: "ConflictException", code: "C-1001" });
    const rows = await t.database.db.execute(sql`select count(*)::int as n from probe_names`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it("answers an unexpected error with a 500, a request id and no internals", async () => {
    const res = await t.app.request("/api/v5/probe/crash");
    expect(res.status).toBe(500);
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body.type).toBe("InternalError");
    expect(body.code).toBe("U-612");
    expect(body.request_id).toBe(res.headers.get("x-request-id"));
    expect(body.request_id).toMatch(/^[\w-]{8,}$/);
    expect(text).not.toMatch(/secret internals|\/work\/|app\.ts|\bat\s/);
  });
});

describe("list parameters", () => {
  it("pages from 0 with 25 per page by default and reports whether there is more", async () => {
    const res = await t.app.request("/api/v5/probe/list");
    const body = await res.json();
    expect(body).toMatchObject({ page: 0, page_size: 25, total: 30, more: true });
    expect(body.results).toHaveLength(25);
    const last = await (await t.app.request("/api/v5/probe/list?page=1")).json();
    expect(last).toMatchObject({ page: 1, more: false });
    expect(last.results).toHaveLength(5);
  });

  it("rejects page sizes over 100 and unknown sort fields", async () => {
    const big = await t.app.request("/api/v5/probe/list?page_size=101");
    expect(big.status).toBe(400);
    expect((await big.json()).errors[0].field).toBe("page_size");
    const sort = await t.app.request("/api/v5/probe/list?sort_by=password");
    expect(sort.status).toBe(400);
    expect((await sort.json()).errors[0].field).toBe("sort_by");
  });

  it("drops empty tags and venue_id, treats xxDefaultxx as unset and parses gte:/lte: dates", async () => {
    const q =
      "tags=&venue_id=&sort=xxDefaultxx&start=gte:2026-11-21T11:00:00.000Z&end=lte:2026-11-23T09:00:00.000Z&category=reception,ongoing";
    const body = await (await t.app.request(`/api/v5/probe/list?${q}`)).json();
    expect(body.echo.tags).toBeUndefined();
    expect(body.echo.venueIds).toBeUndefined();
    expect(body.echo.sort).toBe("asc");
    expect(body.echo.categories).toEqual(["reception", "ongoing"]);
    expect(body.echo.start).toEqual({ op: "gte", date: "2026-11-21T11:00:00.000Z" });
    expect(body.echo.end).toEqual({ op: "lte", date: "2026-11-23T09:00:00.000Z" });
  });
});

describe("transport", () => {
  it("echoes a safe request id and replaces an unsafe one", async () => {
    const kept = await t.app.request("/api/v5/site", {
      headers: { "x-request-id": "lb-1234_abc" },
    });
    expect(kept.headers.get("x-request-id")).toBe("lb-1234_abc");
    const replaced = await t.app.request("/api/v5/nope", {
      headers: { "x-request-id": "<script>alert(1)</script>" },
    });
    const id = replaced.headers.get("x-request-id");
    expect(id).not.toContain("<");
    expect((await replaced.json()).request_id).toBe(id);
  });

  it("compresses large JSON with brotli when the client accepts it", async () => {
    const res = await t.app.request("/api/v5/probe/big", {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(res.headers.get("content-encoding")).toBe("br");
    const body = JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString());
    expect(body.results).toHaveLength(500);
    const plain = await t.app.request("/api/v5/probe/big");
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("serves the site configuration", async () => {
    const res = await t.app.request("/api/v5/site");
    expect(await res.json()).toEqual({
      results: expect.objectContaining({
        site_id: "tcart",
        default_timezone: "America/Chicago",
        start_of_day_time: "05:00",
        end_of_day_time: "03:00",
      }),
    });
  });
});

describe("readiness when the database goes away", () => {
  it("reports 503 once the database is unreachable", async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.request("/readyz");
    expect(res.status).toBe(503);
    expect((await res.json()).database).toBe("unreachable");
  });
});
