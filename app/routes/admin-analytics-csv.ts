import { reportCsv } from "../../server/api/analytics/service.ts";
import { serverContext } from "../lib/context.server.ts";
import { requireAdmin } from "../lib/viewer.server.ts";
import type { Route } from "./+types/admin-analytics-csv";

// /admin/analytics.csv?start&end: the report as a file, for a plain link
// that works without JavaScript (the session cookie signs it in).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const { services } = serverContext(context);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const report = await services.analytics.report(actor, query);
  return new Response(reportCsv(report), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="analytics-${report.start}-${report.end}.csv"`,
      "cache-control": "no-store",
    },
  });
}
