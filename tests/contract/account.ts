import { bearer, member, signInAgain, signUp } from "../factories.ts";
import { anyone, as, type ContractPlans } from "./context.ts";

const authenticate = (token: string) => ({ path: "/auth/authenticate", body: { token } });

export const account: ContractPlans = {
  covers: /^\/(auth\/|account\/(sessions|profile)(\/|$))/,
  plans: ({ t, admin, person, missing }) => ({
    // Read from the session cookie: a bearer token alone is nobody here.
    "GET /auth/viewer": () => [...anyone("/auth/viewer"), ...as(person, "/auth/viewer")],
    "POST /auth/authenticate": () => [
      authenticate(person.token),
      { path: "/auth/authenticate", body: {} },
      authenticate("not-a-jwt"),
    ],
    "POST /auth/initProfile": async () => {
      const who = await signUp(t);
      await t.app.request("/api/v5/auth/authenticate", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: who.token }),
      });
      return [
        ...as(who, "/auth/initProfile", { username: "contract_admin", name: "Taken" }),
        ...as(who, "/auth/initProfile", { username: "a!", name: "" }),
        ...as(who, "/auth/initProfile", { username: "account_new", name: "New Person" }),
        { path: "/auth/initProfile", body: { username: "nobody_here", name: "No One" } },
      ];
    },
    "POST /auth/isUsernameAvailable": () => [
      { path: "/auth/isUsernameAvailable", body: { username: "still_free" } },
      ...as(admin, "/auth/isUsernameAvailable", { username: "contract_admin" }),
      { path: "/auth/isUsernameAvailable", body: { username: "admin" } },
    ],
    "GET /account/sessions": () => [
      ...as(person, "/account/sessions"),
      ...anyone("/account/sessions"),
    ],
    "POST /account/sessions/revoke": async () => {
      const who = await member(t, "account_revoker");
      await signInAgain(t, who, "contract-phone");
      const res = await t.app.request("/api/v5/account/sessions", { headers: bearer(who.token) });
      const phone = (await res.json()).results.find((s: { is_current: boolean }) => !s.is_current);
      return [
        ...as(who, "/account/sessions/revoke", { session_id: phone.id }),
        ...as(who, "/account/sessions/revoke", { session_id: missing }),
        ...as(who, "/account/sessions/revoke", { session_id: "this one" }),
      ];
    },
    "POST /account/sessions/revoke-others": async () => {
      const who = await member(t, "account_leaver");
      await signInAgain(t, who, "contract-tablet");
      return [
        ...as(who, "/account/sessions/revoke-others"),
        ...anyone("/account/sessions/revoke-others"),
      ];
    },
    "PUT /account/profile": () => [
      ...as(person, "/account/profile", { name: "Ada Gallery" }),
      ...as(person, "/account/profile", { name: "Stale", version: 1 }),
      ...as(person, "/account/profile", { username: "a!" }),
      ...as(person, "/account/profile", { username: "contract_admin" }),
    ],
  }),
};
