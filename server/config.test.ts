import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("works with no configuration at all: PGlite under ./data, port 3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: "./data/pglite" });
    expect(config.site).toEqual({
      id: "tcart",
      name: "Twin Cities Art Calendar",
      canonicalHost: null,
    });
    expect(config.isProduction).toBe(true);
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://app@db:5432/artcal",
      DATABASE_POOL_MAX: "20",
    });
    expect(config.database).toEqual({
      kind: "pg",
      url: "postgres://app@db:5432/artcal",
      poolMax: 20,
    });
  });

  it("treats a blank DATABASE_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: " " }).database.kind).toBe("pglite");
  });

  it("derives the public origin from the port unless PUBLIC_URL is set", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://tcartcal.com/" }).publicUrl).toBe(
      "https://tcartcal.com",
    );
    expect(() => loadConfig({ PUBLIC_URL: "tcartcal.com" })).toThrow(/PUBLIC_URL/);
  });

  it("sends mail through SMTP only when SMTP_URL is set, and checks it", () => {
    expect(loadConfig({}).mail.smtpUrl).toBeNull();
    expect(loadConfig({ SMTP_URL: "smtps://u:p@mail.example.com:465" }).mail.smtpUrl).toBe(
      "smtps://u:p@mail.example.com:465",
    );
    expect(() => loadConfig({ SMTP_URL: "mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
  });

  it("uses OpenStreetMap tiles by default and takes another tile URL template", () => {
    const map = loadConfig({}).map;
    expect(map.tileUrl).toMatch(/^https:\/\/.*\{z\}.*\{x\}.*\{y\}/);
    expect(map.attribution).toBeTruthy();
    const custom = loadConfig({
      MAP_TILE_URL: "https://tiles.example.com/{z}/{x}/{y}@2x.png",
      MAP_TILE_ATTRIBUTION: "© Example Maps",
    }).map;
    expect(custom).toEqual({
      tileUrl: "https://tiles.example.com/{z}/{x}/{y}@2x.png",
      attribution: "© Example Maps",
    });
    expect(loadConfig({ MAP_TILE_URL: " " }).map.tileUrl).toBe(map.tileUrl);
  });

  it.each([
    "tiles.example.com/{z}/{x}/{y}.png",
    "ftp://tiles.example.com/{z}/{x}/{y}.png",
    "https://tiles.example.com/tiles.png",
    "https://tiles.example.com/{z}/{x}.png",
  ])("refuses the tile URL %s, naming MAP_TILE_URL", (url) => {
    expectConfigError({ MAP_TILE_URL: url }, "MAP_TILE_URL");
  });

  it("pins the clock only when TEST_NOW is set", () => {
    expect(loadConfig({}).fixedNow).toBeNull();
    expect(loadConfig({ TEST_NOW: "" }).fixedNow).toBeNull();
    expect(loadConfig({ TEST_NOW: "2026-11-21T18:00:00Z" }).fixedNow?.toISOString()).toBe(
      "2026-11-21T18:00:00.000Z",
    );
    expect(loadConfig({ TEST_NOW: "2026-11-21T12:00:00-06:00" }).fixedNow?.toISOString()).toBe(
      "2026-11-21T18:00:00.000Z",
    );
  });

  it("keeps 64 MB of pages unless PAGE_CACHE=off or PAGE_CACHE_MB says otherwise", () => {
    expect(loadConfig({}).pageCacheBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ PAGE_CACHE: "off" }).pageCacheBytes).toBe(0);
    expect(loadConfig({ PAGE_CACHE: "off", PAGE_CACHE_MB: "128" }).pageCacheBytes).toBe(0);
    expect(loadConfig({ PAGE_CACHE: "on", PAGE_CACHE_MB: "8" }).pageCacheBytes).toBe(
      8 * 1024 * 1024,
    );
    expect(loadConfig({ NODE_ENV: "development" }).pageCacheBytes).toBe(0);
    expect(() => loadConfig({ PAGE_CACHE: "maybe" })).toThrow(/PAGE_CACHE/);
  });

  it("renders 4 public pages at once per process unless RENDER_CONCURRENCY says otherwise", () => {
    expect(loadConfig({}).renderConcurrency).toBe(4);
    expect(loadConfig({ RENDER_CONCURRENCY: "12" }).renderConcurrency).toBe(12);
    expect(() => loadConfig({ RENDER_CONCURRENCY: "0" })).toThrow(/RENDER_CONCURRENCY/);
    expect(() => loadConfig({ RENDER_CONCURRENCY: "two" })).toThrow(/RENDER_CONCURRENCY/);
  });

  it("gives link previews 5 seconds and no private hosts unless configured", () => {
    expect(loadConfig({}).scraper).toEqual({ allowedHosts: [], timeoutMs: 5000 });
    expect(
      loadConfig({
        SCRAPER_ALLOWED_HOSTS: "127.0.0.1:3199, intranet.local",
        SCRAPER_TIMEOUT_MS: "800",
      }).scraper,
    ).toEqual({
      allowedHosts: [
        { host: "127.0.0.1", port: 3199 },
        { host: "intranet.local", port: null },
      ],
      timeoutMs: 800,
    });
    expectConfigError({ SCRAPER_ALLOWED_HOSTS: "http://127.0.0.1:3199" }, "SCRAPER_ALLOWED_HOSTS");
    expectConfigError({ SCRAPER_TIMEOUT_MS: "10" }, "SCRAPER_TIMEOUT_MS");
  });

  it.each(["tomorrow", "2026-11-21", "2026-13-40T25:00:00Z"])(
    "refuses TEST_NOW=%s, naming TEST_NOW",
    (value) => {
      expectConfigError({ TEST_NOW: value }, "TEST_NOW");
    },
  );

  it("trusts no proxy by default, every proxy with true, or a list of addresses and CIDRs", () => {
    const trust = (TRUST_PROXY?: string) =>
      loadConfig(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }).trustProxy;
    expect(trust()).toEqual({ all: false, ranges: [] });
    expect(trust("false").all).toBe(false);
    expect(trust("true").all).toBe(true);
    expect(trust("1").all).toBe(true);
    const list = trust("10.0.0.0/8, 127.0.0.1,fd00::/8");
    expect(list.all).toBe(false);
    expect(list.ranges.map(([addr, bits]) => `${addr.toString()}/${bits}`)).toEqual([
      "10.0.0.0/8",
      "127.0.0.1/32",
      "fd00::/8",
    ]);
    expectConfigError({ TRUST_PROXY: "yes" }, "TRUST_PROXY");
    expectConfigError({ TRUST_PROXY: "10.0.0.0/8,proxy.internal" }, "TRUST_PROXY");
  });

  it("runs one app process per core on PostgreSQL and one on PGlite, unless WEB_CONCURRENCY says", () => {
    const pg = { DATABASE_URL: "postgres://app@db:5432/artcal" };
    expect(loadConfig(pg).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: "3" }).webConcurrency).toBe(3);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: " " }).webConcurrency).toBe(
      os.availableParallelism(),
    );
    expect(loadConfig({ WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
    // Vite's dev server is one process whatever the value.
    expect(
      loadConfig({ ...pg, NODE_ENV: "development", WEB_CONCURRENCY: "4" }).webConcurrency,
    ).toBe(1);
  });

  it.each(["0", "-2", "1.5", "two", "1000"])("refuses WEB_CONCURRENCY=%s", (value) => {
    expectConfigError(
      { DATABASE_URL: "postgres://app@db:5432/artcal", WEB_CONCURRENCY: value },
      "WEB_CONCURRENCY",
    );
  });

  it("refuses more than one process on the embedded database, saying why", () => {
    expectConfigError({ WEB_CONCURRENCY: "2" }, "WEB_CONCURRENCY");
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(/PGlite.*DATABASE_URL/);
  });

  it("names every bad variable and what it got", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join("\n");
      expect(problems).toMatch(/^PORT: .*\(got "eighty"\)/m);
      expect(problems).toMatch(/^DATABASE_URL: /m);
      expect(problems).toMatch(/^LOG_LEVEL: /m);
    }
  });
});

