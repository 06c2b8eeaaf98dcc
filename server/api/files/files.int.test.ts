import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERSION_SPECS } from "../../../core/files/versions.ts";
import { makeEvent, postJson, putJson } from "../../../tests/calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";
import { createApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { apiModules } from "../index.ts";

// The upload flow on the local storage driver, end to end: getuploadurl → PUT
// the bytes to the signed URL → movething → the container and its versions,
// served from /files. Files land in a fresh DATA_DIR per run.

let dataDir: string;
let t: TestApp;
let admin: SignedIn;
let user: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "artcal-files-"));
  await mkdir(path.join(dataDir, "files"));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  admin = await superadmin(t, "files_admin");
  user = await member(t, "files_user");
  other = await member(t, "files_other");
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

/** A JPEG whose left half is red and right half blue. */
async function twoTone(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: BLUE } })
    .composite([
      {
        input: { create: { width: half, height, channels: 3, background: RED } },
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A second app on the same database, files and secret, with other settings (a later clock, a smaller limit). */
function sibling(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: "test", TRUST_PROXY: "true", DATA_DIR: dataDir, ...env });
  return createApp({ ...t.deps, config }, { modules: apiModules });
}
type AppLike = Pick<TestApp["app"], "request">;

interface Slot {
  url: string;
  method: string;
  headers: Record<string, string>;
  upload_id: string;
  expires_at: string;
}

const localPath = (url: string) => {
  const u = new URL(url, "http://localhost");
  return u.pathname + u.search;
};
const fileOnDisk = (publicUrl: string) =>
  path.join(dataDir, "files", ...publicUrl.replace(/^\/files\//, "").split("/"));

async function askUpload(
  token: string | null,
  body: Record<string, unknown>,
  type?: string,
): Promise<Response> {
  return postJson(
    t,
    token,
    type ? `/files/getuploadurl/type/${type}` : "/files/getuploadurl",
    body,
  );
}

async function slotFor(
  token: string,
  bytes: Buffer,
  o: { type?: string; contentType?: string; filename?: string } = {},
): Promise<Slot> {
  const res = await askUpload(
    token,
    {
      filename: o.filename ?? "two-tone.jpg",
      content_type: o.contentType ?? "image/jpeg",
      size: bytes.length,
    },
    o.type,
  );
  if (res.status !== 200) throw new Error(`getuploadurl → ${res.status} ${await res.text()}`);
  return (await res.json()).results;
}

const putBytes = (slot: Pick<Slot, "url" | "headers">, bytes: Buffer, app: AppLike = t.app) =>
  app.request(localPath(slot.url), {
    method: "PUT",
    headers: slot.headers,
    body: new Uint8Array(bytes),
  });

const moveThing = (token: string | null, body: Record<string, unknown>, app: AppLike = t.app) =>
  app.request("/api/v5/files/movething", {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });

/** getuploadurl, PUT and movething in one go; returns the container. */
async function uploadImage(
  token: string,
  bytes: Buffer,
  o: { type?: string; move?: Record<string, unknown> } = {},
) {
  const slot = await slotFor(token, bytes, o.type ? { type: o.type } : {});
  const put = await putBytes(slot, bytes);
  if (put.status !== 204) throw new Error(`PUT → ${put.status} ${await put.text()}`);
  const res = await moveThing(token, { upload_id: slot.upload_id, ...o.move });
  if (res.status !== 201) throw new Error(`movething → ${res.status} ${await res.text()}`);
  return (await res.json()).results;
}

async function containerTotal(): Promise<number> {
  const res = await t.app.request("/api/v5/files/containers/list", {
    headers: bearer(admin.token),
  });
  expect(res.status).toBe(200);
  return (await res.json()).total;
}

async function containerDirs(): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, "files", "containers"))).sort();
  } catch {
    return [];
  }
}

