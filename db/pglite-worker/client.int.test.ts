import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { messages, type PGlite, type QueryOptions, types } from "@electric-sql/pglite";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTestEnv } from "../../server/config.ts";
import { toApiError } from "../../server/lib/http-errors.ts";
import { seedDemo } from "../../server/seed/demo.ts";
import { type Database, openDatabase } from "../client.ts";
import { migrate } from "../migrate.ts";
import * as schema from "../schema/index.ts";
import { DatabaseWorkerError, type PgliteWorkerClient } from "./client.ts";

// The worker thread's client against PGlite in this thread: the same
// statements give the same rows, errors carry the same fields, transactions
// and LISTEN/NOTIFY behave as PGlite's own, and a worker that dies fails what
// was pending instead of hanging (decision 024).

const SEEDED_AT = new Date("2026-11-21T18:00:00Z");

// One value of every type our schema's columns have, and of the types
// Drizzle's PGlite session brings parsers for (timestamps, dates, intervals,
// numeric, and their arrays). A new column type fails the first test until
// it has a sample here.
const SAMPLES: Record<string, string> = {
  bool: "true",
  float4: "1.5",
  float8: "-2.25e-3",
  int2: "7",
  int4: "2147483647",
  int8: "9007199254740993",
  numeric: "12345678901234567890.0123",
  text: "'ünïcode ☃ text'",
  uuid: "'6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5'",
  jsonb: `'{"a": [1, "two", null, {"b": true}], "c": 1.5}'`,
  json: `'{"z": 1, "a": [2]}'`,
  timestamptz: "'2026-11-21 12:34:56.789-06'",
  timestamp: "'2026-11-21 12:34:56.789'",
  date: "'2026-11-21'",
  time: "'12:34:56'",
  interval: "'1 day 02:03:04'",
  bytea: "'\\xdeadbeef'",
  tsvector: "to_tsvector('english', 'printmaking studios open late')",
  _text: `array['a', 'b,c', 'd"e', null]`,
  _uuid: "array['6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5']::uuid[]",
  _int4: "array[1, 2, 3]",
  _int8: "array[1, 9007199254740993]::int8[]",
  _numeric: "array[1.5, 2.25]::numeric[]",
  _timestamptz: "array['2026-11-21 12:00:00+00']::timestamptz[]",
  _timestamp: "array['2026-11-21 12:00:00']::timestamp[]",
  _date: "array['2026-11-21']::date[]",
  _interval: "array['1 hour']::interval[]",
  _jsonb: `array['{"a": 1}']::jsonb[]`,
};

// What drizzle-orm/pglite passes with every query: these types stay text.
const keepText = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231, // numeric[]
    1115, // timestamp[]
    1185, // timestamptz[]
    1187, // interval[]
    1182, // date[]
  ].map((oid) => [oid, keepText]),
);

let dir: string;
let worker: Database;
let client: PgliteWorkerClient;
let local: Database;
let localClient: PGlite;

