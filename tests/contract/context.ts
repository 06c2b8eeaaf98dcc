import { member, type SignedIn, superadmin } from "../factories.ts";
import { type FixtureHandler, type FixtureServer, startFixtureServer } from "../fixture-server.ts";
import type { TestApp } from "../test-app.ts";

// What the OpenAPI contract test (tests/openapi-contract.int.test.ts) gives
// each module's plans: the app, two people, and ids the modules seed.

/** One request; a body makes it JSON. No token: anonymous. */
export interface Call {
  path: string;
  token?: string;
  body?: unknown;
  /** More request headers (a webhook's signature). */
  headers?: Record<string, string>;
}

export interface ContractContext {
  t: TestApp;
  /** A superadmin. */
  admin: SignedIn;
  /** A signed-in member with no roles. */
  person: SignedIn;
  /** Ids, slugs and keys the modules' seeds put here, by name. */
  seed: Record<string, string>;
  /** A uuid no record has. */
  missing: string;
  /** A new name each call. */
  unique: (what: string) => string;
}

/**
 * A module's part of the contract test: the route prefixes whose every
 * operation must be documented, what it seeds, and how each of its documented
 * operations ("METHOD /path/{param}") is called. Calls for a missing record
 * or a bad body check the error answers against the document too; at least
 * one call of each operation must succeed.
 */
export interface ContractPlans {
  covers: RegExp;
  seed?: (c: ContractContext) => Promise<void>;
  plans: (c: ContractContext) => Record<string, () => Promise<Call[]> | Call[]>;
  /** After the run: close what the seed started. */
  teardown?: () => Promise<void> | void;
}

export async function contractContext(t: TestApp): Promise<ContractContext> {
  let n = 0;
  return {
    t,
    admin: await superadmin(t, "contract_admin"),
    person: await member(t, "contract_person"),
    seed: {},
    missing: "00000000-0000-4000-8000-000000000000",
    unique: (what) => `${what}-contract-${++n}`,
  };
}

export const anyone = (path: string): Call[] => [{ path }];
export const as = (who: SignedIn, path: string, body?: unknown): Call[] => [
  { path, token: who.token, ...(body === undefined ? {} : { body }) },
];

/**
 * A loopback page server the app's link fetcher may read, as
 * SCRAPER_ALLOWED_HOSTS would allow it (the contract's app is made without it).
 */
export async function allowedPageServer(
  t: TestApp,
  routes: Record<string, FixtureHandler>,
): Promise<FixtureServer> {
  const fixture = await startFixtureServer(routes);
  t.deps.config.scraper.allowedHosts.push({ host: "127.0.0.1", port: fixture.port });
  return fixture;
}
