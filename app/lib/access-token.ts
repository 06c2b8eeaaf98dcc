import { toClientError } from "../../core/errors.ts";
import { ApiCallError } from "./api-client.ts";

// Short-lived JWT access tokens, refreshed from the session cookie a minute
// before they expire; one request at a time.

let cached: { token: string; expiresAt: number } | null = null;
let pending: Promise<string | null> | null = null;

function expiryOf(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
    return Number(payload.exp) * 1000;
  } catch {
    return 0;
  }
}

async function fetchToken(): Promise<string | null> {
  let res: Response;
  try {
    res = await fetch("/api/auth/token", { credentials: "same-origin" });
  } catch {
    throw new ApiCallError(toClientError(undefined));
  }
  if (res.status === 401) {
    cached = null;
    return null;
  }
  if (!res.ok)
    throw new ApiCallError(
      toClientError({ status: res.status, body: await res.json().catch(() => undefined) }),
    );
  const { token } = (await res.json()) as { token: string };
  cached = { token, expiresAt: expiryOf(token) };
  return token;
}

/** The current access token, or null when there is no session. */
export function getAccessToken(force = false): Promise<string | null> {
  if (!force && cached && cached.expiresAt - 60_000 > Date.now())
    return Promise.resolve(cached.token);
  pending ??= fetchToken().finally(() => {
    pending = null;
  });
  return pending;
}

export function forgetAccessToken() {
  cached = null;
}