/** RGB of one pixel of an image. */
async function pixel(buf: Buffer, x: number, y: number) {
  const { data, info } = await sharp(buf).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

/** Share of the middle row's pixels that are clearly red. */
async function redShare(buf: Buffer) {
  const { data, info } = await sharp(buf).raw().toBuffer({ resolveWithObject: true });
  const y = Math.floor(info.height / 2);
  let red = 0;
  for (let x = 0; x < info.width; x++) {
    const at = (y * info.width + x) * info.channels;
    if (data[at]! > 200 && data[at + 2]! < 60) red++;
  }
  return red / info.width;
}

const isRed = (p: { r: number; g: number; b: number }) => p.r > 200 && p.b < 60 && p.g < 60;
const isBlue = (p: { r: number; g: number; b: number }) => p.b > 200 && p.r < 60 && p.g < 60;

async function fetchFile(url: string) {
  const res = await t.app.request(url);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

const permissionBody = {
  type: "PermissionException",
  code: "P-1001",
  message: "That upload URL is not valid.",
  request_id: expect.any(String),
};
const fieldError = (field: string) => ({
  type: "DataValidationError",
  code: "V-1001",
  errors: [expect.objectContaining({ field })],
  request_id: expect.any(String),
});

describe("upload → PUT → movething on the local driver", () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await twoTone(2000, 1000);
  });

  it("makes every version at its exact size and serves each one, cached for good", async () => {
    const slot = await slotFor(admin.token, jpeg);
    expect(slot).toMatchObject({
      method: "PUT",
      headers: { "content-type": "image/jpeg" },
      upload_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(new URL(slot.url).pathname).toBe(`/files/_upload/uploads/${slot.upload_id}`);
    const ttl = Date.parse(slot.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);

    expect((await putBytes(slot, jpeg)).status).toBe(204);
    const tempFile = path.join(dataDir, "files", "uploads", slot.upload_id);
    expect(existsSync(tempFile)).toBe(true);

    const res = await moveThing(admin.token, {
      upload_id: slot.upload_id,
      caption: "Red and blue",
      alt_text: "A canvas half red, half blue",
    });
    expect(res.status).toBe(201);
    const container = (await res.json()).results;
    expect(container).toMatchObject({
      filename: "two-tone.jpg",
      content_type: "image/jpeg",
      size: jpeg.length,
      width: 2000,
      height: 1000,
      caption: "Red and blue",
      alt_text: "A canvas half red, half blue",
      focal_point: { x: 0.5, y: 0.5 },
      upload_type: "event",
      version: 1,
    });
    const v = container.versions;
    expect(Object.keys(v).sort()).toEqual([
      "CARD_LARGE",
      "CARD_PROGRESSIVE",
      "CARD_SMALL",
      "FULL",
      "FULL_ORIGINAL",
      "SHARE_16X9",
      "SHARE_1X1",
      "SHARE_4X3",
      "SIZED",
      "THUMB",
    ]);
    for (const name of [
      "CARD_LARGE",
      "CARD_SMALL",
      "THUMB",
      "CARD_PROGRESSIVE",
      "SHARE_16X9",
      "SHARE_4X3",
      "SHARE_1X1",
    ] as const) {
      const spec = VERSION_SPECS[name];
      if (spec.kind !== "cover") throw new Error(`${name} is not a cover version`);
      expect({ name, width: v[name].width, height: v[name].height }).toEqual({
        name,
        width: spec.width,
        height: spec.height,
      });
    }
    expect(v.CARD_LARGE).toMatchObject({ width: 900, height: 472 });
    expect(v.CARD_PROGRESSIVE).toMatchObject({ width: 40, height: 21 });
    // The share crops search engines ask of an event: 16:9, 4:3 and 1:1 at 1200 px.
    expect([v.SHARE_16X9, v.SHARE_4X3, v.SHARE_1X1].map((x) => [x.width, x.height])).toEqual([
      [1200, 675],
      [1200, 900],
      [1200, 1200],
    ]);
    // Inside versions keep the 2:1 ratio within their box.
    expect(v.SIZED).toMatchObject({ width: 900, height: 450 });
    expect(v.FULL).toMatchObject({ width: 1500, height: 750 });
    expect(v.FULL_ORIGINAL).toMatchObject({ width: 1500, height: 750 });
    expect(v.SIZED.width).toBeLessThanOrEqual(900);
    expect(v.FULL.width).toBeLessThanOrEqual(1500);
    // Storage keys stay inside; the type and byte size come along (feeds need them).
    for (const version of Object.values(v)) {
      expect(Object.keys(version as object).sort()).toEqual([
        "content_type",
        "height",
        "size",
        "url",
        "width",
      ]);
    }
    expect(v.CARD_LARGE).toMatchObject({ content_type: "image/webp", size: expect.any(Number) });

    for (const [name, version] of Object.entries(v) as [string, { url: string }][]) {
      expect(version.url).toMatch(new RegExp(`^/files/containers/${container.id}/`));
      const { res: file, body } = await fetchFile(version.url);
      expect({ name, status: file.status }).toEqual({ name, status: 200 });
      expect(file.headers.get("cache-control")).toContain("immutable");
      const meta = await sharp(body).metadata();
      expect({ name, width: meta.width, height: meta.height }).toEqual({
        name,
        width: v[name].width,
        height: v[name].height,
      });
      expect(meta.format).toBe(name === "FULL_ORIGINAL" ? "jpeg" : "webp");
    }
    const large = await sharp((await fetchFile(v.CARD_LARGE.url)).body).metadata();
    expect(large).toMatchObject({ format: "webp", width: 900, height: 472 });

    // Single containers are public, by id and through the API's shape.
    const got = await t.app.request(`/api/v5/files/containers/id/${container.id}`);
    expect(got.status).toBe(200);
    expect((await got.json()).results).toEqual(container);
  });

  it("removes the temporary upload once the container is made", async () => {
    const slot = await slotFor(admin.token, jpeg);
    expect((await putBytes(slot, jpeg)).status).toBe(204);
    const tempFile = path.join(dataDir, "files", "uploads", slot.upload_id);
    expect(existsSync(tempFile)).toBe(true);
    // Uploads are never served, not even before movething.
    expect((await t.app.request(`/files/uploads/${slot.upload_id}`)).status).toBe(404);
    expect((await moveThing(admin.token, { upload_id: slot.upload_id })).status).toBe(201);
    expect(existsSync(tempFile)).toBe(false);
    expect((await t.app.request(`/files/uploads/${slot.upload_id}`)).status).toBe(404);
    expect(await readdir(path.join(dataDir, "files", "uploads"))).not.toContain(slot.upload_id);
  });

  it("uses the event versions when no type is given, and the avatar ones for avatars", async () => {
    const noType = await uploadImage(admin.token, jpeg);
    expect(noType.upload_type).toBe("event");
    const avatar = await uploadImage(user.token, jpeg, { type: "avatar" });
    expect(avatar.upload_type).toBe("avatar");
    expect(Object.keys(avatar.versions).sort()).toEqual([
      "CARD_SMALL",
      "FULL",
      "FULL_ORIGINAL",
      "THUMB",
    ]);
    expect(avatar.versions.THUMB).toMatchObject({ width: 160, height: 160 });
  });
});

describe("the signed upload URL", () => {
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await twoTone(400, 200);
  });

  it("refuses a changed signature, size, key or expiry with 403", async () => {
    const slot = await slotFor(admin.token, bytes);
    const u = new URL(slot.url);
    const variants: string[] = [];

    const sig = u.searchParams.get("sig")!;
    const badSig = new URL(u);
    badSig.searchParams.set("sig", `${sig.slice(0, -1)}${sig.endsWith("0") ? "1" : "0"}`);
    variants.push(badSig.toString());

    const badSize = new URL(u);
    badSize.searchParams.set("size", String(bytes.length + 1));
    variants.push(badSize.toString());

    const badKey = new URL(u);
    badKey.pathname = `/files/_upload/uploads/${crypto.randomUUID()}`;
    variants.push(badKey.toString());

    const later = new URL(u);
    later.searchParams.set("expires", String(Number(u.searchParams.get("expires")) + 3600));
    variants.push(later.toString());

    const noSig = new URL(u);
    noSig.searchParams.delete("sig");
    variants.push(noSig.toString());

    for (const url of variants) {
      const res = await putBytes({ url, headers: slot.headers }, bytes);
      expect({ url, status: res.status }).toEqual({ url, status: 403 });
      expect(await res.json()).toEqual(permissionBody);
    }
    // None of that used the slot up.
    expect((await putBytes(slot, bytes)).status).toBe(204);
  });

  it("expires after 15 minutes, for the PUT and for movething", async () => {
    // The app's clock is services.clock (TEST_NOW pins it). Two more apps on
    // the same database, files and secret stand for this server 14 and 16
    // minutes later; the URLs come from `t`, whose clock is the real one.
    const now = Date.now();
    const at = (minutes: number) =>
      sibling({ TEST_NOW: new Date(now + minutes * 60_000).toISOString() });
    const in14 = at(14);
    const in16 = at(16);

    const late = await slotFor(admin.token, bytes);
    const tooLate = await putBytes(late, bytes, in16);
    expect(tooLate.status).toBe(400);
    expect(await tooLate.json()).toEqual({
      ...fieldError("upload"),
      message: "Some fields need attention.",
    });
    // Still fine a minute before the end.
    expect((await putBytes(late, bytes, in14)).status).toBe(204);

    // Bytes sent in time, but movething after the slot ran out.
    const expired = await moveThing(admin.token, { upload_id: late.upload_id }, in16);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject(fieldError("upload_id"));
    expect((await moveThing(admin.token, { upload_id: late.upload_id }, in14)).status).toBe(201);
  });

  it("is single use, and movething needs bytes sent to a live slot of its own", async () => {
    const slot = await slotFor(admin.token, bytes);

    const early = await moveThing(admin.token, { upload_id: slot.upload_id });
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject(fieldError("upload_id"));

    expect((await putBytes(slot, bytes)).status).toBe(204);
    const again = await putBytes(slot, bytes);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject(fieldError("upload"));

    expect((await moveThing(admin.token, { upload_id: slot.upload_id })).status).toBe(201);
    const twice = await moveThing(admin.token, { upload_id: slot.upload_id });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject(fieldError("upload_id"));

    for (const upload_id of [crypto.randomUUID(), "not-an-id"]) {
      const unknown = await moveThing(admin.token, { upload_id });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject(fieldError("upload_id"));
    }
    const missing = await moveThing(admin.token, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject(fieldError("upload_id"));
  });

  it("takes exactly the announced bytes with the announced type", async () => {
    const slot = await slotFor(admin.token, bytes);
    const more = await putBytes(slot, Buffer.concat([bytes, Buffer.from("extra")]));
    expect(more.status).toBe(400);
    expect(await more.json()).toMatchObject(fieldError("size"));
    const less = await putBytes(slot, bytes.subarray(0, bytes.length - 10));
    expect(less.status).toBe(400);
    expect(await less.json()).toMatchObject(fieldError("size"));
    const wrongType = await putBytes(
      { url: slot.url, headers: { "content-type": "image/png" } },
      bytes,
    );
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject(fieldError("content-type"));
    // A refused PUT leaves the slot open for the right one.
    expect((await putBytes(slot, bytes)).status).toBe(204);
  });
});

