import type { Hono } from "hono";
import type { AppEnv } from "../../deps.ts";
import { readJsonBody } from "../../lib/validate.ts";
import type { Services } from "../../services.ts";
import { analyticsDocs } from "./openapi.ts";
import { reportCsv } from "./service.ts";

export function registerAnalyticsRoutes(api: Hono<AppEnv>, services: Services) {
  const { analytics } = services;
  // sendBeacon posts here as the page unloads; no cookie is read or set.
  api.post("/analytics/collect", analyticsDocs.collect, async (c) => {
    const privacy = { dnt: c.req.header("dnt"), gpc: c.req.header("sec-gpc") };
    await analytics.collect(c.get("clientIp"), privacy, await readJsonBody(c.req.raw));
    return c.body(null, 204);
  });
  api.get("/analytics/report", analyticsDocs.report, async (c) =>
    c.json({ results: await analytics.report(c.get("actor"), c.req.query()) }),
  );
  api.get("/analytics/report.csv", analyticsDocs.reportCsv, async (c) => {
    const report = await analytics.report(c.get("actor"), c.req.query());
    c.header("content-type", "text/csv; charset=utf-8");
    c.header(
      "content-disposition",
      `attachment; filename="analytics-${report.start}-${report.end}.csv"`,
    );
    return c.body(reportCsv(report));
  });
}
