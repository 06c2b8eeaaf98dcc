import os from "node:os";

/** Where the numbers come from: they mean little without the machine and what else ran on it. */
export function describeMachine(db: { kind: string; version: string | null }) {
  const cpus = os.cpus();
  return {
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    cpus: { count: cpus.length, model: cpus[0]?.model.trim() ?? "unknown" },
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    db,
    /** 1, 5 and 15 minute load averages when the run ended: other work on the machine skews results. */
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}
