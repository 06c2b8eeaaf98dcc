import type { Db } from "../../db/client.ts";
import type { ProfileRepo } from "../../server/api/account/repo.ts";
import { createSubmissionsRepo } from "../../server/api/submissions/repo.ts";
import { BENCH_CLOCK } from "../scales.ts";
import { createBenchRepo } from "./repo.ts";
import { BENCH_USER } from "./user.ts";

// The bench visitor's own submissions (issue 30): a few drafts and a few
// waiting for review, at venues of the dataset, so the signed-in
// /account/submissions and /submit/{id} scenarios draw a realistic list and
// form. Made once; a dataset generated before this existed gets them on its
// next run.

export const BENCH_SUBMISSIONS = 6;
const HOUR = 3_600_000;

export async function ensureBenchSubmissions(db: Db, profiles: ProfileRepo): Promise<void> {
  const userId = await profiles.findIdByEmail(BENCH_USER.email);
  if (!userId) return;
  const repo = createSubmissionsRepo(db);
  if ((await repo.mine(userId)).length >= BENCH_SUBMISSIONS) return;
  const at = await createBenchRepo(db).soonestEvents(new Date(BENCH_CLOCK), BENCH_SUBMISSIONS);
  for (const [i, { venueId }] of at.entries()) {
    const start = new Date(Date.parse(BENCH_CLOCK) + (i + 3) * 24 * HOUR);
    await repo.create({
      userId,
      state: i % 2 ? "pending" : "draft",
      submittedDate: i % 2 ? new Date(BENCH_CLOCK) : null,
      payload: {
        name: `Bench Visitor's Opening ${i + 1}`,
        summary: "New prints from a studio down the street.",
        content: "<p>Come see the work. The artist will be there.</p>",
        url: null,
        admission: "free",
        price_text: null,
        ticket_url: null,
        accessibility: ["step_free"],
        tags: [],
        venue_id: venueId,
        dates: [
          {
            category: "reception",
            start: start.toISOString(),
            end: new Date(start.getTime() + 3 * HOUR).toISOString(),
          },
        ],
      },
    });
  }
}
