import { pipeline, type Readable } from "node:stream";
import zlib from "node:zlib";

// Reads at most `max` bytes of a response body, decompressed: the limit
// counts what we keep, so a small gzip bomb cannot grow past it. Stopping
// early destroys the stream, which closes the connection.

function decoded(body: Readable, encoding: string | undefined): Readable {
  const e = (encoding ?? "").trim().toLowerCase();
  // Lenient flushing: a page cut off mid-stream still gives what arrived.
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  const inflate =
    e === "gzip" || e === "x-gzip"
      ? zlib.createGunzip(flush)
      : e === "deflate"
        ? zlib.createInflate(flush)
        : e === "br"
          ? zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH })
          : null;
  if (!inflate) return body;
  pipeline(body, inflate, () => {});
  return inflate;
}

/**
 * Drops a body without reading it. undici's body reports being destroyed
 * unread as an error, which would otherwise be unhandled.
 */
export function discard(body: Readable) {
  body.on("error", () => {});
  body.destroy();
}

export async function readLimited(
  body: Readable,
  encoding: string | undefined,
  max: number,
): Promise<{ body: Buffer; truncated: boolean }> {
  body.on("error", () => {});
  const source = decoded(body, encoding);
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of source) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      if (size + buf.length > max) {
        chunks.push(buf.subarray(0, max - size));
        size = max;
        truncated = true;
        break;
      }
      chunks.push(buf);
      size += buf.length;
    }
  } finally {
    discard(body);
    discard(source);
  }
  return { body: Buffer.concat(chunks), truncated };
}
