import os from "node:os";
import { z } from "zod";
import { type AllowEntry, parseAllowList } from "../core/net/address-guard.ts";
import { DEFAULT_SITE_ID, DEFAULT_SITE_NAME } from "../core/site.ts";
import { parseTrustedProxies, type TrustProxy, trustAll, trustNone } from "./lib/client-address.ts";

// The only reader of process.env. Every variable has a default that works on
// a fresh clone; README.md and .env.example document each one.

const port = z.coerce
  .number({ message: "use a port number from 1 to 65535" })
  .int("use a port number from 1 to 65535")
  .min(1, "use a port number from 1 to 65535")
  .max(65535, "use a port number from 1 to 65535");

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, "use a postgres:// or postgresql:// connection URL");

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A comma list of `host` or `host:port` that may be loopback or private (link previews, webhooks). */
const allowList = z.preprocess(
  blankToUndefined,
  z
    .string()
    .transform((v, ctx) => {
      const list = parseAllowList(v);
      if (list) return list;
      ctx.addIssue({
        code: "custom",
        message: "use a comma list of host or host:port, e.g. 127.0.0.1:3199,intranet.local",
      });
      return z.NEVER;
    })
    .default([]),
);

const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], {
      message: "use development, production or test",
    })
    .default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.preprocess(blankToUndefined, postgresUrl.optional()),
  DATABASE_POOL_MAX: z.coerce
    .number({ message: "use a whole number from 1 to 200" })
    .int("use a whole number from 1 to 200")
    .min(1, "use a whole number from 1 to 200")
    .max(200, "use a whole number from 1 to 200")
    .default(10),
  // App processes sharing the port (server/boot/primary.ts); the default is decided in loadConfig.
  WEB_CONCURRENCY: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: "use a whole number of processes from 1 to 256" })
      .int("use a whole number of processes from 1 to 256")
      .min(1, "use a whole number of processes from 1 to 256")
      .max(256, "use a whole number of processes from 1 to 256")
      .optional(),
  ),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "use fatal, error, warn, info, debug, trace or silent",
    })
    .default("info"),
  SITE_ID: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/, "use 1 to 32 of a-z, 0-9, _ and -")
    .default(DEFAULT_SITE_ID),
  SITE_NAME: z.string().min(1).max(80, "keep it under 80 characters").default(DEFAULT_SITE_NAME),
  CANONICAL_HOST: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?$/i, "use a host name such as tcartcal.com, without https://")
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https?$/,
        message: "use the site's public origin, e.g. https://tcartcal.com",
      })
      .optional(),
  ),
  AUTH_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, "use at least 32 random characters").optional(),
  ),
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((v, ctx) => {
        if (v === "true" || v === "1") return trustAll;
        if (v === "false" || v === "0") return trustNone;
        const list = parseTrustedProxies(v);
        if (list) return list;
        ctx.addIssue({
          code: "custom",
          message:
            "use true, false, or a comma list of your proxies' addresses or CIDRs, e.g. 10.0.0.0/8,127.0.0.1",
        });
        return z.NEVER;
      })
      .default(trustNone),
  ),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(
        /^smtps?:\/\/.+/,
        "use an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465",
      )
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default("Twin Cities Art Calendar <hello@localhost>"),
  MAP_TILE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(
        /^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/,
        "use a tile URL template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      )
      .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  ),
  MAP_TILE_ATTRIBUTION: z.string().min(1).default("© OpenStreetMap contributors"),
  STRIPE_SECRET_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, "use a Stripe secret key (sk_test_… or sk_live_…)")
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^whsec_\w+$/, "use the webhook signing secret (whsec_…)")
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^pk_(test|live)_\w+$/, "use a Stripe publishable key (pk_test_… or pk_live_…)")
      .optional(),
  ),
  /** Stripe Tax's automatic sales tax on checkouts (set it up in Stripe first); the sandbox charges none. */
  STRIPE_AUTOMATIC_TAX: z.preprocess(
    blankToUndefined,
    z
      .enum(["true", "false", "1", "0"], { message: "use true or false" })
      .transform((v) => v === "true" || v === "1")
      .default(false),
  ),
  GA_MEASUREMENT_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, "use a Google Analytics 4 measurement id like G-ABC123XYZ")
      .optional(),
  ),
  STORAGE_DRIVER: z.preprocess(
    blankToUndefined,
    z.enum(["local", "s3"], { message: "use local or s3" }).default("local"),
  ),
  S3_BUCKET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "use a bucket name of 3 to 63 of a-z, 0-9, . and -, e.g. artcal-files",
      )
      .optional(),
  ),
  S3_REGION: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/, "use a region name such as us-east-1 (auto for R2)")
      .default("us-east-1"),
  ),
  S3_ENDPOINT: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https?$/,
        message:
          "use the service's URL, e.g. https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000",
      })
      .optional(),
  ),
  S3_FORCE_PATH_STYLE: z.preprocess(
    blankToUndefined,
    z
      .enum(["true", "false", "1", "0"], { message: "use true or false" })
      .transform((v) => v === "true" || v === "1")
      .default(false),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  S3_PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https?$/,
        message:
          "use the public base URL of the bucket or its CDN, e.g. https://files.tcartcal.com",
      })
      .optional(),
  ),
  UPLOAD_MAX_BYTES: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: "use a whole number of bytes from 1024 to 5368709120" })
      .int("use a whole number of bytes from 1024 to 5368709120")
      .min(1024, "use a whole number of bytes from 1024 to 5368709120")
      // S3 takes at most 5 GiB in one PUT.
      .max(5 * 1024 ** 3, "use a whole number of bytes from 1024 to 5368709120")
      .default(15 * 1024 * 1024),
  ),
  // Requests a minute one API key may make (decision 063).
  API_KEY_RATE_PER_MINUTE: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: "use a whole number of requests from 1 to 100000" })
      .int("use a whole number of requests from 1 to 100000")
      .min(1, "use a whole number of requests from 1 to 100000")
      .max(100000, "use a whole number of requests from 1 to 100000")
      .default(600),
  ),
  // The page cache on or off (off: for benchmarks and debugging, every page renders).
  PAGE_CACHE: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() || undefined : v),
    z.enum(["on", "off"], { message: "use on or off" }).optional(),
  ),
  // Cards' markup kept between renders (app/lib/card-markup.server.tsx); off: every card renders.
  MARKUP_CACHE: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() || undefined : v),
    z.enum(["on", "off"], { message: "use on or off" }).optional(),
  ),
  // Public renders at once per app process (server/lib/page-cache); more wait their turn.
  RENDER_CONCURRENCY: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: "use a whole number from 1 to 1000" })
      .int("use a whole number from 1 to 1000")
      .min(1, "use a whole number from 1 to 1000")
      .max(1000, "use a whole number from 1 to 1000")
      .default(4),
  ),
  // Bytes of public pages kept in memory (server/lib/page-cache); 0 turns it off.
  PAGE_CACHE_MB: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: "use a whole number of megabytes from 0 to 4096" })
      .int("use a whole number of megabytes from 0 to 4096")
      .min(0, "use a whole number of megabytes from 0 to 4096")
      .max(4096, "use a whole number of megabytes from 0 to 4096")
      .optional(),
  ),
  // Link previews fetch pages on the server: these hosts (or host:port) may be
  // loopback or private, for a fixture server in tests or an intranet site.
  SCRAPER_ALLOWED_HOSTS: allowList,
  // Outgoing webhooks go to public HTTPS addresses only; these hosts (or
  // host:port) may be loopback or private and use http, for a receiver in
  // tests or development. Never set it in production.
  WEBHOOK_ALLOWED_HOSTS: allowList,
  SCRAPER_TIMEOUT_MS: z.coerce
    .number({ message: "use a whole number of milliseconds from 100 to 60000" })
    .int("use a whole number of milliseconds from 100 to 60000")
    .min(100, "use a whole number of milliseconds from 100 to 60000")
    .max(60_000, "use a whole number of milliseconds from 100 to 60000")
    .default(5000),
  // Tests only: pins the server's clock so listings show known demo events.
  TEST_NOW: z.preprocess(
    blankToUndefined,
    z.iso
      .datetime({ offset: true, message: "use an ISO instant, e.g. 2026-11-21T18:00:00Z" })
      .transform((v) => new Date(v))
      .optional(),
  ),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ message: "use a whole number of milliseconds" })
    .int("use a whole number of milliseconds")
    .min(0, "use a whole number of milliseconds")
    .default(10_000),
  REALTIME_HEARTBEAT_TIMEOUT_MS: z.coerce
    .number({ message: "use a whole number of milliseconds from 100 to 600000" })
    .int("use a whole number of milliseconds from 100 to 600000")
    .min(100, "use a whole number of milliseconds from 100 to 600000")
    .max(600_000, "use a whole number of milliseconds from 100 to 600000")
    .default(60_000),
  REALTIME_MAX_CONNECTIONS_PER_CLIENT: z.coerce
    .number({ message: "use a whole number from 1 to 10000" })
    .int("use a whole number from 1 to 10000")
    .min(1, "use a whole number from 1 to 10000")
    .max(10_000, "use a whole number from 1 to 10000")
    .default(20),
});

