import { describe, expect, it } from "vitest";
import { createCountCache, type MovingBound, normalise } from "./count-cache.ts";

/** A count that says how often it ran, and answers when told to. */
function counter(value = 7) {
  let runs = 0;
  let release: () => void = () => {};
  let gate: Promise<void> | null = null;
  return {
    get runs() {
      return runs;
    },
    hold() {
      gate = new Promise((r) => (release = r));
    },
    release: () => release(),
    count: async () => {
      runs++;
      if (gate) await gate;
      return value;
    },
  };
}

const bound = (at: number, from: number, to: number): MovingBound => ({
  at: new Date(at),
  span: async () => ({ from, to }),
});

describe("the count cache", () => {
  it("counts once per list and filters, whatever their order or undefined fields", async () => {
    const cache = createCountCache();
    const c = counter();
    const ask = (params: object) => cache.count({ list: "l", params, count: c.count });
    expect(await ask({ a: 1, tags: ["x", "y"], q: undefined })).toBe(7);
    expect(await ask({ tags: ["y", "x", "x"], a: 1 })).toBe(7);
    expect(c.runs).toBe(1);
    await ask({ a: 2, tags: ["x", "y"] });
    await cache.count({ list: "other", params: { a: 1, tags: ["x", "y"] }, count: c.count });
    expect(c.runs).toBe(3);
  });

  it("shares one count among identical requests made while it runs", async () => {
    const cache = createCountCache();
    const c = counter();
    c.hold();
    const asks = Array.from({ length: 5 }, () =>
      cache.count({ list: "l", params: {}, count: c.count }),
    );
    c.release();
    expect(await Promise.all(asks)).toEqual([7, 7, 7, 7, 7]);
    expect(c.runs).toBe(1);
  });

  it("does not keep a count that began before a change, nor hand it to later requests", async () => {
    const cache = createCountCache();
    const c = counter();
    c.hold();
    const early = cache.count({ list: "l", params: {}, count: c.count });
    cache.clear();
    const late = cache.count({ list: "l", params: {}, count: c.count });
    c.release();
    await Promise.all([early, late]);
    expect(c.runs).toBe(2);
    await cache.count({ list: "l", params: {}, count: c.count });
    expect(c.runs).toBe(2);
  });

  it("answers an instant inside a kept count's span and counts again outside it", async () => {
    const cache = createCountCache();
    const c = counter();
    const ask = (at: number) =>
      cache.count({ list: "l", params: {}, at: { now: bound(at, 100, 200) }, count: c.count });
    await ask(150);
    await ask(100);
    await ask(200);
    expect(c.runs).toBe(1);
    await ask(201);
    expect(c.runs).toBe(2);
  });

  it("holds a bounded number of keys, least recently used out first", async () => {
    const cache = createCountCache({ maxKeys: 2 });
    const c = counter();
    const ask = (a: number) => cache.count({ list: "l", params: { a }, count: c.count });
    await ask(1);
    await ask(2);
    await ask(1);
    await ask(3);
    expect(cache.size).toBe(2);
    await ask(1);
    expect(c.runs).toBe(3);
    await ask(2);
    expect(c.runs).toBe(4);
  });

  it("forgets a count after its time to live", async () => {
    let now = 0;
    const cache = createCountCache({ ttlMs: 1000, now: () => now });
    const c = counter();
    const ask = () => cache.count({ list: "l", params: {}, count: c.count });
    await ask();
    now = 999;
    await ask();
    now = 1000;
    await ask();
    expect(c.runs).toBe(2);
  });

  it("normalises dates by instant and keeps arrays of objects apart by content", () => {
    expect(normalise({ d: new Date(0) })).toBe(normalise({ d: new Date("1970-01-01T00:00:00Z") }));
    expect(normalise({ a: [{ x: 1 }] })).not.toBe(normalise({ a: [{ x: 2 }] }));
  });
});
