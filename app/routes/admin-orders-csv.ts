import { serverContext } from "../lib/context.server.ts";
import { orBadRequest } from "../lib/page.server.ts";
import { requireAdmin } from "../lib/viewer.server.ts";
import type { Route } from "./+types/admin-orders-csv";

// /admin/orders.csv?status&shipping&kind&query: the orders list as filtered,
// as a file, for a plain link that works without JavaScript.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const { services } = serverContext(context);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const csv = await orBadRequest(services.orders.exportCsv(actor, query));
  const day = services.clock.now().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="orders-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
