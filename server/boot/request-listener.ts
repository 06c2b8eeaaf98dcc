// The app behind the HTTP server: in development Vite's middleware and the app
// module reloaded on edits; in production the built bundle and its static files.
import { existsSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { AppDeps } from "../deps.ts";
import { endStartUpHeapGrowth } from "../node-flags.ts";
import type { BridgeHandlers } from "../realtime/bridge.ts";
import { createServices, type Services } from "../services.ts";

type FetchApp = {
  fetch: (request: Request) => Response | Promise<Response>;
  services: Services;
  changes: { bus: BridgeHandlers };
};
type ServerModule = {
  createServerApp: (deps: AppDeps, options?: { staticRoot?: string }) => FetchApp;
};

export interface AppListener {
  listener: http.RequestListener;
  /** The realtime socket checks admin tokens with the same services the app uses. */
  services: Services;
  /** Production's caches forget what they kept when any app server announces a change. */
  changesBus?: BridgeHandlers;
  /** Vite's hold on the HMR socket and file watchers, in development. */
  close?: () => Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../..");

/** The built site; exits 1 when there is no build. Ready once the first render has run. */
export async function productionListener(deps: AppDeps): Promise<AppListener> {
  const entry = path.join(root, "build/server/index.js");
  if (!existsSync(entry)) {
    deps.logger.fatal(
      "no production build: run `npm run build` (or `npm start`, which builds first)",
    );
    process.exit(1);
  }
  const module = (await import(pathToFileURL(entry).href)) as ServerModule;
  const app = module.createServerApp(deps, {
    staticRoot: path.relative(process.cwd(), path.join(root, "build/client")) || ".",
  });
  // The first render loads route modules lazily; pay that before we say we are ready.
  await app.fetch(new Request(`http://localhost:${deps.config.port}/`));
  // Memory (decision 027): the start-up heap limit ends once the server is ready.
  endStartUpHeapGrowth();
  return {
    listener: getRequestListener(app.fetch),
    services: app.services,
    changesBus: app.changes.bus,
  };
}

/** Vite in middleware mode on the same HTTP server, with HMR on its socket. */
export async function developmentListener(
  deps: AppDeps,
  server: http.Server,
): Promise<AppListener> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root,
    appType: "custom",
    server: { middlewareMode: true, ws: { server } },
  });
  // Reload the app module when Vite reports it changed, so API and page edits apply without restart.
  let cached: { module: ServerModule; listener: http.RequestListener } | undefined;
  const listener: http.RequestListener = (req, res) => {
    vite.middlewares(req, res, async () => {
      try {
        const module = (await vite.ssrLoadModule("/server/entry.ts")) as ServerModule;
        if (cached?.module !== module) {
          cached = { module, listener: getRequestListener(module.createServerApp(deps).fetch) };
        }
        cached.listener(req, res);
      } catch (err) {
        vite.ssrFixStacktrace(err as Error);
        deps.logger.error({ err }, "dev server error");
        res.statusCode = 500;
        res.end(String((err as Error).stack ?? err));
      }
    });
  };
  // The app module reloads on edits; the socket outlives them with services of its own.
  return { listener, services: createServices(deps), close: () => vite.close() };
}
