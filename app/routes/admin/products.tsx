import { Box, Chip, Link as MuiLink, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { Link } from "react-router";
import { PRODUCT_KINDS } from "../../../core/schemas/shop.ts";
import { AdminDataGrid, changedColumn } from "../../components/admin/admin-data-grid.tsx";
import { AdminListHeader } from "../../components/admin/admin-list-header.tsx";
import { FilterInput, FilterSelect } from "../../components/admin/filter-fields.tsx";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import { listQuery, readGridParams } from "../../lib/admin/grid-params.ts";
import { formatPrice, KIND_LABELS } from "../../lib/admin/product-form-values.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/products";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Products · Back office");

// The products list sorts by the shop's own order only.
const SORTABLE = ["sort_order"] as const;
const ACTIVE_OPTIONS = [
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const { catalog } = serverContext(context).services;
  const search = new URL(request.url).searchParams;
  const params = readGridParams(search, { sortBy: "sort_order", sort: "asc", sortable: SORTABLE });
  const kind = search.get("kind") ?? "";
  const active = search.get("active") ?? "";
  const filters = {
    query: search.get("query") ?? "",
    // Unknown values in a hand-edited URL show every product rather than an error page.
    kind: (PRODUCT_KINDS as readonly string[]).includes(kind) ? kind : "",
    active: active === "true" || active === "false" ? active : "",
  };
  const list = await catalog.list(
    actor,
    listQuery(params, { query: filters.query, kind: filters.kind, is_active: filters.active }),
  );
  return { products: list.results, total: list.total, params, filters };
}

type Row = Route.ComponentProps["loaderData"]["products"][number];

/** "$25.00 · $40.00" or "$5.00/mo · $50.00/yr": the prices on sale, in the shop's order. */
function priceSummary(row: Row): string {
  const onSale = row.prices.filter((p) => p.is_active);
  const off = row.prices.length - onSale.length;
  const text = onSale.map((p) => formatPrice(p.amount, p.interval)).join(" · ");
  const none = row.kind === "tip" ? "Any amount" : "No prices";
  return `${text || none}${off ? ` (+${off} inactive)` : ""}`;
}

const columns: GridColDef<Row>[] = [
  {
    field: "name",
    headerName: "Product",
    flex: 2,
    minWidth: 220,
    sortable: false,
    renderCell: ({ row }) => (
      <Box sx={{ py: 0.5, minWidth: 0 }}>
        <MuiLink component={Link} to={`/admin/products/${row.id}`} sx={{ fontWeight: 600 }}>
          {row.name}
        </MuiLink>
        {row.summary ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: "-webkit-box", WebkitLineClamp: 1, WebkitBoxOrient: "vertical" }}
            style={{ overflow: "hidden" }}
          >
            {row.summary}
          </Typography>
        ) : null}
      </Box>
    ),
  },
  {
    field: "kind",
    headerName: "Kind",
    width: 120,
    sortable: false,
    valueGetter: (_v, row) => KIND_LABELS[row.kind as keyof typeof KIND_LABELS] ?? row.kind,
  },
  {
    field: "is_active",
    headerName: "Active",
    width: 110,
    sortable: false,
    renderCell: ({ row }) =>
      row.is_active ? (
        <Chip size="small" color="success" label="Active" />
      ) : (
        <Chip size="small" label="Inactive" />
      ),
  },
  {
    field: "prices",
    headerName: "Prices",
    flex: 1.5,
    minWidth: 180,
    sortable: false,
    valueGetter: (_v, row) => priceSummary(row),
  },
  {
    field: "sort_order",
    headerName: "Order",
    width: 90,
    type: "number",
    // The shop's order, always ascending (the endpoint sorts no other way).
    sortable: false,
  },
  { ...changedColumn<Row>(), sortable: false },
];

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { products, total, params, filters } = loaderData;
  return (
    <>
      <AdminListHeader
        title="Products"
        newHref="/admin/products/new"
        newLabel="New product"
        total={total}
        noun={["product", "products"]}
        filters={
          <ListFilters sort={params}>
            <FilterInput name="query" label="Search" value={filters.query} type="search" />
            <FilterSelect
              name="kind"
              label="Kind"
              value={filters.kind}
              options={PRODUCT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            />
            <FilterSelect
              name="active"
              label="Active"
              value={filters.active}
              options={ACTIVE_OPTIONS}
            />
          </ListFilters>
        }
      />
      <AdminDataGrid
        label="Products"
        rows={products}
        columns={columns}
        total={total}
        params={params}
        rowHref={(r) => `/admin/products/${r.id}`}
      />
    </>
  );
}
