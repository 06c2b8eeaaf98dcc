// The app thread's handle on PGlite running in a worker thread (decision 024):
// the part of PGlite's interface that Drizzle, the migrator, the realtime
// bridge, backups and the health check use, each call one message to the
// worker and one answer back. If the worker dies, what was pending fails at
// once and a fresh worker opens the same directory.
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { query as templateQuery } from "@electric-sql/pglite/template";
import type { Reply, Request, WireDump, WireResults, WorkerMessage } from "./protocol.ts";
import { fromWireError, toResults, wireOptions } from "./rows.ts";

/** Where the client reports a lost worker (pino's Logger fits). */
export interface WorkerLogger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** A lost worker is restarted, unless it keeps dying: then calls fail until the process restarts. */
const RESTART_LIMIT = 5;
const RESTART_WINDOW_MS = 60_000;
const CLOSE_TIMEOUT_MS = 15_000;
const workerUrl = new URL("./worker.ts", import.meta.url);

export class DatabaseWorkerError extends Error {
  override name = "DatabaseWorkerError";
}

type Body = Request extends infer R ? (R extends Request ? Omit<R, "id"> : never) : never;

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
  call?: { query: string; params?: unknown[]; options?: QueryOptions };
}

export class PgliteWorkerClient {
  readonly dataDir: string;
  #logger: WorkerLogger;
  #worker!: Worker;
  /** Resolves once the current worker has opened the database. */
  #ready!: Promise<void>;
  /** Bumped per worker: a transaction belongs to the worker that began it. */
  #generation = 0;
  #nextId = 1;
  #pending = new Map<number, Pending>();
  #listeners = new Map<string, Set<(payload: string) => void>>();
  #listenChain: Promise<unknown> = Promise.resolve();
  #running = false;
  #closing = false;
  #closed = false;
  #broken: Error | null = null;
  #deaths: number[] = [];

  private constructor(dataDir: string, logger: WorkerLogger) {
    this.dataDir = dataDir;
    this.#logger = logger;
  }

  /** Starts the worker and waits until it has the database open (or could not open it). */
  static async open(dataDir: string, logger: WorkerLogger): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(dataDir, logger);
    client.#start();
    await client.#ready;
    return client;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** The current worker thread, for diagnostics (memory) and tests that end it. */
  get worker(): Worker {
    return this.#worker;
  }

  #start() {
    const generation = ++this.#generation;
    const worker = new Worker(workerUrl, { name: "pglite", workerData: { dataDir: this.dataDir } });
    this.#worker = worker;
    this.#running = true;
    let opened = false;
    const { promise, resolve, reject } = Promise.withResolvers<void>();
    // Calls wait for it; one that nobody awaited must not be an unhandled rejection.
    promise.catch(() => {});
    this.#ready = promise;
    worker.on("message", (m: WorkerMessage) => {
      if ("id" in m) this.#settle(m);
      else if (m.type === "notification") this.#notify(m.channel, m.payload);
      else if (m.type === "ready") {
        opened = true;
        resolve();
      } else if (m.type === "failed") reject(fromWireError(m.error));
    });
    worker.on("error", (err) => {
      this.#logger.error({ err, thread: "pglite" }, "database worker: uncaught error");
      reject(err);
    });
    worker.on("exit", (code) => {
      reject(new DatabaseWorkerError(`The database worker ended (exit code ${code}).`));
      if (generation !== this.#generation) return;
      this.#running = false;
      this.#lost(code, opened);
    });
  }

