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
import type { Route } from "./+types/authors";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Authors · Back office");

const SORTABLE = ["name", "modified_date", "created_date"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { services } = serverContext(context);
  const search = new URL(request.url).searchParams;
  const params = readGridParams(search, { sortBy: "name", sort: "asc", sortable: SORTABLE });
  const filters = { query: search.get("query") ?? "" };
  const list = await services.blog.listAuthors(listQuery(params, filters));
  return { authors: list.results, total: list.total, params, filters };
}

type Row = Route.ComponentProps["loaderData"]["authors"][number];

const columns: GridColDef<Row>[] = [
  {
    field: "name",
    headerName: "Author",
    flex: 2,
    minWidth: 200,
    renderCell: ({ row }) => (
      <MuiLink component={Link} to={`/admin/authors/${row.id}`} sx={{ fontWeight: 600 }}>
        {row.name}
      </MuiLink>
    ),
  },
  { field: "slug", headerName: "Slug", flex: 1, minWidth: 160, sortable: false },
  {
    field: "website",
    headerName: "Website",
    flex: 1,
    minWidth: 160,
    sortable: false,
    valueGetter: (_v, row) => row.website?.replace(/^https?:\/\//, "") ?? "—",
  },
  changedColumn<Row>(),
];

export default function AdminAuthors({ loaderData }: Route.ComponentProps) {
  const { authors, total, params, filters } = loaderData;
  return (
    <>
      <AdminListHeader
        title="Authors"
        newHref="/admin/authors/new"
        newLabel="New author"
        total={total}
        noun={["author", "authors"]}
        filters={
          <ListFilters sort={params}>
            <FilterInput name="query" label="Search" value={filters.query} type="search" />
          </ListFilters>
        }
      />
      <AdminDataGrid
        label="Authors"
        rows={authors}
        columns={columns}
        total={total}
        params={params}
        rowHref={(r) => `/admin/authors/${r.id}`}
      />
    </>
  );
}
