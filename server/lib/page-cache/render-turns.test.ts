import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createPageCache } from "./index.ts";

// A burst of requests the cache cannot answer (PAGE_CACHE=off, or many
// different filters) renders a few at a time; the rest wait their turn
// instead of all holding their half-built pages in memory at once.

function appWith(renders: number) {
  const pageCache = createPageCache({ maxBytes: 0, renders });
  let running = 0;
  let most = 0;
  const app = new Hono();
  app.use(pageCache.middleware);
  app.get("*", async (c) => {
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running--;
    return c.html(`<p>${c.req.path}</p>`);
  });
  return { app, most: () => most };
}

describe("public renders take turns", () => {
  it("twenty different pages at once render at most `renders` at a time, and every one is answered", async () => {
    const { app, most } = appWith(3);
    const paths = Array.from({ length: 20 }, (_, i) => `/calendar/upcoming?page=${i + 1}`);
    const answers = await Promise.all(paths.map((p) => app.request(p)));
    expect(answers.map((r) => r.status)).toEqual(paths.map(() => 200));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(bodies).toEqual(paths.map((p) => `<p>${new URL(p, "http://x").pathname}</p>`));
    expect(most()).toBe(3);
  });

  it("pages that are not public (the account, the back office) do not wait for a turn", async () => {
    const { app, most } = appWith(1);
    await Promise.all(Array.from({ length: 5 }, (_, i) => app.request(`/account?tab=${i}`)));
    expect(most()).toBe(5);
  });
});
