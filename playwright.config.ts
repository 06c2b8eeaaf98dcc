import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_ADMIN } from "./tests/e2e/accounts.ts";
import { E2E_NOW } from "./tests/e2e/clock.ts";
import {
  LINK_FIXTURE_HOST,
  SUBMIT_FIXTURE_HOST,
  WEBHOOK_RECEIVER_HOST,
} from "./tests/e2e/link-fixture.ts";
import { MAILBOX_PORT } from "./tests/e2e/mailbox.ts";
import { E2E_BASE_URL, E2E_PORT } from "./tests/e2e/ports.ts";

// Journeys run against the production build (scripts/test-e2e.ts builds it)
// on its own port and a throwaway data directory, in Debian's Chromium.
const port = E2E_PORT;
const baseURL = E2E_BASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "artcal-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e-artifacts",
  // Two workers, their browsers and the server share two cores: a page that
  // answers in a second alone can take ten under the full run. Waits end as soon
  // as they are met, so long limits cost nothing when the journeys pass.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // Journeys tagged @demo-data measure the demo data as seeded: they run first,
  // before the others add events and venues to the same server.
  projects: [
    { name: "demo-data", grep: /@demo-data/ },
    { name: "journeys", grepInvert: /@demo-data/, dependencies: ["demo-data"] },
  ],
  use: {
    baseURL,
    trace: "retain-on-failure",
    timezoneId: "America/Chicago",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  webServer: [
    {
      // A real SMTP server for the app's mail (tests/e2e/mailbox.ts), up before the app.
      command: "node tests/e2e/mailbox-server.ts",
      port: MAILBOX_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The journeys' superadmin is made the way operators make theirs, before the server opens the database.
      command: `node scripts/admin-create.ts --email ${E2E_ADMIN.email} --password "${E2E_ADMIN.password}" --name "${E2E_ADMIN.name}" --username ${E2E_ADMIN.username} && node server/main.ts`,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      // A fresh data directory: migrations and the demo seed first (slow on a busy machine).
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        // The browser's origin: cookies, tokens and the CSRF check depend on it.
        PUBLIC_URL: baseURL,
        TEST_NOW: E2E_NOW,
        // Tiles that never load: the map pages must stay usable without them.
        MAP_TILE_URL: `${baseURL}/e2e-no-tiles/{z}/{x}/{y}.png`,
        // "Import from a link" reads pages from the journeys' own fixture server.
        SCRAPER_ALLOWED_HOSTS: `${LINK_FIXTURE_HOST},${SUBMIT_FIXTURE_HOST}`,
        // Webhook deliveries go to the webhooks journey's own receiver.
        WEBHOOK_ALLOWED_HOSTS: WEBHOOK_RECEIVER_HOST,
        // Mail goes out through the job queue to the journeys' mailbox.
        SMTP_URL: `smtp://127.0.0.1:${MAILBOX_PORT}`,
      },
    },
  ],
});
