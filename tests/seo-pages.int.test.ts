import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeEvent, makeVenue, send } from "./calendar-factories.ts";
import { type SignedIn, superadmin } from "./factories.ts";
import { vocabularyProblems } from "./schema-vocabulary.ts";
import {
  checkJsonLd,
  eventRichResultProblems,
  headOf,
  jsonLdOf,
  linksOf,
  metaOf,
  metaTags,
} from "./seo-check.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";
import { makeWrittenFixture, uploadImage, type WrittenFixture } from "./written-fixture.ts";

// What search engines and link previews read in the <head> of every kind of
// page: OpenGraph and Twitter tags with absolute URLs on CANONICAL_HOST,
// canonical links, noindex where a page is one person's, and JSON-LD checked
// against the schema.org types it uses. Server-rendered pages from the real
// app on a fixed clock (Saturday 2026-11-21, noon in Minneapolis).
const NOW = "2026-11-21T18:00:00.000Z";
const ORIGIN = "https://tcartcal.test";

let site: SiteTestApp;
let t: TestApp;
let admin: SignedIn;
let blog: WrittenFixture;
let museum: { slug: string };
let show: { slug: string };
let hostile: { slug: string };
let product: { slug: string };
beforeAll(async () => {
  site = await createSiteTestApp("seo-pages", { TEST_NOW: NOW, CANONICAL_HOST: "tcartcal.test" });
  t = site.t;
  admin = await superadmin(t, "seo_pages_admin");
  blog = await makeWrittenFixture(t, admin.token);
  const [venueImage, eventImage, productImage] = [
    await uploadImage(t, admin.token, "venue", 30),
    await uploadImage(t, admin.token, "event", 160),
    await uploadImage(t, admin.token, "product", 250),
  ];
  const city = await send(t, admin.token, "POST", "/places/cities/list", { name: "St. Paul" });
  museum = await makeVenue(t, admin.token, {
    name: "River Museum",
    type: "institution",
    summary: "Art by the river.",
    address: "1 Kellogg Blvd",
    city_id: city.id,
    state: "MN",
    postal_code: "55102",
    geo: { lat: 44.94, lon: -93.09 },
    hours: { "2": ["10:00", "17:00"], "3": ["10:00", "17:00"], "4": ["10:00", "21:00"] },
    website: "https://river.example.com/",
    links: [{ type: "instagram", url: "https://instagram.com/river" }],
    primary_image_id: venueImage.id,
  });
  const at = (start: string, end: string, category: string, over = {}) => ({
    venue_id: (museum as unknown as { id: string }).id,
    category,
    start,
    end,
    ...over,
  });
  show = await makeEvent(
    t,
    admin.token,
    [
      // The run, midnight to midnight (Nov 1 – Dec 19), the reception (canceled) and a talk.
      at("2026-11-01T05:00:00Z", "2026-12-20T06:00:00Z", "ongoing"),
      at("2026-11-28T00:00:00Z", "2026-11-28T03:00:00Z", "reception", { is_canceled: true }),
      // Moved from the Friday before (the editor says so).
      at("2026-12-05T19:00:00Z", "2026-12-05T20:00:00Z", "artist_talk", {
        previous_start: "2026-12-04T19:00:00Z",
      }),
    ],
    {
      name: "River Glass",
      summary: "Glass from the river.",
      primary_image_id: eventImage.id,
      admission: "paid",
      price_text: "$15 at the door",
      ticket_url: "https://tickets.example.com/river-glass",
    },
  );
  hostile = await makeEvent(
    t,
    admin.token,
    [at("2026-11-28T00:00:00Z", "2026-11-28T03:00:00Z", "performance")],
    { name: "Night </script><script>alert('ld')</script> Show", admission: "free" },
  );
  product = await send(t, admin.token, "POST", "/shop/store/products/list", {
    name: "River Print",
    summary: "Two colours.",
    image_ids: [productImage.id],
    prices: [{ amount: 2500 }],
  });
}, 120_000);
afterAll(() => site?.close());

