import type { S3Client } from "@aws-sdk/client-s3";
import { lazyImport } from "../lazy-import.ts";
import { assertValidKey, assertValidUpload, type SignedUpload, type Storage } from "./types.ts";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, …); unset: AWS. */
  endpoint?: string | null;
  /** Bucket in the path (`host/bucket/key`) instead of the host name; most non-AWS services need it. */
  forcePathStyle: boolean;
  /** Both or neither; neither: the SDK's default credential chain (env, profile, instance role). */
  accessKeyId?: string | null;
  secretAccessKey?: string | null;
  /** Public base URL of the bucket or of the CDN in front of it. */
  publicBaseUrl: string;
  /** Defaults to the real clock. */
  now?: () => Date;
}

// S3 takes at most this many keys in one DeleteObjects request.
const DELETE_BATCH = 1000;

// The AWS SDK is some 10 MB of heap: loaded with the first call, not at boot.
const loadSdk = lazyImport(async () => {
  const [s3, presigner] = await Promise.all([
    import("@aws-sdk/client-s3"),
    import("@aws-sdk/s3-request-presigner"),
  ]);
  return { ...s3, getSignedUrl: presigner.getSignedUrl };
});

/** Files in an S3-compatible bucket; browsers upload straight to it with presigned PUTs. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket } = options;
  const publicBase = options.publicBaseUrl.replace(/\/$/, "");
  const now = options.now ?? (() => new Date());
  const newClient = (sdk: Awaited<ReturnType<typeof loadSdk>>) =>
    new sdk.S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.accessKeyId && options.secretAccessKey
        ? {
            credentials: {
              accessKeyId: options.accessKeyId,
              secretAccessKey: options.secretAccessKey,
            },
          }
        : {}),
      // Without this the SDK adds a CRC32 checksum of the (empty) body to
      // presigned PUT URLs, and S3 refuses the browser's upload; other
      // S3-compatible services also differ in their support for the newer
      // checksum headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  let client: S3Client | undefined;
  const sdk = async () => {
    const loaded = await loadSdk();
    client ??= newClient(loaded);
    return { ...loaded, client };
  };

  return {
    kind: "s3",

    async signUpload(key, o): Promise<SignedUpload> {
      assertValidKey(key);
      assertValidUpload(o);
      const { client, getSignedUrl, PutObjectCommand } = await sdk();
      const signingDate = now();
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          ContentType: o.contentType,
          ContentLength: o.size,
        }),
        {
          expiresIn: o.expiresInSeconds,
          signingDate,
          // The presigner leaves content-type out of the signature by default;
          // signing both headers means S3 refuses a PUT of another type or size.
          signableHeaders: new Set(["content-type", "content-length"]),
        },
      );
      return {
        url,
        method: "PUT",
        // content-length is signed too, but browsers refuse to set it by hand:
        // they send the body's own length, which must equal `size`.
        headers: { "content-type": o.contentType },
        expires_at: new Date(signingDate.getTime() + o.expiresInSeconds * 1000).toISOString(),
      };
    },

    async get(key) {
      assertValidKey(key);
      const { client, GetObjectCommand, NoSuchKey } = await sdk();
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!res.Body) return Buffer.alloc(0);
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || isNotFound(err)) return null;
        throw err;
      }
    },

    async put(key, body, contentType, o) {
      assertValidKey(key);
      const { client, PutObjectCommand } = await sdk();
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          // A key's bytes never change (a new version gets a new key), so
          // browsers and CDNs may keep them for a year.
          ...(o?.immutable ? { CacheControl: "public, max-age=31536000, immutable" } : {}),
        }),
      );
    },

    async delete(keys) {
      for (const key of keys) assertValidKey(key);
      const unique = [...new Set(keys)];
      if (unique.length === 0) return;
      const { client, DeleteObjectsCommand } = await sdk();
      for (let i = 0; i < unique.length; i += DELETE_BATCH) {
        const batch = unique.slice(i, i + DELETE_BATCH);
        const res = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        // Deleting a missing key is a success in S3; anything reported here is not.
        const failed = (res.Errors ?? []).filter((e) => e.Code !== "NoSuchKey");
        if (failed.length > 0) {
          const first = failed[0]!;
          throw new Error(
            `S3 could not delete ${failed.length} of ${batch.length} keys (${first.Key}: ${first.Code} ${first.Message ?? ""})`.trim(),
          );
        }
      }
    },

    publicUrl(key) {
      assertValidKey(key);
      return `${publicBase}/${key}`;
    },
  };
}

// Only a missing key is "nothing there": a missing bucket or a denied read is
// a misconfiguration and must surface.
function isNotFound(err: unknown): boolean {
  return (err as { name?: unknown } | null)?.name === "NoSuchKey";
}
