// `npm start`: build if the build is missing or older than the sources, then
// serve it (server/main.ts migrates and, on first run, seeds).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "build/server/index.js");
const sources = [
  "app",
  "server",
  "core",
  "db",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestMtime(p: string): number {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const stale = !existsSync(built) || sources.some((s) => newestMtime(s) > statSync(built).mtimeMs);
if (stale) {
  console.log("Building the site (first start or sources changed)…");
  execFileSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
}
await import("../server/main.ts");
