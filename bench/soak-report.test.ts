import { describe, expect, it } from "vitest";
import { UsageError } from "./args.ts";
import { parseSoakArgs } from "./soak-args.ts";
import { percentile, rssSlopeMbPerMin, Tally, totals } from "./soak-report.ts";

describe("soak options", () => {
  it("defaults to 5 minutes per phase on PGlite, small scale, its own database and directory", () => {
    const o = parseSoakArgs([], "/repo");
    expect(o).toMatchObject({ duration: 300, workers: 20, sockets: 20 });
    expect(o.bench).toMatchObject({
      db: "pglite",
      scale: "small",
      fresh: true,
      build: true,
      dataDir: "/repo/data/bench/soak-pglite-small",
    });
    // Phase 2 always runs on PostgreSQL, never on the bench's own dataset.
    expect(o.cluster).toMatchObject({
      db: "postgres",
      dataDir: "/repo/data/bench/soak-postgres-small",
      databaseUrl: "postgres://postgres@127.0.0.1:5432/artcal_soak_small",
    });
  });

  it("--quick is 30 s per phase; --duration and the rest override", () => {
    expect(parseSoakArgs(["--quick"], "/repo").duration).toBe(30);
    const o = parseSoakArgs(
      ["--quick", "--duration=120", "--db=postgres", "--no-build", "--workers=5", "--port=3500"],
      "/repo",
    );
    expect(o).toMatchObject({ duration: 120, workers: 5 });
    expect(o.bench).toMatchObject({ db: "postgres", build: false, port: 3500 });
  });

  it("refuses nonsense with a usage error", () => {
    expect(() => parseSoakArgs(["--workers=0"])).toThrow(UsageError);
    expect(() => parseSoakArgs(["--db=mysql"])).toThrow(UsageError);
    expect(() => parseSoakArgs(["--bogus"])).toThrow(/Usage: npm run bench:soak/);
  });
});

describe("soak report", () => {
  it("takes nearest-rank percentiles", () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it("counts limits apart from errors, by kind", () => {
    const t = new Tally();
    t.add("sign-in", 10, "ok");
    t.add("sign-in", 30, "limited");
    t.add("page home", 5, "error");
    const stats = t.stats();
    expect(stats.map((s) => [s.kind, s.requests, s.ok, s.limited, s.errors])).toEqual([
      ["page home", 1, 0, 0, 1],
      ["sign-in", 2, 1, 1, 0],
    ]);
    expect(totals(stats)).toEqual({ requests: 3, ok: 1, limited: 1, errors: 1 });
  });

  it("measures memory growth over the second half only, in MB per minute", () => {
    // A climb while starting, then flat.
    const flat = [0, 10, 20, 30, 40, 50, 60].map((t) => ({ t, mb: t < 30 ? 200 + t * 5 : 350 }));
    expect(rssSlopeMbPerMin(flat)).toBe(0);
    // 1 MB every 10 s is 6 MB a minute.
    const leak = [0, 10, 20, 30, 40, 50, 60].map((t) => ({ t, mb: 300 + t / 10 }));
    expect(rssSlopeMbPerMin(leak)).toBe(6);
    expect(rssSlopeMbPerMin(leak.slice(0, 2))).toBeNull();
  });
});
