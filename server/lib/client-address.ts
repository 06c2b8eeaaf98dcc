import ipaddr from "ipaddr.js";

// Which peers may tell us the client's address in X-Forwarded-For, and how we
// read it. Rate limits and the realtime connection cap count per address, so a
// caller must not be able to pick theirs by sending the header themselves.

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** TRUST_PROXY: no proxy (false), any peer (true, as before), or the proxies' addresses and CIDRs. */
export interface TrustProxy {
  all: boolean;
  ranges: Range[];
}

export const trustNone: TrustProxy = { all: false, ranges: [] };
export const trustAll: TrustProxy = { all: true, ranges: [] };

/** IPv4-mapped IPv6 (::ffff:10.0.0.1, as Node reports IPv4 peers on a dual-stack socket) counts as IPv4. */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  return ipaddr.isValid(text) ? ipaddr.process(text) : null;
}

/** Parses "10.0.0.0/8, 127.0.0.1, ::1"; null when an entry is neither an address nor a CIDR. */
export function parseTrustedProxies(list: string): TrustProxy | null {
  const ranges: Range[] = [];
  for (const entry of list
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    if (entry.includes("/")) {
      if (!ipaddr.isValidCIDR(entry)) return null;
      const [addr, bits] = ipaddr.parseCIDR(entry);
      // A CIDR written in IPv4-mapped form matches the IPv4 peers it means.
      if (addr.kind() === "ipv6" && (addr as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
        ranges.push([(addr as ipaddr.IPv6).toIPv4Address(), bits - 96]);
      } else ranges.push([addr, bits]);
    } else {
      const addr = parseAddress(entry);
      if (!addr) return null;
      ranges.push([addr, addr.kind() === "ipv4" ? 32 : 128]);
    }
  }
  return ranges.length ? { all: false, ranges } : null;
}

function isTrusted(address: string, trust: TrustProxy): boolean {
  if (trust.all) return true;
  const addr = parseAddress(address);
  if (!addr) return false;
  return trust.ranges.some(
    ([range, bits]) => range.kind() === addr.kind() && addr.match(range, bits),
  );
}

/**
 * The client's address. Without trusted proxies it is the socket's. Behind
 * them, X-Forwarded-For is read from the right (each proxy appends the peer it
 * saw) and the first entry that is not one of our proxies is the client;
 * entries further left were written by the client and are ignored. With
 * TRUST_PROXY=true every hop is trusted, so that is the left-most entry.
 * `socket` is undefined only for in-process requests (tests).
 */
export function clientAddress(
  socket: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const peer = socket ?? "unknown";
  if (!trust.all && trust.ranges.length === 0) return peer;
  // A request that did not come through one of our proxies speaks for itself.
  if (socket !== undefined && !isTrusted(socket, trust)) return peer;
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isTrusted(hops[i]!, trust)) return bounded(hops[i]!);
  }
  return bounded(hops[0] ?? peer);
}

/** A forwarded entry becomes part of rate-limit keys: keep a client's junk short (an IPv6 address is at most 45). */
const bounded = (hop: string) => hop.slice(0, 64);
