import { describe, expect, it } from "vitest";
import {
  ACCEPTED_IMAGE_TYPES,
  coverCrop,
  isUploadType,
  isVersionName,
  UPLOAD_TYPES,
  VERSION_NAMES,
  VERSION_SPECS,
  versionSchema,
} from "./versions.ts";

describe("VERSION_SPECS", () => {
  it("matches the sizes of the domain", () => {
    expect(VERSION_SPECS).toEqual({
      CARD_LARGE: { kind: "cover", width: 900, height: 472 },
      CARD_SMALL: { kind: "cover", width: 350, height: 184 },
      THUMB: { kind: "cover", width: 160, height: 160 },
      CARD_PROGRESSIVE: { kind: "cover", width: 40, height: 21 },
      SIZED: { kind: "inside", max: 900 },
      FULL: { kind: "inside", max: 1500 },
      // 16:9, 4:3 and 1:1 at 1200 px: what search engines ask of an event's images.
      SHARE_16X9: { kind: "cover", width: 1200, height: 675 },
      SHARE_4X3: { kind: "cover", width: 1200, height: 900 },
      SHARE_1X1: { kind: "cover", width: 1200, height: 1200 },
    });
    expect(Object.keys(VERSION_SPECS).sort()).toEqual([...VERSION_NAMES].sort());
  });

  it("recognises version names", () => {
    expect(isVersionName("THUMB")).toBe(true);
    expect(isVersionName("thumb")).toBe(false);
    expect(isVersionName(3)).toBe(false);
  });
});

describe("versionSchema", () => {
  const PAGE = ["CARD_LARGE", "CARD_SMALL", "THUMB", "CARD_PROGRESSIVE", "SIZED", "FULL"];
  it.each(["venue", "article", "category", "product"] as const)(
    "%s gets the six page versions",
    (type) => {
      const schema = versionSchema(type);
      expect(schema.type).toBe(type);
      expect(schema.versions.map((v) => v.name)).toEqual(PAGE);
    },
  );

  it("event gets the six page versions and the three share crops", () => {
    expect(versionSchema("event").versions.map((v) => v.name)).toEqual([...VERSION_NAMES]);
    expect(versionSchema("event").versions.map((v) => v.name)).toEqual([
      ...PAGE,
      "SHARE_16X9",
      "SHARE_4X3",
      "SHARE_1X1",
    ]);
  });

  it.each(["author", "avatar"] as const)("%s gets THUMB, CARD_SMALL and FULL", (type) => {
    expect(versionSchema(type).versions.map((v) => v.name)).toEqual([
      "THUMB",
      "CARD_SMALL",
      "FULL",
    ]);
  });

  it("advert gets SIZED, FULL and CARD_PROGRESSIVE, uncropped", () => {
    expect(versionSchema("advert").versions).toEqual([
      { name: "SIZED", kind: "inside", max: 900 },
      { name: "FULL", kind: "inside", max: 1500 },
      { name: "CARD_PROGRESSIVE", kind: "cover", width: 40, height: 21 },
    ]);
  });

  it("spreads each version's spec", () => {
    expect(versionSchema("event").versions[0]).toEqual({
      name: "CARD_LARGE",
      kind: "cover",
      width: 900,
      height: 472,
    });
  });

  it("covers every upload type and rejects others", () => {
    for (const type of UPLOAD_TYPES) {
      expect(isUploadType(type)).toBe(true);
      expect(versionSchema(type).versions.length).toBeGreaterThan(0);
    }
    expect(isUploadType("banner")).toBe(false);
    expect(isUploadType(undefined)).toBe(false);
  });
});

