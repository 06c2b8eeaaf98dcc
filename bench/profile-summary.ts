// Summarises a V8 .cpuprofile (node --cpu-prof): the top frames by self time
// and by total time, and the time by package (where in node_modules, or ours),
// so a profile can be read and compared without a browser.
//
//   node bench/profile-summary.ts profile.cpuprofile [--top=25] [--requests=N]
//
// With --requests, it also prints the busy CPU time per request (everything
// but the idle and program frames, divided by N); --skip=S leaves out the
// first S seconds (start-up and warm-up). Decision 022 reads its
// before/after figures with this.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: "string", default: "25" },
    requests: { type: "string" },
    // Seconds from the profile's start to leave out (start-up and warm-up).
    skip: { type: "string", default: "0" },
    // Where the time of the functions with this name comes from: their callers, three deep.
    callers: { type: "string" },
  },
});
const file = positionals[0];
if (!file) {
  console.error("usage: node bench/profile-summary.ts FILE.cpuprofile [--top=N] [--requests=N]");
  process.exit(2);
}
const top = Number(values.top);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** Where a frame's code lives: a package in node_modules, ours, node's own or V8's. */
function area(url: string): string {
  if (!url) return "(native/V8)";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + "node_modules/".length).split("/");
    return rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith("node:")) return "node:*";
  const m = url.match(/\/(app|server|core|db|build)\//);
  return m ? `ours:${m[1]}` : url;
}
const label = (f: CallFrame) => {
  const where = f.url
    ? f.url.replace(/^file:\/\/.*?\/(node_modules|build|server|app|core|db)\//, "$1/")
    : "";
  return `${f.functionName || "(anonymous)"} ${where}${where ? `:${f.lineNumber + 1}` : ""}`;
};
const IDLE = new Set(["(idle)", "(program)"]);

// Each sample's duration is the delta to the next sample.
const self = new Map<string, number>();
const total = new Map<string, number>();
const areas = new Map<string, number>();
let busy = 0;
let all = 0;
let at = 0;
const skipMs = Number(values.skip) * 1000;
for (let i = 0; i < profile.samples.length; i++) {
  at += (profile.timeDeltas[i] ?? 0) / 1000;
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000; // ms
  if (at < skipMs) continue;
  all += dt;
  const leaf = byId.get(profile.samples[i]!)!;
  const name = leaf.callFrame.functionName;
  if (IDLE.has(name)) continue;
  busy += dt;
  const key = label(leaf.callFrame);
  self.set(key, (self.get(key) ?? 0) + dt);
  const a = name === "(garbage collector)" ? "(gc)" : area(leaf.callFrame.url);
  areas.set(a, (areas.get(a) ?? 0) + dt);
  // Total time: each function once per sample, however deep it recurses.
  const seen = new Set<string>();
  for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
    const k = label(byId.get(id)!.callFrame);
    if (seen.has(k)) continue;
    seen.add(k);
    total.set(k, (total.get(k) ?? 0) + dt);
  }
}

// The callers of one function: each sample in it, by its chain of three callers.
const callers = new Map<string, number>();
if (values.callers) {
  let t = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += (profile.timeDeltas[i] ?? 0) / 1000;
    if (t < skipMs) continue;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      if (byId.get(id)!.callFrame.functionName !== values.callers) continue;
      const chain: string[] = [];
      for (let up = parent.get(id); up !== undefined && chain.length < 3; up = parent.get(up))
        chain.push(label(byId.get(up)!.callFrame));
      const k = chain.join(" < ");
      callers.set(k, (callers.get(k) ?? 0) + dt);
      break;
    }
  }
}

const pct = (ms: number) => `${((100 * ms) / busy).toFixed(1).padStart(5)} %`;
const rows = (m: Map<string, number>, n: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, ms]) => `${pct(ms)} ${ms.toFixed(0).padStart(7)} ms  ${k}`)
    .join("\n");

console.log(`profile: ${(all / 1000).toFixed(1)} s sampled, ${(busy / 1000).toFixed(2)} s busy`);
if (values.requests) {
  const n = Number(values.requests);
  console.log(`per request: ${(busy / n).toFixed(2)} ms of CPU over ${n} requests`);
}
console.log(`\n## by area (self time)\n${rows(areas, 20)}`);
console.log(`\n## top ${top} by self time\n${rows(self, top)}`);
console.log(`\n## top ${top} by total time\n${rows(total, top)}`);
if (values.callers) console.log(`\n## callers of ${values.callers}\n${rows(callers, top)}`);
