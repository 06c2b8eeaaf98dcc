// After `react-router build`: writes .br and .gz beside every compressible
// client asset, so the server sends them precompressed at the highest quality.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "../build/client");
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map|ico)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const full = path.join(dir, e);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

let count = 0;
for (const file of walk(root)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const bytes = readFileSync(file);
  if (bytes.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  count++;
}
console.log(`Precompressed ${count} client assets (brotli and gzip).`);
