import { Box, Button, Chip, Link as MuiLink, Stack, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { formatEventDate } from "../../../core/dates/display.ts";
import { addDays, localInstant } from "../../../core/dates/site-day.ts";
import { CATEGORY_LABELS, venueDisplayName } from "../../../core/listing/cards.ts";
import { EVENT_CATEGORIES, EVENT_STATUSES } from "../../../core/schemas/calendar.ts";
import { AdminDataGrid, changedColumn } from "../../components/admin/admin-data-grid.tsx";
import { AdminListHeader } from "../../components/admin/admin-list-header.tsx";
import { DuplicateEventDialog } from "../../components/admin/duplicate-event-dialog.tsx";
import { FilterInput, FilterSelect } from "../../components/admin/filter-fields.tsx";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import { listQuery, readGridParams } from "../../lib/admin/grid-params.ts";
import { ApiCallError, api } from "../../lib/api-client.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { toast } from "../../lib/toast.tsx";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/events";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Events · Back office");

const SORTABLE = ["modified_date", "created_date", "name"] as const;
const STATUS_LABELS: Record<string, string> = {
  draft: "Draft",
  pending: "Pending",
  published: "Published",
  rejected: "Rejected",
};
const isDay = (s: string | null) => (s && /^\d{4}-\d{2}-\d{2}$/.test(s) ? s : "");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const { services } = serverContext(context);
  const search = new URL(request.url).searchParams;
  const params = readGridParams(search, {
    sortBy: "modified_date",
    sort: "desc",
    sortable: SORTABLE,
  });
  const filters = {
    query: search.get("query") ?? "",
    status: search.get("status") ?? "",
    category: search.get("category") ?? "",
    venue_id: search.get("venue_id") ?? "",
    from: isDay(search.get("from")),
    to: isDay(search.get("to")),
  };
  // A date range keeps events with a date overlapping it (Chicago days).
  const list = await services.calendar.listEvents(
    actor,
    listQuery(params, {
      query: filters.query,
      status: filters.status,
      category: filters.category,
      venue_id: filters.venue_id,
      end: filters.from ? `gte:${localInstant(filters.from).toISOString()}` : null,
      start: filters.to ? `lte:${localInstant(addDays(filters.to, 1)).toISOString()}` : null,
    }),
  );
  const venues = (await services.places.listVenues({ page_size: "100", sort_by: "name" })).results;
  return {
    events: list.results,
    total: list.total,
    params,
    filters,
    venues: venues.map((v) => ({ id: v.id, name: v.name })),
    now: services.clock.now().toISOString(),
  };
}

type Row = Route.ComponentProps["loaderData"]["events"][number];

function whenText(row: Row, now: string) {
  const dates = row.event_dates.filter((d) => !d.is_canceled);
  if (!dates.length) return row.event_dates.length ? "All dates canceled" : "No dates";
  const start = dates.map((d) => d.start).sort()[0]!;
  const end = dates
    .map((d) => d.end)
    .sort()
    .at(-1)!;
  const shown = formatEventDate({ start: new Date(start), end: new Date(end) }, new Date(now));
  // Staff look back too: a date in another year says which.
  const year = new Date(start).getUTCFullYear();
  const other = year !== new Date(now).getUTCFullYear() && !/\d{4}/.test(shown.primary);
  return [shown.primary, shown.secondary, other ? `(${year})` : null].filter(Boolean).join(" ");
}

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const { events, total, params, filters, venues, now } = loaderData;
  const revalidator = useRevalidator();
  const [duplicate, setDuplicate] = useState<Row | null>(null);

  async function setStatus(row: Row, status: string) {
    try {
      await api(`/calendar/events/id/${row.id}`, {
        method: "PUT",
        body: { status, version: row.version },
      });
      toast(status === "published" ? "Published." : "Unpublished.", {
        variant: "success",
      });
      void revalidator.revalidate();
    } catch (err) {
      toast(err instanceof ApiCallError ? err.message : "Couldn't save.", {
        variant: "error",
      });
    }
  }

  const columns: GridColDef<Row>[] = [
    {
      field: "name",
      headerName: "Event",
      flex: 2,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Box sx={{ py: 0.5 }}>
          <MuiLink component={Link} to={`/admin/events/${row.id}`} sx={{ fontWeight: 600 }}>
            {row.name}
          </MuiLink>
          <Typography variant="body2" color="text.secondary">
            {[...new Set(row.event_dates.map((d) => (d.venue ? venueDisplayName(d.venue) : "")))]
              .filter(Boolean)
              .join(", ") || "No venue"}
          </Typography>
        </Box>
      ),
    },
    {
      field: "when",
      headerName: "When",
      flex: 1.2,
      minWidth: 170,
      sortable: false,
      valueGetter: (_v, row) => whenText(row, now),
    },
    {
      field: "categories",
      headerName: "Dates",
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) =>
        [...new Set(row.event_dates.map((d) => CATEGORY_LABELS[d.category] ?? d.category))].join(
          ", ",
        ),
    },
    {
      field: "status",
      headerName: "Status",
      width: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={STATUS_LABELS[row.status] ?? row.status}
          color={row.status === "published" ? "success" : "default"}
          variant={row.status === "published" ? "filled" : "outlined"}
        />
      ),
    },
    changedColumn<Row>(),
    {
      field: "actions",
      headerName: "Actions",
      width: 210,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5}>
          <Button
            size="small"
            onClick={() => setDuplicate(row)}
            aria-label={`Duplicate ${row.name}`}
          >
            Duplicate
          </Button>
          {row.status === "published" ? (
            <Button
              size="small"
              onClick={() => setStatus(row, "draft")}
              aria-label={`Unpublish ${row.name}`}
            >
              Unpublish
            </Button>
          ) : (
            <Button
              size="small"
              onClick={() => setStatus(row, "published")}
              aria-label={`Publish ${row.name}`}
            >
              Publish
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <AdminListHeader
        title="Events"
        newHref="/admin/events/new"
        newLabel="New event"
        total={total}
        noun={["event", "events"]}
        filters={
          <ListFilters sort={params}>
            <FilterInput name="query" label="Search" value={filters.query} type="search" />
            <FilterSelect
              name="status"
              label="Status"
              value={filters.status}
              options={EVENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] ?? s }))}
            />
            <FilterSelect
              name="category"
              label="Category"
              value={filters.category}
              options={EVENT_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] ?? c }))}
            />
            <FilterSelect
              name="venue_id"
              label="Venue"
              value={filters.venue_id}
              options={venues.map((v) => ({ value: v.id, label: v.name }))}
            />
            <FilterInput name="from" label="Dates from" value={filters.from} type="date" />
            <FilterInput name="to" label="Dates to" value={filters.to} type="date" />
          </ListFilters>
        }
      />
      <AdminDataGrid
        label="Events"
        rows={events}
        columns={columns}
        total={total}
        params={params}
        rowHref={(r) => `/admin/events/${r.id}`}
      />
      {duplicate ? (
        <DuplicateEventDialog open event={duplicate} onClose={() => setDuplicate(null)} />
      ) : null}
    </>
  );
}
