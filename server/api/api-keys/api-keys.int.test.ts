import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys } from "../../../db/schema/api-keys.ts";
import { makeCity } from "../../../tests/calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

// API keys for read access (issue 32, decision 063), through the v5 API on a
// real database: made by a signed-in person and shown once, kept as a hash,
// used with X-Api-Key for reads only (the caller stays anonymous), limited
// per key and counted per day; staff see and revoke every key. The limit is
// 3 a minute here, so each test that uses a key makes its own.

let t: TestApp;
let admin: SignedIn;
let ada: SignedIn;
let otto: SignedIn;
let city: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY_RATE_PER_MINUTE: "3" } });
  admin = await superadmin(t, "keys_admin");
  ada = await member(t, "keys_ada", "Ada Keyholder");
  otto = await member(t, "keys_otto", "Otto Other");
  city = await makeCity(t, admin.token, { name: "Keyed Town" });
});
afterAll(() => t.close());

async function call(
  method: string,
  path: string,
  opts: { who?: SignedIn | null; key?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.who) Object.assign(headers, bearer(opts.who.token));
  if (opts.key !== undefined) headers["x-api-key"] = opts.key;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const res = await t.app.request(`/api/v5${path}`, {
    method,
    headers,
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

let n = 0;
async function makeKey(who: SignedIn, name = `Key ${++n}`) {
  const res = await call("POST", "/account/api-keys", { who, body: { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.results as { id: string; secret: string; prefix: string; name: string };
}

async function staffRow(id: string) {
  const res = await call("GET", "/security/api-keys/list?page_size=100", { who: admin });
  expect(res.status).toBe(200);
  return res.body.results.find((k: { id: string }) => k.id === id);
}

describe("making keys", () => {
  it("shows the secret once, and never again (own list, staff list, the database)", async () => {
    const key = await makeKey(ada, "  Newsletter  ");
    expect(key.name).toBe("Newsletter");
    expect(key.secret).toMatch(/^ak_[A-Za-z0-9_-]{32}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 11));
    expect(key).toMatchObject({ last_used_date: null, revoked_date: null, requests_30d: 0 });

    const mine = await call("GET", "/account/api-keys", { who: ada });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("no-store");
    const listed = mine.body.results.find((k: { id: string }) => k.id === key.id);
    expect(listed).toEqual({
      id: key.id,
      name: "Newsletter",
      prefix: key.prefix,
      created_date: expect.any(String),
      last_used_date: null,
      revoked_date: null,
      requests_30d: 0,
    });
    const staff = await call("GET", "/security/api-keys/list?page_size=100", { who: admin });
    for (const text of [JSON.stringify(mine.body), JSON.stringify(staff.body)]) {
      expect(text).not.toContain(key.secret);
      expect(text).not.toContain("secret");
      expect(text).not.toContain("hash");
    }
    const [stored] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(stored!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(stored!)).not.toContain(key.secret);
  });

  it("lists one's own keys newest first", async () => {
    const first = await makeKey(otto);
    const second = await makeKey(otto);
    const mine = await call("GET", "/account/api-keys", { who: otto });
    const ids = mine.body.results.map((k: { id: string }) => k.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).not.toContain(
      (await call("GET", "/account/api-keys", { who: ada })).body.results[0]?.id,
    );
  });

  it("needs a name, in plain words, and a signed-in caller", async () => {
    for (const body of [{}, { name: "   " }, { name: "x".repeat(81) }, { name: "ok", extra: 1 }]) {
      const res = await call("POST", "/account/api-keys", { who: ada, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.type).toBe("DataValidationError");
    }
    const empty = await call("POST", "/account/api-keys", { who: ada, body: { name: "" } });
    expect(empty.body.errors).toEqual([
      { field: "name", message: "Give the key a name, so you can tell it apart from your others." },
    ]);
    expect((await call("POST", "/account/api-keys", { body: { name: "x" } })).status).toBe(401);
    expect((await call("GET", "/account/api-keys")).status).toBe(401);
  });

  it("allows 10 working keys a person; the 11th is a 409 until one is revoked", async () => {
    const kim = await member(t, "keys_kim", "Kim Many");
    const keys = [];
    for (let i = 0; i < 10; i++) keys.push(await makeKey(kim));
    const eleventh = await call("POST", "/account/api-keys", {
      who: kim,
      body: { name: "One more" },
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toMatchObject({ type: "ConflictException", code: "C-1001" });
    expect(eleventh.body.message).toMatch(/10 working API keys/);
    await call("POST", `/account/api-keys/id/${keys[0]!.id}/revoke`, { who: kim });
    expect(
      (await call("POST", "/account/api-keys", { who: kim, body: { name: "Now" } })).status,
    ).toBe(201);
  });
});

describe("using a key", () => {
  it("reads public data as the public does, and counts each request", async () => {
    const key = await makeKey(ada);
    // The page cache has this list for anonymous readers; a keyed read still reaches the API.
    expect((await call("GET", "/places/cities/list")).status).toBe(200);
    const first = await call("GET", "/places/cities/list", { key: key.secret });
    expect(first.status).toBe(200);
    expect(first.body.results.map((c: { id: string }) => c.id)).toContain(city.id);
    let row = await staffRow(key.id);
    expect(row.requests_today).toBe(1);
    expect(row.requests_30d).toBe(1);
    expect(row.last_used_date).not.toBeNull();
    const firstUse = row.last_used_date;

    const second = await call("GET", `/places/cities/id/${city.id}`, { key: key.secret });
    expect(second.status).toBe(200);
    row = await staffRow(key.id);
    expect(row.requests_today).toBe(2);
    expect(row.requests_30d).toBe(2);
    expect(Date.parse(row.last_used_date)).toBeGreaterThanOrEqual(Date.parse(firstUse));
    expect(row.owner).toEqual({ user_id: ada.userId, name: "Ada Keyholder", username: "keys_ada" });

    const mine = await call("GET", "/account/api-keys", { who: ada });
    const own = mine.body.results.find((k: { id: string }) => k.id === key.id);
    expect(own.requests_30d).toBe(2);
    expect(own.last_used_date).toBe(row.last_used_date);
  });

  it("leaves the caller anonymous: what needs signing in is still a 401", async () => {
    const key = await makeKey(ada);
    const res = await call("GET", "/account/api-keys", { key: key.secret });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      type: "AuthenticationException",
      message: "Please sign in to do that.",
    });
  });

  it("reads only: a keyed POST is a 403 and changes nothing", async () => {
    const key = await makeKey(ada);
    const res = await call("POST", "/places/cities/list", {
      key: key.secret,
      body: { name: "Nope" },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      type: "PermissionException",
      code: "P-1001",
      message: "API keys read; sign in to change anything.",
      request_id: expect.any(String),
    });
    expect(
      (await call("POST", "/account/api-keys", { key: key.secret, body: { name: "x" } })).status,
    ).toBe(403);
    expect((await staffRow(key.id)).requests_today).toBe(0);
  });

  it("refuses a wrong or revoked key with a 401 in the error shape", async () => {
    const key = await makeKey(ada);
    const wrong = `${key.secret.slice(0, -1)}${key.secret.endsWith("A") ? "B" : "A"}`;
    for (const secret of [wrong, "ak_short", "nonsense", ""]) {
      const res = await call("GET", "/places/cities/list", { key: secret });
      expect(res.status, secret).toBe(401);
      expect(res.body).toEqual({
        type: "AuthenticationException",
        code: "A-1001",
        message: "That API key is not valid (revoked or mistyped).",
        request_id: expect.any(String),
      });
    }
    expect((await call("GET", "/places/cities/list", { key: key.secret })).status).toBe(200);
    const revoked = await call("POST", `/account/api-keys/id/${key.id}/revoke`, { who: ada });
    expect(revoked.status).toBe(200);
    const res = await call("GET", "/places/cities/list", { key: key.secret });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("That API key is not valid (revoked or mistyped).");
  });

  it("has its own limit: past it, 429 with Retry-After; another key still reads", async () => {
    const key = await makeKey(otto);
    for (let i = 0; i < 3; i++) {
      expect((await call("GET", "/places/cities/list", { key: key.secret })).status).toBe(200);
    }
    const over = await call("GET", "/places/cities/list", { key: key.secret });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ type: "RateLimitException", code: "R-1001" });
    const retry = Number(over.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect((await staffRow(key.id)).requests_today).toBe(3);
    const other = await makeKey(otto);
    expect((await call("GET", "/places/cities/list", { key: other.secret })).status).toBe(200);
    // Anonymous reads without a key keep working.
    expect((await call("GET", "/places/cities/list")).status).toBe(200);
  });

  it("leaves a bearer-signed-in request as it was, key header or not", async () => {
    const res = await call("GET", "/account/api-keys", { who: ada });
    expect(res.status).toBe(200);
    const withBoth = await call("POST", "/account/api-keys", {
      who: ada,
      key: "ak_not-a-real-key",
      body: { name: "Signed in" },
    });
    expect(withBoth.status).toBe(201);
  });
});

describe("revoking and staff", () => {
  it("a user cannot see or revoke another's key: 404, and it keeps working", async () => {
    const key = await makeKey(ada);
    const res = await call("POST", `/account/api-keys/id/${key.id}/revoke`, { who: otto });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ type: "DoesNotExistException", code: "X-404" });
    const theirs = await call("GET", "/account/api-keys", { who: otto });
    expect(theirs.body.results.map((k: { id: string }) => k.id)).not.toContain(key.id);
    expect((await call("GET", "/security/api-keys/list", { who: otto })).status).toBe(403);
    expect((await call("GET", "/security/api-keys/list")).status).toBe(401);
    expect((await call("GET", "/places/cities/list", { key: key.secret })).status).toBe(200);
    for (const id of [crypto.randomUUID(), "not-an-id"]) {
      expect((await call("POST", `/account/api-keys/id/${id}/revoke`, { who: ada })).status).toBe(
        404,
      );
    }
  });

  it("revoking twice keeps the first revoked_date", async () => {
    const key = await makeKey(ada);
    const first = await call("POST", `/account/api-keys/id/${key.id}/revoke`, { who: ada });
    expect(first.status).toBe(200);
    expect(first.body.results.revoked_date).not.toBeNull();
    const again = await call("POST", `/account/api-keys/id/${key.id}/revoke`, { who: ada });
    expect(again.status).toBe(200);
    expect(again.body.results.revoked_date).toBe(first.body.results.revoked_date);
  });

  it("staff list every key with its owner, sorted and paged, and revoke any", async () => {
    const key = await makeKey(otto);
    const list = await call("GET", "/security/api-keys/list?page_size=2&sort_by=created_date", {
      who: admin,
    });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 0, page_size: 2, more: true });
    expect(list.body.total).toBeGreaterThan(2);
    expect(list.body.results[0].id).toBe(key.id);
    for (const sortBy of ["last_used_date", "requests_30d"]) {
      const res = await call("GET", `/security/api-keys/list?sort_by=${sortBy}&sort=desc`, {
        who: admin,
      });
      expect(res.status, sortBy).toBe(200);
    }
    const used = await call("GET", "/security/api-keys/list?sort_by=requests_30d&sort=desc", {
      who: admin,
    });
    const counts = used.body.results.map((k: { requests_30d: number }) => k.requests_30d);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    expect(
      (await call("GET", "/security/api-keys/list?sort_by=secret", { who: admin })).status,
    ).toBe(400);

    const revoked = await call("POST", `/account/api-keys/id/${key.id}/revoke`, { who: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body.results.revoked_date).not.toBeNull();
    expect((await call("GET", "/places/cities/list", { key: key.secret })).status).toBe(401);
    const theirs = await call("GET", "/account/api-keys", { who: otto });
    expect(theirs.body.results.find((k: { id: string }) => k.id === key.id).revoked_date).toBe(
      revoked.body.results.revoked_date,
    );
  });

  it("staff find keys by name, prefix or owner; a search that matches nothing is an empty page", async () => {
    const key = await makeKey(otto, "Zine Printer Feed");
    const search = async (q: string) => {
      const res = await call("GET", `/security/api-keys/list?query=${encodeURIComponent(q)}`, {
        who: admin,
      });
      expect(res.status, q).toBe(200);
      return res.body as { results: { id: string }[]; total: number };
    };
    for (const q of ["zine printer", key.prefix, "Otto Other", "keys_otto"]) {
      expect(
        (await search(q)).results.map((k) => k.id),
        q,
      ).toContain(key.id);
    }
    const byName = await search("zine printer");
    expect(byName.total).toBe(1);
    expect(await search("nobody has a key named this")).toMatchObject({ results: [], total: 0 });
    // LIKE's wildcards are taken as the characters they are.
    expect((await search("%")).total).toBe(0);
  });
});

describe("one key for staff (the back office's key page)", () => {
  // The use case the back office calls (no v5 route shows one key).
  const staffActor = () => ({ kind: "user" as const, userId: admin.userId, isSuperAdmin: true });
  it("shows staff a key with its owner and use; anyone else, or an unknown id, is refused", async () => {
    const key = await makeKey(ada, "Back office look");
    expect((await call("GET", "/places/cities/list", { key: key.secret })).status).toBe(200);
    const staff = await t.app.services.apiKeys.getForStaff(staffActor(), key.id);
    expect(staff).toMatchObject({
      id: key.id,
      name: "Back office look",
      prefix: key.prefix,
      requests_today: 1,
      requests_30d: 1,
      revoked_date: null,
      owner: { user_id: ada.userId, name: "Ada Keyholder", username: "keys_ada" },
    });
    expect(staff).not.toHaveProperty("secret");
    await expect(
      t.app.services.apiKeys.getForStaff(
        { kind: "user", userId: ada.userId, isSuperAdmin: false },
        key.id,
      ),
    ).rejects.toMatchObject({
      status: 403,
    });
    for (const id of ["not-an-id", "00000000-0000-4000-8000-000000000000"]) {
      await expect(t.app.services.apiKeys.getForStaff(staffActor(), id)).rejects.toMatchObject({
        status: 404,
      });
    }
  });
});