describe.skipIf(Boolean(loadTestEnv().databaseUrl))("PGlite in a worker thread", () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "artcal-pglite-worker-"));
    worker = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "pglite") });
    client = worker.client as unknown as PgliteWorkerClient;
    await migrate(worker);
    await seedDemo(worker.db, SEEDED_AT);
    // The same data in this thread: the worker's own dump, loaded in memory.
    local = await openDatabase({ kind: "pglite-memory", snapshot: await client.dumpDataDir() });
    localClient = local.client as PGlite;
  }, 120_000);

  afterAll(async () => {
    await worker?.close();
    await local?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("returns the same rows as PGlite here for every column type, in every row mode", async () => {
    const used = await localClient.query<{ udt_name: string }>(
      `select distinct udt_name from information_schema.columns
       where table_schema in ('public', 'drizzle') order by 1`,
    );
    const missing = used.rows.map((r) => r.udt_name).filter((t) => !(t in SAMPLES));
    expect(missing, "add a sample for each new column type").toEqual([]);

    const columns = Object.entries(SAMPLES).flatMap(([type, value]) => [
      `(${value})::${type.startsWith("_") ? `${type.slice(1)}[]` : type} as "${type}"`,
      `null::${type.startsWith("_") ? `${type.slice(1)}[]` : type} as "${type} null"`,
    ]);
    const statement = `select ${columns.join(", ")}`;
    const variants: (QueryOptions | undefined)[] = [
      undefined,
      { rowMode: "array" },
      { rowMode: "object", parsers: DRIZZLE_PARSERS },
      { rowMode: "array", parsers: DRIZZLE_PARSERS },
      // A caller's own parser runs in the caller's thread, with the type's oid.
      { parsers: { [types.INT4]: (v: string, oid?: number) => `${oid}:${v}` } },
    ];
    for (const options of variants) {
      const expected = await localClient.query(statement, [], options);
      const actual = await client.query(statement, [], options);
      expect(actual).toEqual(expected);
    }
    // Values that cross as parameters come back the same too.
    const params = [new Date("2026-11-21T18:00:00Z"), { a: [1, "b"] }, [1, 2], 42n, "x", null];
    const echo =
      "select $1::timestamptz as t, $2::jsonb as j, $3::int4[] as a, $4::int8 as b, $5 as s, $6::text as n";
    expect(await client.query(echo, params)).toEqual(await localClient.query(echo, params));
    const multi = `select 1 as one; select ${SAMPLES.jsonb}::jsonb as j; create temp table t (x int)`;
    expect(await client.exec(multi)).toEqual(await localClient.exec(multi));
  });

  it("reads every table of the seeded demo through Drizzle exactly as PGlite here does", async () => {
    const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));
    expect(tables.length).toBeGreaterThan(20);
    let rows = 0;
    for (const table of tables) {
      const expected = await local.db.select().from(table);
      const actual = await worker.db.select().from(table);
      expect(actual, getTableName(table)).toEqual(expected);
      rows += actual.length;
    }
    expect(rows).toBeGreaterThan(100);
  });

  it("commits a transaction's writes together, and a thrown error rolls them all back", async () => {
    const count = async () =>
      (await client.query<{ n: number }>("select count(*)::int as n from cities")).rows[0]!.n;
    const before = await count();
    await expect(
      worker.db.transaction(async (tx) => {
        await tx.insert(schema.cities).values({ name: "Rolled Back", slug: "rolled-back" });
        await tx.insert(schema.cities).values({ name: "Rolled Back 2", slug: "rolled-back-2" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await count()).toBe(before);

    await worker.db.transaction(async (tx) => {
      await tx.insert(schema.cities).values({ name: "Kept", slug: "kept-city" });
      // A nested transaction (a savepoint) that fails takes only its own writes.
      await tx
        .transaction(async (inner) => {
          await inner.insert(schema.cities).values({ name: "Inner", slug: "inner-city" });
          throw new Error("inner");
        })
        .catch(() => {});
    });
    const kept = await worker.db
      .select()
      .from(schema.cities)
      .where(eq(schema.cities.slug, "kept-city"));
    expect(kept).toHaveLength(1);
    expect(await count()).toBe(before + 1);
  });

  it("lets nothing run between a transaction's statements", async () => {
    const seen: string[] = [];
    const inserted = Promise.withResolvers<void>();
    const release = Promise.withResolvers<void>();
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into cities (name, slug) values ('Between', 'between')");
      seen.push("inserted");
      inserted.resolve();
      await release.promise;
      await tx.query("delete from cities where slug = 'between'");
      seen.push("deleted");
    });
    await inserted.promise;
    // Asked for while the transaction is open: it sees before or after it, never the middle.
    const outside = client
      .query<{ n: number }>("select count(*)::int as n from cities where slug = 'between'")
      .then((r) => {
        seen.push(`outside saw ${r.rows[0]!.n}`);
      });
    // Time for the query to reach the worker and wait there (no timing is asserted).
    await new Promise((resolve) => setTimeout(resolve, 100));
    release.resolve();
    await Promise.all([transaction, outside]);
    expect(seen).toEqual(["inserted", "deleted", "outside saw 0"]);
  });

  it("raises a unique violation with PostgreSQL's fields, which the API turns into a 409", async () => {
    const duplicate = "insert into cities (name, slug) values ('Copy', 'minneapolis')";
    const expected = await localClient.query(duplicate).catch((e: unknown) => e);
    const actual = await client.query(duplicate).catch((e: unknown) => e);
    expect(actual).toBeInstanceOf(messages.DatabaseError);
    const fields = [
      "message",
      "code",
      "detail",
      "constraint",
      "table",
      "schema",
      "severity",
      "routine",
      "query",
    ];
    const pick = (e: unknown) =>
      Object.fromEntries(fields.map((f) => [f, (e as Record<string, unknown>)[f]]));
    expect(pick(actual)).toEqual(pick(expected));
    expect(actual).toMatchObject({
      code: "23505",
      constraint: "cities_slug_unique",
      table: "cities",
    });

    const viaDrizzle = await worker.db
      .insert(schema.cities)
      .values({ name: "Copy", slug: "minneapolis" })
      .catch((e: unknown) => e);
    expect(toApiError(viaDrizzle)?.status).toBe(409);
    const orphan = await worker.db
      .insert(schema.venues)
      .values({ name: "Nowhere", slug: "nowhere", cityId: "00000000-0000-4000-8000-000000000000" })
      .catch((e: unknown) => e);
    expect((orphan as { cause?: { code?: string; column?: string } }).cause).toMatchObject({
      code: "23503",
    });
    expect(toApiError(orphan)?.status).toBe(400);
  });

  it("delivers NOTIFY to every listener of the channel until each unlistens", async () => {
    const a: string[] = [];
    const b: string[] = [];
    const stopA = await client.listen("artcal_test", (p) => a.push(p));
    const stopB = await client.listen("artcal_test", (p) => b.push(p));
    await worker.db.execute(sql`select pg_notify('artcal_test', 'one')`);
    await stopA();
    await worker.db.execute(sql`select pg_notify('artcal_test', 'two')`);
    await stopB();
    await worker.db.execute(sql`select pg_notify('artcal_test', 'three')`);
    await client.query("select 1");
    expect(a).toEqual(["one"]);
    expect(b).toEqual(["one", "two"]);
  });

  it("answers many callers at once, each with its own rows", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        if (i % 10 === 0) {
          return worker.db.transaction(async (tx) => {
            const r = await tx.execute(sql`select ${i}::int as i`);
            return (r as unknown as { rows: { i: number }[] }).rows[0]!.i;
          });
        }
        const r = await client.query<{ i: number }>("select $1::int as i, pg_sleep(0)", [i]);
        return r.rows[0]!.i;
      }),
    );
    expect(answers).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it("fails only the call whose parameter cannot cross, and refuses options that cannot", async () => {
    await expect(client.query("select $1::text as t", [() => "no"])).rejects.toThrow(/clone/i);
    await expect(
      client.query("select 1", [], { serializers: { 25: (v: unknown) => String(v) } }),
    ).rejects.toBeInstanceOf(TypeError);
    expect((await client.query<{ t: string }>("select $1::text as t", ["yes"])).rows).toEqual([
      { t: "yes" },
    ]);
  });

  it("fails pending queries when the worker dies, then serves again from a new one", async () => {
    const heard: string[] = [];
    await client.listen("artcal_after_restart", (p) => heard.push(p));
    const slow = client.query("select pg_sleep(5)");
    await new Promise((resolve) => setTimeout(resolve, 200));
    await client.worker.terminate();
    await expect(slow).rejects.toBeInstanceOf(DatabaseWorkerError);
    const after = await client.query<{ n: number }>("select count(*)::int as n from cities");
    expect(after.rows[0]!.n).toBeGreaterThan(0);
    // LISTEN is taken up again by the new worker.
    await client.query("select pg_notify('artcal_after_restart', 'still here')");
    await client.query("select 1");
    expect(heard).toEqual(["still here"]);
  }, 60_000);

  it("closes PGlite in the worker, after which calls fail and the data is on disk", async () => {
    await client.query("insert into cities (name, slug) values ('Closed Over', 'closed-over')");
    await worker.close();
    expect(client.closed).toBe(true);
    await expect(client.query("select 1")).rejects.toBeInstanceOf(DatabaseWorkerError);
    worker = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "pglite") });
    const again = await worker.db
      .select()
      .from(schema.cities)
      .where(eq(schema.cities.slug, "closed-over"));
    expect(again).toHaveLength(1);
  }, 60_000);
});
