// `node bench/probe.ts [--db=…] [--scale=…]`: only the Upcoming query, timed
// and EXPLAINed on an existing dataset (step 8 of `npm run bench`, without the
// build, the server and the HTTP scenarios), for the decade-scale target; then
// the Upcoming request as a client gets it (page and total), with its count
// cold and kept.
import path from "node:path";
import { parseBenchArgs, runCommand } from "./args.ts";
import { probeUpcoming } from "./db-probe.ts";
import { datasetConfig } from "./generate.ts";
import { probeUpcomingRequest, type Timings } from "./request-probe.ts";

const ms = (t: Timings) =>
  `p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms, max ${t.max.toFixed(2)} ms, ` +
  `${t.cpuMs.toFixed(2)} ms of this process's CPU each`;

async function main() {
  const o = parseBenchArgs(process.argv.slice(2), path.resolve(import.meta.dirname, ".."));
  const probe = await probeUpcoming(datasetConfig(o), 200);
  console.log(`${o.scale} on ${o.db} (${probe.version})`);
  console.log(
    `Upcoming query: p50 ${probe.ms.p50.toFixed(2)} ms, p95 ${probe.ms.p95.toFixed(2)} ms, ` +
      `max ${probe.ms.max.toFixed(2)} ms over ${probe.total} matching dates`,
  );
  console.log(`sequential scans: ${probe.seqScans.length ? probe.seqScans.join(", ") : "none"}\n`);
  for (const plan of probe.plans) console.log(`${plan}\n`);
  const request = await probeUpcomingRequest(datasetConfig(o), 200);
  console.log(
    `Upcoming request (page of ${request.rows} and total ${request.total}, in-process HTTP):`,
  );
  console.log(`  count cold (first after a change): ${ms(request.cold)}`);
  console.log(`  count kept (every request after):  ${ms(request.warm)}`);
}

await runCommand(main);
