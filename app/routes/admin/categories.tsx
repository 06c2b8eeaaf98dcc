import { Link as MuiLink } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { Link } from "react-router";
import { AdminDataGrid, changedColumn } from "../../components/admin/admin-data-grid.tsx";
import { AdminListHeader } from "../../components/admin/admin-list-header.tsx";
import { FilterInput } from "../../components/admin/filter-fields.tsx";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import { listQuery, readGridParams } from "../../lib/admin/grid-params.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/categories";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Categories · Back office");

const SORTABLE = ["title", "modified_date", "created_date"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { services } = serverContext(context);
  const search = new URL(request.url).searchParams;
  const params = readGridParams(search, { sortBy: "title", sort: "asc", sortable: SORTABLE });
  const filters = { query: search.get("query") ?? "" };
  const list = await services.blog.listCategories(listQuery(params, filters));
  return { categories: list.results, total: list.total, params, filters };
}

type Row = Route.ComponentProps["loaderData"]["categories"][number];

const columns: GridColDef<Row>[] = [
  {
    field: "title",
    headerName: "Category",
    flex: 2,
    minWidth: 200,
    renderCell: ({ row }) => (
      <MuiLink component={Link} to={`/admin/categories/${row.id}`} sx={{ fontWeight: 600 }}>
        {row.title}
      </MuiLink>
    ),
  },
  { field: "slug", headerName: "Slug", flex: 1, minWidth: 160, sortable: false },
  {
    field: "description",
    headerName: "Description",
    flex: 2,
    minWidth: 200,
    sortable: false,
    valueGetter: (_v, row) => row.description ?? "—",
  },
  changedColumn<Row>(),
];

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { categories, total, params, filters } = loaderData;
  return (
    <>
      <AdminListHeader
        title="Categories"
        newHref="/admin/categories/new"
        newLabel="New category"
        total={total}
        noun={["category", "categories"]}
        filters={
          <ListFilters sort={params}>
            <FilterInput name="query" label="Search" value={filters.query} type="search" />
          </ListFilters>
        }
      />
      <AdminDataGrid
        label="Categories"
        rows={categories}
        columns={columns}
        total={total}
        params={params}
        rowHref={(r) => `/admin/categories/${r.id}`}
      />
    </>
  );
}
