// Fewer, larger chunks for the public pages' first load (decision 033). Left to
// itself, the bundler gives every module that two routes share a chunk of its
// own: a public page loaded some 40 files, most under 1 KB, and on a phone's
// connection each costs a round trip before the page is interactive (Lighthouse
// counts them all). Two groups instead:
//
// - "shell": everything the root route and the browser entry import
//   statically (React, React Router, the frame, the session, the `sx`
//   stand-ins): what every page loads anyway;
// - "public": the rest of what the public pages import statically (cards,
//   chips, dates, the venue pieces), one chunk for all of them: a page loads a
//   few KB it may not use, once, and then has them for the next page.
//
// Anything that reaches MUI or emotion stays out of both, so a public page
// never loads them; the back office and the form pages split as before.
import path from "node:path";
import type { Plugin } from "vite";

/** Route modules of the public pages (app/routes.ts), by file. */
const PUBLIC_ROUTES = [
  "home",
  "calendar",
  "event",
  "venues",
  "venue-map",
  "venue",
  "cities",
  "city",
  "search",
  "written",
  "written-category",
  "written-author",
  "article",
  "shop",
  "not-found",
].map((r) => `app/routes/${r}.tsx`);

const SHELL_ROOTS = ["app/root.tsx", "app/entry.client.tsx"];
const HEAVY = /[\\/]node_modules[\\/](@mui|@emotion)[\\/]/;

export interface ChunkGroups {
  shell: Set<string>;
  public: Set<string>;
}

/** Fills `groups` from the client build's module graph, before chunks are made. */
export function chunkGroups(root: string, groups: ChunkGroups): Plugin {
  return {
    name: "artcal:chunk-groups",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client",
    buildEnd() {
      const file = (id: string) => path.relative(root, id.replace(/\?.*$/, ""));
      const ids = [...this.getModuleIds()];
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      // Modules from which MUI or emotion can be reached statically.
      const heavy = new Set<string>();
      const reachesHeavy = (id: string, seen = new Set<string>()): boolean => {
        if (heavy.has(id) || HEAVY.test(id)) return true;
        if (seen.has(id)) return false;
        seen.add(id);
        const found = imports(id).some((i) => reachesHeavy(i, seen));
        if (found) heavy.add(id);
        return found;
      };
      const closure = (starts: string[]) => {
        const out = new Set<string>();
        const queue = [...starts];
        while (queue.length) {
          const id = queue.pop()!;
          if (out.has(id)) continue;
          out.add(id);
          queue.push(...imports(id));
        }
        return out;
      };
      // The route modules themselves stay entries; their dependencies are grouped.
      const isEntryWrapper = (id: string) => id.includes("?__react-router");
      const shell = closure(ids.filter((id) => SHELL_ROOTS.includes(file(id))));
      for (const id of shell) if (!isEntryWrapper(id) && !reachesHeavy(id)) groups.shell.add(id);
      const routes = ids.filter((id) => PUBLIC_ROUTES.includes(file(id)) && !isEntryWrapper(id));
      for (const id of closure(routes)) {
        if (shell.has(id) || routes.includes(id) || reachesHeavy(id)) continue;
        groups.public.add(id);
      }
    },
  };
}
