// sharp and libvips: some 25 MB resident once loaded, so on first use only.
import { lazyImport } from "../lazy-import.ts";

export const loadSharp = lazyImport(async () => (await import("sharp")).default);
