import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededRandom } from "../../../core/random.ts";
import { postJson, putJson, send } from "../../../tests/calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";
import { createClock } from "../../lib/clock.ts";
import { createServices } from "../../services.ts";
import { createFilesRepo } from "../files/repo.ts";
import { createRevisionLog } from "../revisions/log.ts";
import { createPromoRepo } from "./repo.ts";
import { createPromoService } from "./service.ts";

const NOW = new Date("2026-11-21T18:00:00.000Z");

let t: TestApp;
let admin: SignedIn;
let reader: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ env: { TEST_NOW: NOW.toISOString() } });
  admin = await superadmin(t, "promo_admin");
  reader = await member(t, "promo_reader");
});
afterAll(() => t.close());

const makeAdvert = (over: Record<string, unknown> = {}) =>
  send(t, admin.token, "POST", "/promo/adverts/list", {
    client: "Northern Clay Center",
    campaign: "Winter sale",
    label: "Winter sale banner",
    spots: ["home_1"],
    goto_url: "https://example.com/sale",
    ...over,
  });

/** The advert service on the test database with a seeded random source. */
function seededPromo(seed: number) {
  const db = t.database.db;
  const services = createServices(t.deps);
  return createPromoService({
    promo: createPromoRepo(db),
    filesRepo: createFilesRepo(db),
    files: services.files,
    clock: createClock(NOW),
    random: seededRandom(seed),
    log: createRevisionLog(db),
  });
}

describe("adverts", () => {
  it("creates, reads and updates, for superadmins only", async () => {
    const a = await makeAdvert({ legacy_id: "ad-1", weight: 5, badge_text: "Sponsor" });
    expect(a).toMatchObject({ spots: ["home_1"], weight: 5, is_active: true, version: 1 });
    const byId = await t.app.request(`/api/v5/promo/adverts/id/${a.id}`, {
      headers: bearer(admin.token),
    });
    expect((await byId.json()).results.label).toBe("Winter sale banner");
    const byLegacy = await t.app.request("/api/v5/promo/adverts/legacy_id/ad-1", {
      headers: bearer(admin.token),
    });
    expect((await byLegacy.json()).results.id).toBe(a.id);
    expect((await t.app.request(`/api/v5/promo/adverts/id/${a.id}`)).status).toBe(401);
    const updated = await putJson(t, admin.token, `/promo/adverts/id/${a.id}`, {
      weight: 7,
      version: 1,
    });
    expect((await updated.json()).results).toMatchObject({ weight: 7, version: 2 });
    const stale = await putJson(t, admin.token, `/promo/adverts/id/${a.id}`, {
      weight: 8,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await postJson(t, reader.token, "/promo/adverts/list", {})).status).toBe(403);
    const list = await t.app.request("/api/v5/promo/adverts/list?spot=home_1", {
      headers: bearer(admin.token),
    });
    expect((await list.json()).results.map((r: { id: string }) => r.id)).toContain(a.id);
  });

  it("refuses bad input field by field and writes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ spots: ["sidebar_99"] }, "spots.0"],
      [{ spots: [] }, "spots"],
      [{ weight: 0 }, "weight"],
      [{ weight: 1.5 }, "weight"],
      [{ goto_url: "javascript:alert(1)" }, "goto_url"],
      [{ client: "" }, "client"],
      [{ default_image_id: "00000000-0000-4000-8000-000000000000" }, "default_image_id"],
      [{ start_date: "2026-12-01T00:00:00Z", end_date: "2026-11-01T00:00:00Z" }, "end_date"],
    ];
    for (const [over, field] of cases) {
      const res = await postJson(t, admin.token, "/promo/adverts/list", {
        client: "Bad Input Co",
        label: "Should not exist",
        spots: ["home_2"],
        goto_url: "https://example.com",
        ...over,
      });
      expect(res.status, field).toBe(400);
      expect(
        (await res.json()).errors.map((e: { field: string }) => e.field),
        field,
      ).toContain(field);
    }
    const list = await t.app.request("/api/v5/promo/adverts/list?query=Bad%20Input", {
      headers: bearer(admin.token),
    });
    expect((await list.json()).total).toBe(0);
  });

  it("serves only active adverts in their window, in proportion to their weights", async () => {
    const spot = "article_1";
    const heavy = await makeAdvert({ label: "Heavy", spots: [spot], weight: 3 });
    const light = await makeAdvert({ label: "Light", spots: [spot, "event_1"], weight: 1 });
    await makeAdvert({ label: "Switched off", spots: [spot], weight: 50, is_active: false });
    await makeAdvert({
      label: "Not yet",
      spots: [spot],
      weight: 50,
      start_date: "2026-12-01T00:00:00Z",
    });
    await makeAdvert({
      label: "Over",
      spots: [spot],
      weight: 50,
      end_date: "2026-11-20T00:00:00Z",
    });
    const promo = seededPromo(2026);
    const counts = new Map<string, number>();
    const n = 2000;
    for (let i = 0; i < n; i++) {
      const served = await promo.serve(spot);
      counts.set(served!.label, (counts.get(served!.label) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(["Heavy", "Light"]);
    // Expected 1500 / 500; four standard deviations of a binomial(2000, 0.25) is about 77.
    expect(Math.abs((counts.get("Heavy") ?? 0) - 1500)).toBeLessThan(
      4 * Math.sqrt(n * 0.25 * 0.75),
    );
    const served = await promo.serve("event_1");
    expect(served).toMatchObject({ id: light.id, spot: "event_1", badge: "Advertisement" });
    expect(await promo.serve("calendar_list_1")).toBeNull();
    expect(await promo.serve("nowhere")).toBeNull();
    expect(heavy.id).not.toBe(light.id);
  });
});
