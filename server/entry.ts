// The SSR build's entry (vite.config.ts): our Hono app with React Router's
// server build inside, so production needs one import of build/server.

import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "react-router";
import { type AppOptions, createApp } from "./app.ts";
import type { AppDeps } from "./deps.ts";

export function createServerApp(deps: AppDeps, options: Omit<AppOptions, "ssr"> = {}) {
  const handler = createRequestHandler(
    build,
    deps.config.isProduction ? "production" : "development",
  );
  return createApp(deps, { ...options, ssr: handler });
}
