import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAllowList } from "../../../core/net/address-guard.ts";
import { type FixtureServer, htmlPage, startFixtureServer } from "../../../tests/fixture-server.ts";
import { type Resolver, SafeFetchError, type SafeFetchOptions, safeFetch } from "./index.ts";

// The guarded fetch against a loopback fixture server, with host names
// answered by a resolver of the test's own: how addresses are vetted and
// pinned, ports, compression and limits. The endpoint's acceptance cases
// (redirect chains, slow and huge pages…) are in server/api/utils.

let fixture: FixtureServer;
beforeAll(async () => {
  fixture = await startFixtureServer({
    "/page": htmlPage("<title>Fixture</title>"),
    "/host": (req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(`<title>${req.headers.host}</title>`);
    },
    "/gzip": (_req, res) => {
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      res.end(gzipSync(`<title>${"x".repeat(5000)}</title>`));
    },
    "/image": (_req, res) => {
      res.writeHead(200, { "content-type": "image/png" });
      res.end(Buffer.alloc(3000, 1));
    },
  });
});
afterAll(() => fixture?.close());

const fakeDns =
  (table: Record<string, string[]>, calls: string[] = []): Resolver =>
  async (host) => {
    calls.push(host);
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

const options = (over: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  allowList: parseAllowList(fixture.host)!,
  timeoutMs: 2000,
  maxBytes: 100_000,
  overflow: "truncate",
  accept: "text/html",
  acceptType: (t) => t.startsWith("text/html"),
  userAgent: "artcal tests",
  ...over,
});

async function failure(url: string, o: SafeFetchOptions): Promise<SafeFetchError> {
  const err = await safeFetch(url, o).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(SafeFetchError);
  return err as SafeFetchError;
}

describe("safeFetch", () => {
  it("fetches from an allow-listed loopback host:port", async () => {
    const got = await safeFetch(`${fixture.origin}/page`, options());
    expect(got.url).toBe(`${fixture.origin}/page`);
    expect(got.contentType).toBe("text/html; charset=utf-8");
    expect(got.body.toString()).toContain("<title>Fixture</title>");
    expect(got.truncated).toBe(false);
  });

  it("refuses loopback without the allow-list, and another port of an allowed host, before connecting", async () => {
    const seen = fixture.requests.length;
    expect((await failure(`${fixture.origin}/page`, options({ allowList: [] }))).reason).toBe(
      "not_allowed",
    );
    const otherPort = `http://127.0.0.1:${fixture.port === 65535 ? 1 : fixture.port + 1}/`;
    expect((await failure(otherPort, options())).reason).toBe("not_allowed");
    expect(fixture.requests.length).toBe(seen);
  });

  it("connects to the address it checked, and sends the host name it was given", async () => {
    const calls: string[] = [];
    const o = options({
      allowList: parseAllowList(`gallery.test:${fixture.port}`)!,
      resolve: fakeDns({ "gallery.test": ["127.0.0.1"] }, calls),
    });
    // The system resolver knows no gallery.test: the socket used the vetted answer.
    const got = await safeFetch(`http://gallery.test:${fixture.port}/host`, o);
    expect(got.body.toString()).toBe(`<title>gallery.test:${fixture.port}</title>`);
    expect(calls).toEqual(["gallery.test"]);
  });

  it("refuses a host when any of its addresses is private, without connecting", async () => {
    const seen = fixture.requests.length;
    const o = options({
      resolve: fakeDns({
        "mixed.test": ["93.184.215.14", "127.0.0.1"],
        "meta.test": ["169.254.169.254"],
      }),
    });
    expect((await failure("http://mixed.test/", o)).reason).toBe("not_allowed");
    expect((await failure("http://meta.test/latest/meta-data/", o)).reason).toBe("not_allowed");
    expect(fixture.requests.length).toBe(seen);
  });

  it("refuses other schemes, credentials and ports, and says when a host is unknown", async () => {
    const o = options({ resolve: fakeDns({ "public.test": ["93.184.215.14"] }) });
    expect((await failure("ftp://public.test/file", o)).reason).toBe("not_allowed");
    expect((await failure("file:///etc/passwd", o)).reason).toBe("not_allowed");
    expect((await failure("http://user:pw@public.test/", o)).reason).toBe("bad_url");
    expect((await failure("http://public.test:8080/", o)).reason).toBe("not_allowed");
    expect((await failure("http://public.test:22/", o)).reason).toBe("not_allowed");
    expect((await failure("http://nowhere.test/", o)).reason).toBe("not_found");
    expect((await failure("not a url", o)).message).toBe("That is not a web address we can open.");
  });

  it("reads a gzipped page, counting the limit in decompressed bytes", async () => {
    expect((await safeFetch(`${fixture.origin}/gzip`, options())).body.length).toBe(5015);
    const cut = await safeFetch(`${fixture.origin}/gzip`, options({ maxBytes: 1000 }));
    expect(cut).toMatchObject({ truncated: true });
    expect(cut.body.length).toBe(1000);
  });

  it("refuses a body over the limit when asked to, and other content types before reading", async () => {
    const image = options({ accept: "image/*", acceptType: (t) => t.startsWith("image/") });
    expect((await safeFetch(`${fixture.origin}/image`, image)).body.length).toBe(3000);
    const small = { ...image, maxBytes: 1000, overflow: "refuse" as const };
    expect((await failure(`${fixture.origin}/image`, small)).reason).toBe("too_large");
    const wrong = await failure(`${fixture.origin}/image`, options());
    expect(wrong).toMatchObject({ reason: "wrong_type", contentType: "image/png" });
    expect((await failure(`${fixture.origin}/missing`, options())).message).toBe(
      "The page answered with an error (HTTP 404).",
    );
  });
});
