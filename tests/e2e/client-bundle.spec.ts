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

// The map's code (Leaflet, supercluster) loads when a map comes near the
// screen (decision 033), never with a page: not in what the HTML of the venue
// map asks for up front, nor in what those files import statically.
test("the venue map page's first load holds neither Leaflet nor supercluster", async ({
  request,
}) => {
  const html = await (await request.get("/venues/map")).text();
  const root = path.resolve("build/client");
  const first = new Set<string>();
  const queue = [
    ...html.matchAll(
      /(?:href|src)="(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)|from\s*"(\/assets\/[^"]+\.js)"/g,
    ),
  ]
    .map((m) => m[1] ?? m[2] ?? m[3])
    .filter((f): f is string => Boolean(f));
  expect(queue.length).toBeGreaterThan(0);
  while (queue.length) {
    const url = queue.pop()!;
    if (first.has(url)) continue;
    first.add(url);
    const text = readFileSync(path.join(root, url), "utf8");
    // Static imports between chunks are relative: `from"./x.js"` or `import"./x.js"`.
    for (const m of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      queue.push(`/assets/${m[1]}`);
    }
  }
  const offenders = [...first].filter((url) =>
    /leafletjs\.com|getClusterExpansionZoom/.test(readFileSync(path.join(root, url), "utf8")),
  );
  expect(offenders).toEqual([]);
  // ...and they are in the build, to be loaded later.
  const lazy = files(path.join(root, "assets")).filter((f) => f.endsWith(".js"));
  expect(lazy.some((f) => readFileSync(f, "utf8").includes("getClusterExpansionZoom"))).toBe(true);
});
