// What a page's first-load JavaScript is made of, by package and by module.
//
//   BUNDLE_REPORT=/tmp/chunks.json npm run build
//   (start the production server, e.g. on port 3500)
//   node bench/bundle-report.ts --chunks=/tmp/chunks.json --url=http://127.0.0.1:3500 [--modules=N] [/path …]
//
// Takes the page's first-load files as bench:web counts them (bench/assets.ts)
// and shares each file's brotli size among its modules in proportion to the
// minified bytes each renders into it (bench/bundle-plugin.ts). Compression
// is shared, so a module's figure is an estimate; a file's total is exact.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { assetsInHtml, jsClosure, sizesOf } from "./assets.ts";
import type { ChunkModules } from "./bundle-plugin.ts";
import { firstLoadPages } from "./pages.ts";
import { BENCH_NOW } from "./scales.ts";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");

/** "@mui/material/Button/Button.js", "app/components/x.tsx", "core/…", or the id as is. */
export function moduleName(id: string): string {
  const clean = id.replace(/\?.*$/, "").replace(/^\0/, "");
  const nm = clean.lastIndexOf("/node_modules/");
  if (nm >= 0) return clean.slice(nm + "/node_modules/".length);
  const rel = path.relative(root, clean);
  return rel.startsWith("..") ? clean : rel;
}

/** A package ("react-dom", "@mui/material"), or our own folder (app/routes, core/dates…). */
export function groupOf(module: string): string {
  const parts = module.split("/");
  if (module.startsWith("app/") || module.startsWith("core/"))
    return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0]!;
  if (parts[0]!.startsWith("@") && parts.length > 1) return `${parts[0]}/${parts[1]}`;
  return parts[0]!;
}

export function breakdown(files: string[], chunks: Map<string, ChunkModules>) {
  const byModule = new Map<string, number>();
  let total = 0;
  for (const url of files) {
    const brotli = sizesOf(readFileSync(path.join(clientDir, url))).brotli;
    total += brotli;
    const chunk = chunks.get(url.replace(/^\//, ""));
    const mods = Object.entries(chunk?.modules ?? {}).filter(([, n]) => n > 0);
    const rendered = mods.reduce((n, [, r]) => n + r, 0);
    if (!rendered) {
      byModule.set(url, (byModule.get(url) ?? 0) + brotli);
      continue;
    }
    for (const [id, r] of mods) {
      const key = moduleName(id);
      byModule.set(key, (byModule.get(key) ?? 0) + (brotli * r) / rendered);
    }
  }
  const byGroup = new Map<string, number>();
  for (const [m, n] of byModule) {
    const g = groupOf(m);
    byGroup.set(g, (byGroup.get(g) ?? 0) + n);
  }
  return { total, byModule, byGroup };
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      chunks: { type: "string" },
      url: { type: "string", default: "http://127.0.0.1:3500" },
      modules: { type: "string", default: "0" },
    },
    allowPositionals: true,
  });
  if (!values.chunks) throw new Error("--chunks=FILE (from BUNDLE_REPORT=FILE npm run build)");
  const chunks = new Map(
    (JSON.parse(readFileSync(values.chunks, "utf8")) as ChunkModules[]).map((c) => [c.file, c]),
  );
  const url = values.url!;
  let pages = positionals;
  if (!pages.length) {
    pages = await firstLoadPages(url, new Date(BENCH_NOW));
  }
  const read = (u: string) => {
    const f = path.join(clientDir, u);
    return existsSync(f) ? readFileSync(f, "utf8") : null;
  };
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const topModules = Number(values.modules);
  for (const page of pages) {
    const html = await (await fetch(`${url}${page}`)).text();
    const files = jsClosure(assetsInHtml(html).js, read);
    const { total, byModule, byGroup } = breakdown(files, chunks);
    console.log(`\n${page}: ${kb(total)} brotli in ${files.length} files`);
    for (const [g, n] of [...byGroup].sort((a, b) => b[1] - a[1])) {
      if (n >= 256) console.log(`  ${kb(n).padStart(9)}  ${g}`);
    }
    if (topModules) {
      console.log("  modules:");
      for (const [m, n] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, topModules)) {
        console.log(`  ${kb(n).padStart(9)}  ${m}`);
      }
    }
  }
}

if (import.meta.main) await main();