describe("what may be uploaded", () => {
  it("refuses a file larger than UPLOAD_MAX_BYTES, when asked and when sent", async () => {
    const big = await askUpload(admin.token, {
      filename: "huge.jpg",
      content_type: "image/jpeg",
      size: 15 * 1024 * 1024 + 1,
    });
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject(fieldError("size"));
    const atLimit = await askUpload(admin.token, {
      filename: "big.jpg",
      content_type: "image/jpeg",
      size: 15 * 1024 * 1024,
    });
    expect(atLimit.status).toBe(200);

    // With a small limit, a body over it is cut off before it is read whole.
    const small = sibling({ UPLOAD_MAX_BYTES: "2048" });
    const ask = await small.request("/api/v5/files/getuploadurl", {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer(admin.token) },
      body: JSON.stringify({ filename: "a.jpg", content_type: "image/jpeg", size: 4096 }),
    });
    expect(ask.status).toBe(400);
    expect(await ask.json()).toMatchObject(fieldError("size"));
    const slot = await slotFor(admin.token, Buffer.alloc(2000));
    const tooBig = await putBytes(slot, Buffer.alloc(5000), small);
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toMatchObject(fieldError("size"));
  });

  it("accepts only JPEG, PNG, WebP, GIF and AVIF content types", async () => {
    for (const content_type of ["image/svg+xml", "text/plain", "application/pdf", "image/heic"]) {
      const res = await askUpload(admin.token, { filename: "x.svg", content_type, size: 100 });
      expect({ content_type, status: res.status }).toEqual({ content_type, status: 400 });
      expect(await res.json()).toMatchObject(fieldError("content_type"));
    }
    for (const content_type of ["image/png", "image/webp", "IMAGE/GIF", "image/avif"]) {
      const res = await askUpload(admin.token, { filename: "x", content_type, size: 100 });
      expect({ content_type, status: res.status }).toEqual({ content_type, status: 200 });
    }
    const empty = await askUpload(admin.token, {
      filename: "",
      content_type: "image/png",
      size: 0,
    });
    expect(empty.status).toBe(400);
    const fields = (await empty.json()).errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(["filename", "size"]);
  });

  it("refuses a text file named .jpg at movething, leaving no container and no files", async () => {
    const before = await containerTotal();
    const dirsBefore = await containerDirs();
    const text = Buffer.from("hello, this is a letter and not a picture at all.\n".repeat(20));
    const slot = await slotFor(admin.token, text, { filename: "letter.jpg" });
    // The PUT only checks type and size as announced; the bytes are judged at movething.
    expect((await putBytes(slot, text)).status).toBe(204);
    const res = await moveThing(admin.token, { upload_id: slot.upload_id });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(fieldError("file"));
    expect(await containerTotal()).toBe(before);
    expect(await containerDirs()).toEqual(dirsBefore);
  });

  it("refuses a JPEG cut short", async () => {
    const whole = await twoTone(400, 200);
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    const before = await containerTotal();
    const slot = await slotFor(admin.token, cut);
    expect((await putBytes(slot, cut)).status).toBe(204);
    const res = await moveThing(admin.token, { upload_id: slot.upload_id });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(fieldError("file"));
    expect(await containerTotal()).toBe(before);
  });
});

