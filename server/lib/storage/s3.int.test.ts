import { createHash, createHmac } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3.ts";
import type { Storage } from "./types.ts";

// s3rver ships no type declarations; this is the part of it the test uses.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

const BUCKET = "artcal-test";
let directory: string;
let server: S3rverInstance;
let endpoint: string;
let storage: Storage;

function s3Storage(now?: () => Date): Storage {
  return createS3Storage({
    bucket: BUCKET,
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    publicBaseUrl: "https://files.tcartcal.example/",
    ...(now ? { now } : {}),
  });
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "artcal-s3rver-"));
  server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = s3Storage();
});

afterAll(async () => {
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe("S3 storage", () => {
  it("stores, reads back and deletes objects", async () => {
    const a = "containers/5d0c7a2e-1b7f-4a43-8d8e-3f1a2b3c4d5e/1.webp";
    const b = "containers/5d0c7a2e-1b7f-4a43-8d8e-3f1a2b3c4d5e/2.webp";
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    await storage.put(a, bytes, "image/webp", { immutable: true });
    await storage.put(b, Buffer.from("second"), "image/webp");
    expect(await storage.get(a)).toEqual(bytes);
    expect((await storage.get(b))?.toString()).toBe("second");

    const res = await fetch(`${endpoint}/${BUCKET}/${a}`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toBe("image/webp");

    await storage.delete([a, b, "uploads/never-stored"]);
    expect(await storage.get(a)).toBeNull();
    expect(await storage.get(b)).toBeNull();
    await expect(storage.delete([])).resolves.toBeUndefined();
  });

  it("reads nothing for a key never stored", async () => {
    expect(await storage.get("uploads/missing")).toBeNull();
  });

  it("still fails when the bucket itself is missing", async () => {
    const elsewhere = createS3Storage({
      bucket: "no-such-bucket",
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      publicBaseUrl: "https://files.tcartcal.example",
    });
    await expect(elsewhere.get("uploads/x")).rejects.toThrow();
  });

  it("gives public URLs under the bucket's public base", () => {
    expect(storage.publicUrl("containers/abc/2.webp")).toBe(
      "https://files.tcartcal.example/containers/abc/2.webp",
    );
    expect(() => storage.publicUrl("../x")).toThrow(/Invalid storage key/);
  });

  it("takes the bytes of a browser PUT to a presigned URL", async () => {
    const key = "uploads/0b7e1f0c-6a39-4c1e-9a52-2f4c3d5e6a7b";
    const body = Buffer.from("pretend this is a JPEG");
    const upload = await storage.signUpload(key, {
      contentType: "image/jpeg",
      size: body.length,
      expiresInSeconds: 600,
    });
    expect(upload.method).toBe("PUT");
    expect(upload.headers).toEqual({ "content-type": "image/jpeg" });

    const res = await fetch(upload.url, { method: upload.method, headers: upload.headers, body });
    expect(res.status).toBe(200);
    expect(await storage.get(key)).toEqual(body);
  });

  it("binds content type, length and lifetime into the presigned URL", async () => {
    // s3rver does not check version 4 signatures, so a PUT of another content
    // type would be accepted there; check what S3 itself verifies instead.
    const signedAt = new Date("2026-11-21T18:00:00Z");
    const pinned = s3Storage(() => signedAt);
    const key = "uploads/0b7e1f0c-6a39-4c1e-9a52-2f4c3d5e6a7b";
    const o = { contentType: "image/jpeg", size: 2048, expiresInSeconds: 900 };
    const upload = await pinned.signUpload(key, o);
    const url = new URL(upload.url);
    const q = url.searchParams;

    expect(`${url.origin}${url.pathname}`).toBe(`${endpoint}/${BUCKET}/${key}`);
    expect(q.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
    expect(q.get("X-Amz-Expires")).toBe("900");
    expect(q.get("X-Amz-Date")).toBe("20261121T180000Z");
    expect(upload.expires_at).toBe("2026-11-21T18:15:00.000Z");
    expect(q.get("X-Amz-SignedHeaders")?.split(";")).toEqual(
      expect.arrayContaining(["content-type", "content-length", "host"]),
    );
    // No checksum of an empty body that S3 would hold the real body to.
    expect([...q.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);

    // The same request with another type or size gets another signature.
    const signature = async (change: Partial<typeof o>) =>
      new URL((await pinned.signUpload(key, { ...o, ...change })).url).searchParams.get(
        "X-Amz-Signature",
      );
    const original = q.get("X-Amz-Signature");
    expect(await signature({})).toBe(original);
    expect(await signature({ contentType: "text/html" })).not.toBe(original);
    expect(await signature({ size: 2049 })).not.toBe(original);
  });

  it("signs so that S3 accepts the browser's PUT and refuses another type or length", async () => {
    // What S3 recomputes from the request it receives: the browser sends the
    // returned headers, content-length from its body, and host from the URL.
    const body = Buffer.from("pretend this is a JPEG");
    const upload = await storage.signUpload("uploads/0b7e1f0c", {
      contentType: "image/jpeg",
      size: body.length,
      expiresInSeconds: 600,
    });
    const sent = (headers: Record<string, string>) => ({
      host: new URL(upload.url).host,
      "content-length": String(body.length),
      ...upload.headers,
      ...headers,
    });
    expect(sigV4Matches(upload.url, "PUT", sent({}), "S3RVER")).toBe(true);
    expect(sigV4Matches(upload.url, "PUT", sent({ "content-type": "text/html" }), "S3RVER")).toBe(
      false,
    );
    expect(sigV4Matches(upload.url, "PUT", sent({ "content-length": "23" }), "S3RVER")).toBe(false);
    expect(sigV4Matches(upload.url, "PUT", sent({}), "another-secret")).toBe(false);
  });
});

/**
 * An independent check of a presigned SigV4 URL (AWS "Authenticating
 * requests: using query parameters"), since s3rver does not verify v4
 * signatures. False also when a signed header is not sent at all.
 */
function sigV4Matches(
  href: string,
  method: string,
  headers: Record<string, string>,
  secretAccessKey: string,
): boolean {
  const url = new URL(href);
  const q = url.searchParams;
  const rfc3986 = (v: string) =>
    encodeURIComponent(v).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  const query = [...q.entries()]
    .filter(([k]) => k !== "X-Amz-Signature")
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const signedHeaders = q.get("X-Amz-SignedHeaders")!.split(";");
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  if (signedHeaders.some((h) => lower[h] === undefined)) return false;
  const canonicalRequest = [
    method,
    url.pathname,
    query,
    ...signedHeaders.map((h) => `${h}:${lower[h]!.trim()}`),
    "",
    signedHeaders.join(";"),
    "UNSIGNED-PAYLOAD",
  ].join("\n");
  const [, date, region, service] = q.get("X-Amz-Credential")!.split("/") as string[];
  const stringToSign = [
    "AWS4-HMAC-SHA256",
    q.get("X-Amz-Date"),
    `${date}/${region}/${service}/aws4_request`,
    createHash("sha256").update(canonicalRequest).digest("hex"),
  ].join("\n");
  const hmac = (key: string | Buffer, data: string) =>
    createHmac("sha256", key).update(data).digest();
  let key = hmac(`AWS4${secretAccessKey}`, date!);
  for (const part of [region!, service!, "aws4_request"]) key = hmac(key, part);
  return hmac(key, stringToSign).toString("hex") === q.get("X-Amz-Signature");
}
