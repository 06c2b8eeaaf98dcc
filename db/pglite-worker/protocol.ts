// The messages between the app's thread and the database worker (decision
// 022). Everything here crosses by structured clone, so it holds data only:
// no functions, no class instances the other side would need to recognise.
import type { Results } from "@electric-sql/pglite";

/** What the worker is started with. */
export interface WorkerData {
  dataDir: string;
}

/** A query's options as they can cross: the oids the caller parses itself instead of parsers. */
export interface WireQueryOptions {
  /** Columns of these types come back as PostgreSQL's text; the caller applies its parsers. */
  rawOids: number[];
  paramTypes?: number[];
}

export type Request =
  | ({ id: number; op: "query"; tx?: number; sql: string; params: unknown[] } & WireQueryOptions)
  | ({ id: number; op: "exec"; tx?: number; sql: string } & WireQueryOptions)
  /** Opens a transaction whose id is this request's id; later requests name it as `tx`. */
  | { id: number; op: "begin" }
  /** Commits (or rolls back) the transaction and answers once PGlite has finished it. */
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "listen"; channel: string }
  | { id: number; op: "unlisten"; channel: string }
  | { id: number; op: "dump"; compression: "none" | "gzip" | "auto" }
  | { id: number; op: "close" };

/** A result with its rows always as arrays (the caller builds objects if it asked for them). */
export type WireResults = Omit<Results<unknown[]>, "blob">;

export interface WireDump {
  bytes: ArrayBuffer;
  name?: string;
  type: string;
}

export type Reply =
  | { id: number; ok: true; value?: WireResults | WireResults[] | WireDump }
  | { id: number; ok: false; error: WireError };

export type WorkerMessage =
  | Reply
  | { type: "ready" }
  | { type: "failed"; error: WireError }
  | { type: "notification"; channel: string; payload: string };

/** The fields of a PostgreSQL error (pg-protocol's DatabaseError) that callers read. */
export const DATABASE_ERROR_FIELDS = [
  "length",
  "severity",
  "code",
  "detail",
  "hint",
  "position",
  "internalPosition",
  "internalQuery",
  "where",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "file",
  "line",
  "routine",
] as const;

export interface WireError {
  /** "database" for an error PostgreSQL raised (rebuilt as a DatabaseError), "error" otherwise. */
  kind: "database" | "error";
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

/** An error as data: structured clone would keep only its message and stack. */
export function toWireError(err: unknown): WireError {
  if (!(err instanceof Error)) {
    return { kind: "error", name: "Error", message: String(err), fields: {} };
  }
  const fields: Record<string, unknown> = {};
  const source = err as unknown as Record<string, unknown>;
  for (const key of DATABASE_ERROR_FIELDS) {
    const value = source[key];
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  const database = err.name === "error" || typeof fields.severity === "string";
  // A plain error may still carry a code (Node's system errors do).
  if (!database && typeof source.code === "string") fields.code = source.code;
  return {
    kind: database ? "database" : "error",
    name: err.name,
    message: err.message,
    stack: err.stack,
    fields,
  };
}
