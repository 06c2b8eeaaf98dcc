// Before each soak phase: a fresh dataset (the soak writes to it), the
// superadmin made as `npm run admin:create` makes it, the server(s) started,
// and what the traffic needs from the site (a token, a product, venues, pages).
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { BenchOptions } from "./args.ts";
import { BENCH_USER } from "./dataset/user.ts";
import { BENCH_NOW } from "./scales.ts";
import { upcomingApiPath } from "./scenarios.ts";
import { type RunningServer, startServer } from "./server.ts";
import { results, visitorAddress } from "./soak-http.ts";

const root = path.resolve(import.meta.dirname, "..");

export const SOAK_ADMIN = {
  email: "soak-admin@example.com",
  password: "soak admin password",
  name: "Soak Admin",
  username: "soak_admin",
};

function node(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) throw new Error(`node ${args.join(" ")} failed (${r.status})`);
}

/**
 * Generates the dataset afresh and adds the superadmin, each in a process of
 * its own: PGlite has one owner, so both finish before the server starts.
 */
export function prepareData(o: BenchOptions) {
  node([
    "bench/generate.ts",
    `--db=${o.db}`,
    `--scale=${o.scale}`,
    "--fresh",
    `--database-url=${o.databaseUrl}`,
    `--data-dir=${o.dataDir}`,
    `--port=${o.port}`,
  ]);
  node(
    [
      "scripts/admin-create.ts",
      `--email=${SOAK_ADMIN.email}`,
      `--password=${SOAK_ADMIN.password}`,
      `--name=${SOAK_ADMIN.name}`,
      `--username=${SOAK_ADMIN.username}`,
    ],
    {
      NODE_ENV: "production",
      DATA_DIR: o.dataDir,
      DATABASE_URL: o.db === "postgres" ? o.databaseUrl : "",
      PUBLIC_URL: `http://127.0.0.1:${o.port}`,
      LOG_LEVEL: "warn",
    },
  );
}

/**
 * `count` servers on ports port, port+1, …, all with the first one's public
 * origin (one site, several app servers) and trusting X-Forwarded-For, so
 * every flow can be a visitor of its own.
 */
export async function startServers(
  o: BenchOptions,
  count: number,
  work: string,
): Promise<{ servers: RunningServer[]; logs: string[] }> {
  const publicUrl = `http://127.0.0.1:${o.port}`;
  const servers: RunningServer[] = [];
  const logs: string[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const log = path.join(work, `server-${o.db}-${count}-${i}.log`);
      console.log(`server: starting on port ${o.port + i} (${o.db}, log ${log})`);
      servers.push(
        await startServer({ ...o, port: o.port + i }, log, {
          publicUrl,
          env: { TRUST_PROXY: "true" },
        }),
      );
      logs.push(log);
    }
  } catch (err) {
    await Promise.all(servers.map((s) => s.stop()));
    throw err;
  }
  return { servers, logs };
}

export interface Session {
  cookie: string;
  token: string;
}

/** Signs in by email and password as the sign-in page does, then takes an access token. */
export async function signIn(
  base: string,
  origin: string,
  who: { email: string; password: string },
  address = visitorAddress(),
): Promise<Session> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-forwarded-for": address },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${who.email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const t = await fetch(`${base}/api/auth/token`, {
    headers: { cookie, "x-forwarded-for": address },
  });
  if (!t.ok) throw new Error(`token: ${t.status} ${await t.text()}`);
  return { cookie, token: ((await t.json()) as { token: string }).token };
}

/** What the traffic draws on. */
export interface Site {
  /** The public origin (the first server). */
  origin: string;
  admin: Session;
  venueIds: string[];
  eventSlugs: string[];
  venueSlugs: string[];
  product: { id: string; priceIds: string[] };
  visitor: { email: string; password: string };
}

export async function prepareSite(base: string): Promise<Site> {
  const origin = base;
  const admin = await signIn(base, origin, SOAK_ADMIN);
  const auth = { authorization: `Bearer ${admin.token}`, "content-type": "application/json" };

  const upcoming = await getJson(`${base}${upcomingApiPath(new Date(BENCH_NOW))}`);
  const rows = results<{ event: { slug: string }; venue: { slug: string } }[]>(upcoming) ?? [];
  if (!rows.length) throw new Error("the Upcoming list is empty: is the dataset there?");
  const venues =
    results<{ id: string; slug: string }[]>(
      await getJson(`${base}/api/v5/places/venues/list?page_size=100`),
    ) ?? [];
  if (!venues.length) throw new Error("no venues in the dataset");

  const res = await fetch(`${base}/api/v5/shop/store/products/list`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({
      name: "Soak Print",
      summary: "Bought over and over by the soak.",
      prices: [
        { amount: 2500, label: "Small" },
        { amount: 4000, label: "Large" },
      ],
    }),
  });
  if (res.status !== 201) throw new Error(`product: ${res.status} ${await res.text()}`);
  const product = results<{ id: string; prices: { id: string }[] }>(await res.json())!;

  return {
    origin,
    admin,
    venueIds: venues.map((v) => v.id),
    eventSlugs: [...new Set(rows.map((r) => r.event.slug))].slice(0, 30),
    venueSlugs: [...new Set(rows.map((r) => r.venue.slug))].slice(0, 30),
    product: { id: product.id, priceIds: product.prices.map((p) => p.id) },
    visitor: { email: BENCH_USER.email, password: BENCH_USER.password },
  };
}

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}
