import type { SocketConnectOption } from "phoenix";

/** Where the site's realtime socket lives; the phoenix client adds /websocket?vsn=2.0.0. */
export const REALTIME_ENDPOINT = "/realtime/v1";

/** Spec §9: reconnect after 1, 2, 5 and 10 s, then every 10 s. */
export const BACKOFF_MS = [1000, 2000, 5000, 10_000] as const;

export function backoff(tries: number): number {
  return BACKOFF_MS[tries - 1] ?? 10_000;
}

/** Spec §9: a heartbeat every 30 s, replies within 10 s, the backoff above for sockets and channels. */
export const REALTIME_SOCKET_OPTIONS = {
  heartbeatIntervalMs: 30_000,
  timeout: 10_000,
  reconnectAfterMs: backoff,
  rejoinAfterMs: backoff,
} satisfies Partial<SocketConnectOption>;
