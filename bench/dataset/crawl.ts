import { addDays, siteDateOf } from "../../core/dates/site-day.ts";
import type { Db } from "../../db/client.ts";
import { createGuidesRepo } from "../../server/api/guides/repo.ts";
import { BENCH_CLOCK } from "../scales.ts";
import { createBenchRepo } from "./repo.ts";

// A crawl (issue 31, decision 060) for the crawl page's scenario: twelve
// stops at venues with dates this weekend, the pinned clock's. Made once; a
// dataset generated before this existed gets it on its next run.

export const BENCH_CRAWL = "bench-weekend-crawl";
const STOPS = 12;

export async function ensureBenchCrawl(db: Db): Promise<void> {
  const guides = createGuidesRepo(db);
  if (await guides.slugTaken(BENCH_CRAWL)) return;
  const soonest = await createBenchRepo(db).soonestEvents(new Date(BENCH_CLOCK), STOPS * 3);
  const venues = [...new Set(soonest.map((s) => s.venueId))].slice(0, STOPS);
  const first = siteDateOf(new Date(BENCH_CLOCK));
  await guides.insert({
    slug: BENCH_CRAWL,
    title: "Bench Weekend Crawl",
    summary: "Twelve stops in one weekend.",
    firstDay: first,
    lastDay: addDays(first, 1),
    kind: "crawl",
    stops: venues.map((venue_id, i) => ({
      venue_id,
      day: null,
      opens: "11:00",
      closes: i % 3 ? "17:00" : "20:00",
      note: i % 2 ? null : "Prints and small works for sale.",
    })),
  });
}
