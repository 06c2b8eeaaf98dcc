import { describe, expect, it } from "vitest";
import type { FileContainer } from "../../lib/upload.ts";
import { INLINE_IMAGE_SIZES, inlineImageAttrs } from "./rich-text-image.ts";

const container = (versions: FileContainer["versions"]): FileContainer => ({
  id: "f1",
  legacy_id: null,
  filename: "a.png",
  content_type: "image/png",
  size: 52_000,
  caption: null,
  alt_text: null,
  width: 1600,
  height: 1000,
  focal_point: { x: 0.5, y: 0.5 },
  upload_type: "article",
  versions,
  created_date: "2026-11-21T18:00:00.000Z",
  modified_date: "2026-11-21T18:00:00.000Z",
  version: 1,
});

describe("inlineImageAttrs", () => {
  it("uses SIZED as the src and offers FULL in the srcset", () => {
    const c = container({
      SIZED: { url: "/files/s.webp", width: 900, height: 563 },
      FULL: { url: "/files/f.webp", width: 1500, height: 938 },
    });
    expect(inlineImageAttrs(c, " A red barn ")).toEqual({
      src: "/files/s.webp",
      srcset: "/files/s.webp 900w, /files/f.webp 1500w",
      sizes: INLINE_IMAGE_SIZES,
      alt: "A red barn",
      width: 900,
      height: 563,
    });
  });

  it("lists a small image once when SIZED and FULL are the same width", () => {
    const c = container({
      SIZED: { url: "/files/s.webp", width: 600, height: 400 },
      FULL: { url: "/files/f.webp", width: 600, height: 400 },
    });
    expect(inlineImageAttrs(c, "")?.srcset).toBe("/files/s.webp 600w");
  });

  it("falls back to FULL for types without SIZED, and to nothing without either", () => {
    const full = container({ FULL: { url: "/files/f.webp", width: 800, height: 800 } });
    expect(inlineImageAttrs(full, "x")?.src).toBe("/files/f.webp");
    expect(inlineImageAttrs(container({}), "x")).toBeNull();
  });
});
