import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes.ts";

// What the site serves, read from the code itself, so the authorization
// matrices can fail when an endpoint or a back-office page has no row.

const API_PREFIX = "/api/v5";

/**
 * "METHOD /path" for every v5 endpoint the Hono app serves, path parameters
 * written `{}`. Middleware and the not-found catch-all are registered for
 * every method ("ALL") and are left out.
 */
export function v5Endpoints(app: { routes: { method: string; path: string }[] }): string[] {
  const found = app.routes
    .filter((r) => r.method !== "ALL" && r.path.startsWith(`${API_PREFIX}/`))
    .map((r) => `${r.method} ${r.path.slice(API_PREFIX.length).replace(/:[^/]+/g, "{}")}`);
  return [...new Set(found)].sort();
}

/** A matrix row's name ("GET /blog/articles/id/{id} (draft)") as the endpoint it exercises. */
export function endpointOfRow(name: string): string {
  return name.replace(/\s+\(.*\)$/, "").replace(/\{[^}]+\}/g, "{}");
}

/** Whether a concrete path ("/places/cities/id/42") fits an endpoint's pattern. */
export function fitsPattern(pattern: string, path: string): boolean {
  const source = pattern
    .split("{}")
    .map((s) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  return new RegExp(`^${source}$`).test(path);
}

/** [path, React Router route id] of every leaf route (ids default to the file, less its extension). */
function pageRoutes(entries: RouteConfigEntry[], parent = ""): [string, string][] {
  return entries.flatMap((e): [string, string][] => {
    const path = e.index ? parent : [parent, e.path].filter(Boolean).join("/");
    if (e.children?.length) return pageRoutes(e.children, path);
    return [[`/${path}`, e.id ?? e.file.replace(/\.[jt]sx?$/, "")]];
  });
}

/** Every page and file route under /admin in app/routes.ts: path pattern → route id. */
export function adminPages(): Record<string, string> {
  return Object.fromEntries(
    pageRoutes(routes)
      .filter(([p]) => p === "/admin" || p.startsWith("/admin/") || p.startsWith("/admin."))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
