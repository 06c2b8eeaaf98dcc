import { describe, expect, it } from "vitest";
import { assetsInHtml, jsClosure, staticImports } from "./assets.ts";

describe("first-load assets", () => {
  it("reads module preloads, scripts, stylesheets and the inline module script's imports", () => {
    const html = `<link rel="modulepreload" href="/assets/entry-1.js"/>
      <link rel="stylesheet" href="/assets/root-2.css"/><link rel="icon" href="/favicon.ico"/>
      <link rel="preload" as="image" href="/files/x.webp"/>
      <script type="module">import * as route0 from "/assets/root-3.js";
      import("/assets/entry-1.js");</script><script src="https://example.com/ga.js"></script>`;
    expect(assetsInHtml(html)).toEqual({
      js: ["/assets/entry-1.js", "/assets/root-3.js"],
      css: ["/assets/root-2.css"],
    });
  });

  it("follows static imports of minified modules but not lazy ones", () => {
    const code = `import{a as b}from"./chunk-a.js";import"./side.js";const l=()=>import("./lazy.js");`;
    expect(staticImports(code, "/assets/entry.js")).toEqual([
      "/assets/chunk-a.js",
      "/assets/side.js",
    ]);
    const files: Record<string, string> = {
      "/assets/entry.js": code,
      "/assets/chunk-a.js": `import"./side.js";`,
      "/assets/side.js": "",
      "/assets/lazy.js": "",
    };
    expect(jsClosure(["/assets/entry.js"], (u) => files[u] ?? null)).toEqual([
      "/assets/chunk-a.js",
      "/assets/entry.js",
      "/assets/side.js",
    ]);
  });
});
