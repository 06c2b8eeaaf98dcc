import { describe, expect, it } from "vitest";
import { SLUG_BASE_MAX_LENGTH, slugify, UNIQUE_SLUG_MAX_TRIES, uniqueSlug } from "./slug.ts";

describe("slugify", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["  Spaces   around  ", "spaces-around"],
    ["Art & Craft: A Show!", "art-craft-a-show"],
    ["Northern Spark 2026", "northern-spark-2026"],
    ["re/mix -- (vol. 2)", "re-mix-vol-2"],
    ["under_score", "under-score"],
    ["already-a-slug", "already-a-slug"],
    ["Tabs\tand\nnewlines", "tabs-and-newlines"],
    ["MIXED case", "mixed-case"],
    ["'Quoted' “curly” title", "quoted-curly-title"],
  ])("%j → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each([
    ["Café Ñandú", "cafe-nandu"],
    ["Crème brûlée à la mode", "creme-brulee-a-la-mode"],
    ["Straße", "strasse"],
    ["Øresund Æsthetics", "oresund-aesthetics"],
    ["Łódź", "lodz"],
    ["ﬁne ＡＲＴ", "fine-art"],
  ])("strips accents to ASCII: %j → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("treats other scripts as separators", () => {
    expect(slugify("Выставка 2026")).toBe("2026");
    expect(slugify("Art 🎨 Party")).toBe("art-party");
  });

  it.each(["", "   ", "!!!", "🎨", "日本"])("gives untitled for %j", (title) => {
    expect(slugify(title)).toBe("untitled");
  });

  it("keeps long slugs within the limit, cut at a hyphen", () => {
    const slug = slugify("word ".repeat(60));
    expect(slug.length).toBeLessThanOrEqual(SLUG_BASE_MAX_LENGTH);
    expect(slug).toMatch(/^(word-)*word$/);
  });

  it("cuts a single overlong word", () => {
    expect(slugify("a".repeat(150))).toBe("a".repeat(SLUG_BASE_MAX_LENGTH));
  });

  it("always satisfies the API's slug rule", () => {
    for (const title of ["-x-", " a -- b ", "Ünïcödé!", "x".repeat(300), "ab ".repeat(80)]) {
      expect(slugify(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe("uniqueSlug", () => {
  it("returns the base when free", async () => {
    expect(await uniqueSlug("show", () => false)).toBe("show");
  });

  it("adds -2, -3… on clashes", async () => {
    const taken = new Set(["show", "show-2", "show-3"]);
    expect(await uniqueSlug("show", (s) => taken.has(s))).toBe("show-4");
    expect(await uniqueSlug("show", (s) => s === "show")).toBe("show-2");
  });

  it("awaits an async check, in order", async () => {
    const asked: string[] = [];
    const taken = new Set(["show", "show-2"]);
    const slug = await uniqueSlug("show", async (s) => {
      asked.push(s);
      return taken.has(s);
    });
    expect(slug).toBe("show-3");
    expect(asked).toEqual(["show", "show-2", "show-3"]);
  });

  it("gives up after the last try", async () => {
    await expect(uniqueSlug("show", () => true)).rejects.toThrow(
      `after ${UNIQUE_SLUG_MAX_TRIES} tries`,
    );
  });

  it("passes on a failing check", async () => {
    await expect(uniqueSlug("show", () => Promise.reject(new Error("db down")))).rejects.toThrow(
      "db down",
    );
  });
});
