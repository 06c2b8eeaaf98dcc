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

let accessToken: (() => Promise<string | null>) | null = null;

/** The session provider installs the source of bearer tokens (identity issue). */
export function setAccessTokenSource(source: (() => Promise<string | null>) | null) {
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
  if (init.auth !== false && accessToken) {
    const token = await accessToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(`/api/v5${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: init.signal ?? null,
    });
  } catch {
    throw new ApiCallError(toClientError(undefined));
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiCallError(toClientError({ status: response.status, body }));
  return init.envelope ? (body as T) : (body as { results: T }).results;
}