export type Env = z.output<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  database: { kind: "pglite"; dataDir: string } | { kind: "pg"; url: string; poolMax: number };
  /**
   * App processes serving the port: 1 is this process alone; more is a primary
   * that prepares the database and forks that many workers (server/boot/primary.ts).
   * Always 1 in development and with PGlite.
   */
  webConcurrency: number;
  logLevel: Env["LOG_LEVEL"];
  site: { id: string; name: string; canonicalHost: string | null };
  /** The origin browsers use; cookies, token issuer and the CSRF check derive from it. */
  publicUrl: string;
  /** null: generated once and kept in the database, shared by every app server. */
  authSecret: string | null;
  /** Whose X-Forwarded-For names the client: nobody, any peer, or these proxies (server/lib/client-address.ts). */
  trustProxy: TrustProxy;
  mail: { smtpUrl: string | null; from: string };
  map: { tileUrl: string; attribution: string };
  /** Stripe when its three keys are set; else the built-in sandbox. */
  payments:
    | { provider: "sandbox" }
    | {
        provider: "stripe";
        secretKey: string;
        webhookSecret: string;
        publishableKey: string;
        /** Stripe Tax adds sales tax at checkout (STRIPE_AUTOMATIC_TAX). */
        automaticTax: boolean;
      };
  /** Google Analytics 4, loaded on pages only when set. */
  gaMeasurementId: string | null;
  /** Where uploaded files live: `${dataDir}/files` (default) or an S3-compatible bucket. */
  storage:
    | { driver: "local" }
    | {
        driver: "s3";
        bucket: string;
        region: string;
        /** null: AWS itself. */
        endpoint: string | null;
        forcePathStyle: boolean;
        /** null: the AWS SDK's default credential chain. */
        accessKeyId: string | null;
        secretAccessKey: string | null;
        /** Public base URL of the bucket or its CDN, without a trailing slash. */
        publicBaseUrl: string;
      };
  /** Largest file a browser may upload, in bytes. */
  uploadMaxBytes: number;
  /** Requests a minute one API key may make (decision 063). */
  apiKeyRatePerMinute: number;
  /** Fetching pages for link previews: hosts that may be private, and the whole fetch's time limit. */
  scraper: { allowedHosts: AllowEntry[]; timeoutMs: number };
  /** Outgoing webhooks: hosts that may be private or loopback and use http (tests, development). */
  webhooks: { allowedHosts: AllowEntry[] };
  /** The anonymous page cache's budget in bytes; 0 when off (always in development). */
  pageCacheBytes: number;
  markupCache: boolean;
  /** Public pages and API lists rendered at once per process; the rest queue (decision 034). */
  renderConcurrency: number;
  /** Set only by tests (TEST_NOW): the instant the server treats as now. */
  fixedNow: Date | null;
  shutdownTimeoutMs: number;
  /** The WebSocket channels (server/realtime): idle timeout and connections per client address. */
  realtime: { heartbeatTimeoutMs: number; maxConnectionsPerClient: number };
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

