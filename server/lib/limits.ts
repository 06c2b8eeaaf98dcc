import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { validationError } from "../../core/errors.ts";

// Size limits on what a caller may send, checked before any handler reads it.
// Uploads do not pass through here: their bytes go to storage on a signed URL
// with UPLOAD_MAX_BYTES as the limit (server/api/files/local-routes.ts).

const KB = 1024;
const MB = 1024 * KB;

/** JSON bodies of the v5 API: 1 MB (an article with its text), less where the body is small by nature. */
export const DEFAULT_JSON_BYTES = MB;
const ROUTE_BODY_BYTES: Record<string, number> = {
  "/analytics/collect": 64 * KB,
  "/auth/authenticate": 16 * KB,
  "/auth/isUsernameAvailable": 16 * KB,
  "/auth/initProfile": 16 * KB,
};
/** Sign-in, sign-up and the other identity forms carry a few fields. */
export const IDENTITY_BODY_BYTES = 64 * KB;
/** Arrays and objects nested deeper than this are refused before parsing. */
export const MAX_JSON_DEPTH = 32;
/** The query string after "?", in bytes as sent (percent-encoded). */
export const MAX_QUERY_BYTES = 4 * KB;

const sizeText = (bytes: number) => (bytes >= MB ? `${bytes / MB} MB` : `${bytes / KB} KB`);

/**
 * Refuses a body over `maxSize` with a 400 in the error shape (also when it
 * is streamed without a length). It answers rather than throws, so it works
 * in front of the identity service too, which has no API error handler.
 */
export function bodySizeLimit(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      const error = validationError([
        { field: "body", message: `The request body is larger than ${sizeText(maxSize)}.` },
      ]);
      return c.json(error.toBody(c.get("requestId") as string | undefined), 400);
    },
  });
}

/** The v5 API's body limit, chosen by the path under /api/v5. */
export function apiBodyLimit(prefix: string): MiddlewareHandler {
  const byRoute = new Map(
    Object.entries(ROUTE_BODY_BYTES).map(([path, bytes]) => [
      `${prefix}${path}`,
      bodySizeLimit(bytes),
    ]),
  );
  const fallback = bodySizeLimit(DEFAULT_JSON_BYTES);
  return (c, next) => (byRoute.get(c.req.path) ?? fallback)(c, next);
}

/** Refuses a query string longer than MAX_QUERY_BYTES: no list filter needs that much. */
export const queryLengthLimit: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const at = url.indexOf("?");
  if (at >= 0 && url.length - at - 1 > MAX_QUERY_BYTES) {
    throw validationError([
      { field: "query", message: `The query string is longer than ${sizeText(MAX_QUERY_BYTES)}.` },
    ]);
  }
  await next();
};

/**
 * How deeply arrays and objects nest in a JSON text, found without parsing,
 * so a body of a million "[" costs one pass and no recursion.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 /* [ */ || ch === 123 /* { */) {
      depth++;
      if (depth > max) max = depth;
    } else if (ch === 93 /* ] */ || ch === 125 /* } */) depth--;
  }
  return max;
}

/** Throws a 400 when a JSON text nests deeper than MAX_JSON_DEPTH. */
export function assertJsonDepth(text: string): void {
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw validationError([
      {
        field: "body",
        message: `The request body nests more than ${MAX_JSON_DEPTH} levels deep.`,
      },
    ]);
  }
}

/**
 * Where the first NUL character sits in a parsed body or query (a dotted
 * field path, "" for the value itself), or null. PostgreSQL cannot store NUL
 * in text, and no field of ours means one, so it is refused on the way in
 * rather than failing in the database.
 */
export function nulField(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\0") ? path : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (key.includes("\0")) return field;
    const found = nulField(item, field);
    if (found !== null) return found;
  }
  return null;
}

/** Throws a 400 naming the field when a body or query value holds a NUL character. */
export function assertNoNul(value: unknown, rootField = "body"): void {
  const field = nulField(value);
  if (field !== null) {
    throw validationError([
      { field: field || rootField, message: "Remove the NUL character (\\u0000)." },
    ]);
  }
}
