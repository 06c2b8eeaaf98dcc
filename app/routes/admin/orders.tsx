import { Box, Link as MuiLink } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { Link } from "react-router";
import { ORDER_STATUSES } from "../../../core/schemas/shop.ts";
import { AdminDataGrid } from "../../components/admin/admin-data-grid.tsx";
import { AdminListHeader } from "../../components/admin/admin-list-header.tsx";
import { formatArticleDate } from "../../components/admin/article-status.tsx";
import { FilterInput, FilterSelect } from "../../components/admin/filter-fields.tsx";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import {
  ORDER_KIND_LABELS,
  ORDER_STATUS_LABELS,
  OrderStatusChip,
} from "../../components/admin/order-status.tsx";
import { listQuery, readGridParams } from "../../lib/admin/grid-params.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { formatMoney } from "../../lib/shop-money.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/orders";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Orders · Back office");

const SORTABLE = ["created_date", "amount_total", "status"] as const;
const KINDS = ["product", "tip"] as const;

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
  const kind = search.get("kind") ?? "";
  const filters = {
    query: search.get("query") ?? "",
    // Unknown values in a hand-edited URL show every order rather than an error page.
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? status : "",
    kind: (KINDS as readonly string[]).includes(kind) ? kind : "",
  };
  const list = await catalog.listOrders(actor, listQuery(params, filters));
  return { orders: list.results, total: list.total, params, filters };
}

type Row = Route.ComponentProps["loaderData"]["orders"][number];

// Status and total early: on a tablet they are in view without scrolling the grid.
const columns: GridColDef<Row>[] = [
  {
    field: "created_date",
    headerName: "Created",
    width: 180,
    valueGetter: (_v, row) => formatArticleDate(row.created_date, true),
  },
  {
    field: "confirmation_id",
    headerName: "Confirmation",
    width: 250,
    sortable: false,
    renderCell: ({ row }) => (
      <MuiLink
        component={Link}
        to={`/admin/orders/${row.id}`}
        sx={{
          fontWeight: 600,
          fontFamily: "monospace",
          fontSize: "0.8125rem",
          wordBreak: "break-all",
        }}
      >
        {row.confirmation_id}
      </MuiLink>
    ),
  },
  {
    field: "status",
    headerName: "Status",
    width: 120,
    renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
  },
  {
    field: "amount_total",
    headerName: "Total",
    width: 110,
    align: "right",
    headerAlign: "right",
    valueGetter: (_v, row) => formatMoney(row.amount_total, row.currency),
  },
  {
    field: "items",
    headerName: "Items",
    width: 80,
    type: "number",
    sortable: false,
    valueGetter: (_v, row) => row.lines.reduce((n, l) => n + l.quantity, 0),
  },
  {
    field: "kind",
    headerName: "Kind",
    width: 90,
    sortable: false,
    valueGetter: (_v, row) => ORDER_KIND_LABELS[row.kind] ?? row.kind,
  },
  {
    field: "email",
    headerName: "Email",
    flex: 1.2,
    minWidth: 180,
    sortable: false,
    valueGetter: (_v, row) => row.email ?? "—",
    // Long addresses wrap rather than lose their domain.
    renderCell: ({ value }) => (
      <Box component="span" sx={{ overflowWrap: "anywhere" }}>
        {value}
      </Box>
    ),
  },
];

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, total, params, filters } = loaderData;
  return (
    <>
      <AdminListHeader
        title="Orders"
        total={total}
        noun={["order", "orders"]}
        filters={
          <ListFilters sort={params}>
            <FilterInput
              name="query"
              label="Search email or confirmation"
              value={filters.query}
              type="search"
            />
            <FilterSelect
              name="status"
              label="Status"
              value={filters.status}
              options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
            />
            <FilterSelect
              name="kind"
              label="Kind"
              value={filters.kind}
              options={KINDS.map((k) => ({ value: k, label: ORDER_KIND_LABELS[k] ?? k }))}
            />
          </ListFilters>
        }
      />
      <AdminDataGrid
        label="Orders"
        rows={orders}
        columns={columns}
        total={total}
        params={params}
        rowHref={(r) => `/admin/orders/${r.id}`}
      />
    </>
  );
}