describe("the focal point", () => {
  it("re-crops the card and share versions under new URLs and deletes the old files", async () => {
    // 3:1, so that a 900×472 card shows much less than the whole width and
    // the focal point decides which colour fills it.
    const wide = await twoTone(3000, 1000);
    const first = await uploadImage(admin.token, wide);

    const toLeft = await putJson(t, admin.token, `/files/containers/id/${first.id}`, {
      focal_point: { x: 0.05, y: 0.5 },
    });
    expect(toLeft.status).toBe(200);
    const left = (await toLeft.json()).results;
    expect(left.focal_point).toEqual({ x: 0.05, y: 0.5 });
    expect(left.version).toBe(2);
    for (const name of [
      "CARD_LARGE",
      "CARD_SMALL",
      "THUMB",
      "CARD_PROGRESSIVE",
      "SHARE_16X9",
      "SHARE_4X3",
      "SHARE_1X1",
    ]) {
      expect(left.versions[name].url).not.toBe(first.versions[name].url);
      expect(left.versions[name]).toMatchObject({
        width: first.versions[name].width,
        height: first.versions[name].height,
      });
      // The old rendition is gone from disk and from /files.
      expect(existsSync(fileOnDisk(first.versions[name].url))).toBe(false);
      expect((await t.app.request(first.versions[name].url)).status).toBe(404);
    }
    // Versions that do not crop keep their files and URLs.
    for (const name of ["SIZED", "FULL", "FULL_ORIGINAL"]) {
      expect(left.versions[name]).toEqual(first.versions[name]);
      expect((await t.app.request(left.versions[name].url)).status).toBe(200);
    }
    const leftCard = (await fetchFile(left.versions.CARD_LARGE.url)).body;
    expect(await sharp(leftCard).metadata()).toMatchObject({ width: 900, height: 472 });
    expect(isRed(await pixel(leftCard, 450, 236))).toBe(true);
    expect(await redShare(leftCard)).toBeGreaterThan(0.7);
    expect(isRed(await pixel((await fetchFile(left.versions.THUMB.url)).body, 80, 80))).toBe(true);
    const leftSquare = (await fetchFile(left.versions.SHARE_1X1.url)).body;
    expect(isRed(await pixel(leftSquare, 600, 600))).toBe(true);
    // The same focal point again makes nothing new.
    const same = await putJson(t, admin.token, `/files/containers/id/${first.id}`, {
      focal_point: { x: 0.05, y: 0.5 },
    });
    expect(same.status).toBe(200);
    expect((await same.json()).results.versions).toEqual(left.versions);

    const toRight = await putJson(t, admin.token, `/files/containers/id/${first.id}`, {
      focal_point: { x: 0.95, y: 0.5 },
    });
    expect(toRight.status).toBe(200);
    const right = (await toRight.json()).results;
    expect(right.versions.CARD_LARGE.url).not.toBe(left.versions.CARD_LARGE.url);
    expect((await t.app.request(left.versions.CARD_LARGE.url)).status).toBe(404);
    const rightCard = (await fetchFile(right.versions.CARD_LARGE.url)).body;
    expect(isBlue(await pixel(rightCard, 450, 236))).toBe(true);
    expect(await redShare(rightCard)).toBeLessThan(0.3);

    // Caption only: no new renditions.
    const captioned = await putJson(t, admin.token, `/files/containers/id/${first.id}`, {
      caption: "Now with a caption",
      version: right.version,
    });
    expect(captioned.status).toBe(200);
    const c = (await captioned.json()).results;
    expect(c).toMatchObject({ caption: "Now with a caption", version: right.version + 1 });
    expect(c.versions).toEqual(right.versions);

    // An old version number is a conflict, and changes nothing.
    const stale = await putJson(t, admin.token, `/files/containers/id/${first.id}`, {
      focal_point: { x: 0.5, y: 0.5 },
      version: right.version,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ type: "ConflictException", code: "C-1001" });
    const after = await t.app.request(`/api/v5/files/containers/id/${first.id}`);
    expect((await after.json()).results.versions).toEqual(right.versions);
    expect((await t.app.request(right.versions.CARD_LARGE.url)).status).toBe(200);

    const bad = await putJson(t, admin.token, `/files/containers/id/${first.id}`, {
      focal_point: { x: 1.5, y: 0.5 },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject(fieldError("focal_point.x"));
    const missing = await putJson(t, admin.token, `/files/containers/id/${crypto.randomUUID()}`, {
      caption: "x",
    });
    expect(missing.status).toBe(404);
  });

  it("takes a focal point at movething", async () => {
    const wide = await twoTone(3000, 1000);
    const c = await uploadImage(admin.token, wide, { move: { focal_point: { x: 1, y: 0 } } });
    expect(c.focal_point).toEqual({ x: 1, y: 0 });
    const card = (await fetchFile(c.versions.CARD_LARGE.url)).body;
    expect(isBlue(await pixel(card, 450, 236))).toBe(true);
  });
});

describe("attach_to", () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await twoTone(800, 400);
  });

  it("event: becomes the event's primary image", async () => {
    const event = await makeEvent(t, admin.token, []);
    const c = await uploadImage(admin.token, jpeg, {
      move: { attach_to: { type: "event", id: event.id } },
    });
    const res = await t.app.request(`/api/v5/calendar/events/id/${event.id}`, {
      headers: bearer(admin.token),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).results.primary_image_id).toBe(c.id);
  });

  it("avatar: a member's own upload becomes their avatar, as the THUMB", async () => {
    const c = await uploadImage(user.token, jpeg, {
      type: "avatar",
      move: { attach_to: { type: "avatar" } },
    });
    expect(c.upload_type).toBe("avatar");
    const res = await postJson(t, null, "/auth/authenticate", { token: user.token });
    expect(res.status).toBe(200);
    expect((await res.json()).results.avatar_url).toBe(c.versions.THUMB.url);
    expect((await t.app.request(c.versions.THUMB.url)).status).toBe(200);
  });

  it("an unknown event is a 400 naming attach_to.id", async () => {
    const slot = await slotFor(admin.token, jpeg);
    expect((await putBytes(slot, jpeg)).status).toBe(204);
    const res = await moveThing(admin.token, {
      upload_id: slot.upload_id,
      attach_to: { type: "event", id: crypto.randomUUID() },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(fieldError("attach_to.id"));
  });

  // Known bug (reported): movething saves the container and uses up the
  // upload before it attaches; when attaching fails it deletes the version
  // files but keeps the row, so a container with dead URLs is left behind
  // and the upload cannot be retried. Make this an ordinary `it` once fixed.
  it("an unknown event leaves no container behind and the upload usable", async () => {
    const before = await containerTotal();
    const slot = await slotFor(admin.token, jpeg);
    expect((await putBytes(slot, jpeg)).status).toBe(204);
    const res = await moveThing(admin.token, {
      upload_id: slot.upload_id,
      attach_to: { type: "venue", id: crypto.randomUUID() },
    });
    expect(res.status).toBe(400);
    expect(await containerTotal()).toBe(before);
    expect((await moveThing(admin.token, { upload_id: slot.upload_id })).status).toBe(201);
  });
});

describe("who may upload", () => {
  const send = (method: string, p: string, token: string | null, body?: unknown) =>
    t.app.request(`/api/v5${p}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const fileBody = { filename: "a.jpg", content_type: "image/jpeg", size: 1000 };

  it("asks anonymous callers to sign in", async () => {
    const { id } = await uploadImage(admin.token, await twoTone(400, 200));
    const adminSlot = await slotFor(admin.token, Buffer.alloc(10));
    const calls: [string, string, unknown?][] = [
      ["POST", "/files/getuploadurl", fileBody],
      ["POST", "/files/getuploadurl/type/event", fileBody],
      ["POST", "/files/getuploadurl/type/avatar", fileBody],
      ["POST", "/files/versionschema/type/event", undefined],
      ["POST", "/files/versionschema/type/avatar", undefined],
      ["POST", "/files/movething", { upload_id: adminSlot.upload_id }],
      ["POST", "/files/movething", { upload_id: crypto.randomUUID() }],
      ["POST", "/files/movething", {}],
      ["GET", "/files/containers/list", undefined],
      ["POST", "/files/containers/list", { url: "https://example.org/a.jpg" }],
      ["PUT", `/files/containers/id/${id}`, { caption: "anon" }],
    ];
    for (const [method, p, body] of calls) {
      const res = await send(method, p, null, body);
      expect({ method, p, body, status: res.status }).toEqual({ method, p, body, status: 401 });
      expect(await res.json()).toMatchObject({
        type: "AuthenticationException",
        code: "A-1001",
        message: "Please sign in to do that.",
      });
    }
    // Reading single containers is public.
    expect((await send("GET", `/files/containers/id/${id}`, null)).status).toBe(200);
  });

  it("lets a member upload only their avatar", async () => {
    const { id } = await uploadImage(admin.token, await twoTone(400, 200));
    const refused: [string, string, unknown?][] = [
      ["POST", "/files/getuploadurl", fileBody],
      ["POST", "/files/getuploadurl/type/event", fileBody],
      ["POST", "/files/getuploadurl/type/venue", fileBody],
      ["POST", "/files/versionschema/type/event", undefined],
      ["GET", "/files/containers/list", undefined],
      ["POST", "/files/containers/list", { url: "https://example.org/a.jpg" }],
      ["PUT", `/files/containers/id/${id}`, { caption: "mine now" }],
    ];
    for (const [method, p, body] of refused) {
      const res = await send(method, p, user.token, body);
      expect({ method, p, status: res.status }).toEqual({ method, p, status: 403 });
      expect(await res.json()).toMatchObject({ type: "PermissionException", code: "P-1001" });
    }
    expect((await send("POST", "/files/versionschema/type/avatar", user.token)).status).toBe(200);
    expect(
      (await send("POST", "/files/getuploadurl/type/avatar", user.token, fileBody)).status,
    ).toBe(200);
  });

  it("keeps one member's upload from another, and avatars from events", async () => {
    const jpeg = await twoTone(400, 200);
    const slot = await slotFor(user.token, jpeg, { type: "avatar" });
    expect((await putBytes(slot, jpeg)).status).toBe(204);

    // Someone else's upload looks like no upload at all.
    const stolen = await moveThing(other.token, { upload_id: slot.upload_id });
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject(fieldError("upload_id"));

    // A member may not hang an image on an event.
    const event = await makeEvent(t, admin.token, []);
    const onEvent = await moveThing(user.token, {
      upload_id: slot.upload_id,
      attach_to: { type: "event", id: event.id },
    });
    expect(onEvent.status).toBe(403);
    expect(await onEvent.json()).toMatchObject({ type: "PermissionException" });

    // Neither refusal used the upload up.
    expect((await moveThing(user.token, { upload_id: slot.upload_id })).status).toBe(201);
  });
});

describe("POST /files/versionschema/type/{type}", () => {
  it("lists an event's nine versions with their sizes", async () => {
    const res = await postJson(t, admin.token, "/files/versionschema/type/event", {});
    expect(res.status).toBe(200);
    expect((await res.json()).results).toEqual({
      type: "event",
      versions: [
        { name: "CARD_LARGE", kind: "cover", width: 900, height: 472 },
        { name: "CARD_SMALL", kind: "cover", width: 350, height: 184 },
        { name: "THUMB", kind: "cover", width: 160, height: 160 },
        { name: "CARD_PROGRESSIVE", kind: "cover", width: 40, height: 21 },
        { name: "SIZED", kind: "inside", max: 900 },
        { name: "FULL", kind: "inside", max: 1500 },
        { name: "SHARE_16X9", kind: "cover", width: 1200, height: 675 },
        { name: "SHARE_4X3", kind: "cover", width: 1200, height: 900 },
        { name: "SHARE_1X1", kind: "cover", width: 1200, height: 1200 },
      ],
    });
  });

  it("refuses an unknown type", async () => {
    for (const p of ["/files/versionschema/type/poster", "/files/getuploadurl/type/poster"]) {
      const res = await postJson(t, admin.token, p, {
        filename: "a.jpg",
        content_type: "image/jpeg",
        size: 10,
      });
      expect({ p, status: res.status }).toEqual({ p, status: 400 });
      expect(await res.json()).toMatchObject(fieldError("type"));
    }
  });
});

describe("containers registered by URL", () => {
  it("keeps an image already on the web as FULL, findable by its legacy id", async () => {
    const before = await containerTotal();
    const res = await postJson(t, admin.token, "/files/containers/list", {
      url: "https://example.org/old/picture.jpg",
      legacy_id: "old-1",
      caption: "From the old site",
    });
    expect(res.status).toBe(201);
    const c = (await res.json()).results;
    expect(c).toMatchObject({
      legacy_id: "old-1",
      filename: "picture.jpg",
      caption: "From the old site",
      versions: { FULL: { url: "https://example.org/old/picture.jpg" } },
    });
    expect(Object.keys(c.versions)).toEqual(["FULL"]);
    const byLegacy = await t.app.request("/api/v5/files/containers/legacy_id/old-1");
    expect(byLegacy.status).toBe(200);
    expect((await byLegacy.json()).results.id).toBe(c.id);
    expect(await containerTotal()).toBe(before + 1);

    const list = await t.app.request("/api/v5/files/containers/list?query=old+site", {
      headers: bearer(admin.token),
    });
    expect((await list.json()).results.map((r: { id: string }) => r.id)).toEqual([c.id]);

    // Moving the focal point of an image we do not hold changes no URL.
    const moved = await putJson(t, admin.token, `/files/containers/id/${c.id}`, {
      focal_point: { x: 0.2, y: 0.8 },
    });
    expect(moved.status).toBe(200);
    expect((await moved.json()).results.versions).toEqual(c.versions);

    const dup = await postJson(t, admin.token, "/files/containers/list", {
      url: "https://example.org/old/other.jpg",
      legacy_id: "old-1",
    });
    expect(dup.status).toBe(409);
    const notWeb = await postJson(t, admin.token, "/files/containers/list", {
      url: "javascript:alert(1)",
    });
    expect(notWeb.status).toBe(400);
    expect(await notWeb.json()).toMatchObject(fieldError("url"));
    expect((await t.app.request("/api/v5/files/containers/legacy_id/nope")).status).toBe(404);
    expect((await t.app.request("/api/v5/files/containers/id/not-a-uuid")).status).toBe(404);
  });
});
