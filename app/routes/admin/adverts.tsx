import { Box, Link as MuiLink, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { Link } from "react-router";
import { AD_SPOTS, isAdSpot } from "../../../core/schemas/promo.ts";
import { AdminDataGrid, changedColumn } from "../../components/admin/admin-data-grid.tsx";
import { AdminListHeader } from "../../components/admin/admin-list-header.tsx";
import { AdvertStateChip } from "../../components/admin/advert-state.tsx";
import { FilterInput, FilterSelect } from "../../components/admin/filter-fields.tsx";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import { AD_SPOT_LABELS } from "../../lib/admin/advert-form-values.ts";
import { listQuery, readGridParams } from "../../lib/admin/grid-params.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/adverts";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Adverts · Back office");

const SORTABLE = ["modified_date", "created_date", "client", "label", "weight"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const { services } = serverContext(context);
  const search = new URL(request.url).searchParams;
  const params = readGridParams(search, {
    sortBy: "modified_date",
    sort: "desc",
    sortable: SORTABLE,
  });
  const spot = search.get("spot") ?? "";
  const filters = {
    query: search.get("query") ?? "",
    // An unknown spot in a hand-edited URL lists every advert rather than an error page.
    spot: isAdSpot(spot) ? spot : "",
  };
  const list = await services.promo.list(actor, listQuery(params, filters));
  return {
    adverts: list.results,
    total: list.total,
    params,
    filters,
    now: services.clock.now().toISOString(),
  };
}

type Row = Route.ComponentProps["loaderData"]["adverts"][number];

export default function AdminAdverts({ loaderData }: Route.ComponentProps) {
  const { adverts, total, params, filters, now } = loaderData;
  const columns: GridColDef<Row>[] = [
    {
      field: "label",
      headerName: "Advert",
      flex: 2,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box sx={{ py: 0.5 }}>
          <MuiLink component={Link} to={`/admin/adverts/${row.id}`} sx={{ fontWeight: 600 }}>
            {row.label}
          </MuiLink>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-all" }}>
            {row.goto_url}
          </Typography>
        </Box>
      ),
    },
    { field: "client", headerName: "Client", flex: 1, minWidth: 130 },
    {
      field: "campaign",
      headerName: "Campaign",
      flex: 1,
      minWidth: 130,
      sortable: false,
      valueGetter: (_v, row) => row.campaign ?? "—",
    },
    {
      field: "spots",
      headerName: "Spots",
      flex: 1,
      minWidth: 140,
      sortable: false,
      valueGetter: (_v, row) => row.spots.join(", "),
    },
    { field: "weight", headerName: "Weight", width: 90, type: "number" },
    {
      field: "state",
      headerName: "State",
      width: 120,
      sortable: false,
      renderCell: ({ row }) => <AdvertStateChip advert={row} now={now} />,
    },
    changedColumn<Row>(),
  ];
  return (
    <>
      <AdminListHeader
        title="Adverts"
        newHref="/admin/adverts/new"
        newLabel="New advert"
        total={total}
        noun={["advert", "adverts"]}
        filters={
          <ListFilters sort={params}>
            <FilterInput name="query" label="Search" value={filters.query} type="search" />
            <FilterSelect
              name="spot"
              label="Spot"
              value={filters.spot}
              options={AD_SPOTS.map((s) => ({ value: s, label: `${AD_SPOT_LABELS[s]} (${s})` }))}
            />
          </ListFilters>
        }
      />
      <AdminDataGrid
        label="Adverts"
        rows={adverts}
        columns={columns}
        total={total}
        params={params}
        rowHref={(r) => `/admin/adverts/${r.id}`}
      />
    </>
  );
}
