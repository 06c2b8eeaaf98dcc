import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Server-only packages must never reach the browser bundle.
const FORBIDDEN = [
  { name: "pglite", pattern: /PGlite|@electric-sql\/pglite|pglite\.wasm/ },
  { name: "drizzle", pattern: /drizzle-orm|DrizzleQueryError|__drizzle_migrations/ },
  { name: "pg", pattern: /pg-protocol|pg-pool|pg-connection-string|node-postgres/ },
  { name: "better-auth", pattern: /better-auth|betterAuth/ },
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test("build/client contains none of pglite, drizzle, pg, better-auth", () => {
  const root = path.resolve("build/client");
  const scripts = files(root).filter(
    (f) => /\.(m?js|map|json|wasm)$/.test(f) || f.endsWith(".data"),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const offenders: string[] = [];
  for (const file of scripts) {
    if (file.endsWith(".wasm")) offenders.push(path.relative(root, file));
    const text = readFileSync(file, "latin1");
    for (const { name, pattern } of FORBIDDEN) {
      if (pattern.test(text)) offenders.push(`${name} in ${path.relative(root, file)}`);
    }
  }
  expect(offenders).toEqual([]);
});
