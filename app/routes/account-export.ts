import { serverContext } from "../lib/context.server.ts";
import { requireViewer } from "../lib/viewer.server.ts";
import type { Route } from "./+types/account-export";

// /account/export.json: "Download my data" as a plain link (the session
// cookie, no JavaScript); the same document as GET /api/v5/account/export.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request, context);
  const data = await serverContext(context).services.privacy.export(actor);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="artcal-my-data-${data.exported_date.slice(0, 10)}.json"`,
      "cache-control": "private, no-store",
    },
  });
}