async function page(path: string, cookie?: string) {
  const res = await site.pages.app.request(path, {
    redirect: "manual",
    headers: cookie ? { cookie } : {},
  });
  expect(res.status, path).toBe(200);
  return res.text();
}

/** Every page: the share tags, all absolute on the canonical host. */
function expectShareTags(html: string, path: string, type = "website") {
  expect(metaOf(html, "og:site_name"), path).toBe("Twin Cities Art Calendar");
  expect(metaOf(html, "og:locale"), path).toBe("en_US");
  expect(metaOf(html, "og:type"), path).toBe(type);
  expect(metaOf(html, "og:title"), path).not.toBe("");
  expect(metaOf(html, "og:description"), path).not.toBe("");
  expect(metaOf(html, "og:url"), path).toMatch(new RegExp(`^${ORIGIN}/`));
  expect(metaOf(html, "og:image"), path).toMatch(new RegExp(`^${ORIGIN}/`));
  expect(Number(metaOf(html, "og:image:width")), path).toBeGreaterThan(0);
  expect(Number(metaOf(html, "og:image:height")), path).toBeGreaterThan(0);
  expect(metaOf(html, "og:image:alt"), path).not.toBe("");
  expect(metaOf(html, "twitter:card"), path).toBe("summary_large_image");
  expect(metaOf(html, "twitter:title"), path).toBe(metaOf(html, "og:title"));
  expect(metaOf(html, "twitter:description"), path).toBe(metaOf(html, "og:description"));
  expect(metaOf(html, "twitter:image"), path).toBe(metaOf(html, "og:image"));
}
const canonicalOf = (html: string) =>
  linksOf(html).find((l) => l.rel === "canonical")?.href ?? null;
const robotsOf = (html: string) => metaTags(html).get("robots") ?? [];
/** The JSON-LD blocks of a page, each checked; the types met, in order. */
function checkedJsonLd(html: string, path: string) {
  return jsonLdOf(html).map((ld) => ({ ld, types: checkJsonLd(ld, path) }));
}

describe("share tags", () => {
  it("are on every kind of public page, with a canonical link on CANONICAL_HOST", async () => {
    const article = blog.articles.glass as { permalink: string };
    const pages: [string, string, string?][] = [
      ["/", `${ORIGIN}/`],
      ["/calendar/upcoming", `${ORIGIN}/calendar/upcoming`],
      [`/events/${show.slug}`, `${ORIGIN}/events/${show.slug}`, "event"],
      [`/venues/${museum.slug}`, `${ORIGIN}/venues/${museum.slug}`],
      ["/venues", `${ORIGIN}/venues`],
      ["/cities/st-paul", `${ORIGIN}/cities/st-paul`],
      ["/written", `${ORIGIN}/written`],
      [article.permalink, `${ORIGIN}${article.permalink}`, "article"],
      ["/written/category/exhibition-reviews", `${ORIGIN}/written/category/exhibition-reviews`],
      ["/shop", `${ORIGIN}/shop`],
      [`/shop/${product.slug}`, `${ORIGIN}/shop/${product.slug}`],
      ["/membership", `${ORIGIN}/membership`],
    ];
    for (const [path, canonical, type] of pages) {
      const html = await page(path);
      expectShareTags(html, path, type);
      expect(canonicalOf(html), path).toBe(canonical);
      expect(metaOf(html, "og:url"), path).toBe(canonical);
      expect(robotsOf(html), path).toEqual([]);
    }
  });

  it("share the page's own picture (CARD_LARGE) with its size and alt text", async () => {
    const html = await page(`/events/${show.slug}`);
    expect(metaOf(html, "og:image")).toMatch(new RegExp(`^${ORIGIN}/files/.+CARD_LARGE`));
    expect(metaOf(html, "og:image:width")).toBe("900");
    expect(metaOf(html, "og:image:height")).toBe("472");
    expect(metaOf(html, "og:image:alt")).toBe("A event picture");
    expect(metaOf(html, "og:title")).toBe("River Glass");
    expect(metaOf(html, "og:description")).toBe("Glass from the river.");
  });

  it("fall back to CARD_SMALL (an author's face) and then to the site's card", async () => {
    const author = await page("/written/author/ada-critic");
    expect(metaOf(author, "og:image")).toMatch(/CARD_SMALL/);
    expect(metaOf(author, "og:image:width")).toBe("350");
    const city = await page("/cities/st-paul");
    expect(metaOf(city, "og:image")).toBe(`${ORIGIN}/share-default.png`);
    expect(metaOf(city, "og:image:width")).toBe("1200");
    expect(metaOf(city, "og:image:height")).toBe("630");
    expect(metaOf(city, "og:image:alt")).toBe("Twin Cities Art Calendar");
  });
});

