// What a first visit to a page downloads besides its HTML: the scripts and
// stylesheets the HTML names, plus every module those scripts import
// statically (a browser fetches them all before the page is interactive).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FirstLoad {
  js: Sizes & { files: number };
  css: Sizes & { files: number };
  /** The whole HTML, which carries the page's critical CSS inline (emotion) ... */
  html: Sizes;
  /** ... this much of it, uncompressed. */
  inlineCssBytes: number;
}

/** Same-origin /assets/ URLs the HTML loads up front: module scripts, module preloads, stylesheets, inline imports. */
export function assetsInHtml(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    const href = /\bhref="(\/assets\/[^"]+)"/i.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/i.test(tag)) js.add(href);
    else if (/\brel="stylesheet"/i.test(tag)) css.add(href);
  }
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/gi)) js.add(m[1]!);
  // The inline module script: route modules imported statically, the entry with import().
  for (const m of html.matchAll(/(?:\bimport|\bfrom)\s*\(?\s*["'](\/assets\/[^"']+\.js)["']/g))
    js.add(m[1]!);
  return { js: [...js], css: [...css] };
}

/** Static imports of a built module (`import"./x.js"`, `from"./x.js"`), as /assets/ URLs. */
export function staticImports(code: string, url: string): string[] {
  const out: string[] = [];
  // Minified output: import{a as b}from"./chunk.js"; import"./side-effect.js". Not import("…").
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
    out.push(new URL(m[1]!, `http://x${url}`).pathname);
  }
  return out;
}

/** The JS a page loads at first: its named scripts and their static import closure. */
export function jsClosure(entries: string[], read: (url: string) => string | null): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    const code = read(url);
    if (code === null) continue;
    seen.add(url);
    queue.push(...staticImports(code, url));
  }
  return [...seen].sort();
}

export function sizesOf(bytes: Buffer): Sizes {
  return {
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

const add = (a: Sizes, b: Sizes): Sizes => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});
const none: Sizes = { raw: 0, gzip: 0, brotli: 0 };

/** First-load sizes of a page from its HTML and the files in build/client. */
export function firstLoad(html: string, clientDir: string): FirstLoad {
  const file = (url: string) => path.join(clientDir, url);
  const read = (url: string) => (existsSync(file(url)) ? readFileSync(file(url), "utf8") : null);
  const named = assetsInHtml(html);
  const sizes = (urls: string[]) =>
    urls
      .filter((u) => existsSync(file(u)))
      .map((u) => sizesOf(readFileSync(file(u))))
      .reduce(add, none);
  const js = jsClosure(named.js, read);
  return {
    js: { ...sizes(js), files: js.length },
    css: { ...sizes(named.css), files: named.css.length },
    html: sizesOf(Buffer.from(html)),
    inlineCssBytes: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce(
      (n, m) => n + Buffer.byteLength(m[1]!),
      0,
    ),
  };
}
