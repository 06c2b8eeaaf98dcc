// A Vite plugin for `BUNDLE_REPORT=file npm run build`: writes, for every
// client chunk, the modules it holds and how many bytes of the minified chunk
// each one renders. bench/bundle-report.ts turns that into a page's first-load
// JavaScript by package and module (decision 033).
import { writeFileSync } from "node:fs";
import type { Plugin } from "vite";

export interface ChunkModules {
  file: string;
  /** Module id (an absolute path, or a virtual id) → its rendered, minified bytes. */
  modules: Record<string, number>;
}

export function bundleReport(out: string): Plugin {
  return {
    name: "artcal:bundle-report",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client",
    generateBundle(_options, bundle) {
      const chunks: ChunkModules[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, m] of Object.entries(item.modules)) modules[id] = m.renderedLength;
        chunks.push({ file: item.fileName, modules });
      }
      writeFileSync(out, `${JSON.stringify(chunks)}\n`);
    },
  };
}
