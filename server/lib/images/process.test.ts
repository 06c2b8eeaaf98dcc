import { crc32, deflateSync } from "node:zlib";
import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { VERSION_SPECS, versionSchema } from "../../../core/files/versions.ts";
import {
  checkPixels,
  ImageError,
  type ImageFormat,
  MAX_INPUT_PIXELS,
  makeVersions,
  sniffImage,
} from "./process.ts";

type Rgb = { r: number; g: number; b: number };
const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

function solid(width: number, height: number, colour: Rgb = { r: 90, g: 140, b: 60 }) {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

/** Left half red, right half blue. */
function halves(width: number, height: number) {
  const half = Math.floor(width / 2);
  const blue = { create: { width: width - half, height, channels: 3, background: BLUE } } as const;
  return solid(width, height, RED).composite([{ input: blue, left: half, top: 0 }]);
}

function encode(image: Sharp, format: ImageFormat) {
  return image.toFormat(format, format === "avif" ? { effort: 2 } : {}).toBuffer();
}

/** Share of pixels whose dominant channel is red (vs blue). */
async function redShare(buf: Buffer) {
  const { data, info } = await sharp(buf).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! > data[i + 2]!) red++;
  return red / (info.width * info.height);
}

/** A genuine, valid 1-bit 20000×20000 PNG: zero rows deflate to almost nothing. */
let huge: Buffer | undefined;
function hugePng() {
  const [width, height] = [20_000, 20_000];
  if (huge) return huge;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth; colour type 0 (grey)
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  huge = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return huge;
}

describe("sniffImage", () => {
  it.each([
    ["jpeg", "image/jpeg"],
    ["png", "image/png"],
    ["webp", "image/webp"],
    ["gif", "image/gif"],
    ["avif", "image/avif"],
  ] as const)("recognises %s from its bytes", async (format, contentType) => {
    const buf = await encode(solid(300, 200), format);
    expect(await sniffImage(buf)).toEqual({ format, contentType, width: 300, height: 200 });
  });

  it("reports the size after EXIF orientation", async () => {
    const buf = await solid(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await sniffImage(buf)).toMatchObject({ format: "jpeg", width: 100, height: 200 });
  });

  it("rejects what is not a raster image we accept, whatever it is called", async () => {
    const text = Buffer.from("Not a picture, just notes.txt renamed to photo.jpg\n".repeat(5));
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="red"/></svg>',
    );
    const tiff = await solid(50, 50).tiff().toBuffer();
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n");
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      Buffer.alloc(64),
    ]);
    for (const buf of [text, svg, tiff, pdf, heic, Buffer.alloc(0), Buffer.from([0xff, 0xd8])]) {
      expect(await sniffImage(buf)).toBeNull();
    }
  });

  it.each(["jpeg", "png", "webp", "gif", "avif"] as const)(
    "rejects a truncated %s",
    async (format) => {
      const buf = await encode(halves(400, 300), format);
      expect(await sniffImage(buf)).not.toBeNull();
      expect(await sniffImage(buf.subarray(0, Math.floor(buf.length * 0.6)))).toBeNull();
      expect(await sniffImage(buf.subarray(0, 40))).toBeNull();
    },
  );

  it("returns a huge image so that checkPixels can refuse it", async () => {
    const png = hugePng();
    const image = await sniffImage(png);
    expect(image).toMatchObject({ format: "png", width: 20_000, height: 20_000 });
    expect(() => checkPixels(image!)).toThrow(
      expect.objectContaining({ reason: "too_many_pixels" }),
    );
    expect(() => checkPixels({ width: 8000, height: 5000 })).not.toThrow();
    expect(MAX_INPUT_PIXELS).toBe(40_000_000);
  });
});

