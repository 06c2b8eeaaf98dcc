// The V8 flags the production server runs with (npm start, the bench, the
// durability test; README "Deployment"; package.json's "start" repeats them).
// - Young generation: Node's default grows to 128 MB and stays committed after
//   the first burst of allocation (loading MUI alone leaves it there): capped
//   at 16 MB per semi-space, the server's resident memory is some 150 MB lower
//   for little extra GC time (bench/README.md has the figures).
// - Old generation: V8 lets it grow to several times what is live before a
//   full GC, and keeps what it grew to. Start-up (loading some 2,000 modules)
//   left 230 MB of heap committed around 75 MB live, and two minutes of load
//   some 550 MB around 150 MB. Growing by at most half of what survives the
//   last full GC keeps the idle process near 260 MB and under load near
//   500 MB, for more frequent full GCs (decision 023 has the figures).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16", "--heap-growing-percent=50"];
