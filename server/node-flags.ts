// The V8 flags the production server runs with (npm start, the bench, the
// durability test; README "Deployment"; package.json's "start" repeats them).
// - Young generation: Node's default grows to 128 MB and stays committed after
//   the first burst of allocation (loading MUI alone leaves it there): capped
//   at 16 MB per semi-space, the server's resident memory is some 150 MB lower
//   for little extra GC time (bench/README.md has the figures).
// - Old generation during start-up: loading some 2,000 modules allocates fast,
//   V8 lets the heap grow to several times what survives, and keeps what it
//   grew to (230 MB committed around 75 MB live). Growing by at most half of
//   what survived the last full GC, the ready process holds ~150 MB less.
//   Once the server is ready, V8's own growth policy again: kept under load,
//   the same limit saves ~350 MB but costs a tenth of the throughput in full
//   GCs (decision 027 has the figures).
import v8 from "node:v8";

const START_UP_HEAP_GROWTH = "--heap-growing-percent=50";

export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16", START_UP_HEAP_GROWTH];

/** Called once the server is ready: V8 grows the heap as it sees fit again. */
export function endStartUpHeapGrowth(): void {
  // Only undo our own start-up flag, not a value someone passed on purpose.
  if (process.execArgv.includes(START_UP_HEAP_GROWTH)) {
    v8.setFlagsFromString("--heap-growing-percent=0");
  }
}
