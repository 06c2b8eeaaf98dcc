import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiModules } from "../server/api/index.ts";
import { createApp } from "../server/app.ts";
import {
  accessToken,
  bearer,
  clientAddress,
  cookiesFrom,
  member,
  PASSWORD,
  type SignedIn,
  signInAgain,
  superadmin,
} from "./factories.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// An access token is good only while the session that issued it stands:
// signing out, changing the password and an admin's "revoke sessions" end
// every request made with that session's tokens at once, on every app server
// (docs/decisions/031-sessions-end-access.md).

let t: TestApp;
/** A second app server on the same database: its own services, caches and key set. */
let other: ReturnType<typeof createApp>;
let origin: string;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  other = createApp(t.deps, { modules: apiModules });
  origin = new URL(t.deps.config.publicUrl).origin;
  admin = await superadmin(t, "session_admin");
});
afterAll(() => t.close());

const authPost = (path: string, body: unknown, cookie: string) =>
  t.app.request(`/api/auth${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": clientAddress(),
      cookie,
      origin,
    },
    body: JSON.stringify(body),
  });
const api = (app: typeof t.app | typeof other, path: string, token: string, body?: unknown) =>
  app.request(`/api/v5${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...bearer(token) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
/** A signed-in read that every version of the API has: the caller's memberships. */
const status = async (app: typeof t.app | typeof other, token: string) =>
  (await api(app, "/shop/subscriptions", token, {})).status;

describe("ending a session ends its access tokens", () => {
  it("sign-out: the old access token is a 401 on the next request, on every app server", async () => {
    const who = await member(t, "signs_out");
    expect(await status(t.app, who.token)).toBe(200);
    expect(await status(other, who.token)).toBe(200);
    expect((await authPost("/sign-out", {}, who.cookie)).status).toBe(200);
    const res = await api(t.app, "/shop/subscriptions", who.token, {});
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ type: "AuthenticationException" });
    expect(await status(other, who.token)).toBe(401);
    // Anywhere a token is sent, even on a public list, and when asking who it is.
    expect((await api(t.app, "/places/cities/list", who.token)).status).toBe(401);
    const profile = await t.app.request("/api/v5/auth/authenticate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: who.token }),
    });
    expect(profile.status).toBe(401);
  });

  it("a password change ends the other devices' tokens, and this device gets a working one", async () => {
    const who = await member(t, "changes_password");
    const phone = await signInAgain(t, who);
    const res = await authPost(
      "/change-password",
      { currentPassword: PASSWORD, newPassword: "a brand new secret", revokeOtherSessions: true },
      phone.cookie,
    );
    expect(res.status).toBe(200);
    expect(await status(other, who.token)).toBe(401);
    expect(await status(t.app, phone.token)).toBe(401);
    const renewed = await accessToken(t, cookiesFrom(res, phone.cookie));
    expect(await status(other, renewed)).toBe(200);
  });

  it("an admin's revoke-sessions signs the user out everywhere; only superadmins may", async () => {
    const who = await member(t, "gets_revoked");
    const phone = await signInAgain(t, who);
    const path = `/security/users/id/${who.userId}/revoke-sessions`;
    expect((await api(t.app, path, phone.token, {})).status).toBe(403);
    const res = await api(t.app, path, admin.token, {});
    expect(res.status).toBe(200);
    expect((await res.json()).results).toEqual({ ended: 2 });
    expect(await status(t.app, who.token)).toBe(401);
    expect(await status(other, phone.token)).toBe(401);
    const cookie = await t.app.request("/api/auth/token", { headers: { cookie: who.cookie } });
    expect(cookie.status).toBe(401);
    expect(
      (await api(t.app, "/security/users/id/not-an-id/revoke-sessions", admin.token, {})).status,
    ).toBe(404);
  });
});

describe("the account's own sessions", () => {
  it("lists them, says which is this one, and ends one or all the others", async () => {
    const who = await member(t, "many_devices");
    const phone = await signInAgain(t, who);
    const tablet = await signInAgain(t, who);
    const listed = (await (await api(t.app, "/account/sessions", who.token)).json()).results;
    expect(listed).toHaveLength(3);
    expect(listed.filter((s: { is_current: boolean }) => s.is_current)).toHaveLength(1);
    expect(Object.keys(listed[0]).sort()).toEqual([
      "created_date",
      "expires_date",
      "id",
      "ip_address",
      "is_current",
      "last_active_date",
      "user_agent",
    ]);
    const current = listed.find((s: { is_current: boolean }) => s.is_current).id;
    const tabletId = (
      await (await api(t.app, "/account/sessions", tablet.token)).json()
    ).results.find((s: { is_current: boolean }) => s.is_current).id;

    // Ending one: that device only.
    const one = await api(t.app, "/account/sessions/revoke", who.token, { session_id: tabletId });
    expect((await one.json()).results).toEqual({ ended: 1 });
    expect(await status(other, tablet.token)).toBe(401);
    expect(await status(other, phone.token)).toBe(200);

    // Someone else's session, or a made-up one, is not found; a malformed id is a 400.
    const stranger = await member(t, "stranger");
    expect(
      (await api(t.app, "/account/sessions/revoke", stranger.token, { session_id: current }))
        .status,
    ).toBe(404);
    const bad = await api(t.app, "/account/sessions/revoke", who.token, { session_id: "x" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.map((e: { field: string }) => e.field)).toEqual([
      "session_id",
    ]);

    // All the others: this device stays signed in.
    const rest = await api(t.app, "/account/sessions/revoke-others", who.token, {});
    expect((await rest.json()).results).toEqual({ ended: 1 });
    expect(await status(other, phone.token)).toBe(401);
    const left = (await (await api(t.app, "/account/sessions", who.token)).json()).results;
    expect(left.map((s: { id: string }) => s.id)).toEqual([current]);
  });

  it("needs a signed-in caller", async () => {
    expect((await t.app.request("/api/v5/account/sessions")).status).toBe(401);
    const res = await t.app.request("/api/v5/account/sessions/revoke-others", { method: "POST" });
    expect(res.status).toBe(401);
  });
});
