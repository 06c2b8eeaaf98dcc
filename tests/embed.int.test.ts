import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeCity, makeEvent, makeVenue, postJson } from "./calendar-factories.ts";
import { superadmin } from "./factories.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// The embeddable calendar as a host site and an oEmbed consumer meet it
// (decision 064): the iframe document and the script's fragment, their
// headers, the page cache, and oEmbed's answers and refusals.
// Saturday 2026-11-21, noon in Minneapolis.
const NOW = "2026-11-21T18:00:00.000Z";
const HOST = "tcartcal.test";
const ORIGIN = `https://${HOST}`;

let t: TestApp;
let token: string;
let venueSlug: string;
let citySlug: string;
let eventSlug: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TEST_NOW: NOW, CANONICAL_HOST: HOST } });
  token = (await superadmin(t, "embed_admin")).token;
  const city = await makeCity(t, token, { name: "St. Paul" });
  citySlug = city.slug;
  const venue = await makeVenue(t, token, { name: "Lowertown Loft", city_id: city.id });
  venueSlug = venue.slug;
  const other = await makeVenue(t, token, { name: "Elsewhere Hall" });
  const at = (v: { id: string }, category: string, start: string, end: string) => ({
    venue_id: v.id,
    category,
    start,
    end,
  });
  const prints = await makeEvent(
    t,
    token,
    [at(venue, "reception", "2026-11-28T00:00:00Z", "2026-11-28T03:00:00Z")],
    { name: "Prints & <Friends>" },
  );
  eventSlug = prints.slug;
  await makeEvent(t, token, [at(venue, "sale", "2026-12-05T16:00:00Z", "2026-12-05T22:00:00Z")], {
    name: "Winter Sale",
  });
  // Over before NOW: not listed.
  await makeEvent(
    t,
    token,
    [at(venue, "reception", "2026-11-01T00:00:00Z", "2026-11-01T03:00:00Z")],
    { name: "Gone Show" },
  );
  // Another venue: not in the venue's embed.
  await makeEvent(
    t,
    token,
    [at(other, "reception", "2026-11-27T00:00:00Z", "2026-11-27T03:00:00Z")],
    { name: "Elsewhere Opening" },
  );
  const guide = await postJson(t, token, "/guides/list", {
    title: "Holiday Guide 2026",
    first_day: "2026-11-01",
    last_day: "2027-01-15",
    categories: ["sale"],
  });
  expect(guide.status).toBe(201);
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => t.app.pageCache.invalidate());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers });

