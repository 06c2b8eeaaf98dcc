import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, member, type SignedIn, signInAgain, superadmin } from "./factories.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";

// The account page's "Where you're signed in" and the back office's "Sign
// out everywhere", as a browser without JavaScript uses them: server-rendered
// HTML and plain form posts. Ending a session ends its access tokens too.

const ORIGIN = "http://account-pages.test";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

let site: SiteTestApp;
let t: TestApp;
beforeAll(async () => {
  site = await createSiteTestApp("account-pages", { PUBLIC_URL: ORIGIN });
  ({ t } = site);
}, 120_000);
afterAll(() => site?.close());

async function signInOn(who: SignedIn, userAgent: string) {
  const { cookie, token } = await signInAgain(t, who, userAgent);
  const mine = await t.app.request("/api/v5/account/sessions", { headers: bearer(token) });
  const id = (await mine.json()).results.find((s: { is_current: boolean }) => s.is_current).id;
  return { cookie, token, id: id as string };
}
const tokenWorks = async (token: string) =>
  (await t.app.request("/api/v5/account/sessions", { headers: bearer(token) })).status === 200;
const page = async (p: string, cookie: string) => {
  const res = await site.pages.app.request(p, { redirect: "manual", headers: { cookie } });
  expect(res.status, p).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, "");
};
const post = (p: string, form: Record<string, string>, cookie: string) =>
  site.pages.app.request(`${ORIGIN}${p}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(form).toString(),
  });

describe("the account page's sessions", () => {
  it("lists each device, ends one, then all the others, with plain forms", async () => {
    const who = await member(t, "page_devices");
    const phone = await signInOn(who, IPHONE);
    const laptop = await signInOn(who, WINDOWS);

    const listed = await page("/account", who.cookie);
    expect(listed).toContain("Where you&#x27;re signed in");
    expect(listed).toContain("Safari on iOS");
    expect(listed).toContain("Firefox on Windows");
    expect(listed).toContain("this device");
    // One "Sign out" form per other device, each button named for its device.
    expect(listed).toContain(`name="session_id" value="${phone.id}"`);
    expect(listed).toContain(`name="session_id" value="${laptop.id}"`);
    expect(listed).toMatch(/aria-label="Sign out Safari on iOS, signed in [^"]+"/);
    expect(listed).toContain("Sign out all other sessions");

    const one = await post("/account", { intent: "end-session", session_id: phone.id }, who.cookie);
    expect(one.status).toBe(200);
    expect(await tokenWorks(phone.token)).toBe(false);
    expect(await tokenWorks(laptop.token)).toBe(true);
    expect(await page("/account", who.cookie)).not.toContain(phone.id);

    const rest = await post("/account", { intent: "end-others" }, who.cookie);
    expect(rest.status).toBe(200);
    expect(await tokenWorks(laptop.token)).toBe(false);
    expect(await tokenWorks(who.token)).toBe(true);
    const after = await page("/account", who.cookie);
    expect(after).not.toContain("Sign out all other sessions");
  });

  it("does not end another person's session", async () => {
    const owner = await member(t, "page_owner");
    const phone = await signInOn(owner, IPHONE);
    const other = await member(t, "page_other");
    const res = await post(
      "/account",
      { intent: "end-session", session_id: phone.id },
      other.cookie,
    );
    expect(res.status).toBe(400);
    expect(await tokenWorks(phone.token)).toBe(true);
  });
});

describe("the back office's user page", () => {
  it("signs a person out everywhere", async () => {
    const admin = await superadmin(t, "page_admin");
    const who = await member(t, "page_lost_phone");
    const phone = await signInOn(who, IPHONE);
    expect(await page(`/admin/users/${who.userId}`, admin.cookie)).toContain("Sign out everywhere");
    const res = await post(
      `/admin/users/${who.userId}`,
      { _command: "revoke-sessions" },
      admin.cookie,
    );
    expect(res.status).toBe(302);
    expect(await tokenWorks(phone.token)).toBe(false);
    expect(await tokenWorks(who.token)).toBe(false);
    expect(await tokenWorks(admin.token)).toBe(true);
  });
});
