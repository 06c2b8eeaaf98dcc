import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustedProxies, trustAll, trustNone } from "./client-address.ts";

const list = (text: string) => {
  const trust = parseTrustedProxies(text);
  if (!trust) throw new Error(`not a list: ${text}`);
  return trust;
};

describe("clientAddress", () => {
  it("uses the socket and ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", trustNone)).toBe("203.0.113.9");
  });

  it("takes the left-most entry when every hop is trusted (TRUST_PROXY=true, as before)", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.1, 10.0.0.1", trustAll)).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.2", undefined, trustAll)).toBe("10.0.0.2");
  });

  it("takes the right-most entry that is not a trusted proxy", () => {
    const trust = list("10.0.0.0/8, 192.0.2.7");
    // The client wrote 1.2.3.4 itself; our proxies appended the real peer.
    expect(clientAddress("10.0.0.2", "1.2.3.4, 198.51.100.1, 192.0.2.7, 10.1.2.3", trust)).toBe(
      "198.51.100.1",
    );
  });

  it("ignores the header from a peer that is not a trusted proxy", () => {
    const trust = list("10.0.0.0/8");
    expect(clientAddress("203.0.113.9", "198.51.100.1", trust)).toBe("203.0.113.9");
  });

  it("matches IPv4 peers reported in IPv4-mapped IPv6 form, and IPv6 ranges", () => {
    const trust = list("127.0.0.1, fd00::/8");
    expect(clientAddress("::ffff:127.0.0.1", "198.51.100.1", trust)).toBe("198.51.100.1");
    expect(clientAddress("fd00::1", "2001:db8::5, fd00::2", trust)).toBe("2001:db8::5");
  });

  it("falls back to the left-most hop, then the socket, when every entry is trusted", () => {
    const trust = list("10.0.0.0/8");
    expect(clientAddress("10.0.0.2", "10.0.0.9, 10.0.0.8", trust)).toBe("10.0.0.9");
    expect(clientAddress("10.0.0.2", "", trust)).toBe("10.0.0.2");
  });

  it("keeps an entry that is not an address short, since it becomes a rate-limit key", () => {
    expect(clientAddress("10.0.0.2", "x".repeat(10_000), trustAll)).toHaveLength(64);
  });
});

describe("parseTrustedProxies", () => {
  it("refuses entries that are neither an address nor a CIDR", () => {
    expect(parseTrustedProxies("10.0.0.0/8, proxy.local")).toBeNull();
    expect(parseTrustedProxies("10.0.0.0/33")).toBeNull();
    expect(parseTrustedProxies(" , ")).toBeNull();
  });
});
