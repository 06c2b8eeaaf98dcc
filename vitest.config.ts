import os from "node:os";
import { defineConfig } from "vitest/config";

// Unit tests sit beside the code (*.test.ts); integration tests (*.int.test.ts)
// call the Hono app in-process on a fresh database per file. With
// TEST_DATABASE_URL set, scripts/test.ts runs the integration files again on
// that PostgreSQL server.
export default defineConfig({
  test: {
    include: ["{core,server,db,app,tests,bench}/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**", "build/**"],
    globalSetup: ["tests/global-setup.ts"],
    environment: "node",
    // Vitest's default leaves a core idle (one worker on two cores), while a
    // file spends much of its time waiting on its database: a worker per core.
    maxWorkers: Math.max(2, os.availableParallelism()),
    testTimeout: 30_000,
    // The production build, when page tests use it (tests/ssr-app.ts): Node
    // imports it as it is, rather than Vite transforming megabytes of bundle.
    server: { deps: { external: [/\/build\/server\//] } },
    hookTimeout: 60_000,
  },
});