type EnvSource = Record<string, string | undefined>;

/** Reads and validates the configuration; throws ConfigError naming each bad variable. */
export function loadConfig(source: EnvSource = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const problems: string[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        const got = source[name];
        return `${name}: ${issue.message}${got === undefined ? "" : ` (got "${got}")`}`;
      });
  problems.push(...crossVariableProblems(source));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    database: e.DATABASE_URL
      ? { kind: "pg", url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX }
      : { kind: "pglite", dataDir: `${e.DATA_DIR}/pglite` },
    // One per core on PostgreSQL: a Node process renders on one core. PGlite is one
    // process's database (crossVariableProblems refuses more); Vite's dev server is one process.
    webConcurrency:
      e.NODE_ENV === "development"
        ? 1
        : (e.WEB_CONCURRENCY ?? (e.DATABASE_URL ? os.availableParallelism() : 1)),
    logLevel: e.LOG_LEVEL,
    site: { id: e.SITE_ID, name: e.SITE_NAME, canonicalHost: e.CANONICAL_HOST ?? null },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    authSecret: e.AUTH_SECRET ?? null,
    trustProxy: e.TRUST_PROXY,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    gaMeasurementId: e.GA_MEASUREMENT_ID ?? null,
    payments: e.STRIPE_SECRET_KEY
      ? {
          provider: "stripe",
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
          automaticTax: e.STRIPE_AUTOMATIC_TAX,
        }
      : { provider: "sandbox" },
    storage:
      e.STORAGE_DRIVER === "s3"
        ? {
            driver: "s3",
            // Both are present: crossVariableProblems requires them with s3.
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT ?? null,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
            publicBaseUrl: e.S3_PUBLIC_URL!.replace(/\/+$/, ""),
          }
        : { driver: "local" },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    apiKeyRatePerMinute: e.API_KEY_RATE_PER_MINUTE,
    scraper: { allowedHosts: e.SCRAPER_ALLOWED_HOSTS, timeoutMs: e.SCRAPER_TIMEOUT_MS },
    webhooks: { allowedHosts: e.WEBHOOK_ALLOWED_HOSTS },
    // Development renders every request afresh, so edits show on reload.
    pageCacheBytes:
      e.PAGE_CACHE === "off"
        ? 0
        : (e.PAGE_CACHE_MB ?? (e.NODE_ENV === "development" ? 0 : 64)) * 1024 * 1024,
    renderConcurrency: e.RENDER_CONCURRENCY,
    // Development renders cards afresh too, so an edited component shows on reload.
    markupCache: e.MARKUP_CACHE ? e.MARKUP_CACHE === "on" : e.NODE_ENV !== "development",
    fixedNow: e.TEST_NOW ?? null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    realtime: {
      heartbeatTimeoutMs: e.REALTIME_HEARTBEAT_TIMEOUT_MS,
      maxConnectionsPerClient: e.REALTIME_MAX_CONNECTIONS_PER_CLIENT,
    },
  };
}