describe("noindex", () => {
  it("keeps one person's pages, search and the 404 page out of search engines, with share tags all the same", async () => {
    const pages: [string, string?][] = [
      ["/sign-in"],
      ["/sign-up"],
      ["/reset-password"],
      ["/check-email"],
      ["/search?q=glass"],
      ["/admin", admin.cookie],
      ["/admin/events", admin.cookie],
      ["/admin/orders", admin.cookie],
      ["/account", admin.cookie],
    ];
    for (const [path, cookie] of pages) {
      const html = await page(path, cookie);
      expect(robotsOf(html), path).toEqual(["noindex"]);
      expectShareTags(html, path);
      expect(jsonLdOf(html), path).toEqual([]);
    }
    const missing = await site.pages.app.request("/no/such/page");
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(robotsOf(html)).toEqual(["noindex"]);
    expectShareTags(html, "/no/such/page");
  });

  it("says so in a header too on the back office and the account page", async () => {
    for (const path of ["/admin", "/admin/users", "/account"]) {
      const res = await site.pages.app.request(path, { headers: { cookie: admin.cookie } });
      expect(res.headers.get("x-robots-tag"), path).toBe("noindex");
    }
    const home = await site.pages.app.request("/");
    expect(home.headers.get("x-robots-tag")).toBeNull();
  });
});

