import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServer, type ViteDevServer } from "vite";
import type { AppDeps } from "../server/deps.ts";
import type { ContentChanges } from "../server/lib/content-changes.ts";
import type { PageCache } from "../server/lib/page-cache/index.ts";
import { createTestApp } from "./test-app.ts";

// The whole site (API and server-rendered pages) on a test app's database,
// built the way `npm run dev` builds it: Vite loads server/entry.ts, whose
// React Router build holds every route. No browser, no port: requests go in
// with app.request(). Starting Vite costs ~10 s (~20 s on a busy machine), so
// use one per test file.
//
// `npm test` builds first and sets TEST_PAGES=build: then the pages come from
// that production build (build/server/index.js, imported natively: see
// vitest.config.ts), which loads in about a second. Run by hand, vitest uses
// Vite, so a test never meets a stale build.

type PagesApp = { request: (path: string, init?: RequestInit) => Promise<Response> };
type ServerEntry = {
  createServerApp: (
    deps: AppDeps,
    options: { pageCache?: PageCache; changes?: ContentChanges },
  ) => PagesApp;
};

const BUILT_ENTRY = path.resolve(import.meta.dirname, "../build/server/index.js");

export async function createPagesApp(
  deps: AppDeps,
  options: { pageCache?: PageCache; changes?: ContentChanges } = {},
) {
  if (process.env.TEST_PAGES === "build") {
    const entry = (await import(pathToFileURL(BUILT_ENTRY).href)) as ServerEntry;
    return { app: entry.createServerApp(deps, options), close: async () => undefined };
  }
  const vite: ViteDevServer = await createServer({
    root: path.resolve(import.meta.dirname, ".."),
    appType: "custom",
    logLevel: "warn",
    // Its own cache, so a running dev server's is left alone.
    cacheDir: path.join(deps.config.dataDir, ".vite"),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true },
  });
  const entry = (await vite.ssrLoadModule("/server/entry.ts")) as ServerEntry;
  const app = entry.createServerApp(deps, options);
  return { app, close: () => vite.close() };
}

/**
 * A test app with a data directory of its own (uploads land there) and the
 * pages app on top of it; `close` removes everything.
 */
export async function createSiteTestApp(name: string, env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `artcal-${name}-`));
  await mkdir(path.join(dataDir, "files"));
  const t = await createTestApp({ env: { DATA_DIR: dataDir, ...env } });
  // One page cache for both, as one server has: API writes make the pages forget.
  const pages = await createPagesApp(t.deps, {
    pageCache: t.app.pageCache,
    changes: t.app.changes,
  });
  return {
    t,
    pages,
    close: async () => {
      await pages.close();
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type SiteTestApp = Awaited<ReturnType<typeof createSiteTestApp>>;
