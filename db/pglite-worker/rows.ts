// The caller's side of a result: PGlite in the worker parsed every column
// with its default parsers, except the types the caller brought parsers
// for (functions cannot cross threads), which come back as PostgreSQL's
// text. Applying those parsers here, then shaping rows as objects when asked,
// gives exactly what PGlite in this thread would have returned.
import {
  messages,
  type ParserOptions,
  type QueryOptions,
  type Results,
} from "@electric-sql/pglite";
import type { WireError, WireQueryOptions, WireResults } from "./protocol.ts";

/** The options of a query as they cross; refuses the ones that cannot. */
export function wireOptions(options: QueryOptions | undefined): WireQueryOptions {
  if (options?.serializers || options?.blob || options?.onNotice) {
    throw new TypeError(
      "The database worker takes rowMode, parsers and paramTypes only (serializers, blob and onNotice cannot cross threads).",
    );
  }
  const rawOids = options?.parsers ? Object.keys(options.parsers).map(Number) : [];
  return options?.paramTypes ? { rawOids, paramTypes: options.paramTypes } : { rawOids };
}

export function toResults<T>(wire: WireResults, options: QueryOptions | undefined): Results<T> {
  const parsers = options?.parsers;
  if (parsers) applyParsers(wire, parsers);
  if (options?.rowMode !== "array") {
    (wire as unknown as Results).rows = toObjects(wire);
  }
  return wire as unknown as Results<T>;
}

function applyParsers(wire: WireResults, parsers: ParserOptions) {
  const columns: { index: number; oid: number; parse: (value: string, oid: number) => unknown }[] =
    [];
  wire.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (parse) columns.push({ index, oid: field.dataTypeID, parse });
  });
  if (columns.length === 0) return;
  for (const row of wire.rows) {
    for (const c of columns) {
      const value = row[c.index];
      if (value !== null) row[c.index] = c.parse(value as string, c.oid);
    }
  }
}

function toObjects(wire: WireResults): Record<string, unknown>[] {
  const names = wire.fields.map((f) => f.name);
  // Assignment would set a prototype where PGlite's Object.fromEntries defines a property.
  if (names.includes("__proto__")) {
    return wire.rows.map((row) => Object.fromEntries(names.map((n, i) => [n, row[i]])));
  }
  return wire.rows.map((row) => {
    const object: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) object[names[i]!] = row[i];
    return object;
  });
}

/** The worker's error as the one PGlite would have thrown here, with the caller's query on it. */
export function fromWireError(
  wire: WireError,
  call?: { query: string; params?: unknown[]; options?: QueryOptions },
): Error {
  let error: Error;
  if (wire.kind === "database") {
    const length = typeof wire.fields.length === "number" ? wire.fields.length : 0;
    error = new messages.DatabaseError(wire.message, length, "error");
    Object.assign(error, wire.fields);
    if (call)
      Object.assign(error, { query: call.query, params: call.params, queryOptions: call.options });
  } else {
    error = new Error(wire.message);
    error.name = wire.name;
    Object.assign(error, wire.fields);
  }
  if (wire.stack) error.stack = wire.stack;
  return error;
}
