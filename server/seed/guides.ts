import type { Db } from "../../db/client.ts";
import { createGuidesRepo } from "../api/guides/repo.ts";

/**
 * The demo's guides for this season (decision 057): the Holiday Shopping Guide
 * 2026, every sale in its days plus two picked holiday events, and a crawl
 * through Northeast Minneapolis's studio buildings (decision 060). The spec's
 * older guides come with the database itself (migration 0024).
 */
export async function seedGuides(
  db: Db,
  eventSlugs: Map<string, string>,
  eventIds: Map<string, string>,
) {
  const picked = [...eventSlugs.keys()]
    .filter((name) => /holiday/i.test(name) && !/20(24|25)$/.test(name))
    .slice(0, 2);
  const guides = createGuidesRepo(db);
  if (await guides.slugTaken("2026-holiday-shopping-guide")) return 0;
  await seedCrawl(guides);
  await guides.insert({
    slug: "2026-holiday-shopping-guide",
    title: "2026 Holiday Shopping Guide",
    summary:
      "Sales, markets and small works to give this season, from studios across the Twin Cities.",
    intro:
      "<p>Buy art from the people who make it. Our picks come first; then every sale on the calendar between Halloween and mid-January.</p>",
    firstDay: "2026-11-01",
    lastDay: "2027-01-15",
    rules: { categories: ["sale"] },
    picks: picked.map((name, i) => ({
      event_id: eventIds.get(name)!,
      note: i === 0 ? "Our favourite gift this year." : "Go early: the best pieces go first.",
    })),
  });
  return 2;
}

/** Walking order, south to north through the arts district; each open both days unless a day is given. */
const CRAWL_STOPS = [
  {
    slug: "grain-belt-studios",
    opens: "11:00",
    closes: "17:00",
    note: "Start by the river: studios in the old brewery's bottling house.",
  },
  { slug: "qarma-building", opens: "11:00", closes: "17:00", note: null },
  {
    slug: "northrup-king-building",
    opens: "11:00",
    closes: "18:00",
    note: "The big one: four floors of studios. Allow an hour; coffee on the ground floor.",
  },
  { slug: "thorp-building", opens: "12:00", closes: "17:00", note: null },
  {
    slug: "casket-arts-building",
    day: "2026-12-05",
    opens: "10:00",
    closes: "16:00",
    note: "Saturday only: the holiday market fills the hallways.",
  },
  {
    slug: "california-building",
    opens: "12:00",
    closes: "17:00",
    note: "End here; the rooftop has a view back over the route.",
  },
];

async function seedCrawl(guides: ReturnType<typeof createGuidesRepo>) {
  const venues = await guides.refs(
    "venues",
    [],
    CRAWL_STOPS.map((s) => s.slug),
  );
  const ids = new Map(venues.map((v) => [v.slug, v.id]));
  await guides.insert({
    slug: "northeast-holiday-studio-crawl",
    title: "Northeast Holiday Studio Crawl",
    summary:
      "Six studio buildings on one walk: buy from the artists, the first weekend of December.",
    intro:
      "<p>Northeast Minneapolis's studio buildings open their doors for holiday shopping. Walk them in order from the river; every stop has work for sale.</p>",
    firstDay: "2026-12-05",
    lastDay: "2026-12-06",
    kind: "crawl",
    stops: CRAWL_STOPS.flatMap((s) => {
      const id = ids.get(s.slug);
      return id
        ? [{ venue_id: id, day: s.day ?? null, opens: s.opens, closes: s.closes, note: s.note }]
        : [];
    }),
  });
}
