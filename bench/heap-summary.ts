// Summarises a V8 heap snapshot (.heapsnapshot, from --heapsnapshot-signal or
// v8.writeHeapSnapshot): self size by node type and constructor, and the code
// (functions, bytecode, source) by the package or file it came from.
//   node bench/heap-summary.ts file.heapsnapshot [top=25]
// Decision 023 has the figures it gave.
import { readFileSync } from "node:fs";

interface Snapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: unknown[];
      edge_fields: string[];
      edge_types: unknown[];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node bench/heap-summary.ts file.heapsnapshot [top]");
  process.exit(2);
}
const top = Number(topArg ?? 25);
const snap = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
// Typed arrays: indexing them gives numbers, not number | undefined.
const nodes = Float64Array.from(snap.nodes);
const edges = Float64Array.from(snap.edges);
const strings = snap.strings;
const { meta } = snap.snapshot;
const nodeFields = meta.node_fields.length;
const edgeFields = meta.edge_fields.length;
const nodeTypes = (meta.node_types[0] ?? []) as string[];
const edgeTypes = (meta.edge_types[0] ?? []) as string[];
const f = (name: string) => meta.node_fields.indexOf(name);
const TYPE = f("type");
const NAME = f("name");
const SIZE = f("self_size");
const EDGES = f("edge_count");
const ETYPE = meta.edge_fields.indexOf("type");
const ENAME = meta.edge_fields.indexOf("name_or_index");
const ETO = meta.edge_fields.indexOf("to_node");
const count = nodes.length / nodeFields;

// The snapshot's flat arrays, read with a default so the types stay plain numbers.
const node = (i: number, field: number) => nodes[i * nodeFields + field] ?? 0;
const edgeAt = (e: number, field: number) => edges[e + field] ?? 0;

// First edge of every node (edges are stored in node order).
const firstEdge = new Uint32Array(count + 1);
for (let i = 0, e = 0; i < count; i++) {
  firstEdge[i] = e;
  e += node(i, EDGES) * edgeFields;
}
firstEdge[count] = edges.length;

const type = (i: number) => nodeTypes[node(i, TYPE)] ?? "?";
const name = (i: number) => strings[node(i, NAME)] ?? "";
const size = (i: number) => node(i, SIZE);
function edge(i: number, wanted: string): number | undefined {
  for (let e = firstEdge[i] ?? 0; e < (firstEdge[i + 1] ?? 0); e += edgeFields) {
    const t = edgeTypes[edgeAt(e, ETYPE)];
    const label = t === "element" || t === "hidden" ? "" : (strings[edgeAt(e, ENAME)] ?? "");
    if (label === wanted) return edgeAt(e, ETO) / nodeFields;
  }
  return undefined;
}

const mb = (n: number) => (n / 1048576).toFixed(1);
function print(title: string, totals: Map<string, number>) {
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, top);
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${title} (total ${mb(sum)} MB)`);
  for (const [k, v] of rows) console.log(`${mb(v).padStart(8)} MB  ${k.slice(0, 110)}`);
}

const byType = new Map<string, number>();
const byConstructor = new Map<string, number>();
for (let i = 0; i < count; i++) {
  const t = type(i);
  byType.set(t, (byType.get(t) ?? 0) + size(i));
  const key =
    t === "object" || t === "closure"
      ? `${t} ${name(i)}`
      : t === "code"
        ? `code ${name(i).split(" ")[0]}`
        : t;
  byConstructor.set(key, (byConstructor.get(key) ?? 0) + size(i));
}
print("By node type", byType);
print("By constructor (objects, closures) or kind", byConstructor);

// Where code lives: a SharedFunctionInfo's script names the file; its bytecode
// and the script's source count towards it too.
function packageOf(url: string): string {
  const clean = url.replace(/^file:\/\//, "");
  const nm = clean.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const parts = clean.slice(nm + 13).split("/");
    const [scope = "", pkg = ""] = parts;
    return scope.startsWith("@") ? `${scope}/${pkg}` : scope;
  }
  if (clean.startsWith("node:") || !clean.includes("/"))
    return `(node) ${clean.split("/")[0] || "(no script)"}`;
  const root = clean.indexOf("/build/server/");
  return root >= 0
    ? `(ours) build/server/${clean.slice(root + 14)}`
    : `(ours) ${clean.split("/").slice(-2).join("/")}`;
}
const byPackage = new Map<string, number>();
const scriptName = new Map<number, string>();
for (let i = 0; i < count; i++) {
  if (
    type(i) !== "code" ||
    (!name(i).startsWith("(shared function info)") &&
      !name(i).startsWith("system / SharedFunctionInfo"))
  )
    continue;
  const script = edge(i, "script");
  let pkg = "(no script)";
  if (script !== undefined) {
    if (!scriptName.has(script)) {
      const n = edge(script, "name");
      scriptName.set(script, n === undefined ? "" : name(n));
    }
    pkg = packageOf(scriptName.get(script) ?? "");
  }
  let bytes = size(i);
  const data = edge(i, "function_data") ?? edge(i, "bytecode");
  if (data !== undefined && type(data) === "code") bytes += size(data);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytes);
}
for (const [script, url] of scriptName) {
  const source = edge(script, "source");
  if (source !== undefined) {
    const pkg = packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + size(source));
  }
}
print("Functions, bytecode and source by package", byPackage);
