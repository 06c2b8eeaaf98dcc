import { expect, type Locator, type Page, test } from "@playwright/test";
import { E2E_BASE_URL } from "./ports.ts";

// The visitor's journeys through the public calendar, on the server's pinned
// clock (Saturday, November 21st 2026, noon; see clock.ts), on a desktop and
// on a phone.

const viewports = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

const cards = (scope: Page | Locator) => scope.getByTestId("event-card");

for (const [device, options] of Object.entries(viewports)) {
  test.describe(`on a ${device}`, () => {
    test.use(options);

    test("home → Now Showing → filter by city → event → venue → map → venue", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "Upcoming Events" })).toBeVisible();
      await page.getByRole("link", { name: "View all: Now Showing" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Now Showing" })).toBeVisible();
      await expect(page).toHaveTitle(/^Now Showing/);

      // Choosing a city applies at once and lands in the URL.
      await page.getByLabel("City").selectOption({ label: "St. Paul" });
      await expect(page).toHaveURL(/city=st-paul/);
      await expect(cards(page).first()).toBeVisible();
      await expect(cards(page).filter({ hasNotText: "St. Paul" })).toHaveCount(0);
      await page.getByLabel("City").selectOption({ label: "Minneapolis" });
      await expect(page).toHaveURL(/city=minneapolis/);

      const exhibition = cards(page).filter({ hasText: "Northern Light: Minnesota Landscapes" });
      await expect(exhibition).toContainText("Now – thru Nov 25th");
      await expect(exhibition).toContainText("Closes in 4 days");
      await exhibition.getByRole("link").click();

      await expect(
        page.getByRole("heading", { level: 1, name: "Northern Light: Minnesota Landscapes" }),
      ).toBeVisible();
      await expect(page.getByText("Opening Reception")).toBeVisible();
      await page
        .getByRole("complementary", { name: "Where" })
        .getByRole("link", { name: "Walker Art Center" })
        .click();

      await expect(
        page.getByRole("heading", { level: 1, name: "Walker Art Center" }),
      ).toBeVisible();
      // Saturday noon in Minneapolis; the Walker opens 11am – 5pm on Saturdays.
      await expect(page.getByTestId("open-status")).toContainText("Open now");
      await expect(page.getByRole("row", { name: /Saturday \(today\)/ })).toContainText(
        "11am – 5pm",
      );

      await page.goto("/venues");
      await page.getByRole("link", { name: "See them on a map" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Venue map" })).toBeVisible();
      // Tiles never load in tests: the notice says so and the markers still work.
      await expect(page.getByText("The map background couldn't load.")).toBeVisible();
      // Mia's pin sits in a cluster at first (tests/e2e/venue-map.spec.ts opens
      // clusters and popups); the list beside the map is the sure way on, and
      // works before the map has loaded.
      await expect(page.locator("[data-cluster-count]").first()).toBeVisible();
      await page
        .getByRole("region", { name: "Minneapolis" })
        .getByRole("link", { name: "Minneapolis Institute of Art" })
        .click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Minneapolis Institute of Art" }),
      ).toBeVisible();
    });

    test("search finds a venue by a misspelled name", async ({ page }) => {
      await page.goto("/");
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Search" })
        .click();
      await page
        .getByRole("searchbox", { name: "Events, venues, cities and articles" })
        .fill("walkr art centr");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByTestId("search-counts")).toContainText(
        /[1-9]\d* venues?, \d+ cit(y|ies) and \d+ articles? match/,
      );
      await page.getByRole("link", { name: "Walker Art Center", exact: true }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Walker Art Center" }),
      ).toBeVisible();
    });

    test('search "st paul" finds the city, its venues and their events', async ({ page }) => {
      await page.goto("/search");
      await page
        .getByRole("searchbox", { name: "Events, venues, cities and articles" })
        .fill("st paul");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/q=st\+paul/);
      await expect(page.getByTestId("search-counts")).toContainText(/1 city/);
      const city = page.getByRole("region", { name: /^Cities/ });
      await expect(city.getByRole("link", { name: "St. Paul", exact: true })).toBeVisible();
      // St. Paul's venues and events come with it, though none is named "st paul".
      await expect(
        page
          .getByRole("region", { name: /^Venues/ })
          .getByRole("link")
          .first(),
      ).toBeVisible();
      const events = page.getByRole("region", { name: /^Events/ });
      await expect(events.getByRole("link").first()).toBeVisible();
      await city.getByRole("link", { name: "St. Paul", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: /St\. Paul/ })).toBeVisible();
    });
  });
}