describe("JSON-LD", () => {
  it("on the home page: the WebSite with its search, and the trail", async () => {
    const html = await page("/");
    const found = checkedJsonLd(html, "/");
    expect(found.map((f) => f.types[0])).toEqual(["WebSite", "BreadcrumbList"]);
    expect(found[0]!.ld).toMatchObject({
      url: `${ORIGIN}/`,
      potentialAction: { target: { urlTemplate: `${ORIGIN}/search?q={search_term_string}` } },
    });
  });

  it("on an event page: the run with a subEvent per date, cancelled where canceled", async () => {
    const path = `/events/${show.slug}`;
    const found = checkedJsonLd(await page(path), path);
    expect(found.map((f) => f.types[0])).toEqual(["ExhibitionEvent", "BreadcrumbList"]);
    const ev = found[0]!.ld as Record<string, unknown> & { subEvent: Record<string, unknown>[] };
    expect(vocabularyProblems(ev)).toEqual([]);
    expect(eventRichResultProblems(ev)).toEqual([]);
    expect(ev).toMatchObject({
      name: "River Glass",
      // The museum's hours: Tuesday Nov 3 at 10am (first open day) to Thursday Dec 17 at 9pm.
      startDate: "2026-11-03T10:00:00-06:00",
      endDate: "2026-12-17T21:00:00-06:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      // The share crops: 16:9, 4:3 and 1:1.
      image: [
        expect.stringMatching(new RegExp(`^${ORIGIN}/files/.+SHARE_16X9`)),
        expect.stringMatching(new RegExp(`^${ORIGIN}/files/.+SHARE_4X3`)),
        expect.stringMatching(new RegExp(`^${ORIGIN}/files/.+SHARE_1X1`)),
      ],
      offers: {
        "@type": "Offer",
        url: "https://tickets.example.com/river-glass",
        price: 15,
        priceCurrency: "USD",
      },
      location: {
        "@type": "Place",
        name: "River Museum",
        address: {
          streetAddress: "1 Kellogg Blvd",
          addressLocality: "St. Paul",
          postalCode: "55102",
        },
        geo: { latitude: 44.94, longitude: -93.09 },
      },
      organizer: { "@type": "Organization", name: "River Museum" },
    });
    expect(ev.subEvent.map((s) => [s.startDate, s.endDate, s.eventStatus])).toEqual([
      [
        "2026-11-03T10:00:00-06:00",
        "2026-12-17T21:00:00-06:00",
        "https://schema.org/EventScheduled",
      ],
      [
        "2026-11-27T18:00:00-06:00",
        "2026-11-27T21:00:00-06:00",
        "https://schema.org/EventCancelled",
      ],
      [
        "2026-12-05T13:00:00-06:00",
        "2026-12-05T14:00:00-06:00",
        "https://schema.org/EventRescheduled",
      ],
    ]);
    expect(ev.subEvent[2]!.previousStartDate).toBe("2026-12-04T13:00:00-06:00");
    expect(ev).not.toHaveProperty("isAccessibleForFree");
    expect(found[1]!.ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: "Upcoming Events",
        item: `${ORIGIN}/calendar/upcoming`,
      },
      { "@type": "ListItem", position: 3, name: "River Glass", item: `${ORIGIN}${path}` },
    ]);
  });

  it("on a free event's page: free to attend, at no cost", async () => {
    const path = `/events/${hostile.slug}`;
    const ev = jsonLdOf(await page(path))[0]!;
    // It has no summary or picture (recommended); nothing else is amiss.
    expect(eventRichResultProblems(ev)).toEqual(["$: no description", "$: image"]);
    expect(vocabularyProblems(ev)).toEqual([]);
    expect(ev).toMatchObject({
      isAccessibleForFree: true,
      offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
    });
  });

  it("on a venue page: a Museum with its address, coordinates and weekly hours", async () => {
    const path = `/venues/${museum.slug}`;
    const found = checkedJsonLd(await page(path), path);
    expect(found.map((f) => f.types[0])).toEqual(["Museum", "BreadcrumbList"]);
    expect(found[0]!.ld).toMatchObject({
      name: "River Museum",
      url: `${ORIGIN}${path}`,
      sameAs: ["https://river.example.com/", "https://instagram.com/river"],
      openingHoursSpecification: [
        {
          dayOfWeek: ["https://schema.org/Tuesday", "https://schema.org/Wednesday"],
          opens: "10:00",
          closes: "17:00",
        },
        { dayOfWeek: ["https://schema.org/Thursday"], opens: "10:00", closes: "21:00" },
      ],
    });
  });

  it("on an article page: the Article with its author and dates with Chicago's offset", async () => {
    const article = blog.articles.glass as { permalink: string };
    const found = checkedJsonLd(await page(article.permalink), article.permalink);
    expect(found.map((f) => f.types[0])).toEqual(["Article", "BreadcrumbList"]);
    expect(found[0]!.ld).toMatchObject({
      headline: "Glass & <Light>",
      datePublished: "2026-11-20T12:00:00-06:00",
      author: { "@type": "Person", name: "Ada Critic", url: `${ORIGIN}/written/author/ada-critic` },
      publisher: { "@type": "Organization", name: "Twin Cities Art Calendar" },
    });
    expect((found[1]!.ld.itemListElement as { name: string }[]).map((i) => i.name)).toEqual([
      "Home",
      "Written",
      "Exhibition Reviews",
      "Glass & <Light>",
    ]);
  });

  it("gives every other public page its trail", async () => {
    for (const path of [
      "/calendar/upcoming",
      "/venues",
      "/cities",
      "/cities/st-paul",
      "/written",
      "/shop",
      `/shop/${product.slug}`,
    ]) {
      const found = checkedJsonLd(await page(path), path);
      expect(
        found.map((f) => f.types[0]),
        path,
      ).toEqual(["BreadcrumbList"]);
    }
  });

  it("cannot be closed early by a name with </script> in it", async () => {
    const html = await page(`/events/${hostile.slug}`);
    expect(html).not.toContain("<script>alert('ld')");
    const [ev] = jsonLdOf(html);
    expect(ev!.name).toBe("Night </script><script>alert('ld')</script> Show");
    const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(raw).toContain("\\u003c/script\\u003e");
  });
});

