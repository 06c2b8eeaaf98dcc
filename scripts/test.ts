// `npm test`: typecheck, lint, build, unit + integration tests on PGlite, and the
// integration tests again on PostgreSQL when TEST_DATABASE_URL is set.
import { mkdirSync } from "node:fs";
import { loadTestEnv } from "../server/config.ts";
import { run, summary, vitestCounts } from "./run.ts";

/** Integration files the PostgreSQL pass leaves to PGlite (see below). */
const PGLITE_ONLY = [
  "tests/*-pages.int.test.ts",
  "tests/fuzz/**",
  "tests/security-headers.int.test.ts",
];

mkdirSync("test-results", { recursive: true });
let failed = false;

failed = run("npm", ["run", "--silent", "typecheck"]) !== 0 || failed;
failed = run("biome", ["check", "."]) !== 0 || failed;
// The durability tests start the production server, which runs the build; the
// page tests render with it too (tests/ssr-app.ts), rather than starting Vite
// in every file.
const built = run("npm", ["run", "--silent", "build"]) === 0;
failed = !built || failed;
const pages: Record<string, string> = built ? { TEST_PAGES: "build" } : {};

const pgliteReport = "test-results/vitest.json";
const vitest = run(
  "vitest",
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${pgliteReport}`],
  {
    TEST_DATABASE_URL: "",
    ...pages,
  },
);
const pglite = vitestCounts(pgliteReport);
failed = vitest !== 0 || pglite.failed > 0 || failed;

const { databaseUrl } = loadTestEnv();
let postgres: { passed: number; failed: number } | null = null;
if (databaseUrl) {
  const report = "test-results/vitest-postgres.json";
  // The PostgreSQL pass is about the database: the server's, the API's and the
  // database's integration files. Page renders and the fuzzers reach the
  // database through the same repos and run once, on PGlite, above.
  const code = run(
    "vitest",
    [
      "run",
      ".int.test.ts",
      ...PGLITE_ONLY.flatMap((glob) => ["--exclude", glob]),
      "--reporter=dot",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    {
      TEST_DATABASE_URL: databaseUrl,
      ...pages,
    },
  );
  postgres = vitestCounts(report);
  failed = code !== 0 || postgres.failed > 0 || failed;
} else {
  console.log("\nTEST_DATABASE_URL is not set: integration tests ran on PGlite only.");
}

console.log("");
summary("vitest", pglite);
if (postgres) summary("postgres", postgres);
process.exit(failed ? 1 : 0);
