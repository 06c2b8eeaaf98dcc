import http from "node:http";
import type { AddressInfo } from "node:net";

// A tiny web server on loopback that tests start themselves: the pages link
// previews read (server/lib/safe-fetch, /utils/scraper/meta, the import e2e).
// It records what it was asked, so a test can tell a refused request never
// reached it.

export type FixtureHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface FixtureServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** 127.0.0.1:<port>, the form SCRAPER_ALLOWED_HOSTS takes. */
  host: string;
  port: number;
  /** Every request: its path and Host header. */
  requests: { path: string; host: string | undefined }[];
  close: () => Promise<void>;
}

/** An HTML page with the given head and body. */
export const htmlPage =
  (head: string, body = "", headers: Record<string, string> = {}): FixtureHandler =>
  (_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers });
    res.end(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`);
  };

export const redirectTo =
  (location: string, status = 302): FixtureHandler =>
  (_req, res) => {
    res.writeHead(status, { location });
    res.end();
  };

/** Starts the server on 127.0.0.1 (a free port unless one is given); paths without a handler are 404s. */
export async function startFixtureServer(
  routes: Record<string, FixtureHandler>,
  port = 0,
): Promise<FixtureServer> {
  const requests: FixtureServer["requests"] = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fixture").pathname;
    requests.push({ path, host: req.headers.host });
    const handler = routes[path];
    if (handler) return handler(req, res);
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("not here");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${actual}`,
    host: `127.0.0.1:${actual}`,
    port: actual,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Slow pages hold their sockets open; end them too.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
