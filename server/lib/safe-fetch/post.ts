import type { Readable } from "node:stream";
import { Agent, request } from "undici";
import type { AllowEntry } from "../../../core/net/address-guard.ts";
import { discard, readLimited } from "./body.ts";
import { beforeDeadline } from "./deadline.ts";
import { SafeFetchError } from "./errors.ts";
import { pinnedLookup, type Resolver, systemResolver, vetTarget } from "./target.ts";

// A POST to an address someone registered (outgoing webhooks), under the same
// guard as safeFetch: every address the host resolves to must be public
// unless the host is allow-listed, and the socket connects only to those.
// Redirects are not followed: a receiver that moved answers 3xx, which is a
// failed delivery its owner sees in the log.

export interface SafePostOptions {
  allowList: readonly AllowEntry[];
  /** The whole exchange: DNS, connecting, sending and the answer's first KiB. */
  timeoutMs: number;
  userAgent: string;
  resolve?: Resolver;
}

export interface Posted {
  status: number;
  /** The answer's first KiB, as text, for the delivery log. */
  body: string;
}

const KEEP_BYTES = 1024;

export async function safePost(
  input: string,
  body: string,
  headers: Record<string, string>,
  o: SafePostOptions,
): Promise<Posted> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new SafeFetchError("bad_url");
  }
  const deadline = AbortSignal.timeout(o.timeoutMs);
  let agent: Agent | null = null;
  try {
    const addresses = await beforeDeadline(
      vetTarget(url, { allowList: o.allowList, resolve: o.resolve ?? systemResolver }),
      deadline,
    );
    agent = new Agent({
      connect: { lookup: pinnedLookup(addresses), timeout: o.timeoutMs },
      allowH2: false,
      headersTimeout: o.timeoutMs,
      bodyTimeout: o.timeoutMs,
    });
    const res = await request(url, {
      dispatcher: agent,
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": o.userAgent, ...headers },
      body,
      signal: deadline,
    });
    const answer = res.body as Readable;
    try {
      const read = await readLimited(answer, undefined, KEEP_BYTES);
      return { status: res.statusCode, body: read.body.toString("utf8") };
    } catch {
      discard(answer);
      return { status: res.statusCode, body: "" };
    }
  } catch (err) {
    if (deadline.aborted) throw new SafeFetchError("timeout", { cause: err });
    if (err instanceof SafeFetchError) throw err;
    throw new SafeFetchError("unreachable", { cause: err });
  } finally {
    await agent?.destroy().catch(() => {});
  }
}
