import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { bundleReport } from "./bench/bundle-plugin.ts";
import { type ChunkGroups, chunkGroups } from "./vite-chunk-groups.ts";

const groups: ChunkGroups = { shell: new Set(), public: new Set() };

// One Vite config serves dev (middleware mode inside server/main.ts) and the
// production build. The SSR bundle's entry is our Hono app, so one import of
// build/server/index.js gives the API, the health checks and React Router.
export default defineConfig({
  // BUNDLE_REPORT=file: which modules each client chunk holds (bench/bundle-report.ts).
  plugins: [
    reactRouter(),
    chunkGroups(import.meta.dirname, groups),
    ...(process.env.BUNDLE_REPORT ? [bundleReport(process.env.BUNDLE_REPORT)] : []),
  ],
  server: { hmr: true },
  optimizeDeps: {
    include: [
      "@emotion/react",
      "@emotion/styled",
      "@emotion/cache",
      "@mui/material",
      "@mui/material/styles",
      "@mui/x-date-pickers",
      "@mui/x-date-pickers/AdapterLuxon",
      "@mui/x-date-pickers/LocalizationProvider",
      "@tanstack/react-query",
      "notistack",
      "luxon",
      "leaflet",
      "@mui/x-data-grid",
      "@mui/x-date-pickers/DatePicker",
      "@mui/x-date-pickers/DateTimePicker",
      "react-hook-form",
      "@tiptap/react",
      "@tiptap/starter-kit",
    ],
    exclude: ["@electric-sql/pglite", "drizzle-orm", "pg", "hono", "pino"],
  },
  environments: {
    // The public pages' first load in a few chunks, not forty (vite-chunk-groups.ts).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "shell", test: (id: string) => groups.shell.has(id), priority: 2 },
                { name: "public", test: (id: string) => groups.public.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
    ssr: { build: { target: "node24", rolldownOptions: { input: "./server/entry.ts" } } },
  },
});
