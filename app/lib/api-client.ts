import { type ClientError, toClientError } from "../../core/errors.ts";

/** Thrown by api calls: carries the catalogue entry (spec §8). */
export class ApiCallError extends Error {
  readonly error: ClientError;

  constructor(error: ClientError) {
    super(error.message);
    this.name = "ApiCallError";
    this.error = error;
  }
}

type TokenSource = (fresh?: boolean) => Promise<string | null>;
let accessToken: TokenSource | null = null;

/** The session provider installs the source of bearer tokens (identity issue). */
export function setAccessTokenSource(source: TokenSource | null) {
  accessToken = source;
}

/** Calls the v5 API and returns `results`, or throws ApiCallError with U-612/N-1001/V-1001/C-1001/X-404. */
export async function api<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    auth?: boolean;
    signal?: AbortSignal;
    /** Return the whole body (lists: results, total, more…) instead of `results`. */
    envelope?: boolean;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const source = init.auth !== false ? accessToken : null;
  const token = source ? await source() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  const send = () =>
    fetch(`/api/v5${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: init.signal ?? null,
    });
  let response: Response;
  try {
    response = await send();
    // The session behind a kept token may have been replaced (a password
    // change renews it) or ended: ask the session cookie once for a new one.
    if (response.status === 401 && token && source) {
      const fresh = await source(true);
      if (fresh && fresh !== token) {
        headers.authorization = `Bearer ${fresh}`;
        response = await send();
      }
    }
  } catch (err) {
    if (err instanceof ApiCallError) throw err;
    throw new ApiCallError(toClientError(undefined));
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiCallError(toClientError({ status: response.status, body }));
  return init.envelope ? (body as T) : (body as { results: T }).results;
}
