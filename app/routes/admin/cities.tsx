import { Link as MuiLink } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { Link } from "react-router";
import { AdminDataGrid } from "../../components/admin/admin-data-grid.tsx";
import { AdminListHeader } from "../../components/admin/admin-list-header.tsx";
import { FilterInput } from "../../components/admin/filter-fields.tsx";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import { listQuery, readGridParams } from "../../lib/admin/grid-params.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/cities";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Cities · Back office");

const SORTABLE = ["sort_order", "name", "modified_date", "created_date"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { services } = serverContext(context);
  const search = new URL(request.url).searchParams;
  const params = readGridParams(search, { sortBy: "sort_order", sort: "asc", sortable: SORTABLE });
  const filters = { query: search.get("query") ?? "" };
  const list = await services.places.listCities(listQuery(params, filters));
  return { cities: list.results, total: list.total, params, filters };
}

type Row = Route.ComponentProps["loaderData"]["cities"][number];

const columns: GridColDef<Row>[] = [
  {
    field: "name",
    headerName: "City",
    flex: 2,
    minWidth: 200,
    renderCell: ({ row }) => (
      <MuiLink component={Link} to={`/admin/cities/${row.id}`} sx={{ fontWeight: 600 }}>
        {row.name}
      </MuiLink>
    ),
  },
  { field: "state", headerName: "State", width: 90, sortable: false },
  { field: "slug", headerName: "Slug", flex: 1, minWidth: 140, sortable: false },
  { field: "sort_order", headerName: "Order", width: 100 },
  {
    field: "geo",
    headerName: "Map centre",
    width: 180,
    sortable: false,
    valueGetter: (_v, row) =>
      row.geo ? `${row.geo.lat.toFixed(4)}, ${row.geo.lon.toFixed(4)}` : "—",
  },
];

export default function AdminCities({ loaderData }: Route.ComponentProps) {
  const { cities, total, params, filters } = loaderData;
  return (
    <>
      <AdminListHeader
        title="Cities"
        newHref="/admin/cities/new"
        newLabel="New city"
        total={total}
        noun={["city", "cities"]}
        filters={
          <ListFilters sort={params}>
            <FilterInput name="query" label="Search" value={filters.query} type="search" />
          </ListFilters>
        }
      />
      <AdminDataGrid
        label="Cities"
        rows={cities}
        columns={columns}
        total={total}
        params={params}
        rowHref={(r) => `/admin/cities/${r.id}`}
      />
    </>
  );
}
