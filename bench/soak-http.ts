// One timed request of the soak: its kind, its latency, and whether the answer
// was what a client expects (status and body), a deliberate limit or an error.
import http from "node:http";
import type { Outcome, Tally } from "./soak-report.ts";

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when it is JSON. */
  json: unknown;
  outcome: Outcome;
}

/** An unexpected answer, kept (the first few) for the report. */
export interface Failure {
  kind: string;
  url: string;
  status: number | null;
  detail: string;
  at: string;
}

/** Seconds before a request counts as failed: long enough for a slow render, short enough to notice a hang. */
const TIMEOUT_MS = 30_000;
const KEEP_FAILURES = 50;

export class Client {
  readonly failures: Failure[] = [];
  failureCount = 0;

  readonly tally: Tally;

  constructor(tally: Tally) {
    this.tally = tally;
  }

  /**
   * Sends one request. `expect` says whether the status and body are right;
   * a 429 carrying Retry-After is a limit at work ("limited"), anything else
   * unexpected is an error.
   */
  async send(
    kind: string,
    url: string,
    init: RequestInit,
    expect: (a: { status: number; text: string; json: unknown; headers: Headers }) => boolean,
  ): Promise<Answer> {
    const started = performance.now();
    let status: number | null = null;
    try {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const res = await (headers.host ? viaHttp : fetch)(url, {
        ...init,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = res.status;
      const text = await res.text();
      const ms = performance.now() - started;
      let json: unknown = null;
      if (res.headers.get("content-type")?.includes("json")) {
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
      }
      let outcome: Outcome;
      if (res.status === 429 && res.headers.has("retry-after")) outcome = "limited";
      else if (res.status < 500 && expect({ status: res.status, text, json, headers: res.headers }))
        outcome = "ok";
      else outcome = "error";
      this.tally.add(kind, ms, outcome);
      if (outcome === "error") this.fail(kind, url, res.status, text.slice(0, 300));
      return { status: res.status, headers: res.headers, text, json, outcome };
    } catch (err) {
      this.tally.add(kind, performance.now() - started, "error");
      const e = err as Error & { cause?: { code?: string } };
      this.fail(
        kind,
        url,
        status,
        `${e.name}: ${e.message}${e.cause?.code ? ` (${e.cause.code})` : ""}`,
      );
      return { status: 0, headers: new Headers(), text: "", json: null, outcome: "error" };
    }
  }

  private fail(kind: string, url: string, status: number | null, detail: string) {
    this.failureCount++;
    if (this.failures.length < KEEP_FAILURES)
      this.failures.push({ kind, url, status, detail, at: new Date().toISOString() });
  }
}

/** `{results: …}` of a v5 answer, or null. */
export function results<T = Record<string, unknown>>(json: unknown): T | null {
  return json && typeof json === "object" && "results" in json
    ? ((json as { results: T }).results ?? null)
    : null;
}

let visitors = 0;
/**
 * A fresh client address (the servers trust X-Forwarded-For in the soak), so
 * each flow is a visitor of its own, as on the real site, rather than one
 * address hammering every per-client limit.
 */
export function visitorAddress(): string {
  visitors++;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

/**
 * fetch with a Host header of our choosing, which fetch itself drops: a load
 * balancer hands every app server the site's Host, and the router's CSRF
 * check compares a form post's Origin with it. Answers come uncompressed.
 */
function viaHttp(url: string, init: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: init.method ?? "GET",
        headers: { ...(init.headers as Record<string, string>), "accept-encoding": "identity" },
        signal: init.signal ?? undefined,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) {
            for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v])
              headers.append(k, one);
          }
          const status = res.statusCode ?? 0;
          const empty = status === 204 || status === 304;
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    req.on("error", reject);
    req.end(typeof init.body === "string" ? init.body : undefined);
  });
}