/**
 * Rules that tie variables together. They read the raw values, so they are
 * reported alongside any problem with a single variable.
 */
function crossVariableProblems(source: EnvSource): string[] {
  const isSet = (name: string) => blankToUndefined(source[name]) !== undefined;
  const problems: string[] = [];
  if (source.STORAGE_DRIVER === "s3") {
    for (const name of ["S3_BUCKET", "S3_PUBLIC_URL"]) {
      if (!isSet(name)) problems.push(`${name}: required when STORAGE_DRIVER is s3`);
    }
  }
  if (isSet("S3_ACCESS_KEY_ID") !== isSet("S3_SECRET_ACCESS_KEY")) {
    const missing = isSet("S3_ACCESS_KEY_ID") ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    problems.push(
      `${missing}: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither to use the AWS SDK's default credentials`,
    );
  }
  const processes = Number(blankToUndefined(source.WEB_CONCURRENCY));
  if (!isSet("DATABASE_URL") && Number.isInteger(processes) && processes > 1)
    problems.push(
      "WEB_CONCURRENCY: the embedded database (PGlite, used when DATABASE_URL is unset) belongs to one process; use 1, or set DATABASE_URL to a PostgreSQL server to run several app processes",
    );
  const stripe = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PUBLISHABLE_KEY"];
  if (stripe.some(isSet) && !stripe.every(isSet)) {
    for (const name of stripe.filter((n) => !isSet(n)))
      problems.push(
        `${name}: set all three STRIPE_ variables to use Stripe, or none for the sandbox`,
      );
  }
  return problems;
}

/** Test-only settings, read here so that no other module touches process.env. */
export function loadTestEnv(source: EnvSource = process.env): { databaseUrl: string | null } {
  const url = blankToUndefined(source.TEST_DATABASE_URL);
  return { databaseUrl: typeof url === "string" ? postgresUrl.parse(url) : null };
}
