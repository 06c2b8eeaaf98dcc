import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { type FixtureServer, startFixtureServer } from "../fixture-server.ts";
import { E2E_NOW } from "./clock.ts";
import { journeyPages, reviewShots } from "./pages.ts";

// Issue 32 item 5 (decision 064): a venue's upcoming events embedded in a
// plain page on another origin, once in an iframe and once by the script tag
// (a shadow root, no iframe), under the host's own strict policy and hostile
// CSS; the snippet generator's live preview; oEmbed discovery.

const { newPage } = journeyPages();

/** A demo venue with events still to come, and the soonest of them. */
async function venueWithEvents(request: APIRequestContext) {
  const res = await request.get(
    `/api/v5/calendar/event_dates/list?end=gte:${E2E_NOW}&is_canceled=false&sort_by=start&sort=asc&page_size=50`,
  );
  const rows = (await res.json()).results as {
    venue: { id: string; slug: string; name: string } | null;
    event: { name: string };
  }[];
  const row = rows.find((r) => r.venue)!;
  return { slug: row.venue!.slug, name: row.venue!.name, first: row.event.name };
}

function watchPolicy(page: Page) {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy|Refused to/i.test(msg.text()))
      violations.push(msg.text());
  });
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  return { violations, errors };
}

let host: FixtureServer | null = null;
test.afterEach(async () => {
  await host?.close();
  host = null;
});

test("a venue's upcoming events embedded on another site, with and without an iframe", async ({
  browser,
  baseURL,
  request,
}) => {
  const venue = await venueWithEvents(request);
  const path = `/venues/${venue.slug}`;
  // The host: another origin, its own strict policy (no inline style or
  // script) and CSS that would wreck a list it could reach.
  host = await startFixtureServer({
    "/": (_req, res) => {
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": [
          "default-src 'self'",
          `script-src ${baseURL}`,
          `connect-src ${baseURL}`,
          `frame-src ${baseURL}`,
          `img-src ${baseURL} data:`,
          "style-src 'self'",
        ].join("; "),
      });
      res.end(`<!doctype html><html><head><title>A host</title>
<link rel="stylesheet" href="/host.css"></head><body>
<h1>Our friends' events</h1>
<iframe id="framed" src="${baseURL}/embed${path}?theme=dark" title="Events at ${venue.name}" width="100%" height="480"></iframe>
<section id="scripted"><script src="${baseURL}/embed.js" data-artcal="${path}" data-theme="light" async></script></section>
</body></html>`);
    },
    "/host.css": (_req, res) => {
      res.writeHead(200, { "content-type": "text/css" });
      res.end("li{display:none!important}.ac-title{color:red!important}h2{font-size:60px}");
    },
  });
  const page = await newPage(browser);
  const { violations, errors } = watchPolicy(page);
  await page.goto(host.origin);

  // The iframe: its own document, dark, the venue's soonest event first.
  const framed = page.frameLocator("#framed");
  await expect(framed.getByRole("heading", { name: `Events at ${venue.name}` })).toBeVisible();
  const firstInFrame = framed.getByRole("link", { name: new RegExp(literal(venue.first)) }).first();
  await expect(firstInFrame).toBeVisible();
  await expect(firstInFrame).toHaveAttribute("target", "_blank");
  await expect(firstInFrame).toHaveAttribute("href", /\/events\/[^/]+$/);

  // The script: the same list in the host's page, in a shadow root the host's CSS cannot reach.
  const scripted = page.locator("#scripted .artcal-embed");
  await expect(scripted.getByRole("heading", { name: `Events at ${venue.name}` })).toBeVisible();
  const first = scripted.getByRole("link", { name: new RegExp(literal(venue.first)) }).first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute("target", "_blank");
  expect(await page.locator("#scripted iframe").count()).toBe(0);
  // Our stylesheet applies (the accent on the date line), the host's red does not.
  const title = scripted.locator(".ac-title").first();
  expect(await title.evaluate((el) => getComputedStyle(el).color)).not.toBe("rgb(255, 0, 0)");
  const when = scripted.locator(".ac-when").first();
  expect(await when.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(0, 47, 167)");
  await reviewShots(page, "embed-host");

  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("the venue page offers embed code with a live preview, and oEmbed discovery", async ({
  browser,
  request,
}) => {
  const venue = await venueWithEvents(request);
  const page = await newPage(browser);
  const { violations, errors } = watchPolicy(page);
  await page.goto(`/venues/${venue.slug}`);

  // oEmbed discovery: the head names the endpoint, which answers a rich iframe.
  const oembed = await page
    .locator('link[rel="alternate"][type="application/json+oembed"]')
    .getAttribute("href");
  const found = await (await request.get(oembed!)).json();
  expect(found.type).toBe("rich");
  expect(found.html).toContain(`/embed/venues/${venue.slug}`);

  await page.getByTestId("embed").locator("summary").click();
  const generator = page.getByTestId("embed-generator");
  await expect(generator).toBeVisible();
  await expect(generator.getByLabel("With an iframe")).toHaveValue(
    new RegExp(`<iframe src="[^"]+/embed/venues/${venue.slug}"`),
  );
  await expect(generator.getByLabel("With a script tag (no iframe)")).toHaveValue(
    new RegExp(`/embed.js" data-artcal="/venues/${venue.slug}"`),
  );
  const preview = page.frameLocator('[data-testid="embed-preview"]');
  await expect(
    preview.getByRole("link", { name: new RegExp(literal(venue.first)) }).first(),
  ).toBeVisible();

  // Dark and three events: the snippets and the preview follow.
  await generator.getByLabel("Theme").selectOption("dark");
  await generator.getByLabel("Events").selectOption("3");
  await expect(generator.getByLabel("With an iframe")).toHaveValue(/theme=dark&amp;limit=3/);
  await expect(generator.getByLabel("With a script tag (no iframe)")).toHaveValue(
    /data-theme="dark" data-limit="3"/,
  );
  await expect(preview.locator(".ac-embed[data-theme=dark]")).toBeVisible();
  expect(await preview.locator(".ac-item").count()).toBeLessThanOrEqual(3);
  await reviewShots(page, "embed-venue-generator");

  for (const theme of ["light", "dark"]) {
    await page.goto(`/embed/venues/${venue.slug}?theme=${theme}`);
    await expect(page.getByRole("heading", { name: `Events at ${venue.name}` })).toBeVisible();
    await reviewShots(page, `embed-venue-${theme}`);
  }
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
