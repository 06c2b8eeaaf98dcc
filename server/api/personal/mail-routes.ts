import type { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { personalDocs } from "./openapi.ts";

// Mail preferences, the one-click unsubscribe, and the account's export and
// deletion (issue 29 items 5 and 7). Personal: never cached (every API
// answer is no-store unless it says otherwise).
export function registerPersonalMailRoutes(api: Hono<AppEnv>, services: Services, deps: AppDeps) {
  const { personalMail, privacy } = services;
  api.get("/account/mail-preferences", personalDocs.mailPreferences, async (c) =>
    c.json({ results: await personalMail.preferences(c.get("actor")) }),
  );
  api.put("/account/mail-preferences", personalDocs.updateMailPreferences, async (c) =>
    c.json({
      results: await personalMail.updatePreferences(c.get("actor"), await readJsonBody(c.req.raw)),
    }),
  );
  // The List-Unsubscribe URL. GET changes nothing (mail scanners follow links):
  // it sends a person to the page with the button. POST is the one click (RFC 8058).
  api.get("/mail/unsubscribe", personalDocs.openUnsubscribe, (c) => {
    const page = new URL("/mail/unsubscribe", deps.config.publicUrl);
    for (const name of ["token", "list"]) {
      const v = c.req.query(name);
      if (v) page.searchParams.set(name, v);
    }
    return c.redirect(`${page.pathname}${page.search}`, 303);
  });
  api.post("/mail/unsubscribe", personalDocs.unsubscribe, async (c) =>
    c.json({
      results: await personalMail.unsubscribe({
        token: c.req.query("token"),
        list: c.req.query("list"),
      }),
    }),
  );
  api.get("/account/export", personalDocs.exportData, async (c) => {
    const data = await privacy.export(c.get("actor"));
    c.header("cache-control", "private, no-store");
    c.header(
      "content-disposition",
      `attachment; filename="artcal-my-data-${data.exported_date.slice(0, 10)}.json"`,
    );
    return c.json(data);
  });
  api.delete("/account", personalDocs.deleteAccount, async (c) =>
    c.json({ results: await privacy.deleteAccount(c.get("actor"), await readJsonBody(c.req.raw)) }),
  );
}
