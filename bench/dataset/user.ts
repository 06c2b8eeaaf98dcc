import type { ProfileRepo } from "../../server/api/account/repo.ts";
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
export async function ensureBenchUser(deps: { identity: Identity; profiles: ProfileRepo }) {
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
}
