import { describe, expect, it } from "vitest";
import { parseBenchArgs, UsageError } from "./args.ts";

describe("bench options", () => {
  it("defaults to the city scale on PGlite, 50 connections, 20 s per scenario", () => {
    const o = parseBenchArgs([], "/repo");
    expect(o).toMatchObject({
      db: "pglite",
      scale: "city",
      quick: false,
      duration: 20,
      connections: 50,
      build: true,
      fresh: false,
      dataDir: "/repo/data/bench/pglite-city",
      databaseUrl: "postgres://postgres@127.0.0.1:5432/artcal_bench_city",
    });
  });

  it("--quick is CI's smoke run: small scale, 1 s, fewer connections", () => {
    const o = parseBenchArgs(["--quick"], "/repo");
    expect(o).toMatchObject({ scale: "small", duration: 1, connections: 10, quick: true });
    expect(o.dataDir).toBe("/repo/data/bench/pglite-small");
  });

  it("takes the database, scale and overrides from the command line", () => {
    const o = parseBenchArgs(
      ["--db=postgres", "--scale=decade", "--duration=5", "--no-build", "--only=api, event"],
      "/repo",
    );
    expect(o).toMatchObject({ db: "postgres", scale: "decade", duration: 5, build: false });
    expect(o.databaseUrl).toMatch(/\/artcal_bench_decade$/);
    expect(o.only).toEqual(["api", "event"]);
  });

  it("refuses what it does not know, with the usage", () => {
    expect(() => parseBenchArgs(["--db=mysql"])).toThrow(UsageError);
    expect(() => parseBenchArgs(["--scale=huge"])).toThrow(UsageError);
    expect(() => parseBenchArgs(["--duration=-1"])).toThrow(UsageError);
    expect(() => parseBenchArgs(["--frobnicate"])).toThrow(/Usage: npm run bench/);
  });
});
