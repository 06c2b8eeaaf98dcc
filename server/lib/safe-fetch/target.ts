import dns from "node:dns/promises";
import net, { type LookupFunction } from "node:net";
import {
  type AllowEntry,
  allowListFor,
  checkAddress,
  schemePort,
} from "../../../core/net/address-guard.ts";
import { SafeFetchError } from "./errors.ts";

// Where a request may go: the URL's scheme and port, then every address its
// host resolves to. The addresses that passed are the only ones the socket
// may use (pinnedLookup), so a DNS answer that changes between the check and
// the connection (DNS rebinding) cannot move the request elsewhere.

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Host name → addresses. The system resolver (getaddrinfo, so /etc/hosts counts) unless a test gives one. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  dns.lookup(hostname, { all: true, order: "verbatim" });

export interface TargetPolicy {
  allowList: readonly AllowEntry[];
  resolve: Resolver;
}

/** The addresses a request to `url` may connect to; throws SafeFetchError when it may not be made. */
export async function vetTarget(url: URL, policy: TargetPolicy): Promise<ResolvedAddress[]> {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError("not_allowed");
  }
  if (url.username || url.password) throw new SafeFetchError("bad_url");
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const port = url.port ? Number(url.port) : schemePort(url.protocol);
  const rules = allowListFor(host, port, policy.allowList);
  if (!rules.portOk) throw new SafeFetchError("not_allowed");
  const family = net.isIP(host);
  let addresses: ResolvedAddress[];
  if (family) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await policy.resolve(host);
    } catch (cause) {
      throw new SafeFetchError("not_found", { cause });
    }
  }
  if (!addresses.length) throw new SafeFetchError("not_found");
  // Every address must pass: the socket may try any of them.
  if (!rules.privateOk && addresses.some((a) => !checkAddress(a.address).allowed)) {
    throw new SafeFetchError("not_allowed");
  }
  return addresses;
}

/** A `lookup` for net/tls.connect that answers only with the vetted addresses. */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0;
    const usable = family ? addresses.filter((a) => a.family === family) : [...addresses];
    const first = usable[0];
    if (!first) {
      callback(Object.assign(new Error("no vetted address"), { code: "ENOTFOUND" }), "", 0);
    } else if (options.all) {
      callback(null, usable);
    } else {
      callback(null, first.address, first.family);
    }
  };
}
