import { onePerEvent } from "../../core/listing/cards.ts";
import { PRESETS, presetFilter } from "../../core/presets/index.ts";
import type { ProfileRepo } from "../../server/api/account/repo.ts";
import type { CalendarService } from "../../server/api/calendar/service.ts";
import type { PersonalService } from "../../server/api/personal/service.ts";
import type { Identity } from "../../server/lib/auth/identity.ts";

/** The signed-in visitor of the bench's signed-in scenarios: a member, not staff. */
export const BENCH_USER = {
  email: "bench-visitor@example.com",
  password: "bench visitor password",
  name: "Bench Visitor",
  username: "bench_visitor",
};

/**
 * Signs the visitor up as the sign-up page would, then confirms the email and
 * completes the profile directly (there is no mailbox to click in), so
 * signing in with the password works.
 */
export async function ensureBenchUser(deps: {
  identity: Identity;
  profiles: ProfileRepo;
}): Promise<string> {
  const { email, password, name, username } = BENCH_USER;
  let id = await deps.profiles.findIdByEmail(email);
  if (!id) {
    await deps.identity.api.signUpEmail({ body: { email, password, name } });
    id = await deps.profiles.findIdByEmail(email);
    if (!id) throw new Error(`could not create ${email}`);
  }
  await deps.profiles.markEmailVerified(id);
  await deps.profiles.ensure(id, name);
  await deps.profiles.update(id, { isInitialized: true, username, name });
  return id;
}

/** How many events the bench visitor has saved (issue 29's signed-in scenario: /account/saved). */
export const BENCH_SAVES = 20;

/**
 * Saves the first BENCH_SAVES events of Upcoming at the pinned day for the
 * visitor, through the same use case the save button calls: deterministic,
 * since the dataset and the day are.
 */
export async function ensureBenchSaves(
  deps: { calendar: CalendarService; personal: PersonalService },
  userId: string,
  now: Date,
) {
  const anonymous = { kind: "anonymous" } as const;
  const upcoming = await deps.calendar.listDateCards(anonymous, {
    ...presetFilter(PRESETS.upcoming, now),
    page_size: "100",
  });
  const events = onePerEvent(upcoming.results).slice(0, BENCH_SAVES);
  const visitor = { kind: "user", userId, isSuperAdmin: false } as const;
  for (const d of events) await deps.personal.save(visitor, d.event.id);
  return events.length;
}
