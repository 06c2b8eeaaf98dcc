// `npm run test:e2e`: a fresh production build, then the Playwright journeys
// in Debian's Chromium against it.
import { mkdirSync } from "node:fs";
import { playwrightCounts, run, summary } from "./run.ts";

mkdirSync("test-results", { recursive: true });
if (run("npm", ["run", "--silent", "build"]) !== 0) {
  summary("playwright", { passed: 0, failed: 1 });
  process.exit(1);
}
const report = "test-results/e2e.json";
const code = run("playwright", ["test", ...process.argv.slice(2)]);
const counts = playwrightCounts(report);
console.log("");
summary("playwright", counts);
process.exit(code !== 0 || counts.failed > 0 ? 1 : 0);