  /** The worker ended: fail what waited on it and, unless we were closing, start another. */
  #lost(code: number, opened: boolean) {
    const err = new DatabaseWorkerError(
      `The database worker stopped (exit code ${code}); the query did not complete.`,
    );
    for (const p of this.#pending.values()) p.reject(err);
    this.#pending.clear();
    if (this.#closing) return;
    const log = { exit_code: code, data_dir: this.dataDir };
    if (!opened) {
      // It could not open the database: another try would fail the same way.
      this.#broken = new DatabaseWorkerError(`The database worker could not open ${this.dataDir}.`);
      if (this.#generation > 1) this.#logger.error(log, this.#broken.message);
      return;
    }
    const now = Date.now();
    this.#deaths = [...this.#deaths.filter((t) => now - t < RESTART_WINDOW_MS), now];
    if (this.#deaths.length > RESTART_LIMIT) {
      this.#broken = new DatabaseWorkerError(
        `The database worker stopped ${this.#deaths.length} times in a minute; not restarting it.`,
      );
      this.#logger.error(log, this.#broken.message);
      return;
    }
    this.#logger.error(log, "database worker stopped; pending queries failed, starting a new one");
    this.#start();
    this.#ready.then(() => {
      this.#logger.info({ data_dir: this.dataDir }, "database worker restarted");
      // LISTEN belongs to the database session, which died with the worker.
      for (const channel of this.#listeners.keys()) {
        this.#listenOp({ op: "listen", channel }).catch((err) =>
          this.#logger.error({ err, channel }, "database worker: LISTEN again failed"),
        );
      }
    });
  }

  #settle(m: Reply) {
    const pending = this.#pending.get(m.id);
    if (!pending) return;
    this.#pending.delete(m.id);
    if (m.ok) pending.resolve(m.value);
    else pending.reject(fromWireError(m.error, pending.call));
  }

  #notify(channel: string, payload: string) {
    for (const callback of this.#listeners.get(channel) ?? []) callback(payload);
  }

  /** Sends one request to the current worker (or to the one a transaction began on). */
  async #send<T>(
    body: Body,
    call?: Pending["call"],
    generation?: number,
    id = this.#nextId++,
  ): Promise<T> {
    if (this.#closed || (this.#closing && body.op !== "close"))
      throw new DatabaseWorkerError("The database is closed.");
    if (this.#broken) throw this.#broken;
    await this.#ready;
    if (generation !== undefined && generation !== this.#generation)
      throw new DatabaseWorkerError("The database worker restarted; the transaction is gone.");
    const { promise, resolve, reject } = Promise.withResolvers<T>();
    // Throws (a parameter that cannot be cloned) before anything waits for an answer.
    this.#worker.postMessage({ ...body, id } as Request);
    this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject, call });
    return promise;
  }

  async query<T>(
    query: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this.#query<T>(query, params, options);
  }

  async #query<T>(
    query: string,
    params: unknown[],
    options: QueryOptions | undefined,
    tx?: { id: number; generation: number },
  ): Promise<Results<T>> {
    const body: Body = { op: "query", sql: query, params, ...wireOptions(options), tx: tx?.id };
    const wire = await this.#send<WireResults>(body, { query, params, options }, tx?.generation);
    return toResults<T>(wire, options);
  }

  async #exec(
    query: string,
    options: QueryOptions | undefined,
    tx?: { id: number; generation: number },
  ): Promise<Results[]> {
    const body: Body = { op: "exec", sql: query, ...wireOptions(options), tx: tx?.id };
    const wire = await this.#send<WireResults[]>(body, { query, options }, tx?.generation);
    return wire.map((w) => toResults(w, options));
  }

  sql<T>(strings: TemplateStringsArray, ...values: unknown[]): Promise<Results<T>> {
    const { query, params } = templateQuery(strings, ...values);
    return this.query<T>(query, params);
  }

  exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(query, options);
  }

  /**
   * Runs `callback` in a transaction that the worker holds open: its queries
   * run on it and nothing else runs in between. It commits when the callback
   * resolves and rolls back when it throws, as PGlite's own transaction does.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const generation = this.#generation;
    const id = this.#nextId++;
    await this.#send({ op: "begin" }, undefined, generation, id);
    const self = { id, generation };
    let closed = false;
    const open = () => {
      if (closed) throw new Error("Transaction is closed");
    };
    const end = (commit: boolean) => {
      closed = true;
      return this.#send({ op: "end", tx: id, commit }, undefined, generation);
    };
    const tx: Transaction = {
      query: async <R>(query: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.#query<R>(query, params ?? [], options, self);
      },
      sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
        open();
        const { query, params } = templateQuery(strings, ...values);
        return this.#query<R>(query, params, undefined, self);
      },
      exec: async (query: string, options?: QueryOptions) => {
        open();
        return this.#exec(query, options, self);
      },
      rollback: async () => {
        open();
        await end(false);
      },
      listen: async () => {
        throw new TypeError("LISTEN inside a transaction is not supported by the database worker.");
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      // PGlite rolls back and rethrows the callback's error; a lost worker took the transaction with it.
      if (!closed) await end(false).catch(() => {});
      throw err;
    }
    if (!closed) await end(true);
    return result;
  }

  /** LISTEN on `channel`; the returned function stops this callback (UNLISTEN when it was the last). */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.#listeners.set(channel, callbacks);
    }
    const first = callbacks.size === 0;
    callbacks.add(callback);
    if (first) {
      try {
        await this.#listenOp({ op: "listen", channel });
      } catch (err) {
        callbacks.delete(callback);
        if (callbacks.size === 0) this.#listeners.delete(channel);
        throw err;
      }
    }
    return async () => {
      const set = this.#listeners.get(channel);
      if (!set?.delete(callback) || set.size > 0) return;
      this.#listeners.delete(channel);
      if (!this.#closed && !this.#closing) await this.#listenOp({ op: "unlisten", channel });
    };
  }

  /** LISTEN and UNLISTEN in the order they were asked for. */
  #listenOp(body: { op: "listen" | "unlisten"; channel: string }): Promise<unknown> {
    const next = this.#listenChain.then(() => this.#send(body));
    this.#listenChain = next.catch(() => {});
    return next;
  }

  /** The data directory as a tarball (PGlite's dumpDataDir, made in the worker). */
  async dumpDataDir(compression: "none" | "gzip" | "auto" = "auto"): Promise<File | Blob> {
    const dump = await this.#send<WireDump>({ op: "dump", compression });
    return dump.name
      ? new File([dump.bytes], dump.name, { type: dump.type })
      : new Blob([dump.bytes], { type: dump.type });
  }

  /** Closes PGlite in the worker (it waits for what is running), then lets the worker end. */
  async close(): Promise<void> {
    if (this.#closed || this.#closing) return;
    this.#closing = true;
    const worker = this.#worker;
    const exited = new Promise<void>((resolve) => {
      if (!this.#running) resolve();
      else worker.once("exit", () => resolve());
    });
    const timer = setTimeout(() => {
      this.#logger.warn(
        { data_dir: this.dataDir },
        "database worker did not close in time; ending it",
      );
      void worker.terminate();
    }, CLOSE_TIMEOUT_MS);
    try {
      if (!this.#broken) await this.#send({ op: "close" });
    } catch (err) {
      this.#logger.warn({ err }, "database worker: closing PGlite failed");
      void worker.terminate();
    }
    await exited;
    clearTimeout(timer);
    this.#closed = true;
  }
}