function expectConfigError(env: Record<string, string>, variable: string) {
  try {
    loadConfig(env);
    expect.unreachable();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]!.startsWith(`${variable}: `)).toBe(true);
  }
}

describe("starting the server with a bad variable", () => {
  it("exits non-zero with a message naming the variable", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const run = spawnSync(process.execPath, [path.join(root, "server/main.ts")], {
      env: { PATH: process.env.PATH, PORT: "99999" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("PORT");
    expect(run.stderr).toContain('got "99999"');
    expect(run.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe("storage configuration", () => {
  const s3 = {
    STORAGE_DRIVER: "s3",
    S3_BUCKET: "artcal-files",
    S3_PUBLIC_URL: "https://files.tcartcal.com/",
  };

  it("keeps files on local disk with a 15 MB upload limit by default", () => {
    const config = loadConfig({});
    expect(config.storage).toEqual({ driver: "local" });
    expect(config.uploadMaxBytes).toBe(15_728_640);
    expect(loadConfig({ STORAGE_DRIVER: "", UPLOAD_MAX_BYTES: "" }).storage.driver).toBe("local");
  });

  it("uses S3 with the SDK's defaults when only bucket and public URL are given", () => {
    expect(loadConfig(s3).storage).toEqual({
      driver: "s3",
      bucket: "artcal-files",
      region: "us-east-1",
      endpoint: null,
      forcePathStyle: false,
      accessKeyId: null,
      secretAccessKey: null,
      publicBaseUrl: "https://files.tcartcal.com",
    });
  });

  it("takes an S3-compatible endpoint, path-style addressing and keys", () => {
    const config = loadConfig({
      ...s3,
      S3_REGION: "auto",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "minio",
      S3_SECRET_ACCESS_KEY: "minio-secret",
      UPLOAD_MAX_BYTES: "1048576",
    });
    expect(config.storage).toMatchObject({
      region: "auto",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      accessKeyId: "minio",
      secretAccessKey: "minio-secret",
    });
    expect(config.uploadMaxBytes).toBe(1_048_576);
  });

  it.each(["S3_BUCKET", "S3_PUBLIC_URL"])("requires %s when STORAGE_DRIVER is s3", (name) => {
    expectConfigError({ ...s3, [name]: "" }, name);
  });

  it("names both missing S3 variables at once, along with other problems", () => {
    try {
      loadConfig({ STORAGE_DRIVER: "s3", PORT: "eighty" });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join("\n");
      expect(problems).toMatch(/^S3_BUCKET: /m);
      expect(problems).toMatch(/^S3_PUBLIC_URL: /m);
      expect(problems).toMatch(/^PORT: /m);
    }
  });

  it.each([
    [{ STORAGE_DRIVER: "disk" }, "STORAGE_DRIVER"],
    [{ ...s3, S3_BUCKET: "Artcal_Files" }, "S3_BUCKET"],
    [{ ...s3, S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT"],
    [{ ...s3, S3_PUBLIC_URL: "files.tcartcal.com" }, "S3_PUBLIC_URL"],
    [{ ...s3, S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE"],
    [{ ...s3, S3_ACCESS_KEY_ID: "minio" }, "S3_SECRET_ACCESS_KEY"],
    [{ ...s3, S3_SECRET_ACCESS_KEY: "minio-secret" }, "S3_ACCESS_KEY_ID"],
  ])("refuses %j, naming %s", (env, variable) => {
    expectConfigError(env, variable);
  });

  it("limits an API key to 600 requests a minute unless told otherwise", () => {
    expect(loadConfig({}).apiKeyRatePerMinute).toBe(600);
    expect(loadConfig({ API_KEY_RATE_PER_MINUTE: "" }).apiKeyRatePerMinute).toBe(600);
    expect(loadConfig({ API_KEY_RATE_PER_MINUTE: "3" }).apiKeyRatePerMinute).toBe(3);
  });

  it.each(["none", "0", "1.5", "100001"])(
    "refuses API_KEY_RATE_PER_MINUTE=%s, naming it",
    (value) => {
      expectConfigError({ API_KEY_RATE_PER_MINUTE: value }, "API_KEY_RATE_PER_MINUTE");
    },
  );

  it.each(["ten", "1023", "2.5", "-1", "6000000000"])(
    "refuses UPLOAD_MAX_BYTES=%s, naming it",
    (value) => {
      expectConfigError({ UPLOAD_MAX_BYTES: value }, "UPLOAD_MAX_BYTES");
    },
  );
});
