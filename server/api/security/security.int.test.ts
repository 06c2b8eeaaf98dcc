import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, member, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, token: string) =>
  t.app.request(`/api/v5${path}`, { headers: bearer(token) });
const put = (path: string, body: unknown, token: string) =>
  t.app.request(`/api/v5${path}`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...bearer(token) },
    body: JSON.stringify(body),
  });

describe("security users", () => {
  it("lists users sorted by name by default, searchable by name, username or email", async () => {
    const admin = await superadmin(t, "list_admin");
    await member(t, "zelda_z", "Zelda Zed");
    await member(t, "anna_a", "Anna Able");
    const res = await get("/security/users/list", admin.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ page: 0, page_size: 25 });
    const names = body.results.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const found = await (await get("/security/users/list?query=zeld", admin.token)).json();
    expect(found.results.map((u: { username: string }) => u.username)).toEqual(["zelda_z"]);
    const desc = await (
      await get("/security/users/list?sort_by=username&sort=desc", admin.token)
    ).json();
    expect(desc.results[0].username >= desc.results.at(-1).username).toBe(true);
    expect((await get("/security/users/list?sort_by=password", admin.token)).status).toBe(400);
  });

  it("opens one user, and answers 404 for unknown or malformed ids", async () => {
    const admin = await superadmin(t, "open_admin");
    const who = await member(t, "openme");
    const res = await get(`/security/users/id/${who.userId}`, admin.token);
    expect((await res.json()).results).toMatchObject({ id: who.userId, username: "openme" });
    const missing = await get(
      "/security/users/id/00000000-0000-4000-8000-000000000000",
      admin.token,
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ type: "DoesNotExistException", code: "X-404" });
    expect((await get("/security/users/id/not-a-uuid", admin.token)).status).toBe(404);
  });

  it("grants and revokes superadmin, and the new role applies to the next request", async () => {
    const admin = await superadmin(t, "grant_admin");
    const who = await member(t, "promoteme");
    expect((await get("/security/users/list", who.token)).status).toBe(403);
    const granted = await put(
      `/security/users/id/${who.userId}`,
      { is_superadmin: true },
      admin.token,
    );
    expect((await granted.json()).results.is_superadmin).toBe(true);
    expect((await get("/security/users/list", who.token)).status).toBe(200);
    const revoked = await put(
      `/security/users/id/${who.userId}`,
      { is_superadmin: false },
      admin.token,
    );
    expect((await revoked.json()).results.is_superadmin).toBe(false);
    expect((await get("/security/users/list", who.token)).status).toBe(403);
  });

  it("does not let the last superadmin revoke their own role", async () => {
    const solo = await createTestApp();
    try {
      const admin = await superadmin(solo, "only_admin");
      const res = await solo.app.request(`/api/v5/security/users/id/${admin.userId}`, {
        method: "PUT",
        headers: { "content-type": "application/json", ...bearer(admin.token) },
        body: JSON.stringify({ is_superadmin: false }),
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ type: "ConflictException", code: "C-1001" });
    } finally {
      await solo.close();
    }
  });

  it("rejects a body without is_superadmin", async () => {
    const admin = await superadmin(t, "body_admin");
    const res = await put(
      `/security/users/id/${admin.userId}`,
      { is_superadmin: "yes" },
      admin.token,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe("is_superadmin");
  });
});
