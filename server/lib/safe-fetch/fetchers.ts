import { validationError } from "../../../core/errors.ts";
import type { AllowEntry } from "../../../core/net/address-guard.ts";
import { type Resolver, SafeFetchError, safeFetch } from "./index.ts";

// The two things the site fetches from addresses people give it: a web page
// (for its preview) and an image (to keep as one of our files). Both go
// through the same guard; failures become 400s on the `url` field.

export interface FetchSettings {
  allowList: readonly AllowEntry[];
  timeoutMs: number;
  userAgent: string;
  resolve?: Resolver;
}

/** Most of a page we read: its head, and the JSON-LD near the top, fit well inside. */
export const PAGE_MAX_BYTES = 2 * 1024 * 1024;

const isHtml = (type: string) => /^(text\/html|application\/xhtml\+xml)\s*(;|$)/.test(type);

/** A 400 on `field` that says why the address could not be used. */
function fieldError(err: unknown, field: string, wrongType: string): never {
  if (!(err instanceof SafeFetchError)) throw err;
  const message = err.reason === "wrong_type" ? wrongType : err.message;
  throw validationError([{ field, message }], message);
}

/** The page's first 2 MB (more is not an error: what previews need is at the top). */
export async function fetchPage(url: string, s: FetchSettings) {
  try {
    return await safeFetch(url, {
      ...s,
      maxBytes: PAGE_MAX_BYTES,
      overflow: "truncate",
      accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
      acceptType: isHtml,
    });
  } catch (err) {
    return fieldError(err, "url", "That address is not a web page.");
  }
}

/** A whole image of at most `maxBytes`. */
export async function fetchImage(url: string, s: FetchSettings, maxBytes: number) {
  try {
    return await safeFetch(url, {
      ...s,
      maxBytes,
      overflow: "refuse",
      accept: "image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8",
      acceptType: (type) => type.startsWith("image/"),
    });
  } catch (err) {
    if (err instanceof SafeFetchError && err.reason === "too_large") {
      const mb = Math.floor(maxBytes / (1024 * 1024));
      const message = `That image is too large: the limit is ${mb} MB.`;
      throw validationError([{ field: "url", message }], message);
    }
    return fieldError(err, "url", "That address is not an image.");
  }
}
