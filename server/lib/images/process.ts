import type { Sharp } from "sharp";
import {
  coverCrop,
  DEFAULT_FOCAL_POINT,
  type FocalPoint,
  type VersionName,
  type VersionRequest,
} from "../../../core/files/versions.ts";
import { loadSharp } from "./sharp.ts";

/**
 * Image decoding and the renditions of core/files/versions.
 *
 * Formats are decided from the bytes, never from a filename or a declared
 * content type. Animated GIF and WebP input is reduced to its first frame
 * (sharp reads one page unless asked for more): every version is a still,
 * including the re-encoded "original" FULL of a GIF.
 */

export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

export interface SniffedImage {
  format: ImageFormat;
  contentType: string;
  /** After EXIF orientation: swapped for orientations 5–8. */
  width: number;
  height: number;
}

/** About 40 megapixels: well above any camera upload, far below a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type ImageErrorReason = "not_an_image" | "too_many_pixels" | "unreadable";

export class ImageError extends Error {
  readonly reason: ImageErrorReason;
  constructor(reason: ImageErrorReason, message: string = reason, options?: ErrorOptions) {
    super(message, options);
    this.name = "ImageError";
    this.reason = reason;
  }
}

export interface ImageOptions {
  /** Pixel limit (width × height); defaults to MAX_INPUT_PIXELS. */
  maxPixels?: number;
}

// Every accepted format's media type is image/<format>; only JPEG's extension differs.
const contentTypeOf = (format: ImageFormat) => `image/${format}`;
const extOf = (format: ImageFormat) => (format === "jpeg" ? "jpg" : format);

