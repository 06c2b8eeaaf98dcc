import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { accountDocs } from "./openapi.ts";

export function registerAccountRoutes(api: Hono<AppEnv>, services: Services) {
  const { account, sessions, personal } = services;
  // Who is signed in, from the session cookie: public pages are one cached
  // document for everybody and ask this once after hydration for the header's
  // account menu. Null for a visitor without a session. `personal` carries
  // the visitor's saved event ids and follows in the same answer, so a page
  // makes one private request after hydration, not two (issue 29).
  api.get("/auth/viewer", accountDocs.viewer, async (c) => {
    const { actor, profile } = await sessions.viewer(c.req.raw.headers);
    c.header("cache-control", "private, no-store");
    return c.json({ results: profile, personal: profile ? await personal.state(actor) : null });
  });
  api.post("/auth/authenticate", accountDocs.authenticate, async (c) =>
    c.json({ results: await account.authenticate(await readJsonBody(c.req.raw)) }),
  );
  api.post("/auth/initProfile", accountDocs.initProfile, async (c) =>
    c.json({ results: await account.initProfile(c.get("actor"), await readJsonBody(c.req.raw)) }),
  );
  api.get("/account/sessions", accountDocs.sessions, async (c) =>
    c.json({ results: await sessions.list(c.get("actor")) }),
  );
  api.post("/account/sessions/revoke", accountDocs.revokeSession, async (c) =>
    c.json({ results: await sessions.revoke(c.get("actor"), await readJsonBody(c.req.raw)) }),
  );
  api.post("/account/sessions/revoke-others", accountDocs.revokeOtherSessions, async (c) =>
    c.json({ results: await sessions.revokeOthers(c.get("actor")) }),
  );
  api.put("/account/profile", accountDocs.updateProfile, async (c) =>
    c.json({ results: await account.updateProfile(c.get("actor"), await readJsonBody(c.req.raw)) }),
  );
  api.post("/auth/isUsernameAvailable", accountDocs.isUsernameAvailable, async (c) =>
    c.json({
      results: await account.isUsernameAvailable(
        c.get("actor"),
        await readJsonBody(c.req.raw),
        c.get("clientIp"),
      ),
    }),
  );
}
