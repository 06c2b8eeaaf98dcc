import ipaddr from "ipaddr.js";

// Which addresses the server may connect to when it fetches a page someone
// named (link previews, image imports). Only public unicast addresses: a
// request that reaches loopback, the private network or a cloud metadata
// service (169.254.169.254, fd00:ec2::254) would let a caller read what the
// server can see and they cannot. Pure, so the table of addresses is tested
// without a network.

export type AddressVerdict = { allowed: true } | { allowed: false; range: string };

const ALLOWED: AddressVerdict = { allowed: true };
const refused = (range: string): AddressVerdict => ({ allowed: false, range });

/** Whether an IP address (v4, or v6 with or without brackets) is a public unicast address. */
export function checkAddress(address: string): AddressVerdict {
  const text = address.replace(/^\[(.*)\]$/, "$1");
  if (!ipaddr.isValid(text)) return refused("invalid");
  const ip = ipaddr.parse(text);
  if (ip.kind() === "ipv4") {
    const range = ip.range();
    return range === "unicast" ? ALLOWED : refused(range);
  }
  const v6 = ip as ipaddr.IPv6;
  const range = v6.range();
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) reaches that IPv4
  // address: judge the address inside.
  if (range === "ipv4Mapped") {
    return v6.parts[5] === 0xffff ? checkAddress(v6.toIPv4Address().toString()) : refused(range);
  }
  // The NAT64 well-known prefix (64:ff9b::/96) carries the IPv4 address it
  // translates to in its last 32 bits; on IPv6-only networks every site
  // resolves to one. The local-use NAT64 prefix (64:ff9b:1::/48) is private.
  if (range === "rfc6052") {
    const isWellKnown = v6.parts.slice(2, 6).every((p) => p === 0) && v6.parts[1] === 0xff9b;
    if (!isWellKnown) return refused(range);
    const [hi = 0, lo = 0] = v6.parts.slice(6);
    return checkAddress(`${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`);
  }
  // Public IPv6 is allocated from 2000::/3 only. Outside it, ipaddr.js calls
  // some reserved space "unicast" (::7f00:1, an IPv4-compatible loopback).
  if (!v6.match(GLOBAL_UNICAST_V6)) return refused(range === "unicast" ? "reserved" : range);
  return range === "unicast" ? ALLOWED : refused(range);
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3") as [ipaddr.IPv6, number];

/** A configured exception: a host (and maybe one port) that may resolve to a private address. */
export interface AllowEntry {
  host: string;
  /** null: the default ports only. */
  port: number | null;
}

/**
 * Parses SCRAPER_ALLOWED_HOSTS: a comma list of `host` or `host:port`
 * (`[::1]:8080` for IPv6). Returns null when an entry is not of that form.
 */
export function parseAllowList(text: string): AllowEntry[] | null {
  const entries: AllowEntry[] = [];
  for (const raw of text.split(",")) {
    const item = raw.trim().toLowerCase();
    if (!item) continue;
    const m = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::(\d{1,5}))?$/.exec(item);
    if (!m) return null;
    const port = m[2] === undefined ? null : Number(m[2]);
    if (port !== null && (port < 1 || port > 65535)) return null;
    entries.push({ host: m[1]!.replace(/^\[(.*)\]$/, "$1"), port });
  }
  return entries;
}

/** Ports any public site may be fetched on. */
export const DEFAULT_PORTS: readonly number[] = [80, 443];

/** Default port of a URL scheme (a URL without an explicit port uses it). */
export const schemePort = (protocol: string) => (protocol === "https:" ? 443 : 80);

/** What the allow-list says about a host and port: may it be private, may it use this port? */
export function allowListFor(
  host: string,
  port: number,
  list: readonly AllowEntry[],
): { privateOk: boolean; portOk: boolean } {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  const mine = list.filter((e) => e.host === h);
  return {
    privateOk: mine.some((e) => e.port === null || e.port === port),
    portOk: DEFAULT_PORTS.includes(port) || mine.some((e) => e.port === port),
  };
}
