import type { Db } from "../../db/client.ts";
import { ensureSuperadmin } from "../../server/api/account/bootstrap.ts";
import { createSubmissionsRepo } from "../../server/api/submissions/repo.ts";
import type { Services } from "../../server/services.ts";
import { BENCH_CLOCK } from "../scales.ts";
import { createBenchRepo } from "./repo.ts";
import { BENCH_USER } from "./user.ts";

// The back office's submission queue for the staff scenarios (issue 30): a
// superadmin to sign in as, and a page of pending submissions the bench
// visitor sent, each repeating a listed event (its name, venue and date), so
// the queue works out real likely duplicates for every row.

export const BENCH_STAFF = {
  email: "bench-staff@example.com",
  password: "bench staff password",
  name: "Bench Staff",
  username: "bench_staff",
};
export const BENCH_PENDING = 25;

export async function ensureBenchQueue(db: Db, services: Services): Promise<void> {
  await ensureSuperadmin(services, BENCH_STAFF);
  const userId = await services.profiles.findIdByEmail(BENCH_USER.email);
  if (!userId) return;
  const submissions = createSubmissionsRepo(db);
  if ((await submissions.countInState("pending")) >= BENCH_PENDING) return;
  const dates = await createBenchRepo(db).soonestDates(new Date(BENCH_CLOCK), BENCH_PENDING);
  for (const d of dates) {
    const name = `${d.name}: opening night`;
    const span = { from: new Date(d.start), to: new Date(d.end) };
    await submissions.create({
      userId,
      state: "pending",
      submittedDate: new Date(BENCH_CLOCK),
      duplicates: await submissions.duplicates({ name, venueId: d.venue_id, ...span }),
      payload: {
        name,
        summary: "Sent in by a visitor.",
        content: null,
        url: null,
        price_text: null,
        ticket_url: null,
        admission: "unknown",
        accessibility: [],
        tags: [],
        venue_id: d.venue_id,
        dates: [{ category: "reception", start: d.start, end: d.end }],
      },
    });
  }
}