test.describe("every listing on the pinned clock", () => {
  const expected: Record<string, { title: string; shows: string[] }> = {
    upcoming: {
      title: "Upcoming Events",
      shows: ["Tonight: Printmakers' Open Studio", "Weekend Studio Crawl"],
    },
    now_showing: { title: "Now Showing", shows: ["Northern Light: Minnesota Landscapes"] },
    weekend: {
      title: "This Weekend",
      shows: ["Weekend Studio Crawl", "Tonight: Printmakers' Open Studio"],
    },
    week: {
      title: "This Week",
      shows: ["Poster Night: Two-Colour Screen Printing", "Weekend Studio Crawl"],
    },
    classes: { title: "Classes & Workshops", shows: ["Poster Night: Two-Colour Screen Printing"] },
    // The exhibition presets (decision 058).
    opening_this_week: { title: "Opening This Week", shows: ["Winter Echoes"] },
    closing_soon: { title: "Closing Soon", shows: ["Northern Light: Minnesota Landscapes"] },
    receptions_tonight: {
      title: "Receptions Tonight",
      shows: ["Tonight: Printmakers' Open Studio"],
    },
    tcartweek2022: { title: "Twin Cities Art Week 2022", shows: ["Art Week 2022: Opening Night"] },
    tcartweek2023: { title: "Twin Cities Art Week 2023", shows: ["Art Week 2023: Closing Party"] },
    tcartweek2024: { title: "Twin Cities Art Week 2024", shows: ["Art Week 2024: Studio Tour"] },
    "summer-art-fest-guide-2024": {
      title: "2024 Summer Art Fest Guide",
      shows: ["Uptown Art Fair 2024"],
    },
    "summer-art-fest-guide-2025": {
      title: "2025 Summer Art Fest Guide",
      shows: ["Stone Arch Bridge Festival 2025"],
    },
    "2024-holiday-shopping-guide": {
      title: "2024 Holiday Shopping Guide",
      shows: ["Holiday Pottery Sale 2024", "New Year Studio Sale 2024"],
    },
    "2025-holiday-shopping-guide": {
      title: "2025 Holiday Shopping Guide",
      shows: ["Handmade Holiday Market 2025"],
    },
  };

  for (const [key, { title, shows }] of Object.entries(expected)) {
    test(`/calendar/${key}`, async ({ page }) => {
      await page.goto(`/calendar/${key}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      for (const name of shows) {
        await expect(cards(page).filter({ hasText: name }).first()).toBeVisible();
      }
    });
  }

  test("/calendar lists every event, newest first, a page at a time", async ({ page }) => {
    await page.goto("/calendar");
    await expect(page.getByRole("heading", { level: 1, name: "All Events" })).toBeVisible();
    await expect(cards(page)).toHaveCount(100);
    await page.getByRole("link", { name: "Next page →" }).click();
    await expect(page).toHaveURL(/page=1/);
    await expect(cards(page).first()).toBeVisible();
  });

  test("upcoming excludes canceled dates and a class is not upcoming", async ({ page }) => {
    await page.goto("/calendar/upcoming");
    await expect(page.locator("[data-canceled]")).toHaveCount(0);
    await expect(
      cards(page).filter({ hasText: "Poster Night: Two-Colour Screen Printing" }),
    ).toHaveCount(0);
  });

  test("an empty listing suggests the others", async ({ page }) => {
    await page.goto("/calendar/classes?q=zzzznothing");
    await expect(
      page.getByRole("heading", { name: "Nothing listed here with these filters" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Upcoming Events" }).last()).toBeVisible();
  });

  test("a tag on an event opens the listing of that tag", async ({ page }) => {
    await page.goto("/events/poster-night-two-colour-screen-printing");
    await page.getByRole("link", { name: "#workshop" }).click();
    await expect(page).toHaveURL(/tag=workshop/);
    await expect(
      cards(page).filter({ hasText: "Poster Night: Two-Colour Screen Printing" }),
    ).toBeVisible();
  });
});

test.describe("an event page's related events", () => {
  test("it ends with more at the venue, more like it and what is on nearby; the cards open them", async ({
    page,
  }) => {
    await page.goto("/events/northern-light-minnesota-landscapes");
    const section = (name: string) => page.getByRole("region", { name });
    const atVenue = section("More at Walker Art Center");
    await expect(cards(atVenue).first()).toBeVisible();
    await expect(cards(atVenue)).toHaveCount(4);
    await expect(cards(atVenue).filter({ hasNotText: "Walker Art Center" })).toHaveCount(0);
    await expect(cards(section("More like this")).first()).toBeVisible();
    const nearby = section("Nearby the same day");
    await expect(cards(nearby).filter({ hasText: "Walker Art Center" })).toHaveCount(0);
    // Never the event itself.
    await expect(
      cards(page).filter({ hasText: "Northern Light: Minnesota Landscapes" }),
    ).toHaveCount(0);

    const first = cards(nearby).first().getByRole("link");
    const name = (await first.textContent()) ?? "";
    await first.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    await page.goBack();
    await atVenue.getByRole("link", { name: /View all/ }).click();
    await expect(page).toHaveURL(/\/venues\/walker-art-center$/);
  });
});

test.describe("addresses", () => {
  test("unknown slugs get a 404 that says what was missing, with a way back", async ({ page }) => {
    const event = await page.goto("/events/no-such-event");
    expect(event?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Event not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See upcoming events" })).toBeVisible();
    const venue = await page.goto("/venues/no-such-venue");
    expect(venue?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Venue not found" })).toBeVisible();
    expect((await page.goto("/calendar/no-such-preset"))?.status()).toBe(404);
    expect((await page.goto("/cities/atlantis"))?.status()).toBe(404);
  });

  test("legacy-id links move permanently to the slug URLs", async ({ request }) => {
    const event = await request.get("/events/legacy/5107", { maxRedirects: 0 });
    expect(event.status()).toBe(301);
    expect(event.headers().location).toBe("/events/northern-light-minnesota-landscapes");
    const venue = await request.get("/venues/legacy/212", { maxRedirects: 0 });
    expect(venue.status()).toBe(301);
    expect(venue.headers().location).toBe("/venues/walker-art-center");
    expect((await request.get("/events/legacy/nope", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("built assets are cached for a year, other static files for an hour, pages not at all", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const a = await request.get(asset ?? "");
    expect(a.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await request.get("/favicon.ico");
    expect(icon.headers()["cache-control"]).toBe("public, max-age=3600");
    const page = await request.get("/calendar/upcoming");
    expect(page.headers()["cache-control"] ?? "").not.toContain("max-age=3600");
  });

  test("pages carry a title, a description and a canonical URL", async ({ page }) => {
    await page.goto("/venues/walker-art-center?utm_source=x");
    await expect(page).toHaveTitle(/^Walker Art Center · /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /Contemporary art museum/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${E2E_BASE_URL}/venues/walker-art-center`,
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("home, a listing, an event and a venue show their full content", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Now Showing" })).toBeVisible();
    await expect(cards(page).filter({ hasText: "Weekend Studio Crawl" }).first()).toBeVisible();

    await page.goto("/calendar/now_showing?city=minneapolis");
    await expect(cards(page).filter({ hasText: "Northern Light" })).toContainText(
      "Closes in 4 days",
    );
    // The filter form works as a plain GET form.
    await page.getByLabel("City").selectOption({ label: "St. Paul" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/city=st-paul/);

    await page.goto("/events/northern-light-minnesota-landscapes");
    await expect(page.getByText("Forty years of Minnesota landscape painting")).toBeVisible();
    await expect(page.getByText("Now – thru Nov 25th")).toBeVisible();
    await expect(page.getByText("725 Vineland Place")).toBeVisible();

    await page.goto("/venues/walker-art-center");
    await expect(page.getByTestId("open-status")).toContainText("Open now");
    await expect(cards(page).filter({ hasText: "Northern Light" })).toBeVisible();
    await expect(page.getByText("Past events")).toBeVisible();
  });
});

test.describe("hydration", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("pages hydrate without errors or fetching again, then name Central time for visitors elsewhere", async ({
    page,
  }) => {
    const problems: string[] = [];
    const fetched: string[] = [];
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("console", (m) => {
      // The pinned tile URL fails on purpose; anything else is a problem.
      if (m.type() === "error" && !m.text().startsWith("Failed to load resource"))
        problems.push(m.text());
    });
    // Other journeys write while this one runs, and an open page reloads its
    // data when the realtime channel says something changed: that is not a
    // hydration refetch, so requests after a change message are not counted.
    let changeHeard = false;
    page.on("websocket", (ws) =>
      ws.on("framereceived", (f) => {
        if (String(f.payload).includes('"change"')) changeHeard = true;
      }),
    );
    // Who is looking is asked once per page load, by design: the page is the
    // same cached document for everybody (decision 022).
    let viewerAsked = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/v5/auth/viewer")) viewerAsked++;
      else if (changeHeard) return;
      else if (r.url().includes("/api/v5/") || /\.data(\?|$)/.test(r.url())) fetched.push(r.url());
    });
    for (const path of [
      "/",
      "/calendar/upcoming",
      "/events/tonight-printmakers-open-studio",
      "/venues/walker-art-center",
      "/venues/map",
    ]) {
      // Hydration asks who is looking; on a busy machine that can come after
      // the network first goes quiet, so wait for the answer itself.
      const viewer = page.waitForResponse((r) => r.url().includes("/api/v5/auth/viewer"));
      await page.goto(path);
      await viewer;
      await page.waitForLoadState("networkidle");
    }
    expect(problems).toEqual([]);
    expect(fetched).toEqual([]);
    expect(viewerAsked).toBe(5);
    await page.goto("/events/tonight-printmakers-open-studio");
    await expect(page.getByText("Sat Nov 21st 6pm – 10pm CST")).toBeVisible();
  });
});
