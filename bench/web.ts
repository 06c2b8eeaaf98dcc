// `npm run bench:web -- [options]` (the options of bench/args.ts): the front
// end's side. For each public page, the compressed JavaScript and CSS a first
// visit loads (read from build/client, as the HTML names them); then
// Lighthouse (mobile) on home, a listing and an event page. Writes
// bench/results/web-<timestamp>.json (--quick: bench/results/quick/).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseBenchArgs, runCommand } from "./args.ts";
import { type FirstLoad, firstLoad } from "./assets.ts";
import { describeMachine } from "./machine.ts";
import { firstLoadPages, pickPages } from "./pages.ts";
import { prepareServer } from "./prepare.ts";
import { BENCH_NOW } from "./scales.ts";

const root = path.resolve(import.meta.dirname, "..");
const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const LIGHTHOUSE_METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

interface LighthouseResult {
  page: string;
  scores: Record<string, number | null>;
  metrics: Record<string, string>;
  /** Accessibility and SEO audits that failed, by id: what to fix to reach the targets. */
  failing: string[];
}

async function main() {
  const argv = process.argv.slice(2);
  const o = parseBenchArgs(argv, root);
  const started = new Date();
  const { server, work } = await prepareServer(o, argv);
  const bundles: { page: string; sizes: FirstLoad }[] = [];
  const lighthouse: LighthouseResult[] = [];
  try {
    const picks = await pickPages(server.url, new Date(BENCH_NOW));
    const pages = await firstLoadPages(server.url, new Date(BENCH_NOW));
    for (const page of pages) {
      const res = await fetch(`${server.url}${page}`);
      if (!res.ok) throw new Error(`${page} answered ${res.status}`);
      bundles.push({ page, sizes: firstLoad(await res.text(), path.join(root, "build/client")) });
    }
    for (const page of ["/", "/calendar/upcoming", `/events/${picks.eventSlug}`]) {
      console.log(`lighthouse: ${page}`);
      lighthouse.push(runLighthouse(`${server.url}${page}`, page, work));
    }
  } finally {
    await server.stop();
  }

  const report = {
    kind: o.quick ? "quick" : "full",
    started: started.toISOString(),
    finished: new Date().toISOString(),
    machine: describeMachine({ kind: o.db, version: null }),
    options: { db: o.db, scale: o.scale, now: BENCH_NOW },
    firstLoad: bundles,
    lighthouse,
  };
  const dir = path.join(root, "bench/results", o.quick ? "quick" : "");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `web-${started.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  // The server's log is kept only when the run failed (its path is printed at the start).
  rmSync(work, { recursive: true, force: true });

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log("\nfirst load, compressed (brotli / gzip): JS · CSS · HTML");
  for (const b of bundles) {
    const { js, css, html } = b.sizes;
    console.log(
      `  ${b.page.padEnd(48)} JS ${kb(js.brotli)} / ${kb(js.gzip)} (${js.files} files) · CSS ${kb(css.brotli)} / ${kb(css.gzip)} · HTML ${kb(html.brotli)} / ${kb(html.gzip)}`,
    );
  }
  console.log("\nlighthouse (mobile): performance, accessibility, best practices, SEO");
  for (const l of lighthouse) {
    const scores = LIGHTHOUSE_CATEGORIES.map((c) => l.scores[c] ?? "—").join(" / ");
    console.log(
      `  ${l.page.padEnd(48)} ${scores}${l.failing.length ? `  failing: ${l.failing.join(", ")}` : ""}`,
    );
    console.log(
      `  ${"".padEnd(48)} ${Object.entries(l.metrics)
        .map(([k, v]) => `${k} ${v}`)
        .join(" · ")}`,
    );
  }
  console.log(`\nwrote ${path.relative(root, file)}`);
}

/** Lighthouse's CLI (its default is a throttled mobile run) on Debian's Chromium. */
function runLighthouse(url: string, page: string, work: string): LighthouseResult {
  const cli = path.join(root, "node_modules/lighthouse/cli/index.js");
  // Lighthouse's trace recording now and then fails on a page that loads fine
  // (NO_NAVSTART); a second or third run records it.
  let out = "";
  for (let attempt = 1; attempt <= 3; attempt++) {
    out = path.join(work, `lighthouse-${Date.now()}.json`);
    if (lighthouseOnce(cli, url, out)) break;
    if (attempt === 3) throw new Error(`lighthouse failed on ${page} three times`);
    console.log(`lighthouse: ${page} again (attempt ${attempt + 1})`);
  }
  const lhr = JSON.parse(readFileSync(out, "utf8")) as {
    categories: Record<
      string,
      { score: number | null; auditRefs: { id: string; weight: number }[] }
    >;
    audits: Record<string, { score: number | null; displayValue?: string }>;
  };
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((c) => {
      const score = lhr.categories[c]?.score;
      return [c, score === null || score === undefined ? null : Math.round(score * 100)];
    }),
  );
  const failing = ["accessibility", "seo"].flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((a) => a.weight > 0 && (lhr.audits[a.id]?.score ?? 1) < 1)
      .map((a) => a.id),
  );
  const metrics = Object.fromEntries(
    // Lighthouse separates number and unit with a no-break space.
    LIGHTHOUSE_METRICS.map((m) => [
      m,
      (lhr.audits[m]?.displayValue ?? "—").replace(/\u00a0/g, " "),
    ]),
  );
  return { page, scores, metrics, failing };
}

function lighthouseOnce(cli: string, url: string, out: string): boolean {
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      "--chrome-flags=--headless=new --no-sandbox",
      `--only-categories=${LIGHTHOUSE_CATEGORIES.join(",")}`,
    ],
    {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    },
  );
  return result.status === 0 && existsSync(out);
}

await runCommand(main);
