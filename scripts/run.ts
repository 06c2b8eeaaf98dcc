import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Runs a command with inherited output; returns its exit code. */
export function run(command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.error) {
    console.error(`could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/** Reads a Vitest JSON report: counts of passed and failed tests. */
export function vitestCounts(file: string): { passed: number; failed: number } {
  try {
    const report = JSON.parse(readFileSync(file, "utf8"));
    return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

/** Reads a Playwright JSON report: counts of passed (incl. flaky) and failed tests. */
export function playwrightCounts(file: string): { passed: number; failed: number } {
  try {
    const { stats } = JSON.parse(readFileSync(file, "utf8"));
    return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

/** The plain summary line CI reads after each runner. */
export function summary(label: string, counts: { passed: number; failed: number }) {
  console.log(`${label}: ${counts.passed} passed, ${counts.failed} failed`);
}