function ascii(buf: Buffer, start: number, end: number): string {
  return buf.toString("latin1", start, end);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_EOI = Buffer.from([0xff, 0xd9]);

/** The format the magic numbers claim, before any decoder sees the bytes. */
export function magicFormat(buf: Buffer): ImageFormat | null {
  if (buf.length < 12) return null;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "jpeg";
  if (buf.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  const gif = ascii(buf, 0, 6);
  if (gif === "GIF87a" || gif === "GIF89a") return "gif";
  if (ascii(buf, 0, 4) === "RIFF" && ascii(buf, 8, 12) === "WEBP") return "webp";
  if (ascii(buf, 4, 8) === "ftyp") {
    // ISO-BMFF: the major brand, then compatible brands; HEIC and MP4 are not ours.
    const end = Math.min(buf.readUInt32BE(0), buf.length);
    for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
      const brand = ascii(buf, at, at + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

/**
 * Cheap structural checks that the file was not cut short, without decoding
 * pixels (a header-only metadata read happily accepts a half-uploaded file).
 */
function looksComplete(format: ImageFormat, buf: Buffer): boolean {
  switch (format) {
    case "png": {
      for (let at = 8; at + 12 <= buf.length; ) {
        if (ascii(buf, at + 4, at + 8) === "IEND") return true;
        at += 12 + buf.readUInt32BE(at);
      }
      return false;
    }
    case "jpeg": {
      // Walk the marker segments (skipping APP1, which may hold a whole
      // thumbnail JPEG) to the first scan, then look for the end-of-image marker.
      let at = 2;
      while (at + 4 <= buf.length) {
        if (buf[at] !== 0xff) return false;
        const marker = buf[at + 1]!;
        if (marker === 0xff) {
          at += 1;
        } else if (marker === 0xda) {
          return buf.indexOf(JPEG_EOI, at + 2) !== -1;
        } else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
          at += 2;
        } else {
          at += 2 + buf.readUInt16BE(at + 2);
        }
      }
      return false;
    }
    case "gif": {
      let end = buf.length - 1;
      while (end > 0 && buf[end] === 0) end--;
      return buf[end] === 0x3b;
    }
    case "webp":
      return buf.readUInt32LE(4) + 8 <= buf.length;
    case "avif": {
      let at = 0;
      while (at + 8 <= buf.length) {
        let size = buf.readUInt32BE(at);
        if (size === 0) return true; // the last box runs to the end of the file
        if (size === 1) {
          if (at + 16 > buf.length) return false;
          size = Number(buf.readBigUInt64BE(at + 8));
        }
        if (size < 8) return false;
        at += size;
      }
      return at === buf.length;
    }
  }
}

/** What the bytes are, or null for anything that is not a complete JPEG/PNG/WebP/GIF/AVIF. */
export async function sniffImage(buf: Buffer): Promise<SniffedImage | null> {
  const format = magicFormat(buf);
  if (!format || !looksComplete(format, buf)) return null;
  const sharp = await loadSharp();
  try {
    // Header only, so no pixel limit here: checkPixels() decides about size.
    const meta = await sharp(buf, { limitInputPixels: false }).metadata();
    const decoder = format === "avif" ? "heif" : format;
    if (meta.format !== decoder) return null;
    if (format === "avif" && meta.compression !== "av1") return null;
    if (!(meta.width > 0 && meta.height > 0)) return null;
    const swap = (meta.orientation ?? 1) >= 5;
    return {
      format,
      contentType: contentTypeOf(format),
      width: swap ? meta.height : meta.width,
      height: swap ? meta.width : meta.height,
    };
  } catch {
    return null;
  }
}

export function checkPixels(
  image: { width: number; height: number },
  maxPixels: number = MAX_INPUT_PIXELS,
): void {
  if (image.width * image.height > maxPixels) {
    throw new ImageError(
      "too_many_pixels",
      `${image.width}×${image.height} is more than ${maxPixels} pixels`,
    );
  }
}

export interface ImageVersion {
  name: VersionName;
  contentType: string;
  ext: string;
  buffer: Buffer;
  width: number;
  height: number;
  /** True for the extra FULL in the uploaded format; false for the WebP renditions. */
  original: boolean;
}

/** WebP for every version (a rough placeholder for CARD_PROGRESSIVE); FULL again as uploaded. */
function encode(pipeline: Sharp, format: ImageFormat, name: VersionName): Sharp {
  switch (format) {
    case "webp":
      return pipeline.webp({ quality: name === "CARD_PROGRESSIVE" ? 40 : 82 });
    case "jpeg":
      return pipeline.jpeg({ quality: 85, mozjpeg: true });
    case "png":
      return pipeline.png({ compressionLevel: 9 });
    case "gif":
      return pipeline.gif();
    case "avif":
      return pipeline.avif({ quality: 60, effort: 2 });
  }
}

/**
 * Every requested version as WebP, EXIF orientation applied and metadata
 * stripped (sharp writes none unless asked). Cover versions are exactly the
 * spec size, cropped around `focal`; inside versions keep the aspect ratio
 * and never enlarge. FULL is returned a second time in the uploaded format
 * (`original: true`); for a WebP upload that item shares the WebP buffer.
 */
export async function makeVersions(
  buf: Buffer,
  versions: readonly VersionRequest[],
  focal: FocalPoint = DEFAULT_FOCAL_POINT,
  opts: ImageOptions = {},
): Promise<ImageVersion[]> {
  const maxPixels = opts.maxPixels ?? MAX_INPUT_PIXELS;
  const image = await sniffImage(buf);
  if (!image) throw new ImageError("not_an_image");
  checkPixels(image, maxPixels);
  const sharp = await loadSharp();

  const render = async (
    version: VersionRequest,
    format: ImageFormat,
    original: boolean,
  ): Promise<ImageVersion> => {
    let pipeline = sharp(buf, { limitInputPixels: maxPixels, failOn: "error" }).rotate();
    if (version.kind === "cover") {
      const crop = coverCrop(image.width, image.height, version.width, version.height, focal);
      pipeline = pipeline
        .resize(crop.resizeWidth, crop.resizeHeight, { fit: "fill" })
        .extract({ left: crop.left, top: crop.top, width: version.width, height: version.height });
    } else {
      pipeline = pipeline.resize(version.max, version.max, {
        fit: "inside",
        withoutEnlargement: true,
      });
    }
    const { data, info } = await encode(pipeline, format, version.name).toBuffer({
      resolveWithObject: true,
    });
    const { width, height } = info;
    const [contentType, ext] = [contentTypeOf(format), extOf(format)];
    return { name: version.name, contentType, ext, buffer: data, width, height, original };
  };

  const full = versions.find((v) => v.name === "FULL");
  try {
    const out = await Promise.all([
      ...versions.map((v) => render(v, "webp", false)),
      ...(full && image.format !== "webp" ? [render(full, image.format, true)] : []),
    ]);
    // A WebP upload's "original" FULL is the WebP FULL itself.
    const webpFull = out.find((v) => v.name === "FULL");
    if (image.format === "webp" && webpFull) out.push({ ...webpFull, original: true });
    return out;
  } catch (err) {
    if (err instanceof ImageError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    if (/pixel limit/i.test(message)) throw new ImageError("too_many_pixels", message);
    throw new ImageError("unreadable", message, { cause: err });
  }
}
