import { loadSharp } from "./sharp.ts";

/**
 * Deterministic abstract "artworks" for demo events and venues: a seeded
 * PRNG picks a harmonious palette and a handful of translucent shapes, the
 * result is an SVG that sharp (librsvg) rasterises to JPEG. No text, so no
 * fonts; no network. The same seed always gives byte-identical output.
 */

export interface ArtworkOptions {
  width?: number;
  height?: number;
}

export const ARTWORK_DEFAULT_WIDTH = 1600;
export const ARTWORK_DEFAULT_HEIGHT = 1000;

/** FNV-1a, so that similar seeds ("event-1", "event-2") land far apart. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for pictures. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Rng {
  next: () => number;
  range: (min: number, max: number) => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
}

function rngFrom(seed: string): Rng {
  const next = prng(hashSeed(seed));
  const range = (min: number, max: number) => min + next() * (max - min);
  const int = (min: number, max: number) => Math.floor(range(min, max + 1));
  return { next, range, int, pick: (items) => items[int(0, items.length - 1)]! };
}

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  const hex = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/** Hue offsets of classic harmonies; the palette walks them from a random base hue. */
const HARMONIES: readonly (readonly number[])[] = [
  [0, 30, -30, 60], // analogous
  [0, 180, 20, 200], // complementary
  [0, 120, 240], // triadic
  [0, 150, 210], // split complementary
  [0, 90, 180, 270], // tetradic
];

interface Palette {
  background: [string, string];
  colours: string[];
  /** Base hue in degrees and the harmony's offsets, for describing the picture in words. */
  hues: number[];
  dark: boolean;
}

function palette(rng: Rng): Palette {
  const base = rng.range(0, 360);
  const harmony = rng.pick(HARMONIES);
  const count = rng.int(3, 5);
  const colours: string[] = [];
  const hues: number[] = [];
  for (let i = 0; i < count; i++) {
    const hue = base + harmony[i % harmony.length]! + rng.range(-8, 8);
    hues.push(hue);
    colours.push(hsl(hue, rng.range(0.45, 0.85), rng.range(0.35, 0.68)));
  }
  const dark = rng.next() < 0.35;
  const bgLight = dark ? rng.range(0.08, 0.16) : rng.range(0.88, 0.95);
  const bgSat = rng.range(0.1, 0.3);
  return {
    background: [
      hsl(base + 15, bgSat, bgLight),
      hsl(base - 25, bgSat, bgLight + (dark ? 0.06 : -0.06)),
    ],
    colours,
    hues,
    dark,
  };
}

const n = (v: number) => v.toFixed(1);

const SHAPES = ["circle", "rect", "band", "arc"] as const;
type ShapeKind = (typeof SHAPES)[number];

function shape(rng: Rng, w: number, h: number, fill: string): { kind: ShapeKind; svg: string } {
  const opacity = rng.range(0.35, 0.9).toFixed(2);
  const cx = rng.range(0, w);
  const cy = rng.range(0, h);
  const unit = Math.min(w, h);
  const kind = rng.pick(SHAPES);
  const at = { opacity, cx, cy, unit };
  return { kind, svg: shapeSvg(kind, rng, w, h, fill, at) };
}

