import type { Db } from "../../db/client.ts";
import { createGuidesRepo } from "../api/guides/repo.ts";

/**
 * The demo's guide for this season (decision 057): the Holiday Shopping Guide
 * 2026, every sale in its days plus two picked holiday events. The spec's
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
  return 1;
}
