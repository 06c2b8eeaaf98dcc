// The static ceiling: a page's exact bytes and headers served from memory by
// a bare node:http server, in a process of its own like the app server, so
// the two are driven alike. `node bench/ceiling.ts <port> <page.json>`.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { RawResponse } from "./server.ts";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);

export async function startCeiling(
  port: number,
  page: RawResponse,
  workDir: string,
): Promise<{ close(): void }> {
  const file = path.join(workDir, "ceiling-page.json");
  writeFileSync(file, JSON.stringify({ ...page, body: page.body.toString("base64") }));
  const child: ChildProcess = spawn(process.execPath, [import.meta.filename, String(port), file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the ceiling server exited (${code})`)));
  });
  return { close: () => child.kill("SIGTERM") };
}

function serve(port: number, file: string) {
  const saved = JSON.parse(readFileSync(file, "utf8")) as RawResponse & { body: string };
  const body = Buffer.from(saved.body, "base64");
  const headers = Object.fromEntries(
    Object.entries(saved.headers).filter(([k]) => !HOP_BY_HOP.has(k)),
  );
  headers["content-length"] = String(body.length);
  http
    .createServer((_req, res) => {
      res.writeHead(saved.status, headers);
      res.end(body);
    })
    .listen(port, "127.0.0.1", () => console.log("ready"));
}

if (import.meta.main) serve(Number(process.argv[2]), process.argv[3]!);
