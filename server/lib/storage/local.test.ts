import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage, verifyLocalUpload } from "./local.ts";
import type { Storage } from "./types.ts";

const SECRET = "test-secret-test-secret-test-secret";
const SIGNED_AT = new Date("2026-11-21T18:00:00Z");
const KEY = "uploads/0b7e1f0c-6a39-4c1e-9a52-2f4c3d5e6a7b";

let root: string;
let storage: Storage;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "artcal-storage-"));
  storage = createLocalStorage({
    root,
    publicBase: "/files",
    origin: "https://tcartcal.example",
    secret: SECRET,
    now: () => SIGNED_AT,
  });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("local storage", () => {
  it("stores, reads back and deletes files, creating directories as needed", async () => {
    const key = "containers/5d0c7a2e-1b7f-4a43-8d8e-3f1a2b3c4d5e/3.webp";
    await storage.put(key, Buffer.from("first"), "image/webp", { immutable: true });
    expect((await storage.get(key))?.toString()).toBe("first");

    await storage.put(key, Buffer.from("second"), "image/webp");
    expect((await storage.get(key))?.toString()).toBe("second");
    // No temporary file is left beside the stored one.
    expect(await readdir(path.dirname(path.join(root, key)))).toEqual(["3.webp"]);

    await storage.delete([key, "uploads/never-stored"]);
    expect(await storage.get(key)).toBeNull();
  });

  it("reads nothing for a key never stored, or one that names a directory", async () => {
    expect(await storage.get("uploads/missing")).toBeNull();
    await storage.put("containers/abc/1.webp", Buffer.from("x"), "image/webp");
    expect(await storage.get("containers/abc")).toBeNull();
    expect(await storage.get("containers/abc/1.webp/deeper")).toBeNull();
  });

  it("deletes nothing when given no keys", async () => {
    await expect(storage.delete([])).resolves.toBeUndefined();
  });

  it("gives the public URL under /files", () => {
    expect(storage.publicUrl("containers/abc/2.webp")).toBe("/files/containers/abc/2.webp");
  });

  it.each([
    "../x",
    "/abs",
    "uploads/../../etc/passwd",
    "uploads/..",
    "",
    "_upload/x",
    ".hidden",
    "uploads//x",
    "uploads/",
    "uploads/./x",
    "uploads/a b",
    "uploads\\x",
  ])("refuses the key %j", async (key) => {
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.delete([key])).rejects.toThrow(/Invalid storage key/);
    expect(() => storage.publicUrl(key)).toThrow(/Invalid storage key/);
    await expect(
      storage.signUpload(key, { contentType: "image/png", size: 10, expiresInSeconds: 60 }),
    ).rejects.toThrow(/Invalid storage key/);
  });
});

describe("signed local uploads", () => {
  async function signed(o = { contentType: "image/jpeg", size: 123_456, expiresInSeconds: 600 }) {
    const upload = await storage.signUpload(KEY, o);
    const url = new URL(upload.url);
    return { upload, url, query: url.searchParams };
  }

  it("signs a PUT to /files/_upload/<key> that expires when it says", async () => {
    const { upload, url, query } = await signed();
    expect(upload.method).toBe("PUT");
    expect(upload.headers).toEqual({ "content-type": "image/jpeg" });
    expect(url.origin).toBe("https://tcartcal.example");
    expect(url.pathname).toBe(`/files/_upload/${KEY}`);
    expect(upload.expires_at).toBe("2026-11-21T18:10:00.000Z");
    expect(query.get("expires")).toBe(String(Date.parse("2026-11-21T18:10:00Z") / 1000));
    expect(query.get("type")).toBe("image/jpeg");
    expect(query.get("size")).toBe("123456");
    expect(query.get("sig")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepts its own signature until it expires", async () => {
    const { query } = await signed();
    const ok = { ok: true, contentType: "image/jpeg", size: 123_456 };
    expect(verifyLocalUpload(SECRET, KEY, query, SIGNED_AT)).toEqual(ok);
    expect(verifyLocalUpload(SECRET, KEY, query, new Date("2026-11-21T18:10:00Z"))).toEqual(ok);
  });

  it("keeps content types with parameters and plus signs intact", async () => {
    const contentType = "image/svg+xml; charset=utf-8";
    const { query } = await signed({ contentType, size: 10, expiresInSeconds: 60 });
    expect(verifyLocalUpload(SECRET, KEY, query, SIGNED_AT)).toEqual({
      ok: true,
      contentType,
      size: 10,
    });
  });

  it("says expired once the time has passed", async () => {
    const { query } = await signed();
    expect(verifyLocalUpload(SECRET, KEY, query, new Date("2026-11-21T18:10:01Z"))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it.each([
    ["the signature", "sig", (sig: string) => `${sig[0] === "0" ? "1" : "0"}${sig.slice(1)}`],
    ["the size", "size", () => "999999999"],
    ["the content type", "type", () => "text/html"],
    ["the expiry", "expires", (v: string) => String(Number(v) + 3600)],
  ])("refuses a URL whose %s was changed", async (_what, param, change) => {
    const { query } = await signed();
    query.set(param, change(query.get(param)!));
    expect(verifyLocalUpload(SECRET, KEY, query, SIGNED_AT)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("refuses the signature for another key, another secret, or with parts missing", async () => {
    const { query } = await signed();
    const bad = { ok: false, reason: "bad_signature" };
    expect(verifyLocalUpload(SECRET, "uploads/another", query, SIGNED_AT)).toEqual(bad);
    expect(verifyLocalUpload(`${SECRET}x`, KEY, query, SIGNED_AT)).toEqual(bad);
    expect(verifyLocalUpload(SECRET, "../x", query, SIGNED_AT)).toEqual(bad);
    for (const param of ["sig", "size", "type", "expires"]) {
      const partial = new URLSearchParams(query);
      partial.delete(param);
      expect(verifyLocalUpload(SECRET, KEY, partial, SIGNED_AT)).toEqual(bad);
    }
    const short = new URLSearchParams(query);
    short.set("sig", query.get("sig")!.slice(0, 32));
    expect(verifyLocalUpload(SECRET, KEY, short, SIGNED_AT)).toEqual(bad);
  });

  it("refuses to sign a bad content type, size or lifetime", async () => {
    const o = { contentType: "image/png", size: 10, expiresInSeconds: 60 };
    await expect(storage.signUpload(KEY, { ...o, contentType: "" })).rejects.toThrow();
    await expect(storage.signUpload(KEY, { ...o, contentType: "a\r\nb" })).rejects.toThrow();
    await expect(storage.signUpload(KEY, { ...o, size: -1 })).rejects.toThrow();
    await expect(storage.signUpload(KEY, { ...o, size: 1.5 })).rejects.toThrow();
    await expect(storage.signUpload(KEY, { ...o, expiresInSeconds: 0 })).rejects.toThrow();
  });
});
