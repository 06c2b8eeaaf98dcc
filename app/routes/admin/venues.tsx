import { Box, Chip, Link as MuiLink, Stack, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { Link } from "react-router";
import { KNOWN_VENUE_TYPES, venueTypeStyle } from "../../../core/venues/types.ts";
import { AdminDataGrid, changedColumn } from "../../components/admin/admin-data-grid.tsx";
import { AdminListHeader } from "../../components/admin/admin-list-header.tsx";
import { FilterInput, FilterSelect } from "../../components/admin/filter-fields.tsx";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import { listQuery, readGridParams } from "../../lib/admin/grid-params.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/venues";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Venues · Back office");

const SORTABLE = ["name", "type", "modified_date", "created_date"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { services } = serverContext(context);
  const search = new URL(request.url).searchParams;
  const params = readGridParams(search, { sortBy: "name", sort: "asc", sortable: SORTABLE });
  const filters = {
    query: search.get("query") ?? "",
    type: search.get("type") ?? "",
    city_id: search.get("city_id") ?? "",
  };
  const [list, cities] = await Promise.all([
    services.places.listVenues(listQuery(params, filters)),
    services.places.listCities({ page_size: "100" }),
  ]);
  return {
    venues: list.results,
    total: list.total,
    params,
    filters,
    cities: cities.results.map((c) => ({ id: c.id, name: c.name })),
  };
}

type Row = Route.ComponentProps["loaderData"]["venues"][number];

export default function AdminVenues({ loaderData }: Route.ComponentProps) {
  const { venues, total, params, filters, cities } = loaderData;
  const columns: GridColDef<Row>[] = [
    {
      field: "name",
      headerName: "Venue",
      flex: 2,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Box sx={{ py: 0.5 }}>
          <MuiLink component={Link} to={`/admin/venues/${row.id}`} sx={{ fontWeight: 600 }}>
            {row.name}
          </MuiLink>
          <Typography variant="body2" color="text.secondary">
            {[row.address, row.city?.name].filter(Boolean).join(", ") || "No address"}
          </Typography>
        </Box>
      ),
    },
    {
      field: "type",
      headerName: "Type",
      width: 140,
      valueGetter: (_v, row) => venueTypeStyle(row.type).label,
    },
    {
      field: "flags",
      headerName: "Flags",
      flex: 1,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
          {row.is_premium ? <Chip size="small" color="primary" label="Premium" /> : null}
          {row.is_closed ? <Chip size="small" label="Closed" /> : null}
          {row.is_online_only ? <Chip size="small" variant="outlined" label="Online" /> : null}
          {row.geo ? null : (
            // warning.main text on white is 3:1; this brown keeps the warning at AA contrast.
            <Chip
              size="small"
              variant="outlined"
              label="No map position"
              sx={{ color: "#8a3c00", borderColor: "warning.main" }}
            />
          )}
        </Stack>
      ),
    },
    changedColumn<Row>(),
  ];
  return (
    <>
      <AdminListHeader
        title="Venues"
        newHref="/admin/venues/new"
        newLabel="New venue"
        total={total}
        noun={["venue", "venues"]}
        filters={
          <ListFilters sort={params}>
            <FilterInput name="query" label="Search" value={filters.query} type="search" />
            <FilterSelect
              name="type"
              label="Type"
              value={filters.type}
              options={KNOWN_VENUE_TYPES.map((t) => ({ value: t, label: venueTypeStyle(t).label }))}
            />
            <FilterSelect
              name="city_id"
              label="City"
              value={filters.city_id}
              options={cities.map((c) => ({ value: c.id, label: c.name }))}
            />
          </ListFilters>
        }
      />
      <AdminDataGrid
        label="Venues"
        rows={venues}
        columns={columns}
        total={total}
        params={params}
        rowHref={(r) => `/admin/venues/${r.id}`}
      />
    </>
  );
}
