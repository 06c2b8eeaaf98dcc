import { Box, Link as MuiLink, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { Link } from "react-router";
import { AdminDataGrid } from "../../components/admin/admin-data-grid.tsx";
import { AdminListHeader } from "../../components/admin/admin-list-header.tsx";
import { formatArticleDate } from "../../components/admin/article-status.tsx";
import { FilterSelect } from "../../components/admin/filter-fields.tsx";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import {
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  SubscriptionStatusChip,
} from "../../components/admin/subscription-status.tsx";
import { listQuery, readGridParams } from "../../lib/admin/grid-params.ts";
import { formatPrice } from "../../lib/admin/product-form-values.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/subscriptions";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Memberships · Back office");

const SORTABLE = ["created_date"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const { catalog } = serverContext(context).services;
  const search = new URL(request.url).searchParams;
  const params = readGridParams(search, {
    sortBy: "created_date",
    sort: "desc",
    sortable: SORTABLE,
  });
  const status = search.get("status") ?? "";
  const filters = {
    status: (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? status : "",
  };
  const list = await catalog.listSubscriptions(actor, listQuery(params, filters));
  return {
    subscriptions: list.results,
    total: list.total,
    params,
    filters,
  };
}

type Row = Route.ComponentProps["loaderData"]["subscriptions"][number];

/** Whether the period end is a renewal or the end of the membership. */
function periodEnd(row: Row): string {
  if (!row.current_period_end) return "—";
  const day = formatArticleDate(row.current_period_end);
  if (row.status === "canceled") return `Ended ${day}`;
  return row.cancel_at_period_end ? `Ends ${day}` : `Renews ${day}`;
}

const columns: GridColDef<Row>[] = [
  {
    field: "member",
    headerName: "Member",
    flex: 1.5,
    minWidth: 200,
    sortable: false,
    renderCell: ({ row }) => (
      <Box sx={{ py: 0.5, minWidth: 0 }}>
        <MuiLink component={Link} to={`/admin/users/${row.user_id}`} sx={{ fontWeight: 600 }}>
          {row.member?.name || row.member?.email || "Unknown member"}
        </MuiLink>
        {row.member?.email && row.member.name ? (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-all" }}>
            {row.member.email}
          </Typography>
        ) : null}
      </Box>
    ),
  },
  {
    field: "product",
    headerName: "Membership",
    flex: 1,
    minWidth: 130,
    sortable: false,
    renderCell: ({ row }) =>
      row.product ? (
        <MuiLink component={Link} to={`/admin/products/${row.product.id}`}>
          {row.product.name}
        </MuiLink>
      ) : (
        "—"
      ),
  },
  {
    field: "price",
    headerName: "Price",
    width: 120,
    sortable: false,
    valueGetter: (_v, row) => (row.price ? formatPrice(row.price.amount, row.price.interval) : "—"),
  },
  {
    field: "status",
    headerName: "Status",
    width: 120,
    sortable: false,
    renderCell: ({ row }) => <SubscriptionStatusChip status={row.status} />,
  },
  {
    field: "current_period_end",
    headerName: "Renews or ends",
    width: 170,
    sortable: false,
    valueGetter: (_v, row) => periodEnd(row),
  },
  {
    field: "cancel_at_period_end",
    headerName: "Cancels at period end",
    width: 120,
    sortable: false,
    valueGetter: (_v, row) => (row.cancel_at_period_end ? "Yes" : "No"),
  },
  {
    field: "created_date",
    headerName: "Joined",
    width: 130,
    valueGetter: (_v, row) => formatArticleDate(row.created_date),
  },
];

export default function AdminSubscriptions({ loaderData }: Route.ComponentProps) {
  const { subscriptions, total, params, filters } = loaderData;
  return (
    <>
      <AdminListHeader
        title="Memberships"
        total={total}
        noun={["membership", "memberships"]}
        filters={
          <ListFilters sort={params}>
            <FilterSelect
              name="status"
              label="Status"
              value={filters.status}
              options={SUBSCRIPTION_STATUSES.map((s) => ({
                value: s,
                label: SUBSCRIPTION_STATUS_LABELS[s] ?? s,
              }))}
            />
          </ListFilters>
        }
      />
      <AdminDataGrid
        label="Memberships"
        rows={subscriptions}
        columns={columns}
        total={total}
        params={params}
        rowHref={(r) => `/admin/users/${r.user_id}`}
      />
    </>
  );
}
