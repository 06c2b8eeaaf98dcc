// The V8 flags the production server runs with (npm start, the bench, the
// durability test; README "Deployment"). Node's default young generation
// grows to 128 MB and stays committed after the first burst of allocation
// (loading MUI alone leaves it there): capped at 16 MB per semi-space, the
// server's resident memory is some 150 MB lower for little extra GC time
// (bench/README.md has the figures).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16"];