describe("coverCrop", () => {
  it.each([
    // landscape source into CARD_LARGE: height decides the scale (0.472)
    [2000, 1000, 900, 472, { x: 0.5, y: 0.5 }, [944, 472, 22, 0]],
    [2000, 1000, 900, 472, { x: 0, y: 0 }, [944, 472, 0, 0]],
    [2000, 1000, 900, 472, { x: 1, y: 1 }, [944, 472, 44, 0]],
    // portrait source: width decides the scale (0.9), the window slides vertically
    [1000, 2000, 900, 472, { x: 0.5, y: 0.5 }, [900, 1800, 0, 664]],
    [1000, 2000, 900, 472, { x: 0.5, y: 0 }, [900, 1800, 0, 0]],
    [1000, 2000, 900, 472, { x: 0.5, y: 1 }, [900, 1800, 0, 1328]],
    [1000, 2000, 900, 472, { x: 0, y: 0.2 }, [900, 1800, 0, 124]],
    // wide source with the window near the left edge
    [2000, 472, 900, 472, { x: 0.1, y: 0.5 }, [2000, 472, 0, 0]],
    [2000, 472, 900, 472, { x: 0.9, y: 0.5 }, [2000, 472, 1100, 0]],
    [2000, 472, 900, 472, { x: 0.4, y: 0.5 }, [2000, 472, 350, 0]],
    // same aspect ratio: no crop at all
    [1800, 944, 900, 472, { x: 0.9, y: 0.1 }, [900, 472, 0, 0]],
    [350, 184, 350, 184, { x: 0.5, y: 0.5 }, [350, 184, 0, 0]],
    // square THUMB from 4:3 (213.33 rounds to 213)
    [4000, 3000, 160, 160, { x: 0.5, y: 0.5 }, [213, 160, 27, 0]],
    // CARD_PROGRESSIVE from 3:2
    [3000, 2000, 40, 21, { x: 0.5, y: 0.5 }, [40, 27, 0, 3]],
    // a source smaller than the target is upscaled to cover it
    [100, 50, 160, 160, { x: 0.5, y: 0.5 }, [320, 160, 80, 0]],
    [100, 50, 160, 160, { x: 1, y: 0 }, [320, 160, 160, 0]],
    [300, 100, 900, 472, { x: 0.5, y: 0.5 }, [1416, 472, 258, 0]],
  ] as const)("%i×%i → %i×%i at %j", (srcW, srcH, dstW, dstH, focal, expected) => {
    const c = coverCrop(srcW, srcH, dstW, dstH, focal);
    expect([c.resizeWidth, c.resizeHeight, c.left, c.top]).toEqual(expected);
  });

  it("defaults to the centre and tames out-of-range focal points", () => {
    expect(coverCrop(2000, 1000, 900, 472)).toEqual(
      coverCrop(2000, 1000, 900, 472, { x: 0.5, y: 0.5 }),
    );
    expect(coverCrop(2000, 1000, 900, 472, { x: -3, y: 9 })).toEqual({
      resizeWidth: 944,
      resizeHeight: 472,
      left: 0,
      top: 0,
    });
    expect(coverCrop(2000, 1000, 900, 472, { x: Number.NaN, y: 0.5 }).left).toBe(22);
  });

  it("always yields a window inside the scaled image", () => {
    for (const [w, h] of [
      [1, 1],
      [7, 3000],
      [3000, 7],
      [1234, 987],
      [899, 471],
    ] as const) {
      for (const spec of [VERSION_SPECS.CARD_LARGE, VERSION_SPECS.THUMB]) {
        if (spec.kind !== "cover") continue;
        for (const x of [0, 0.33, 1]) {
          const c = coverCrop(w, h, spec.width, spec.height, { x, y: 1 - x });
          expect(c.left).toBeGreaterThanOrEqual(0);
          expect(c.top).toBeGreaterThanOrEqual(0);
          expect(c.left + spec.width).toBeLessThanOrEqual(c.resizeWidth);
          expect(c.top + spec.height).toBeLessThanOrEqual(c.resizeHeight);
        }
      }
    }
  });

  it("rejects empty sizes", () => {
    expect(() => coverCrop(0, 100, 10, 10)).toThrow(RangeError);
  });
});

describe("ACCEPTED_IMAGE_TYPES", () => {
  it("lists the raster formats we decode", () => {
    expect([...ACCEPTED_IMAGE_TYPES]).toEqual([
      "image/jpeg",
      "image/png",
      "image/webp",
      "image/gif",
      "image/avif",
    ]);
  });
});
