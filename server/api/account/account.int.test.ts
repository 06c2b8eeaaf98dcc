import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, clientAddress, member, signUp, uniqueEmail } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(`/api/v5${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const put = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(`/api/v5${path}`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("POST /auth/authenticate", () => {
  it("returns an uninitialized profile the first time a token's user is seen, the same one after", async () => {
    const who = await signUp(t);
    const first = await post("/auth/authenticate", { token: who.token });
    expect(first.status).toBe(200);
    const profile = (await first.json()).results;
    expect(profile).toMatchObject({
      id: who.userId,
      email: who.email,
      username: null,
      is_initialized: false,
      is_superadmin: false,
    });
    const again = (await (await post("/auth/authenticate", { token: who.token })).json()).results;
    expect(again.id).toBe(profile.id);
  });

  it("rejects a missing token with a 400 naming the field", async () => {
    const res = await post("/auth/authenticate", {});
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      type: "DataValidationError",
      code: "V-1001",
      errors: [{ field: "token" }],
    });
  });

  it("rejects tampered, foreign-signed and malformed tokens with 401", async () => {
    const who = await signUp(t);
    const [h, p, s] = who.token.split(".");
    const payload = JSON.parse(Buffer.from(p!, "base64url").toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: "00000000-0000-4000-8000-000000000000" })).toString("base64url")}.${s}`;
    const other = await createTestApp();
    const foreign = (await signUp(other)).token;
    await other.close();
    for (const token of [forged, foreign, "not-a-jwt", `${h}.${p}.`]) {
      const res = await post("/auth/authenticate", { token });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ type: "AuthenticationException", code: "A-1001" });
    }
  });
});

describe("bearer tokens on other requests", () => {
  it("answers 401 for a bad token even on public endpoints, and for a malformed header", async () => {
    const bad = await t.app.request("/api/v5/site", { headers: bearer("x.y.z") });
    expect(bad.status).toBe(401);
    const malformed = await t.app.request("/api/v5/site", {
      headers: { authorization: "Token abc" },
    });
    expect(malformed.status).toBe(401);
  });
});

describe("POST /auth/initProfile", () => {
  it("completes the profile", async () => {
    const who = await signUp(t);
    await post("/auth/authenticate", { token: who.token });
    const res = await post(
      "/auth/initProfile",
      { username: "Mia_Prints", name: " Mia Lopez " },
      bearer(who.token),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).results).toMatchObject({
      username: "mia_prints",
      name: "Mia Lopez",
      is_initialized: true,
    });
  });

  it("is 409 when the username is taken in any case", async () => {
    await member(t, "takenname");
    const who = await signUp(t);
    const res = await post(
      "/auth/initProfile",
      { username: "TakenName", name: "X" },
      bearer(who.token),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      type: "ConflictException",
      code: "C-1001",
      message: "That username is taken. Please choose a different username.",
    });
  });

  it("is 400 with per-field errors for a bad username and an empty name", async () => {
    const who = await signUp(t);
    const res = await post("/auth/initProfile", { username: "a!", name: "" }, bearer(who.token));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["name", "username"]);
  });

  it("refuses reserved usernames", async () => {
    const who = await signUp(t);
    const res = await post(
      "/auth/initProfile",
      { username: "Admin", name: "Sneaky" },
      bearer(who.token),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0]).toEqual({
      field: "username",
      message: "That username is reserved. Please choose another.",
    });
  });

  it("is 401 without a token", async () => {
    const res = await post("/auth/initProfile", { username: "nobody", name: "No One" });
    expect(res.status).toBe(401);
    expect((await res.json()).type).toBe("AuthenticationException");
  });
});

describe("PUT /account/profile", () => {
  it("updates name and avatar and bumps the version; a stale version is 409", async () => {
    const who = await member(t, "editme");
    const res = await put(
      "/account/profile",
      { name: "Edited Name", avatar_url: "https://example.com/a.png", version: 2 },
      bearer(who.token),
    );
    expect(res.status).toBe(200);
    const profile = (await res.json()).results;
    expect(profile).toMatchObject({
      name: "Edited Name",
      avatar_url: "https://example.com/a.png",
      version: 3,
    });
    const stale = await put("/account/profile", { name: "Late", version: 2 }, bearer(who.token));
    expect(stale.status).toBe(409);
  });

  it("takes an https: address or one of our uploads for the avatar, never http:", async () => {
    const who = await member(t, "avatar_rules");
    for (const avatar_url of [
      "http://example.com/a.png",
      "HTTP://example.com/a.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//example.com/a.png",
      "https://",
    ]) {
      const res = await put("/account/profile", { avatar_url }, bearer(who.token));
      expect(res.status, avatar_url).toBe(400);
      const body = await res.json();
      expect(body.code).toBe("V-1001");
      expect(body.errors.map((e: { field: string }) => e.field)).toEqual(["avatar_url"]);
    }
    for (const avatar_url of ["https://example.com/a.png", "/files/avatar/thumb.webp"]) {
      const res = await put("/account/profile", { avatar_url }, bearer(who.token));
      expect(res.status, avatar_url).toBe(200);
      expect((await res.json()).results.avatar_url).toBe(avatar_url);
    }
  });

  it("is 409 for someone else's username and 400 for unknown fields", async () => {
    await member(t, "firstclaim");
    const who = await member(t, "secondclaim");
    expect(
      (await put("/account/profile", { username: "FIRSTCLAIM" }, bearer(who.token))).status,
    ).toBe(409);
    const unknown = await put("/account/profile", { is_superadmin: true }, bearer(who.token));
    expect(unknown.status).toBe(400);
  });
});

describe("POST /auth/isUsernameAvailable", () => {
  it("is case-insensitive and treats one's own username as available", async () => {
    const who = await member(t, "casecheck");
    const taken = await post("/auth/isUsernameAvailable", { username: "CaseCheck" });
    expect((await taken.json()).results).toEqual({ available: false });
    const own = await post(
      "/auth/isUsernameAvailable",
      { username: "CASECHECK" },
      bearer(who.token),
    );
    expect((await own.json()).results).toEqual({ available: true });
    const free = await post("/auth/isUsernameAvailable", { username: "nobody_has_this" });
    expect((await free.json()).results).toEqual({ available: true });
  });

  it("explains an invalid username with a 400", async () => {
    const res = await post("/auth/isUsernameAvailable", { username: "no" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0]).toEqual({
      field: "username",
      message: "Use at least 3 characters.",
    });
  });

  it("is rate-limited per client", async () => {
    const client = { "x-forwarded-for": "203.0.113.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push(
        (await post("/auth/isUsernameAvailable", { username: `probe${i}` }, client)).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await post("/auth/isUsernameAvailable", { username: "probe" }, client);
    // Seconds left in the window: a whole number a client can wait for.
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await limited.json()).type).toBe("RateLimitException");
    const other = await post(
      "/auth/isUsernameAvailable",
      { username: "probe" },
      { "x-forwarded-for": "203.0.113.78" },
    );
    expect(other.status).toBe(200);
  });
});

describe("sign-up does not reveal who has an account", () => {
  it("answers a duplicate sign-up exactly like a new one", async () => {
    const email = uniqueEmail("dup");
    const body = (e: string) => ({
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": clientAddress() },
      body: JSON.stringify({ email: e, password: "another password 1", name: "Dup" }),
    });
    const first = await t.app.request("/api/auth/sign-up/email", body(email));
    const second = await t.app.request("/api/auth/sign-up/email", body(email));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
  });
});
