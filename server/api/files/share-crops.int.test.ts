import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";
import { uploadImage } from "../../../tests/written-fixture.ts";
import { createStorage } from "../../lib/storage/index.ts";
import { createFilesRepo } from "./repo.ts";
import { backfillShareCrops } from "./share-crops.ts";

// Event images from before the share crops get them cut from their original
// (npm run files:share-crops); other images and finished ones are left alone.

let dataDir: string;
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "artcal-share-crops-"));
  await mkdir(path.join(dataDir, "files"));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  admin = await superadmin(t, "share_crops_admin");
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const SHARE = ["SHARE_16X9", "SHARE_4X3", "SHARE_1X1"];

describe("backfillShareCrops", () => {
  it("cuts the three crops for event images without them, once", async () => {
    const files = createFilesRepo(t.database.db);
    const storage = createStorage(t.deps.config, { secret: t.deps.authSecret });
    const old = await uploadImage(t, admin.token, "event", 30);
    const done = await uploadImage(t, admin.token, "event", 60);
    const article = await uploadImage(t, admin.token, "article", 90);
    // As uploaded before the crops existed.
    const row = (await files.find("id", old.id))!;
    const versions = Object.fromEntries(
      Object.entries(row.versions).filter(([name]) => !SHARE.includes(name)),
    );
    await files.update(old.id, { versions });

    expect(await backfillShareCrops({ files, storage })).toEqual({ cropped: 1, skipped: 0 });
    const got = await t.app.request(`/api/v5/files/containers/id/${old.id}`);
    const after = (await got.json()).results;
    const sizes = [];
    for (const name of SHARE) {
      const res = await t.app.request(after.versions[name].url);
      expect(res.status, name).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      sizes.push([meta.width, meta.height]);
    }
    expect(sizes).toEqual([
      [1200, 675],
      [1200, 900],
      [1200, 1200],
    ]);
    // The other versions are as they were.
    expect(after.versions.CARD_LARGE.url).toBe(old.versions.CARD_LARGE!.url);

    // Nothing is left to do: the finished image and the article's are untouched.
    expect(await backfillShareCrops({ files, storage })).toEqual({ cropped: 0, skipped: 0 });
    expect((await files.find("id", done.id))!.version).toBe(1);
    expect(Object.keys((await files.find("id", article.id))!.versions)).not.toContain("SHARE_1X1");
  });
});
