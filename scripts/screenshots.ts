// `node scripts/screenshots.ts [base URL]`: full-page screenshots of the main
// public pages at 1280 and 390 px in Debian's Chromium, into docs/screenshots/
// (linked from the README). Run it against a production server on the demo
// calendar with the journeys' clock, e.g. the one `npm run test:e2e` starts, or:
//   NODE_ENV=production PORT=3100 DATA_DIR=$(mktemp -d) \
//   TEST_NOW=2026-11-21T18:00:00.000Z node server/main.ts
import path from "node:path";
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://127.0.0.1:3100";
const out = path.resolve(import.meta.dirname, "../docs/screenshots");

/** Name → path; a view the site remembers is set by its URL. */
const PAGES: Record<string, string> = {
  home: "/",
  "upcoming-grid": "/calendar/upcoming",
  "upcoming-compact": "/calendar/upcoming?view=compact",
  event: "/events/northern-light-minnesota-landscapes",
  map: "/venues/map",
  search: "/search?q=st+paul",
};

const WIDTHS = [
  { width: 1280, height: 900, isMobile: false },
  { width: 390, height: 844, isMobile: true },
];

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  for (const { width, height, isMobile } of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height },
      isMobile,
      hasTouch: isMobile,
      timezoneId: "America/Chicago",
    });
    const page = await context.newPage();
    for (const [name, url] of Object.entries(PAGES)) {
      await page.goto(`${base}${url}`, { waitUntil: "networkidle" });
      // Lazy images load only near the viewport: walk down the page first.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const file = path.join(out, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
