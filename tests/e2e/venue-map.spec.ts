import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";

// The venue map (issue 26 items 6–8): clustered pins that open on zoom, Near
// me, and the page without JavaScript. Tiles never load in the journeys
// (MAP_TILE_URL points nowhere), so everything here works without them.

const viewports = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

const clusters = (page: Page) => page.locator("[data-cluster-count]");
const pins = (page: Page) => page.locator("[data-venue-slug]");

/**
 * Of the markers `of` finds, the index of the one well inside the map's box
 * (markers just outside the view are drawn too) with the most venues, -1 if none.
 */
async function insideMap(of: Locator) {
  return of.evaluateAll((els) => {
    const box = document.querySelector(".ac-map-box")!.getBoundingClientRect();
    let best = -1;
    let most = 0;
    els.forEach((e, i) => {
      const r = e.getBoundingClientRect();
      const x = r.x + r.width / 2;
      const y = r.y + r.height / 2;
      const inside =
        x > box.left + 40 && x < box.right - 10 && y > box.top + 70 && y < box.bottom - 70;
      const count = Number(e.getAttribute("data-cluster-count") ?? 1);
      if (inside && count > most) {
        most = count;
        best = i;
      }
    });
    return best;
  });
}

/** The cluster marker inside the map's box with the most venues in it, and that number. */
async function biggestCluster(page: Page) {
  await expect(clusters(page).first()).toBeVisible();
  const index = await insideMap(clusters(page));
  expect(index, "a cluster inside the map's box").toBeGreaterThanOrEqual(0);
  const marker = clusters(page).nth(index);
  return { marker, count: Number(await marker.getAttribute("data-cluster-count")) };
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * axe on a page parsed without JavaScript (<noscript> as markup): scripts are
 * allowed again for axe alone, run through the DevTools protocol because
 * Playwright's own evaluate waits for a context the page never made. The
 * page's timers stay paused, so axe's setTimeout becomes a microtask.
 */
async function seriousViolationsWithoutJs(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setScriptExecutionDisabled", { value: false });
  const axe = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  const { result } = await cdp.send("Runtime.evaluate", {
    expression: `window.setTimeout = (fn, _ms, ...args) => { Promise.resolve().then(() => fn(...args)); return 0; };
      ${axe};
      axe.run().then((r) => ({
        passes: r.passes.length,
        serious: r.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => v.id + ": " + v.help + " (" + v.nodes.map((n) => n.target.join(" ")).join(", ") + ")"),
      }))`,
    awaitPromise: true,
    returnByValue: true,
  });
  await cdp.send("Emulation.setScriptExecutionDisabled", { value: true });
  await cdp.detach();
  const { passes, serious } = result.value as { passes: number; serious: string[] };
  expect(passes, "axe ran its checks").toBeGreaterThan(10);
  return serious;
}

for (const [device, options] of Object.entries(viewports)) {
  test.describe(`on a ${device}`, () => {
    test.use(options);

    test("piled-up pins are a cluster with a count that opens into venues", async ({ page }) => {
      await page.goto("/venues/map");
      const map = page.getByRole("region", { name: "Map of venues" });
      await expect(page.getByText("The map background couldn't load.")).toBeVisible();

      // No wider than the header's content.
      const bar = page.locator(".ac-header__bar");
      const [mapBox, barBox, padding] = await Promise.all([
        map.boundingBox(),
        bar.boundingBox(),
        bar.evaluate((e) => Number.parseFloat(getComputedStyle(e).paddingLeft)),
      ]);
      expect(mapBox!.x).toBeGreaterThanOrEqual(barBox!.x + padding - 0.5);
      expect(mapBox!.x + mapBox!.width).toBeLessThanOrEqual(
        barBox!.x + barBox!.width - padding + 0.5,
      );

      const { marker, count } = await biggestCluster(page);
      expect(count).toBeGreaterThan(1);
      await expect(marker).toHaveAccessibleName(`${count} venues here; zoom in to see them`);
      const slugs = () =>
        pins(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-venue-slug")));
      const before = new Set(await slugs());

      // Opening the biggest cluster, by click and then from the keyboard (a
      // cluster takes focus, Enter opens it), splits it into smaller ones and
      // venues of its own.
      for (const how of ["click", "keyboard"] as const) {
        const open = await biggestCluster(page);
        const opened = await open.marker.elementHandle();
        if (how === "click") {
          await open.marker.click();
        } else {
          await open.marker.focus();
          await page.keyboard.press("Enter");
        }
        // The cluster gives way to what it held.
        await expect.poll(() => opened!.evaluate((e) => e.isConnected)).toBe(false);
      }
      const after = await slugs();
      expect(after.filter((s) => !before.has(s)).length).toBeGreaterThan(0);

      // A venue's marker opens its popup from the keyboard, and the popup's link leads to the venue.
      const pin = pins(page).nth(await insideMap(pins(page)));
      const slug = await pin.getAttribute("data-venue-slug");
      const name = await pin.getAttribute("aria-label");
      await pin.focus();
      await page.keyboard.press("Enter");
      const link = page.locator(".leaflet-popup").getByRole("link", { name: name! });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", `/venues/${slug}`);
      await link.click();
      await expect(page.getByRole("heading", { level: 1, name: name! })).toBeVisible();
    });

    test("Near me sorts venues and tonight's events nearest first", async ({ page, context }) => {
      // Standing outside the Minnesota Museum of American Art in St. Paul.
      await context.grantPermissions(["geolocation"]);
      await context.setGeolocation({ latitude: 44.9471, longitude: -93.0912 });
      const sent: string[] = [];
      page.on("request", (r) => sent.push(`${r.url()} ${r.postData() ?? ""}`));

      await page.goto("/venues/map");
      await expect(page.getByRole("heading", { name: "Venues by city" })).toBeVisible();
      await expect(page.getByTestId("map-venue").first()).toContainText(
        "Bloomington Center for the Arts",
      );
      await expect(clusters(page).first()).toBeVisible();
      await page.getByRole("button", { name: "Near me" }).click();

      // "The 50 nearest venues" once other journeys have added venues past the list's 50.
      await expect(
        page.getByRole("heading", { name: /^(Venues, nearest first|The \d+ nearest venues)$/ }),
      ).toBeVisible();
      const first = page.getByTestId("map-venue").first();
      await expect(first).toContainText("Minnesota Museum of American Art");
      await expect(first.getByTestId("map-venue-distance")).toHaveText(/^\d+ ft$/);
      await expect(page.getByText("Your location stays in this browser.")).toBeVisible();
      await expect(page.getByTestId("map-you-are-here")).toBeAttached();

      // Tonight's events come from the public API, nearest first.
      const tonight = page.getByRole("region", { name: "Tonight, nearest first" });
      await expect(tonight.getByTestId("tonight-event").first()).toBeVisible();
      const distances = await tonight
        .getByTestId("tonight-event")
        .evaluateAll((els) => els.map((e) => e.textContent ?? ""));
      const miles = distances.map((t) => {
        const m = /([\d.]+) (mi|ft)$/.exec(t);
        return m ? Number(m[1]) / (m[2] === "ft" ? 5280 : 1) : Number.POSITIVE_INFINITY;
      });
      expect(miles).toEqual([...miles].sort((a, b) => a - b));

      // The position never left the browser.
      expect(sent.filter((s) => /44\.94|93\.09|latitude|longitude/.test(s))).toEqual([]);

      await page.getByRole("button", { name: "Back to the list by city" }).click();
      await expect(page.getByRole("heading", { name: "Venues by city" })).toBeVisible();
      await expect(page.getByTestId("map-you-are-here")).toHaveCount(0);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      test("without JavaScript the map page lists the venues by city", async ({ page }) => {
        await page.goto("/venues/map");
        // (Playwright's text locators skip <noscript>, which holds the note.)
        await expect(page.locator(".ac-map-page-nojs")).toBeVisible();
        await expect(page.locator(".ac-map-page-nojs")).toHaveText(
          "The map needs JavaScript; here are the venues by city.",
        );
        await expect(page.getByText("Loading map…")).toBeHidden();
        await expect(page.getByRole("button", { name: "Near me" })).toBeHidden();
        for (const city of ["Minneapolis", "St. Paul", "Edina"]) {
          await expect(
            page.getByRole("heading", { level: 3, name: new RegExp(`^${city}`) }),
          ).toBeVisible();
        }
        const stPaul = page.getByRole("region", { name: "St. Paul" });
        await expect(
          stPaul.getByRole("link", { name: "Minnesota Museum of American Art" }),
        ).toBeVisible();
        // Every venue has its mark, as on the map.
        const rows = page.getByTestId("map-venue");
        expect(await rows.count()).toBeGreaterThan(20);
        expect(await rows.locator("svg").count()).toBe(await rows.count());
        expect(await seriousViolationsWithoutJs(page)).toEqual([]);

        await page.getByRole("link", { name: "Walker Art Center" }).click();
        await expect(
          page.getByRole("heading", { level: 1, name: "Walker Art Center" }),
        ).toBeVisible();
      });
    });
  });
}

test("Near me without the browser's permission says so and keeps the list by city", async ({
  page,
}) => {
  // No geolocation permission granted: Chromium refuses the request.
  await page.goto("/venues/map");
  await expect(clusters(page).first()).toBeVisible();
  await page.getByRole("button", { name: "Near me" }).click();
  await expect(
    page.getByText("Your browser didn't share your location, so the list stays by city."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Venues by city" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Near me" })).toBeEnabled();
});

test("a map that fails to load says so and keeps the list", async ({ page }) => {
  // Leaflet's chunk does not arrive.
  await page.route(/venue-map-leaflet[^/]*\.js$/, (r) => r.abort());
  await page.goto("/venues/map");
  await expect(page.getByRole("alert")).toHaveText(
    "Sorry, the map didn't load. The venues are still listed on this page.",
  );
  await expect(page.getByText("Loading map…")).toBeHidden();
  await expect(page.getByRole("link", { name: "Walker Art Center" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
