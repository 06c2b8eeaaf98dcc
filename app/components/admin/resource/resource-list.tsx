import { Box, Link as MuiLink } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { Link } from "react-router";
import type { GridParams } from "../../../lib/admin/grid-params.ts";
import {
  type ColumnSpec,
  creates,
  inSentence,
  type ResourceDescription,
  type ResourceRecord,
} from "../../../lib/admin/resources/types.ts";
import { AdminDataGrid, shortDate } from "../admin-data-grid.tsx";
import { AdminListHeader } from "../admin-list-header.tsx";
import { FilterInput, FilterSelect } from "../filter-fields.tsx";
import { ListFilters } from "../list-filters.tsx";
import { PlainList } from "./plain-list.tsx";
import { CellImage, RowCommands } from "./row-commands.tsx";

/** A cell's words: the column's own text, a date, or the raw value. */
function cellText(c: ColumnSpec, row: ResourceRecord, now: string): string {
  if (c.text) return c.text(row, now);
  if (c.date) return typeof row[c.field] === "string" ? shortDate(row[c.field] as string) : "—";
  const v = row[c.field];
  return v === null || v === undefined || v === "" ? "—" : String(v);
}

/** The grid's columns from the description: the first links to the editor. */
function columnsOf(d: ResourceDescription, now: string): GridColDef<ResourceRecord>[] {
  const columns = d.list.columns.map((c, i) => {
    const size = c.width ? { width: c.width } : { flex: c.flex ?? 1, minWidth: 140 };
    const text = (row: ResourceRecord) => cellText(c, row, now);
    const col: GridColDef<ResourceRecord> = {
      field: c.field,
      headerName: c.header,
      sortable: c.sortable ?? false,
      ...size,
      valueGetter: (_v, row) => text(row),
      ...(c.image
        ? {
            renderCell: ({ row }) => (
              <Box sx={{ display: "flex", gap: 1, alignItems: "center", minWidth: 0 }}>
                <CellImage image={c.image?.(row) ?? null} />
                {text(row)}
              </Box>
            ),
          }
        : {}),
    };
    if (i > 0) return col;
    return {
      ...col,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box sx={{ display: "flex", gap: 1, alignItems: "center", minWidth: 0 }}>
          {c.image ? <CellImage image={c.image(row)} /> : null}
          <MuiLink component={Link} to={`/admin/${d.key}/${row.id}`} sx={{ fontWeight: 600 }}>
            {text(row)}
          </MuiLink>
        </Box>
      ),
    } satisfies GridColDef<ResourceRecord>;
  });
  if (d.list.rowCommands?.length)
    columns.push({
      field: "commands",
      headerName: "",
      width: 140,
      sortable: false,
      renderCell: ({ row }) => <RowCommands d={d} row={row} />,
    });
  const Actions = d.list.rowActions;
  if (!Actions) return columns;
  const actions: GridColDef<ResourceRecord> = {
    field: "actions",
    headerName: "Actions",
    width: 250,
    sortable: false,
    renderCell: ({ row }) => <Actions row={row} now={now} />,
  };
  return [...columns, actions];
}

/** A described resource's list: search, sort and paging in the URL, "New …" at the top. */
export function ResourceList({
  d,
  rows,
  total,
  params,
  filters,
  choices,
  now,
}: {
  d: ResourceDescription;
  rows: ResourceRecord[];
  total: number;
  params: GridParams;
  filters: Record<string, string>;
  choices: Record<string, { value: string; label: string }[]>;
  now: string;
}) {
  const noun = inSentence(d.noun);
  const Header = d.list.header;
  const HeaderActions = d.list.headerActions;
  return (
    <>
      <AdminListHeader
        title={d.plural}
        {...(creates(d) ? { newHref: `/admin/${d.key}/new`, newLabel: `New ${noun}` } : {})}
        total={total}
        noun={[noun, inSentence(d.plural)]}
        filters={
          <ListFilters sort={params}>
            <FilterInput
              name="query"
              label={d.list.searchLabel ?? "Search"}
              value={filters.query ?? ""}
              type="search"
            />
            {(d.list.filters ?? []).map((f) =>
              f.type === "date" ? (
                <FilterInput
                  key={f.name}
                  name={f.name}
                  label={f.label}
                  value={filters[f.name] ?? ""}
                  type="date"
                />
              ) : (
                <FilterSelect
                  key={f.name}
                  name={f.name}
                  label={f.label}
                  value={filters[f.name] ?? ""}
                  options={f.options ?? choices[f.name] ?? []}
                />
              ),
            )}
          </ListFilters>
        }
      />
      {Header ? <Header /> : null}
      {HeaderActions ? <HeaderActions filters={filters} /> : null}
      <AdminDataGrid
        label={d.plural}
        rows={rows}
        columns={columnsOf(d, now)}
        total={total}
        params={params}
        rowHref={(r) => `/admin/${d.key}/${r.id}`}
      />
      <PlainList
        d={d}
        rows={rows}
        total={total}
        params={params}
        text={(i, row) => cellText(d.list.columns[i] as ColumnSpec, row, now)}
      />
    </>
  );
}