describe("the iframe document", () => {
  it("lists the venue's events still to come, soonest first, linking out in a new tab", async () => {
    const res = await get(`/embed/venues/${venueSlug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("Events at Lowertown Loft");
    expect(html.indexOf("Prints &amp; &lt;Friends&gt;")).toBeGreaterThan(0);
    expect(html.indexOf("Winter Sale")).toBeGreaterThan(html.indexOf("Prints &amp;"));
    expect(html).not.toContain("Gone Show");
    expect(html).not.toContain("Elsewhere Opening");
    expect(html).toContain(`href="${ORIGIN}/events/${eventSlug}" target="_blank" rel="noopener"`);
    // No script and no beacon unless the host opts in.
    expect(html).not.toContain("<script");
    expect(html).not.toContain("analytics");
  });

  it("may be framed by any site, runs nothing, and keeps the site's own pages unframable", async () => {
    const res = await get(`/embed/venues/${venueSlug}`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors *");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[\w+/=]+'/);
    expect(res.headers.get("x-frame-options")).toBeNull();
    // The style the document carries is the one the policy allows.
    const html = await res.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(style).digest("base64");
    expect(csp).toContain(`'sha256-${hash}'`);

    const feed = await get(`/venues/${venueSlug}.ics`);
    expect(feed.headers.get("x-frame-options")).toBe("DENY");
    expect(feed.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("takes the host's theme and count; junk values fall back to the defaults", async () => {
    const dark = await (await get(`/embed/venues/${venueSlug}?theme=dark&limit=1`)).text();
    expect(dark).toContain('data-theme="dark"');
    expect(dark).toContain("Prints &amp;");
    expect(dark).not.toContain("Winter Sale");
    expect(dark).toContain("See all on");
    const junk = await get(`/embed/venues/${venueSlug}?theme=neon&limit=lots`);
    expect(junk.status).toBe(200);
    const body = await junk.text();
    expect(body).toContain('data-theme="auto"');
    expect(body).toContain("Winter Sale");
  });

  it("with ?track=1 carries the fixed beacon script the policy allows by hash", async () => {
    const res = await get(`/embed/venues/${venueSlug}?track=1`);
    const csp = res.headers.get("content-security-policy") ?? "";
    const html = await res.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const { createHash } = await import("node:crypto");
    expect(csp).toContain(
      `script-src 'sha256-${createHash("sha256").update(script).digest("base64")}'`,
    );
    expect(csp).toContain("connect-src 'self'");
    expect(html).toContain('data-resource-type="venue"');
  });

  it("embeds a city, a guide, an event and a listing with its filters", async () => {
    const city = await (await get(`/embed/cities/${citySlug}`)).text();
    expect(city).toContain("Art in St. Paul");
    expect(city).toContain("Winter Sale");
    const guide = await (await get("/embed/guides/holiday-guide-2026")).text();
    expect(guide).toContain("Holiday Guide 2026");
    expect(guide).toContain("Winter Sale");
    expect(guide).not.toContain("Prints &amp;");
    const event = await (await get(`/embed/events/${eventSlug}`)).text();
    expect(event).toContain("Prints &amp; &lt;Friends&gt;");
    expect(event).toContain("Reception");
    const sales = await (await get("/embed/calendar/upcoming?category=sale")).text();
    expect(sales).toContain("Winter Sale");
    expect(sales).not.toContain("Elsewhere Opening");
    expect(sales).toContain(`${ORIGIN}/calendar/upcoming?category=sale`);
  });

  it("says what is wrong, in the frame, for an unknown page or a bad filter (never a 500)", async () => {
    for (const path of [
      "/embed/venues/no-such-venue",
      "/embed/guides/no-such-guide",
      "/embed/events/%E0%A4%A",
      "/embed/calendar/no-such-listing",
      "/embed/shop/thing",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors *");
      expect(await res.text(), path).toContain("This calendar is not on the");
    }
    const bad = await get("/embed/calendar/upcoming?category=painting");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("category");
  });
});

describe("the script embed", () => {
  it("gets the same list as a fragment any origin may read", async () => {
    const res = await get(`/embed/venues/${venueSlug}?format=fragment&theme=light`, {
      origin: "https://host.example",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const html = await res.text();
    expect(html.startsWith("<style>")).toBe(true);
    expect(html).not.toContain("<html");
    expect(html).toContain('data-theme="light"');
    expect(html).toContain("Prints &amp; &lt;Friends&gt;");
  });

  it("serves embed.js with CORS and an hour's caching", async () => {
    const res = await get("/embed.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("cache-control")).toContain("max-age=3600");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(await res.text()).toContain("attachShadow");
  });
});

describe("the page cache", () => {
  it("keeps embeds, their fragments and oEmbed answers, under one key whatever the junk", async () => {
    for (const path of [
      `/embed/venues/${venueSlug}?theme=dark`,
      `/embed/venues/${venueSlug}?format=fragment`,
      `/oembed?url=${encodeURIComponent(`${ORIGIN}/venues/${venueSlug}`)}`,
      "/embed.js",
    ]) {
      const first = await get(path);
      expect(first.headers.get("x-cache"), path).toBe("MISS");
      expect(first.headers.get("cache-control"), path).toContain("public");
      const again = await get(`${path}${path.includes("?") ? "&" : "?"}utm_source=x`);
      expect(again.headers.get("x-cache"), path).toBe("HIT");
      expect(await again.text()).toBe(await first.text());
    }
  });

  it("forgets an embed when the venue's events change", async () => {
    const path = `/embed/venues/${venueSlug}`;
    expect((await get(path)).headers.get("x-cache")).toBe("MISS");
    expect((await get(path)).headers.get("x-cache")).toBe("HIT");
    const venue = await (await get(`/api/v5/places/venues/slug/${venueSlug}`)).json();
    await makeEvent(
      t,
      token,
      [
        {
          venue_id: venue.results.id,
          category: "performance",
          start: "2026-11-22T01:00:00Z",
          end: "2026-11-22T02:00:00Z",
        },
      ],
      { name: "Sudden Performance" },
    );
    const after = await get(path);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain("Sudden Performance");
  });
});

describe("oEmbed", () => {
  const oembed = (query: string) => get(`/oembed?${query}`);

  it("answers a venue page with a rich iframe of its embed", async () => {
    const url = `${ORIGIN}/venues/${venueSlug}`;
    const res = await oembed(`url=${encodeURIComponent(url)}&format=json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await res.json();
    expect(body).toMatchObject({
      version: "1.0",
      type: "rich",
      title: "Events at Lowertown Loft",
      provider_url: `${ORIGIN}/`,
      width: 480,
      height: 520,
    });
    expect(body.html).toContain(`<iframe src="${ORIGIN}/embed/venues/${venueSlug}"`);
  });

  it("answers an event page and keeps within maxwidth and maxheight", async () => {
    const url = `${ORIGIN}/events/${eventSlug}`;
    const body = await (
      await oembed(`url=${encodeURIComponent(url)}&maxwidth=300&maxheight=200`)
    ).json();
    expect(body.width).toBe(300);
    expect(body.height).toBe(200);
    expect(body.html).toContain('width="300" height="200"');
    expect(body.title).toBe("Prints & <Friends>");
    expect(body.html).toContain("Prints &amp; &lt;Friends&gt;");
  });

  it("is 501 for XML, 404 for pages not ours or not there, 400 for bad input", async () => {
    const url = encodeURIComponent(`${ORIGIN}/venues/${venueSlug}`);
    expect((await oembed(`url=${url}&format=xml`)).status).toBe(501);
    expect((await oembed(`url=${url}&format=yaml`)).status).toBe(501);
    for (const other of [
      "https://elsewhere.example/venues/x",
      `${ORIGIN}/venues/no-such-venue`,
      `${ORIGIN}/shop`,
      `${ORIGIN}/account`,
    ]) {
      const res = await oembed(`url=${encodeURIComponent(other)}`);
      expect(res.status, other).toBe(404);
      expect((await res.json()).code, other).toBe("X-404");
    }
    for (const q of ["", "url=", "url=not%20a%20url", `url=${url}&maxwidth=wide`]) {
      const res = await oembed(q);
      expect(res.status, q).toBe(400);
      expect((await res.json()).code, q).toBe("V-1001");
    }
  });
});