describe("the event page's own words for what its JSON-LD says", () => {
  /** The page's text without tags, as a reader sees it. */
  const textOf = (html: string) =>
    html
      .slice(html.indexOf("<body"))
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " ");

  it("says the admission, links the tickets and tells a moved date where it was", async () => {
    const html = await page(`/events/${show.slug}`);
    expect(textOf(html)).toContain("Admission: $15 at the door");
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/tickets\.example\.com\/river-glass"[^>]*>Tickets/,
    );
    expect(textOf(html)).toContain("Moved from Fri Dec 4th 1pm");
    const free = textOf(await page(`/events/${hostile.slug}`));
    expect(free).toContain("Admission: Free");
    expect(free).not.toContain("Tickets");
    expect(free).not.toContain("Moved from");
  });

  it("keeps the share crops out of the loader data except as the JSON-LD needs them", async () => {
    const html = await page(`/events/${show.slug}`);
    const data = html.slice(html.indexOf("streamController.enqueue"));
    // The page's picture and its three share crops; not SIZED, FULL or the original.
    for (const name of ["CARD_LARGE", "CARD_SMALL", "THUMB", "SHARE_16X9", "SHARE_1X1"]) {
      expect(data, name).toContain(name);
    }
    for (const name of ["SIZED", "FULL_ORIGINAL", "content_type"])
      expect(data, name).not.toContain(name);
  });
});

describe("alternates", () => {
  it("announce the feeds of a listing and the calendar file of an event, venue and city", async () => {
    const alternates = async (path: string) =>
      linksOf(await page(path))
        .filter((l) => l.rel === "alternate")
        .map((l) => `${l.type} ${l.href}`);
    expect(await alternates("/calendar/weekend")).toEqual([
      `application/atom+xml ${ORIGIN}/calendar/weekend.atom`,
      `application/rss+xml ${ORIGIN}/calendar/weekend.rss`,
      `application/feed+json ${ORIGIN}/calendar/weekend.json`,
      `text/calendar ${ORIGIN}/calendar/weekend.ics`,
    ]);
    // Event and venue pages also name their oEmbed (decision 064).
    const oembed = (path: string) =>
      `application/json+oembed ${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}${path}`)}&format=json`;
    expect(await alternates(`/events/${show.slug}`)).toEqual([
      `text/calendar ${ORIGIN}/events/${show.slug}.ics`,
      oembed(`/events/${show.slug}`),
    ]);
    expect(await alternates(`/venues/${museum.slug}`)).toEqual([
      `text/calendar ${ORIGIN}/venues/${museum.slug}.ics`,
      oembed(`/venues/${museum.slug}`),
    ]);
    expect(await alternates("/cities/st-paul")).toEqual([
      `text/calendar ${ORIGIN}/cities/st-paul.ics`,
    ]);
  });
});

it("writes each head tag once (no duplicate share tags from nested routes)", async () => {
  const head = headOf(await page("/admin/events", admin.cookie));
  expect(head.match(/property="og:title"/g)).toHaveLength(1);
  expect(head.match(/<title>/g)).toHaveLength(1);
});
