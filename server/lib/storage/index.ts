import path from "node:path";
import type { Config } from "../../config.ts";
import { createLocalStorage } from "./local.ts";
import { createS3Storage } from "./s3.ts";
import type { Storage } from "./types.ts";

export { type LocalUploadCheck, UPLOAD_PATH, verifyLocalUpload } from "./local.ts";
export { assertValidKey, type SignedUpload, type Storage } from "./types.ts";

/** URL path the local driver's files are served at. */
export const LOCAL_PUBLIC_BASE = "/files";

/**
 * S3 when STORAGE_DRIVER=s3; otherwise files on disk under `${DATA_DIR}/files`,
 * served at /files, with uploads PUT to /files/_upload/<key> on signed URLs.
 */
export function createStorage(
  appConfig: Pick<Config, "storage" | "dataDir" | "publicUrl">,
  deps: { secret: string; now?: () => Date },
): Storage {
  const config = appConfig.storage;
  if (config.driver === "s3") {
    return createS3Storage({
      bucket: config.bucket,
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      publicBaseUrl: config.publicBaseUrl,
      ...(deps.now ? { now: deps.now } : {}),
    });
  }
  return createLocalStorage({
    root: path.join(appConfig.dataDir, "files"),
    publicBase: LOCAL_PUBLIC_BASE,
    origin: new URL(appConfig.publicUrl).origin,
    secret: deps.secret,
    ...(deps.now ? { now: deps.now } : {}),
  });
}
