// Draws the site's default share card, public/share-default.png (1200×630,
// the OpenGraph size), shown when a page has no image of its own. Run once
// and commit the PNG: `node scripts/make-share-image.ts`. Shapes and text
// are SVG rendered by sharp with generic font families: no font downloads.
import path from "node:path";
import sharp from "sharp";
import { ACCENT, INK } from "../app/theme.ts";
import { DEFAULT_SITE_NAME } from "../core/site.ts";
import { VENUE_TYPE_STYLES } from "../core/venues/types.ts";

const W = 1200;
const H = 630;
const out = path.resolve(import.meta.dirname, "../public/share-default.png");

// A gallery wall: three framed works in venue colours on the right, the
// site's name and what it is on the left, the accent as a rule underneath.
const works = [
  { x: 780, y: 110, w: 170, h: 220, color: VENUE_TYPE_STYLES[0]!.color },
  { x: 980, y: 150, w: 130, h: 130, color: VENUE_TYPE_STYLES[2]!.color },
  { x: 800, y: 370, w: 300, h: 150, color: VENUE_TYPE_STYLES[4]!.color },
];
const frames = works
  .map(
    (f) =>
      `<rect x="${f.x - 12}" y="${f.y - 12}" width="${f.w + 24}" height="${f.h + 24}" fill="#ffffff" stroke="${INK}" stroke-width="3"/>` +
      `<rect x="${f.x}" y="${f.y}" width="${f.w}" height="${f.h}" fill="${f.color}"/>`,
  )
  .join("");
const dots = VENUE_TYPE_STYLES.map(
  (s, i) => `<circle cx="${92 + i * 34}" cy="470" r="11" fill="${s.color}"/>`,
).join("");
const [first, ...rest] = DEFAULT_SITE_NAME.split(" ");
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#ffffff"/>
  ${frames}
  <text x="80" y="210" font-family="sans-serif" font-weight="700" font-size="76" fill="${INK}">${first} ${rest[0] ?? ""}</text>
  <text x="80" y="300" font-family="sans-serif" font-weight="700" font-size="76" fill="${INK}">${rest.slice(1).join(" ")}</text>
  <text x="82" y="380" font-family="sans-serif" font-size="30" fill="#555555">Openings, exhibitions and artist talks</text>
  <text x="82" y="420" font-family="sans-serif" font-size="30" fill="#555555">in Minneapolis, St. Paul and around</text>
  ${dots}
  <rect x="0" y="${H - 24}" width="${W}" height="24" fill="${ACCENT}"/>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
const meta = await sharp(out).metadata();
console.log(`wrote ${out} (${meta.width}×${meta.height})`);
