import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../db/schema/calendar.ts";
import { fileContainers as files } from "../db/schema/files.ts";
import { createStorage } from "../server/lib/storage/index.ts";
import { seedDemo } from "../server/seed/demo.ts";
import { vocabularyProblems } from "./schema-vocabulary.ts";
import {
  checkJsonLd,
  EVENT_TYPES,
  eventRichResultProblems,
  ISO_WITH_OFFSET,
  jsonLdOf,
} from "./seo-check.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";

// Every event page of the demo calendar, server-rendered on a fixed clock
// (Saturday 2026-11-21, noon in Minneapolis), with its JSON-LD read as a
// crawler reads it and checked against schema.org's vocabulary (every type
// and property exists, on a type that has it, with a value it takes) and
// against what search engines' event rich results require and recommend.
const NOW = "2026-11-21T18:00:00.000Z";

let site: SiteTestApp;
let slugs: string[];
beforeAll(async () => {
  site = await createSiteTestApp("demo-events", { TEST_NOW: NOW, CANONICAL_HOST: "tcartcal.test" });
  const { config, authSecret, database } = site.t.deps;
  // With its images, as a first start seeds it.
  await seedDemo(database.db, new Date(NOW), {
    storage: createStorage(config, { secret: authSecret }),
  });
  const rows = await database.db
    .select({ slug: events.slug })
    .from(events)
    .where(eq(events.status, "published"));
  slugs = rows.map((r) => r.slug).sort();
}, 240_000);
afterAll(() => site?.close());

interface EventLd extends Record<string, unknown> {
  "@type": string;
  startDate: string;
  eventStatus: string;
  image?: string[];
  offers?: { url?: string; price?: number; priceCurrency?: string };
  isAccessibleForFree?: boolean;
  subEvent?: EventLd[];
}

describe("the demo's event pages", () => {
  it("carry JSON-LD that schema.org and event rich results accept", async () => {
    expect(slugs.length).toBeGreaterThan(100);
    const problems: string[] = [];
    const found: EventLd[] = [];
    for (const slug of slugs) {
      const path = `/events/${slug}`;
      const res = await site.pages.app.request(path);
      expect(res.status, path).toBe(200);
      const ld = jsonLdOf(await res.text()).find((b) => EVENT_TYPES.includes(String(b["@type"])));
      if (!ld) {
        problems.push(`${path}: no event JSON-LD`);
        continue;
      }
      checkJsonLd(ld, path);
      problems.push(...vocabularyProblems(ld, path), ...eventRichResultProblems(ld, path));
      found.push(ld as EventLd);
    }
    expect(problems).toEqual([]);

    // Exhibitions are ExhibitionEvents, and those at venues with hours open and close at times.
    const exhibitions = found.filter((e) => e["@type"] === "ExhibitionEvent");
    expect(exhibitions.length).toBeGreaterThan(40);
    expect(exhibitions.filter((e) => ISO_WITH_OFFSET.test(e.startDate)).length).toBeGreaterThan(20);
    // Both offsets occur: runs open before and after the clocks went back on Nov 1.
    const offsets = new Set(found.map((e) => e.startDate.slice(19)));
    expect(offsets).toEqual(new Set(["", "-05:00", "-06:00"]));
    // Pictures: the share crops at 16:9, 4:3 and 1:1, absolute.
    const pictured = found.filter((e) => e.image);
    expect(pictured.length).toBeGreaterThan(100);
    for (const e of pictured) {
      expect(e.image!.map((url) => url.match(/SHARE_\w+/)?.[0])).toEqual([
        "SHARE_16X9",
        "SHARE_4X3",
        "SHARE_1X1",
      ]);
    }

    // Admission where the demo says it: free events at no cost, paid ones
    // at their ticket page, with a price only where one is stated.
    const free = found.filter((e) => e.isAccessibleForFree);
    expect(free.length).toBeGreaterThan(10);
    for (const e of free) expect(e.offers).toMatchObject({ price: 0, priceCurrency: "USD" });
    const tickets = found.filter((e) => e.offers?.url);
    expect(tickets.length).toBeGreaterThan(10);
    expect(tickets.filter((e) => e.offers!.price !== undefined).length).toBeGreaterThan(3);
    expect(tickets.filter((e) => e.offers!.price === undefined).length).toBeGreaterThan(2);
    // Most events do not say.
    expect(found.filter((e) => !e.offers).length).toBeGreaterThan(found.length / 2);

    // Moved dates are rescheduled: a whole event, and talks within exhibitions.
    const RESCHEDULED = "https://schema.org/EventRescheduled";
    expect(found.filter((e) => e.eventStatus === RESCHEDULED).length).toBeGreaterThan(0);
    const movedTalks = found
      .flatMap((e) => e.subEvent ?? [])
      .filter((s) => s.eventStatus === RESCHEDULED);
    expect(movedTalks.length).toBeGreaterThan(0);
  }, 600_000);

  it("caption their pictures with what they show, never a numbered placeholder", async () => {
    const captions = await site.t.deps.database.db
      .select({ caption: files.caption, alt: files.altText })
      .from(files);
    expect(captions.length).toBeGreaterThan(30);
    for (const c of captions) {
      expect(c.caption ?? "").not.toMatch(/(illustration|artwork|view)\s*\d*$/i);
      expect(c.alt ?? "").toMatch(/abstract artwork/i);
    }

    // An article's page shows its picture's caption, and the picture's alt text says what is in it.
    const res = await site.t.app.request("/api/v5/blog/articles/list?page_size=3");
    const { results } = (await res.json()) as {
      results: { permalink: string; primary_image: { caption: string; alt_text: string } }[];
    };
    const article = results.find((a) => a.primary_image)!;
    expect(article.primary_image.caption).toMatch(
      /^Abstract artwork: [a-z]+ and [a-z]+ in [a-z, ]+ on a (dark|pale) ground$/,
    );
    const page = (await (await site.pages.app.request(article.permalink)).text()).replace(
      /<!-- -->/g,
      "",
    );
    expect(page).toMatch(
      new RegExp(`<figcaption[^>]*>${article.primary_image.caption}</figcaption>`),
    );
    expect(page).toContain(`alt="${article.primary_image.alt_text}"`);
  });

  it("are checked by checkers that fault what schema.org and search engines would", () => {
    const ev = {
      "@context": "https://schema.org",
      "@type": "ExhibitionEvent",
      name: "X",
      startDate: "2026-11-01T11:00:00",
      colour: "red",
      eventAttendanceMode: "https://schema.org/InPersonMode",
      location: { "@type": "PostalAddress", addressLocality: "St. Paul" },
    };
    expect(vocabularyProblems(ev)).toEqual([
      "$.colour: ExhibitionEvent has no property colour",
      '$.eventAttendanceMode: eventAttendanceMode does not take "https://schema.org/InPersonMode"',
    ]);
    expect(vocabularyProblems({ "@type": "Exhibition" })).toEqual([
      "$: Exhibition is not a schema.org type",
    ]);
    expect(eventRichResultProblems(ev)).toEqual(
      expect.arrayContaining(["$: startDate 2026-11-01T11:00:00", "$: no location"]),
    );
  });
});
