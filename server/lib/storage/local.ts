import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertValidKey, assertValidUpload, type SignedUpload, type Storage } from "./types.ts";

export interface LocalStorageOptions {
  /** Directory the files live under; the app passes `${DATA_DIR}/files`. */
  root: string;
  /** URL path the static handler serves `root` at, e.g. `/files`. */
  publicBase: string;
  /** The site's public origin; signed upload URLs are absolute. */
  origin: string;
  /** Key of the HMAC that signs upload URLs. */
  secret: string;
  /** Defaults to the real clock. */
  now?: () => Date;
}

export type LocalUploadCheck =
  | { ok: true; contentType: string; size: number }
  | { ok: false; reason: "bad_signature" | "expired" };

/** The route that receives the bytes of a signed upload: `${origin}${UPLOAD_PATH}/<key>`. */
export const UPLOAD_PATH = "/files/_upload";

/**
 * Files on local disk, for a single app server or a shared volume. The local
 * driver keeps no content type: the static handler serving `publicBase`
 * derives it from the file extension, and sets the cache headers itself.
 */
export function createLocalStorage(options: LocalStorageOptions): Storage {
  const root = path.resolve(options.root);
  const publicBase = options.publicBase.replace(/\/+$/, "");
  const origin = options.origin.replace(/\/+$/, "");
  const now = options.now ?? (() => new Date());

  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split("/"));
  };

  return {
    kind: "local",

    async signUpload(key, o): Promise<SignedUpload> {
      assertValidKey(key);
      assertValidUpload(o);
      const expires = Math.floor(now().getTime() / 1000) + o.expiresInSeconds;
      const query = new URLSearchParams({
        expires: String(expires),
        type: o.contentType,
        size: String(o.size),
        sig: sign(options.secret, key, String(expires), o.contentType, String(o.size)),
      });
      return {
        url: `${origin}${UPLOAD_PATH}/${key}?${query}`,
        method: "PUT",
        headers: { "content-type": o.contentType },
        expires_at: new Date(expires * 1000).toISOString(),
      };
    },

    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async put(key, body) {
      const file = fileOf(key);
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true });
      // Readers see the old file or the whole new one, never half of it. The
      // temporary name starts with a dot, which no valid key does.
      const temp = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        await writeFile(temp, body);
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },

    async delete(keys) {
      const files = keys.map(fileOf);
      // Empty directories are left behind: removing them could race a put
      // that has just created one.
      await Promise.all(files.map((file) => rm(file, { force: true })));
    },

    publicUrl(key) {
      assertValidKey(key);
      return `${publicBase}/${key}`;
    },
  };
}

/**
 * Checks the query of a PUT to `${UPLOAD_PATH}/<key>` against the signature
 * made by signUpload. On ok the caller must still check that the request's
 * content-type equals `contentType` and its body is exactly `size` bytes.
 */
export function verifyLocalUpload(
  secret: string,
  key: string,
  query: URLSearchParams,
  now: Date,
): LocalUploadCheck {
  const expires = query.get("expires");
  const type = query.get("type");
  const size = query.get("size");
  const sig = query.get("sig");
  if (
    expires === null ||
    type === null ||
    size === null ||
    sig === null ||
    !/^\d{1,12}$/.test(expires) ||
    !/^\d{1,15}$/.test(size) ||
    !/^[0-9a-f]{64}$/.test(sig)
  ) {
    return { ok: false, reason: "bad_signature" };
  }
  try {
    assertValidKey(key);
  } catch {
    return { ok: false, reason: "bad_signature" };
  }
  const expected = Buffer.from(sign(secret, key, expires, type, size), "hex");
  if (!timingSafeEqual(expected, Buffer.from(sig, "hex"))) {
    return { ok: false, reason: "bad_signature" };
  }
  if (now.getTime() > Number(expires) * 1000) return { ok: false, reason: "expired" };
  return { ok: true, contentType: type, size: Number(size) };
}

// Keys, expiry and size never contain "|", so the joined string is unambiguous.
function sign(secret: string, key: string, expires: string, type: string, size: string): string {
  return createHmac("sha256", secret).update(`${key}|${expires}|${type}|${size}`).digest("hex");
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
