// The thread that owns the embedded database (decision 024): it opens PGlite
// on the data directory and answers the app thread's requests, so PostgreSQL's
// work (parsing, planning, executing, turning rows into values) runs on a core
// of its own while the app thread renders. Started by ./client.ts.
import { mkdirSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import { pgliteExtensions } from "../pglite-extensions.ts";
import {
  type Reply,
  type Request,
  toWireError,
  type WireDump,
  type WireResults,
  type WorkerData,
  type WorkerMessage,
} from "./protocol.ts";

if (!parentPort) throw new Error("db/pglite-worker/worker.ts runs in a worker thread only");
const port = parentPort;
const { dataDir } = workerData as WorkerData;
const post = (message: WorkerMessage, transfer?: ArrayBuffer[]) =>
  port.postMessage(message, transfer);

interface OpenTransaction {
  handle: Transaction;
  /** Lets PGlite's transaction callback return: commit, or roll back first. */
  finish(commit: boolean): void;
  /** PGlite's transaction() itself: settles once COMMIT or ROLLBACK has run. */
  done: Promise<unknown>;
}
const transactions = new Map<number, OpenTransaction>();
const unlistens = new Map<string, () => Promise<void>>();

// The caller parses these types itself: hand over PostgreSQL's text.
const asText = (value: string) => value;
const rawParsers = new Map<string, QueryOptions["parsers"]>();
function parsersFor(rawOids: number[]): QueryOptions["parsers"] {
  if (rawOids.length === 0) return undefined;
  const key = rawOids.join(",");
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawOids.map((oid) => [oid, asText]));
    rawParsers.set(key, parsers);
  }
  return parsers;
}

async function open(): Promise<PGlite | undefined> {
  try {
    mkdirSync(dataDir, { recursive: true });
    return await PGlite.create(dataDir, { extensions: pgliteExtensions });
  } catch (err) {
    // The client reports it; closing the port lets the thread end.
    post({ type: "failed", error: toWireError(err) });
    port.close();
    return undefined;
  }
}
const opened = await open();
// Only used once open() succeeded: the message handler is attached after.
const pg = opened as PGlite;

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error("Transaction is closed");
  return open.handle;
}

function wire(result: Results): WireResults {
  const { blob: _blob, ...rest } = result;
  return rest as WireResults;
}

async function begin(id: number): Promise<void> {
  const opened = Promise.withResolvers<Transaction>();
  const finished = Promise.withResolvers<boolean>();
  const done = pg.transaction(async (tx) => {
    opened.resolve(tx);
    if (!(await finished.promise) && !tx.closed) await tx.rollback();
  });
  // BEGIN itself failed: the callback never ran.
  done.catch((err) => opened.reject(err));
  const handle = await opened.promise;
  transactions.set(id, { handle, finish: finished.resolve, done });
}

type Value = Extract<Reply, { ok: true }>["value"];

async function handle(m: Request): Promise<Value> {
  switch (m.op) {
    case "query": {
      const options = {
        rowMode: "array" as const,
        parsers: parsersFor(m.rawOids),
        paramTypes: m.paramTypes,
      };
      return wire(await target(m.tx).query(m.sql, m.params, options));
    }
    case "exec": {
      const options = { rowMode: "array" as const, parsers: parsersFor(m.rawOids) };
      return (await target(m.tx).exec(m.sql, options)).map(wire);
    }
    case "begin":
      await begin(m.id);
      return undefined;
    case "end": {
      const open = transactions.get(m.tx);
      if (!open) throw new Error("Transaction is closed");
      transactions.delete(m.tx);
      open.finish(m.commit);
      await open.done;
      return undefined;
    }
    case "listen": {
      if (!unlistens.has(m.channel)) {
        const channel = m.channel;
        unlistens.set(
          channel,
          await pg.listen(channel, (payload) => post({ type: "notification", channel, payload })),
        );
      }
      return undefined;
    }
    case "unlisten": {
      const unlisten = unlistens.get(m.channel);
      unlistens.delete(m.channel);
      await unlisten?.();
      return undefined;
    }
    case "dump": {
      const file = await pg.dumpDataDir(m.compression);
      const dump: WireDump = { bytes: await file.arrayBuffer(), type: file.type };
      if (file instanceof File) dump.name = file.name;
      return dump;
    }
    case "close":
      // Closing abandons what is unfinished: PGlite waits for open transactions.
      for (const open of transactions.values()) open.finish(false);
      transactions.clear();
      await pg.close();
      return undefined;
  }
}

function fail(id: number, err: unknown) {
  post({ id, ok: false, error: toWireError(err) });
}

function serve() {
  port.on("message", (m: Request) => {
    handle(m).then(
      (value) => {
        const transfer = m.op === "dump" ? [(value as WireDump).bytes] : undefined;
        try {
          post({ id: m.id, ok: true, value }, transfer);
        } catch (err) {
          // A value structured clone cannot copy: the caller gets an error, not silence.
          fail(m.id, err);
        }
        // Nothing keeps the thread alive once the port is closed: it ends.
        if (m.op === "close") port.close();
      },
      (err) => {
        fail(m.id, err);
        // A trap inside PostgreSQL's WebAssembly leaves it unusable: end the thread
        // and let the client start a fresh one on the same directory.
        if (err instanceof WebAssembly.RuntimeError) process.exit(1);
      },
    );
  });

  post({ type: "ready" });
}

if (opened) serve();
