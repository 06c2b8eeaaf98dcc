import sharp, { type Stats } from "sharp";
import { describe, expect, it } from "vitest";
import { artworkSvg, describeArtwork, renderArtwork } from "./artwork.ts";
import { sniffImage } from "./process.ts";

describe("renderArtwork", () => {
  it("renders a 1600×1000 JPEG by default", async () => {
    const buf = await renderArtwork("event:northern-spark");
    expect(await sniffImage(buf)).toEqual({
      format: "jpeg",
      contentType: "image/jpeg",
      width: 1600,
      height: 1000,
    });
  });

  it("is byte-identical for the same seed", async () => {
    const [a, b] = await Promise.all([
      renderArtwork("venue:walker"),
      renderArtwork("venue:walker"),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  it("differs between seeds", async () => {
    const [a, b] = await Promise.all([renderArtwork("event-1"), renderArtwork("event-2")]);
    expect(a.equals(b)).toBe(false);
    const [sa, sb] = await Promise.all([sharp(a).stats(), sharp(b).stats()]);
    const means = (s: Stats) => s.channels.map((c) => Math.round(c.mean));
    expect(means(sa)).not.toEqual(means(sb));
  });

  it("is a picture, not a flat field", async () => {
    for (const seed of ["a", "b", "c", "d"]) {
      const stats = await sharp(await renderArtwork(seed, { width: 320, height: 200 })).stats();
      expect(stats.channels.some((c) => c.stdev > 10)).toBe(true);
    }
  });

  it("honours a custom size and rejects silly ones", async () => {
    const buf = await renderArtwork("x", { width: 400, height: 300 });
    expect(await sniffImage(buf)).toMatchObject({ width: 400, height: 300 });
    await expect(renderArtwork("x", { width: 0 })).rejects.toThrow(RangeError);
    await expect(renderArtwork("x", { height: 1.5 })).rejects.toThrow(RangeError);
  });

  it("builds its SVG from shapes only, with 6–14 of them", () => {
    for (const seed of ["one", "two", "three", "four", "five"]) {
      const svg = artworkSvg(seed, 1600, 1000);
      expect(svg).not.toMatch(/<text|<image|href=/);
      const shapes = svg.match(/<(circle|rect|path) /g)!.length - 1; // minus the background
      expect(shapes).toBeGreaterThanOrEqual(6);
      expect(shapes).toBeLessThanOrEqual(14);
    }
  });
});

describe("describeArtwork", () => {
  it("names the picture's main shapes, colours and ground, the same for the same seed", () => {
    const words = describeArtwork("demo-article-3");
    expect(words).toMatch(/^[A-Z][a-z]+ and [a-z]+ in [a-z, ]+ on a (dark|pale) ground$/);
    expect(describeArtwork("demo-article-3")).toBe(words);
    const all = new Set(Array.from({ length: 24 }, (_, i) => describeArtwork(`demo-event-${i}`)));
    expect(all.size).toBeGreaterThan(12);
  });

  it("describes what is drawn: a dark ground is dark", async () => {
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const { channels } = await sharp(
        await renderArtwork(seed, { width: 160, height: 100 }),
      ).stats();
      const mean = channels.reduce((s, c) => s + c.mean, 0) / channels.length;
      if (describeArtwork(seed).endsWith("dark ground")) expect(mean).toBeLessThan(128);
      else expect(mean).toBeGreaterThan(100);
    }
  });
});