describe("makeVersions", () => {
  const all = versionSchema("event").versions;

  it("makes every cover version at exactly its size, in WebP, plus FULL in the original format", async () => {
    const src = await solid(2000, 1000).jpeg().toBuffer();
    const out = await makeVersions(src, all);
    expect(out.map((v) => [v.name, v.ext, v.original])).toEqual([
      ["CARD_LARGE", "webp", false],
      ["CARD_SMALL", "webp", false],
      ["THUMB", "webp", false],
      ["CARD_PROGRESSIVE", "webp", false],
      ["SIZED", "webp", false],
      ["FULL", "webp", false],
      ["SHARE_16X9", "webp", false],
      ["SHARE_4X3", "webp", false],
      ["SHARE_1X1", "webp", false],
      ["FULL", "jpg", true],
    ]);
    for (const v of out) {
      const sniffed = await sniffImage(v.buffer);
      expect(sniffed?.contentType).toBe(v.contentType);
      expect([sniffed?.width, sniffed?.height]).toEqual([v.width, v.height]);
      const spec = VERSION_SPECS[v.name];
      if (spec.kind === "cover") expect([v.width, v.height]).toEqual([spec.width, spec.height]);
    }
    const byName = (name: string) =>
      out.filter((v) => v.name === name).map((v) => [v.width, v.height]);
    expect(byName("SIZED")).toEqual([[900, 450]]);
    expect(byName("FULL")).toEqual([
      [1500, 750],
      [1500, 750],
    ]);
  });

  it("upscales small sources for cover versions but never for inside versions", async () => {
    const out = await makeVersions(await solid(300, 200).png().toBuffer(), all);
    for (const v of out) {
      const spec = VERSION_SPECS[v.name];
      if (spec.kind === "cover") expect([v.width, v.height]).toEqual([spec.width, spec.height]);
      else expect([v.width, v.height]).toEqual([300, 200]);
      expect(await sniffImage(v.buffer)).toMatchObject({ width: v.width, height: v.height });
    }
  });

  it("fits tall sources inside the maximum", async () => {
    const out = await makeVersions(await solid(1000, 3000).webp().toBuffer(), all);
    const inside = out.filter((v) => VERSION_SPECS[v.name].kind === "inside");
    expect(inside.map((v) => [v.name, v.width, v.height, v.ext])).toEqual([
      ["SIZED", 300, 900, "webp"],
      ["FULL", 500, 1500, "webp"],
      ["FULL", 500, 1500, "webp"],
    ]);
  });

  it("applies EXIF orientation and strips metadata", async () => {
    // Stored landscape, red on the left; orientation 6 shows it portrait, red on top.
    const src = await halves(200, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: "someone", Software: "camera 1.0" } })
      .toBuffer();
    expect((await sharp(src).metadata()).exif).toBeDefined();
    const out = await makeVersions(src, all);
    const full = out.filter((v) => v.name === "FULL");
    expect(full.map((v) => [v.contentType, v.width, v.height])).toEqual([
      ["image/webp", 100, 200],
      ["image/jpeg", 100, 200],
    ]);
    for (const v of out) {
      const meta = await sharp(v.buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const top = await sharp(full[1]!.buffer)
      .extract({ left: 0, top: 0, width: 100, height: 100 })
      .toBuffer();
    expect(await redShare(top)).toBeGreaterThan(0.95);
  });

  it("centres cover crops on the focal point", async () => {
    const src = await halves(2000, 472).png().toBuffer();
    const large = [{ name: "CARD_LARGE", ...VERSION_SPECS.CARD_LARGE }] as const;
    const [left] = await makeVersions(src, large, { x: 0.1, y: 0.5 });
    const [right] = await makeVersions(src, large, { x: 0.9, y: 0.5 });
    const [middle] = await makeVersions(src, large);
    expect([left!.width, left!.height]).toEqual([900, 472]);
    expect(await redShare(left!.buffer)).toBeGreaterThan(0.95);
    expect(await redShare(right!.buffer)).toBeLessThan(0.05);
    const share = await redShare(middle!.buffer);
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
  });

  it.each([
    ["png", "image/png"],
    ["gif", "image/gif"],
    ["avif", "image/avif"],
    ["webp", "image/webp"],
  ] as const)("re-encodes FULL as %s for a %s upload", async (format, contentType) => {
    const src = await encode(solid(600, 400), format);
    const out = await makeVersions(src, versionSchema("author").versions);
    const original = out.find((v) => v.original)!;
    expect(original).toMatchObject({ name: "FULL", contentType, width: 600, height: 400 });
    expect((await sniffImage(original.buffer))?.format).toBe(format);
  });

  it("takes the first frame of an animated GIF", async () => {
    const frames = await solid(40, 80, RED)
      .composite([{ input: await solid(40, 40, BLUE).png().toBuffer(), left: 0, top: 40 }])
      .removeAlpha()
      .raw()
      .toBuffer();
    const gif = await sharp(frames, { raw: { width: 40, height: 80, channels: 3, pageHeight: 40 } })
      .gif({ loop: 0, delay: [200, 200] })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const out = await makeVersions(gif, all);
    for (const v of out) expect(await redShare(v.buffer)).toBe(1);
    expect(out.filter((v) => v.name === "FULL").map((v) => [v.ext, v.width, v.height])).toEqual([
      ["webp", 40, 40],
      ["gif", 40, 40],
    ]);
  });

  it("refuses what it cannot use", async () => {
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => "resolved",
        (e: unknown) => (e instanceof ImageError ? e.reason : String(e)),
      );
    const text = Buffer.from("hello, I am text pretending to be photo.jpg");
    expect(await reason(makeVersions(text, all))).toBe("not_an_image");
    expect(await reason(makeVersions(hugePng(), all))).toBe("too_many_pixels");
    const modest = await solid(3000, 2000).png().toBuffer();
    expect(await reason(makeVersions(modest, all, undefined, { maxPixels: 1_000_000 }))).toBe(
      "too_many_pixels",
    );
    // Complete structure, damaged pixel data: only decoding finds out.
    const noise = { type: "gaussian", mean: 128, sigma: 40 } as const;
    const create = { width: 400, height: 300, channels: 3, background: "#000", noise } as const;
    const png = await sharp({ create }).png().toBuffer();
    const idat = png.indexOf("IDAT");
    for (let i = idat + 200; i < idat + 400; i++) png[i]! ^= 0x5a;
    expect(await sniffImage(png)).not.toBeNull();
    expect(await reason(makeVersions(png, all))).toBe("unreadable");
  });
});
