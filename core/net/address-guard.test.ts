import { describe, expect, it } from "vitest";
import { allowListFor, checkAddress, parseAllowList } from "./address-guard.ts";

describe("checkAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.254", "private"],
    ["192.168.0.1", "private"],
    ["192.168.255.255", "private"],
    ["169.254.169.254", "linkLocal"],
    ["169.254.0.1", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["100.100.100.200", "carrierGradeNat"],
    ["100.127.255.254", "carrierGradeNat"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["192.0.0.192", "reserved"],
    ["198.51.100.7", "reserved"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["::", "unspecified"],
    ["fc00::1", "uniqueLocal"],
    ["fd00:ec2::254", "uniqueLocal"],
    ["fdff:ffff::1", "uniqueLocal"],
    ["fe80::1", "linkLocal"],
    ["febf::1", "linkLocal"],
    ["fe80::1%eth0", "linkLocal"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:169.254.169.254", "linkLocal"],
    ["64:ff9b::a9fe:a9fe", "linkLocal"],
    ["64:ff9b:1::a00:1", "rfc6052"],
    ["::7f00:1", "reserved"],
    ["2002:7f00:1::", "6to4"],
    ["2001:db8::1", "reserved"],
    ["not an address", "invalid"],
    ["localhost", "invalid"],
  ])("refuses %s (%s)", (address, range) => {
    expect(checkAddress(address)).toEqual({ allowed: false, range });
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "1.1.1.1",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "100.128.0.1",
    "169.253.255.255",
    "2606:4700:4700::1111",
    "[2001:4860:4860::8888]",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
  ])("allows the public address %s", (address) => {
    expect(checkAddress(address)).toEqual({ allowed: true });
  });
});

describe("the allow-list (SCRAPER_ALLOWED_HOSTS)", () => {
  it("parses hosts and host:port pairs, IPv6 in brackets", () => {
    expect(parseAllowList(" 127.0.0.1:3199, Fixtures.Local ,[::1]:8080,")).toEqual([
      { host: "127.0.0.1", port: 3199 },
      { host: "fixtures.local", port: null },
      { host: "::1", port: 8080 },
    ]);
    expect(parseAllowList("")).toEqual([]);
  });

  it.each(["http://127.0.0.1", "host:0", "host:70000", "a b", "host:port"])(
    "refuses the entry %s",
    (text) => {
      expect(parseAllowList(text)).toBeNull();
    },
  );

  it("lets a listed host be private, and a listed host:port use that port only", () => {
    const list = parseAllowList("127.0.0.1:3199,fixtures.local")!;
    expect(allowListFor("127.0.0.1", 3199, list)).toEqual({ privateOk: true, portOk: true });
    expect(allowListFor("127.0.0.1", 3200, list)).toEqual({ privateOk: false, portOk: false });
    expect(allowListFor("127.0.0.1", 80, list)).toEqual({ privateOk: false, portOk: true });
    expect(allowListFor("FIXTURES.local", 443, list)).toEqual({ privateOk: true, portOk: true });
    expect(allowListFor("fixtures.local", 8080, list)).toEqual({ privateOk: true, portOk: false });
    expect(allowListFor("localhost", 3199, list)).toEqual({ privateOk: false, portOk: false });
    expect(allowListFor("example.org", 443, [])).toEqual({ privateOk: false, portOk: true });
  });
});
