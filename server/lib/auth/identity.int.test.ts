import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  clientAddress,
  cookiesFrom,
  latestMail,
  linkIn,
  PASSWORD,
  signUp,
  uniqueEmail,
} from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = new URL(t.deps.config.publicUrl).origin;
});
afterAll(() => t.close());

const authPost = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(`/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientAddress(), ...headers },
    body: JSON.stringify(body),
  });
const session = async (cookie: string) =>
  (await t.app.request("/api/auth/get-session", { headers: { cookie } })).json();

describe("access tokens", () => {
  it("rejects an expired token with 401 and says so", async () => {
    const who = await signUp(t);
    const now = Math.floor(Date.now() / 1000);
    const { token } = await t.app.services.identity.api.signJWT({
      body: { payload: { sub: who.userId, iat: now - 3600, exp: now - 60 } },
    });
    const res = await t.app.request("/api/v5/auth/authenticate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      type: "AuthenticationException",
      message: "Your session has expired. Please sign in again.",
    });
  });

  it("are only issued with a session cookie", async () => {
    expect((await t.app.request("/api/auth/token")).status).toBe(401);
  });
});

describe("sign-in", () => {
  it("answers a wrong password and an unknown email the same way", async () => {
    const who = await signUp(t);
    const wrong = await authPost("/sign-in/email", {
      email: who.email,
      password: "not the password",
    });
    const unknown = await authPost("/sign-in/email", {
      email: uniqueEmail("ghost"),
      password: PASSWORD,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("refuses a cookie-carrying sign-in from a foreign origin", async () => {
    const who = await signUp(t);
    const res = await authPost(
      "/sign-in/email",
      { email: who.email, password: PASSWORD },
      { cookie: who.cookie, origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
  });

  it("is rate-limited per client", async () => {
    const client = { "x-forwarded-for": "203.0.113.9" };
    const answers: Response[] = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        await authPost(
          "/sign-in/email",
          { email: "x@example.com", password: "wrong pass" },
          client,
        ),
      );
    }
    const last = answers.at(-1)!;
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });
});

describe("sign-out", () => {
  it("ends the session: no profile, no more access tokens", async () => {
    const who = await signUp(t);
    const res = await authPost("/sign-out", {}, { cookie: who.cookie, origin });
    expect(res.status).toBe(200);
    expect(await session(who.cookie)).toBeNull();
    expect(
      (await t.app.request("/api/auth/token", { headers: { cookie: who.cookie } })).status,
    ).toBe(401);
  });
});

describe("password change", () => {
  it("signs the account out on its other devices", async () => {
    const who = await signUp(t);
    const signIn = await authPost("/sign-in/email", { email: who.email, password: PASSWORD });
    const laptop = cookiesFrom(signIn);
    const res = await authPost(
      "/change-password",
      { currentPassword: PASSWORD, newPassword: "changed password 2", revokeOtherSessions: true },
      { cookie: laptop, origin },
    );
    expect(res.status).toBe(200);
    expect(await session(who.cookie)).toBeNull();
    expect((await session(cookiesFrom(res, laptop))).user.email).toBe(who.email);
  });
});

describe("password reset", () => {
  it("answers known and unknown emails alike, and mails only the known one", async () => {
    const who = await signUp(t);
    const known = await authPost("/request-password-reset", {
      email: who.email,
      redirectTo: "/reset-password",
    });
    const ghost = uniqueEmail("ghost");
    const unknown = await authPost("/request-password-reset", {
      email: ghost,
      redirectTo: "/reset-password",
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect((await latestMail(t.database, who.email))?.kind).toBe("password_reset");
    expect(await latestMail(t.database, ghost)).toBeNull();
  });

  it("sets the new password and signs every existing session out", async () => {
    const who = await signUp(t);
    await authPost("/request-password-reset", { email: who.email, redirectTo: "/reset-password" });
    const link = new URL(linkIn((await latestMail(t.database, who.email))!.textBody));
    const landing = await t.app.request(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const token = new URL(landing.headers.get("location")!, origin).searchParams.get("token");
    expect(token).toBeTruthy();
    const reset = await authPost("/reset-password", { token, newPassword: "a brand new password" });
    expect(reset.status).toBe(200);
    expect(await session(who.cookie)).toBeNull();
    const signIn = await authPost("/sign-in/email", {
      email: who.email,
      password: "a brand new password",
    });
    expect(signIn.status).toBe(200);
    const reused = await authPost("/reset-password", {
      token,
      newPassword: "yet another password",
    });
    expect(reused.status).toBe(400);
  });
});

describe("magic link", () => {
  it("signs a verified user in once with the mailed link", async () => {
    const who = await signUp(t);
    const res = await authPost("/sign-in/magic-link", { email: who.email, callbackURL: "/" });
    expect(res.status).toBe(200);
    const mail = (await latestMail(t.database, who.email))!;
    expect(mail.kind).toBe("magic_link");
    const link = new URL(linkIn(mail.textBody));
    const landing = await t.app.request(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const cookie = cookiesFrom(landing);
    expect((await session(cookie)).user.email).toBe(who.email);
    const again = await t.app.request(link.pathname + link.search);
    expect(again.headers.get("location")).toContain("error=");
  });

  it("refuses a callback to another site", async () => {
    const res = await authPost("/sign-in/magic-link", {
      email: uniqueEmail(),
      callbackURL: "https://evil.example/x",
    });
    expect(res.status).toBe(403);
  });
});

describe("forms on pages", () => {
  it("refuses a cookie-authenticated page POST from another origin", async () => {
    const res = await t.app.request("/account", {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "name=x",
    });
    expect(res.status).toBe(403);
    const ours = await t.app.request("/account", {
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(ours.status).not.toBe(403);
  });

  it("the bearer-token API is not subject to the origin check", async () => {
    const who = await signUp(t);
    const res = await t.app.request("/api/v5/auth/isUsernameAvailable", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "https://other.example",
        ...bearer(who.token),
      },
      body: JSON.stringify({ username: "somebody" }),
    });
    expect(res.status).toBe(200);
  });
});
