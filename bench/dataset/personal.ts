import { createHash } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { ProfileRepo } from "../../server/api/account/repo.ts";
import { createApiKeysRepo } from "../../server/api/api-keys/repo.ts";
import { createPersonalRepo } from "../../server/api/personal/repo.ts";
import { createPlacesRepo } from "../../server/api/places/repo.ts";
import { BENCH_CLOCK } from "../scales.ts";
import { createBenchRepo } from "./repo.ts";
import { BENCH_USER } from "./user.ts";

// The bench visitor's own things (issue 29): 20 saved events, soonest first
// after the bench clock, and the venues of the first three followed, so the
// signed-in /for-you scenario lists a realistic page. Made once; a dataset
// generated before this existed gets them on its next run.

export const BENCH_SAVES = 20;
export const BENCH_FOLLOWED_VENUES = 3;

export async function ensureBenchPersonal(db: Db, profiles: ProfileRepo): Promise<void> {
  const userId = await profiles.findIdByEmail(BENCH_USER.email);
  if (!userId) return;
  await ensureBenchVenueEditor(db, userId);
  await ensureBenchApiKeys(db, userId);
  const personal = createPersonalRepo(db);
  if ((await personal.savedEventIds(userId)).length >= BENCH_SAVES) return;
  const soonest = await createBenchRepo(db).soonestEvents(new Date(BENCH_CLOCK), BENCH_SAVES);
  for (const e of soonest) await personal.save(userId, e.eventId);
  const venues = [...new Set(soonest.map((e) => e.venueId))].slice(0, BENCH_FOLLOWED_VENUES);
  for (const venueId of venues) await personal.follow(userId, "venue", venueId);
}

/**
 * The bench visitor also edits one venue (decision 056), that of the soonest
 * event, so the back-office scenario lists a venue editor's events. Every
 * signed-in scenario then reads their venue ids with their role, as a venue
 * editor's requests do.
 */
async function ensureBenchVenueEditor(db: Db, userId: string): Promise<void> {
  const places = createPlacesRepo(db);
  if ((await places.editors.ofUser(userId)).length) return;
  const [soonest] = await createBenchRepo(db).soonestEvents(new Date(BENCH_CLOCK), 1);
  if (soonest) await places.editors.add(userId, soonest.venueId, userId);
}

/** The bench visitor's API keys (decision 063): three, one revoked, two used, for /account/api-keys. */
export const BENCH_API_KEYS = ["Bench newsletter", "Bench widget", "Bench old feed"] as const;

async function ensureBenchApiKeys(db: Db, userId: string): Promise<void> {
  const keys = createApiKeysRepo(db);
  if ((await keys.listOwn(userId)).length) return;
  for (const [i, name] of BENCH_API_KEYS.entries()) {
    // Not secrets anyone holds: a hash of the name, so the bench never prints one.
    const secretHash = createHash("sha256").update(`bench ${name}`).digest("hex");
    const id = await keys.create({ userId, name, prefix: `ak_bench${i}00`, secretHash }, 10);
    if (!id) continue;
    if (i < 2) for (let n = 0; n < 3; n++) await keys.recordUse(id);
    else await keys.revoke(id);
  }
}
