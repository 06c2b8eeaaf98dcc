import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, type SignedIn, superadmin } from "./factories.ts";
import { formPoster, mainOf } from "./page-forms.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";

// /account/api-keys and the back office's /admin/api-keys (decision 063) as
// a browser without JavaScript uses them: server-rendered HTML and plain
// form posts. The secret is in the answer to the post that makes the key,
// and in no page after it; revoking is asked twice and then refuses the key.

const ORIGIN = "http://api-keys-pages.test";

let site: SiteTestApp;
let t: TestApp;
let admin: SignedIn;
let ada: SignedIn;
let post: ReturnType<typeof formPoster>;

beforeAll(async () => {
  site = await createSiteTestApp("api-keys-pages", { PUBLIC_URL: ORIGIN });
  ({ t } = site);
  post = formPoster(site.pages, ORIGIN);
  admin = await superadmin(t, "keys_pages_admin");
  ada = await member(t, "keys_pages_ada", "Ada Pages");
}, 120_000);
afterAll(() => site?.close());

const main = async (path: string, cookie: string) => {
  const res = await site.pages.app.request(path, { redirect: "manual", headers: { cookie } });
  expect(res.status, path).toBe(200);
  return mainOf(await res.text());
};
const readsWith = async (secret: string) =>
  (await t.app.request("/api/v5/places/cities/list", { headers: { "x-api-key": secret } })).status;
const secretIn = (html: string) => html.match(/ak_[A-Za-z0-9_-]{32}/)?.[0] ?? null;

describe("/account/api-keys", () => {
  it("makes a key and shows its secret once, with how to use it", async () => {
    const empty = await main("/account/api-keys", ada.cookie);
    expect(empty).toContain("You have no API keys yet.");
    expect(empty).toContain('name="name"');

    const made = await post(
      "/account/api-keys",
      { intent: "create", name: "Zine feed" },
      ada.cookie,
    );
    expect(made.status).toBe(200);
    const page = mainOf(await made.text());
    const secret = secretIn(page);
    expect(secret).not.toBeNull();
    expect(page).toContain("Copy your new key now");
    expect(page).toContain("This is the only time we show it");
    expect(page).toContain(`X-Api-Key: ${secret}`);
    expect(page).toContain(`${ORIGIN}/api/v5/`);
    expect(await readsWith(secret!)).toBe(200);

    // The list after it: name, prefix and use, never the secret.
    const listed = await main("/account/api-keys", ada.cookie);
    expect(listed).toContain("Zine feed");
    expect(listed).toContain(`${secret!.slice(0, 11)}…`);
    expect(listed).toContain("1 request in the last 30 days");
    expect(secretIn(listed)).toBeNull();
  });

  it("says what is wrong with a name, beside the field, and keeps what was typed", async () => {
    const res = await post("/account/api-keys", { intent: "create", name: "   " }, ada.cookie);
    expect(res.status).toBe(400);
    const page = mainOf(await res.text());
    expect(page).toContain("Give the key a name, so you can tell it apart from your others.");
    expect(page).toContain('aria-invalid="true"');
    expect(secretIn(page)).toBeNull();
  });

  it("refuses an eleventh working key in plain words", async () => {
    const many = await member(t, "keys_pages_many");
    for (let i = 0; i < 10; i++) {
      const res = await post("/account/api-keys", { name: `Key ${i}` }, many.cookie);
      expect(res.status).toBe(200);
    }
    expect(await main("/account/api-keys", many.cookie)).toContain("you have 10.");
    const res = await post("/account/api-keys", { name: "One too many" }, many.cookie);
    expect(res.status).toBe(409);
    const page = mainOf(await res.text());
    expect(page).toContain("You have 10 working API keys, the most one person may have.");
    expect(secretIn(page)).toBeNull();
    expect(page).toContain('value="One too many"');
  });

  it("revokes a key after asking, and the key stops working", async () => {
    const made = mainOf(
      await (await post("/account/api-keys", { name: "Old widget" }, ada.cookie)).text(),
    );
    const secret = secretIn(made)!;
    const id = (
      await (
        await t.app.request("/api/v5/account/api-keys", {
          headers: { authorization: `Bearer ${ada.token}` },
        })
      ).json()
    ).results.find((k: { name: string }) => k.name === "Old widget").id as string;

    const listed = await main("/account/api-keys", ada.cookie);
    expect(listed).toContain(`href="/account/api-keys?revoke=${id}"`);
    expect(listed).toContain('aria-label="Revoke Old widget…"');
    const asking = await main(`/account/api-keys?revoke=${id}`, ada.cookie);
    expect(asking).toContain("Revoke “Old widget”? Anything using it stops working at once");
    expect(asking).toContain(`name="key" value="${id}"`);
    expect(await readsWith(secret)).toBe(200);

    const res = await post("/account/api-keys", { intent: "revoke", key: id }, ada.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/account/api-keys?revoked=${id}`);
    expect(await readsWith(secret)).toBe(401);
    const after = await main(`/account/api-keys?revoked=${id}`, ada.cookie);
    expect(after).toContain("“Old widget” is revoked: requests with it are refused from now on.");
    expect(after).toContain("Revoked keys (1)");
    expect(after).not.toContain('aria-label="Revoke Old widget…"');
  });

  it("does not revoke another person's key", async () => {
    const otto = await member(t, "keys_pages_otto");
    const made = mainOf(
      await (await post("/account/api-keys", { name: "Otto's" }, otto.cookie)).text(),
    );
    const secret = secretIn(made)!;
    const theirs = (
      await (
        await t.app.request("/api/v5/account/api-keys", {
          headers: { authorization: `Bearer ${otto.token}` },
        })
      ).json()
    ).results[0].id as string;
    const res = await post("/account/api-keys", { intent: "revoke", key: theirs }, ada.cookie);
    expect(res.status).toBe(404);
    expect(await readsWith(secret)).toBe(200);
  });
});

describe("/admin/api-keys", () => {
  it("lists every key with its owner, finds one, and revokes it once confirmed", async () => {
    const made = mainOf(
      await (await post("/account/api-keys", { name: "Staff sees this" }, ada.cookie)).text(),
    );
    const secret = secretIn(made)!;
    expect(await readsWith(secret)).toBe(200);

    const list = await main("/admin/api-keys?query=staff%20sees", admin.cookie);
    expect(list).toContain("Staff sees this");
    expect(list).toContain("Ada Pages");
    expect(list).not.toContain("Zine feed");
    const id = list.match(/href="\/admin\/api-keys\/([0-9a-f-]{36})"/)?.[1];
    expect(id).toBeDefined();

    const record = await main(`/admin/api-keys/${id}`, admin.cookie);
    expect(record).toContain("Ada Pages (@keys_pages_ada)");
    expect(record).toContain("Requests today");
    expect(record).toContain("Revoke this key");
    expect(secretIn(record)).toBeNull();

    const unconfirmed = await post(`/admin/api-keys/${id}`, { _command: "revoke" }, admin.cookie);
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Tick the box to confirm.");
    expect(await readsWith(secret)).toBe(200);

    const res = await post(
      `/admin/api-keys/${id}`,
      { _command: "revoke", confirm: "yes" },
      admin.cookie,
    );
    expect(res.status).toBe(302);
    expect(await readsWith(secret)).toBe(401);
    const after = await main(`/admin/api-keys/${id}`, admin.cookie);
    expect(after).toContain("Revoked");
    expect(after).not.toContain("Revoke this key");
  });
});