/** One shape's element; the draws after the kind's, in their original order. */
function shapeSvg(
  kind: ShapeKind,
  rng: Rng,
  w: number,
  h: number,
  fill: string,
  { opacity, cx, cy, unit }: { opacity: string; cx: number; cy: number; unit: number },
): string {
  switch (kind) {
    case "circle":
      return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rng.range(0.05, 0.35) * unit)}" fill="${fill}" fill-opacity="${opacity}"/>`;
    case "rect": {
      const rw = rng.range(0.1, 0.5) * w;
      const rh = rng.range(0.1, 0.5) * h;
      const angle = rng.pick([0, 0, 90, rng.range(-30, 30)]);
      return `<rect x="${n(cx - rw / 2)}" y="${n(cy - rh / 2)}" width="${n(rw)}" height="${n(rh)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"/>`;
    }
    case "band": {
      // A stripe running across the whole canvas at an angle.
      const thickness = rng.range(0.04, 0.16) * unit;
      const angle = rng.range(-60, 60);
      const span = Math.hypot(w, h);
      return `<rect x="${n(cx - span)}" y="${n(cy - thickness / 2)}" width="${n(span * 2)}" height="${n(thickness)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"/>`;
    }
    case "arc": {
      const r = rng.range(0.12, 0.45) * unit;
      const start = rng.range(0, Math.PI * 2);
      const sweep = rng.range(Math.PI * 0.4, Math.PI * 1.5);
      const end = start + sweep;
      const large = sweep > Math.PI ? 1 : 0;
      const at = (a: number) => `${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`;
      const stroke = rng.range(0.015, 0.06) * unit;
      return `<path d="M ${at(start)} A ${n(r)} ${n(r)} 0 ${large} 1 ${at(end)}" fill="none" stroke="${fill}" stroke-opacity="${opacity}" stroke-width="${n(stroke)}" stroke-linecap="${rng.pick(["round", "butt"])}"/>`;
    }
  }
}

/** The SVG source of an artwork; exported for inspection and tests. */
export function artworkSvg(seed: string, width: number, height: number): string {
  return draw(seed, width, height).svg;
}

/**
 * What an artwork shows, in words ("Circles and bands in blue and orange on a
 * pale ground"): the demo images' caption and alt text, so a caption says
 * what is in the picture rather than "Demo artwork 4".
 */
export function describeArtwork(seed: string): string {
  const { kinds, hues, dark } = draw(seed, ARTWORK_DEFAULT_WIDTH, ARTWORK_DEFAULT_HEIGHT);
  // The two kinds drawn most often: with all four in most pictures, naming them all says little.
  const count = (k: ShapeKind) => kinds.filter((x) => x === k).length;
  const shapes = [...SHAPES]
    .sort((a, b) => count(b) - count(a))
    .slice(0, 2)
    .map((k) => SHAPE_WORDS[k]);
  const colours = [...new Set(hues.map(hueName))].slice(0, 3);
  const text = `${listed(shapes)} in ${listed(colours)} on a ${dark ? "dark" : "pale"} ground`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SHAPE_WORDS: Record<ShapeKind, string> = {
  circle: "circles",
  rect: "blocks",
  band: "bands",
  arc: "arcs",
};

const HUE_NAMES: [upTo: number, name: string][] = [
  [15, "red"],
  [40, "orange"],
  [65, "yellow"],
  [150, "green"],
  [190, "teal"],
  [250, "blue"],
  [290, "violet"],
  [335, "magenta"],
  [360, "red"],
];

function hueName(h: number): string {
  const hue = ((h % 360) + 360) % 360;
  return HUE_NAMES.find(([upTo]) => hue < upTo)?.[1] ?? "red";
}

function listed(words: string[]): string {
  return words.length < 2
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

function draw(seed: string, width: number, height: number) {
  const rng = rngFrom(seed);
  const { background, colours, hues, dark } = palette(rng);
  const count = rng.int(6, 14);
  const shapes: string[] = [];
  const kinds: ShapeKind[] = [];
  for (let i = 0; i < count; i++) {
    const s = shape(rng, width, height, rng.pick(colours));
    shapes.push(s.svg);
    kinds.push(s.kind);
  }
  const angle = n(rng.range(0, 360));
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/>`,
    "</linearGradient></defs>",
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    ...shapes,
    "</svg>",
  ].join("\n");
  return { svg, kinds, hues, dark };
}

function dimension(value: number | undefined, fallback: number, label: string): number {
  const v = value ?? fallback;
  if (!Number.isInteger(v) || v < 16 || v > 6000) {
    throw new RangeError(`artwork ${label} must be an integer from 16 to 6000`);
  }
  return v;
}

export async function renderArtwork(seed: string, o: ArtworkOptions = {}): Promise<Buffer> {
  const width = dimension(o.width, ARTWORK_DEFAULT_WIDTH, "width");
  const height = dimension(o.height, ARTWORK_DEFAULT_HEIGHT, "height");
  const sharp = await loadSharp();
  return sharp(Buffer.from(artworkSvg(seed, width, height)))
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 85 })
    .toBuffer();
}
