import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// axe-core over the public pages: no serious or critical violations, on a
// desktop and on a phone.

const pages = [
  "/",
  "/calendar/now_showing",
  "/calendar/upcoming?city=minneapolis",
  "/events/northern-light-minnesota-landscapes",
  "/venues/walker-art-center",
  "/venues",
  "/venues/map",
  "/cities/minneapolis",
  "/search?q=walker",
];

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`axe on a ${device}`, () => {
    test.use({ viewport });
    for (const path of pages) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
        expect(serious).toEqual([]);
      });
    }
  });
}
