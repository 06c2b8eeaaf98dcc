/**
 * Image versions: the named renditions every uploaded image is turned into,
 * which upload types get which of them, and the pure geometry of a
 * focal-point cover crop. No I/O here; server/lib/images does the pixels.
 */

export const VERSION_NAMES = [
  "CARD_LARGE",
  "CARD_SMALL",
  "THUMB",
  "CARD_PROGRESSIVE",
  "SIZED",
  "FULL",
  "SHARE_16X9",
  "SHARE_4X3",
  "SHARE_1X1",
] as const;
export type VersionName = (typeof VERSION_NAMES)[number];

/** The six versions of a picture shown on cards and pages. */
const PAGE_VERSIONS = VERSION_NAMES.slice(0, 6);
/**
 * The crops search engines show an event in (16:9, 4:3 and 1:1, 1200 px
 * wide): only its structured data links them, no page draws them (decision 032).
 */
export const SHARE_VERSIONS = ["SHARE_16X9", "SHARE_4X3", "SHARE_1X1"] as const;

/** Cover: exactly width×height, cropped around the focal point. Inside: fit within max×max. */
export type VersionSpec =
  | { kind: "cover"; width: number; height: number }
  | { kind: "inside"; max: number };

export const VERSION_SPECS: Record<VersionName, VersionSpec> = {
  CARD_LARGE: { kind: "cover", width: 900, height: 472 },
  CARD_SMALL: { kind: "cover", width: 350, height: 184 },
  THUMB: { kind: "cover", width: 160, height: 160 },
  // A tiny blur-up placeholder with the CARD_LARGE aspect ratio.
  CARD_PROGRESSIVE: { kind: "cover", width: 40, height: 21 },
  SIZED: { kind: "inside", max: 900 },
  FULL: { kind: "inside", max: 1500 },
  SHARE_16X9: { kind: "cover", width: 1200, height: 675 },
  SHARE_4X3: { kind: "cover", width: 1200, height: 900 },
  SHARE_1X1: { kind: "cover", width: 1200, height: 1200 },
};

/** The versions cut around the focal point: made again when it moves. */
export const COVER_VERSIONS: readonly VersionName[] = VERSION_NAMES.filter(
  (n) => VERSION_SPECS[n].kind === "cover",
);

export function isVersionName(value: unknown): value is VersionName {
  return typeof value === "string" && (VERSION_NAMES as readonly string[]).includes(value);
}

export const UPLOAD_TYPES = [
  "event",
  "venue",
  "article",
  "author",
  "category",
  "avatar",
  "product",
  "advert",
  // A member of the public's picture for an event they send in (issue 30):
  // it becomes the event's image when staff approve it.
  "submission",
] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export function isUploadType(value: unknown): value is UploadType {
  return typeof value === "string" && (UPLOAD_TYPES as readonly string[]).includes(value);
}

/**
 * Which versions each upload type gets.
 * - event, venue, article, category, product appear on cards (large and
 *   small), in lists (THUMB), as share images and on detail pages: all six
 *   page versions. Events also get the three share crops their structured
 *   data lists (three more renders per upload; the others' structured data
 *   does without).
 * - author and avatar are faces: shown as a square THUMB, a small card on a
 *   profile or byline, and FULL when opened. No wide CARD_LARGE crop (a
 *   portrait cropped to 900×472 cuts off heads) and no SIZED.
 * - advert images are designed artwork shown whole, never cropped: SIZED and
 *   FULL, plus CARD_PROGRESSIVE for blur-up while they load.
 */
const SCHEMA: Record<UploadType, readonly VersionName[]> = {
  event: [...PAGE_VERSIONS, ...SHARE_VERSIONS],
  venue: PAGE_VERSIONS,
  article: PAGE_VERSIONS,
  category: PAGE_VERSIONS,
  product: PAGE_VERSIONS,
  author: ["THUMB", "CARD_SMALL", "FULL"],
  avatar: ["THUMB", "CARD_SMALL", "FULL"],
  advert: ["SIZED", "FULL", "CARD_PROGRESSIVE"],
  // What the event it becomes needs, so approval has nothing to render but a moved focal point.
  submission: [...PAGE_VERSIONS, ...SHARE_VERSIONS],
};

export type VersionRequest = { name: VersionName } & VersionSpec;

export interface VersionSchema {
  type: UploadType;
  versions: VersionRequest[];
}

export function versionSchema(type: UploadType): VersionSchema {
  return {
    type,
    versions: SCHEMA[type].map((name) => ({ name, ...VERSION_SPECS[name] })),
  };
}

/** 0..1 from the left / top edge of the (EXIF-oriented) image. */
export interface FocalPoint {
  x: number;
  y: number;
}

export const DEFAULT_FOCAL_POINT: FocalPoint = { x: 0.5, y: 0.5 };

export interface CoverCrop {
  resizeWidth: number;
  resizeHeight: number;
  left: number;
  top: number;
}

function unit(v: number): number {
  return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0.5;
}

/**
 * Scale srcW×srcH so it covers dstW×dstH (upscaling a smaller source), then
 * place a dstW×dstH window centred on the focal point, clamped inside the
 * scaled image. Extract (left, top, dstW, dstH) from the resized image.
 */
export function coverCrop(
  srcW: number,
  srcH: number,
  dstW: number,
  dstH: number,
  focal: FocalPoint = DEFAULT_FOCAL_POINT,
): CoverCrop {
  if (!(srcW > 0 && srcH > 0 && dstW > 0 && dstH > 0)) {
    throw new RangeError("coverCrop needs positive sizes");
  }
  const scale = Math.max(dstW / srcW, dstH / srcH);
  // Rounding must never leave the scaled image a pixel short of the window.
  const resizeWidth = Math.max(dstW, Math.round(srcW * scale));
  const resizeHeight = Math.max(dstH, Math.round(srcH * scale));
  const place = (focus: number, size: number, window: number) =>
    Math.min(size - window, Math.max(0, Math.round(unit(focus) * size - window / 2)));
  return {
    resizeWidth,
    resizeHeight,
    left: place(focal.x, resizeWidth, dstW),
    top: place(focal.y, resizeHeight, dstH),
  };
}

export const ACCEPTED_IMAGE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
