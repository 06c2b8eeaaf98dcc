import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";

export function registerAccountRoutes(api: Hono<AppEnv>, services: Services) {
  const { account } = services;
  api.post("/auth/authenticate", async (c) =>
    c.json({ results: await account.authenticate(await readJsonBody(c.req.raw)) }),
  );
  api.post("/auth/initProfile", async (c) =>
    c.json({ results: await account.initProfile(c.get("actor"), await readJsonBody(c.req.raw)) }),
  );
  api.put("/account/profile", async (c) =>
    c.json({ results: await account.updateProfile(c.get("actor"), await readJsonBody(c.req.raw)) }),
  );
  api.post("/auth/isUsernameAvailable", async (c) =>
    c.json({
      results: await account.isUsernameAvailable(
        c.get("actor"),
        await readJsonBody(c.req.raw),
        c.get("clientIp"),
      ),
    }),
  );
}
