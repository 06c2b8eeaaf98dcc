/** Where the browser sends the bytes of one upload, and the headers it must send with them. */
export interface SignedUpload {
  url: string;
  method: "PUT";
  /**
   * Headers the PUT must carry exactly as given. The browser sets
   * content-length itself from the body; for s3 it is bound into the
   * signature too, so a body of another size is refused.
   */
  headers: Record<string, string>;
  /** ISO instant after which the URL no longer works. */
  expires_at: string;
}

/** Where uploaded files live: local disk under DATA_DIR (default) or an S3-compatible bucket. */
export interface Storage {
  readonly kind: "local" | "s3";
  /** A URL the browser PUTs the bytes of one upload to, valid `expiresInSeconds`. The content-type (and for s3 the content-length) are bound into the signature. */
  signUpload(
    key: string,
    o: { contentType: string; size: number; expiresInSeconds: number },
  ): Promise<SignedUpload>;
  /** The stored bytes; null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  put(key: string, body: Buffer, contentType: string, o?: { immutable?: boolean }): Promise<void>;
  /** Removes each key; keys that hold nothing are fine. */
  delete(keys: string[]): Promise<void>;
  /** Where a browser can GET a stored (non-temporary) file. */
  publicUrl(key: string): string;
}

// Keys are `uploads/<uuid>` (temporary) or `containers/<uuid>/<VERSION>.webp`.
// The first character is never `_` or `.`, so a key cannot collide with the
// local driver's `/files/_upload/` route or its `.tmp` files.
const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]*$/i;
const KEY_MAX_LENGTH = 1024; // S3's own limit

/** Throws unless `key` is a storage key that cannot escape its root (no `..`, no leading `/`, no empty or `.` segment). */
export function assertValidKey(key: string): void {
  if (
    typeof key !== "string" ||
    key.length > KEY_MAX_LENGTH ||
    !KEY_PATTERN.test(key) ||
    key.includes("..") ||
    key.split("/").some((segment) => segment === "" || segment === ".")
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Checks the options of signUpload shared by both drivers. */
export function assertValidUpload(o: {
  contentType: string;
  size: number;
  expiresInSeconds: number;
}): void {
  if (!/^[\x21-\x7e][\x20-\x7e]*$/.test(o.contentType)) {
    throw new Error(`Invalid upload content type: ${JSON.stringify(o.contentType)}`);
  }
  if (!Number.isSafeInteger(o.size) || o.size < 0) {
    throw new Error(`Invalid upload size: ${o.size}`);
  }
  // A week is S3's longest presigned URL.
  if (
    !Number.isInteger(o.expiresInSeconds) ||
    o.expiresInSeconds < 1 ||
    o.expiresInSeconds > 604_800
  ) {
    throw new Error(`Invalid upload expiry: ${o.expiresInSeconds} seconds`);
  }
}
