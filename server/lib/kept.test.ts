import { describe, expect, it } from "vitest";
import { createKept } from "./kept.ts";

describe("kept values", () => {
  it("reads once until cleared, then reads again", async () => {
    const kept = createKept();
    let reads = 0;
    const load = async () => ++reads;
    expect(await kept.get("a", load)).toBe(1);
    expect(await kept.get("a", load)).toBe(1);
    kept.clear();
    expect(await kept.get("a", load)).toBe(2);
  });

  it("does not keep a read that was under way when content changed", async () => {
    const kept = createKept();
    let release: (v: string) => void = () => {};
    const first = kept.get("a", () => new Promise<string>((r) => (release = r)));
    kept.clear();
    release("old");
    expect(await first).toBe("old");
    expect(await kept.get("a", async () => "new")).toBe("new");
  });

  it("forgets a failed read", async () => {
    const kept = createKept();
    await expect(kept.get("a", async () => Promise.reject(new Error("down")))).rejects.toThrow();
    expect(await kept.get("a", async () => "up")).toBe("up");
  });

  it("reads again after its lifetime, by the clock", async () => {
    let t = 0;
    const kept = createKept({ ttlMs: 1000, now: () => t });
    expect(await kept.get("a", async () => "first")).toBe("first");
    t = 999;
    expect(await kept.get("a", async () => "second")).toBe("first");
    t = 1000;
    expect(await kept.get("a", async () => "third")).toBe("third");
  });
});
