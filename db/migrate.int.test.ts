import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase } from "../tests/test-db.ts";
import type { Database } from "./client.ts";
import { migrate } from "./migrate.ts";
import { migrationStatus } from "./migration-status.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it("reports every shipped migration as applied", async () => {
  const status = await migrationStatus(database);
  expect(status.upToDate).toBe(true);
  expect(status.applied).toBe(status.expected);
});

it("applies nothing twice when several servers migrate at once", async () => {
  await Promise.all([migrate(database), migrate(database), migrate(database)]);
  const status = await migrationStatus(database);
  expect(status.upToDate).toBe(true);
  expect(status.applied).toBe(status.expected);
});
