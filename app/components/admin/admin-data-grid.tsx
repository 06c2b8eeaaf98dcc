import { Box } from "@mui/material";
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from "@mui/x-data-grid";
import { useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import { DEFAULT_TIMEZONE } from "../../../core/site.ts";
import { ADMIN_PAGE_SIZES, type GridParams, withParams } from "../../lib/admin/grid-params.ts";
import { useNonce } from "../../lib/csp-nonce.ts";

/**
 * A back-office list: MUI X DataGrid with paging and sorting done by the
 * server. Every change rewrites the URL, whose loader calls the same list use
 * case as the v5 endpoint; the grid shows the loader's page while the next
 * one loads. Clicking a row opens `rowHref`.
 */
export function AdminDataGrid<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  total,
  params,
  rowHref,
}: {
  label: string;
  rows: R[];
  columns: GridColDef<R>[];
  total: number;
  params: GridParams;
  rowHref: (row: R) => string;
}) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // The grid renders a <style> of its own: it needs the page's CSP nonce.
  const nonce = useNonce();
  const go = (changes: Record<string, string | number | null>) =>
    void navigate(`?${withParams(search, changes)}`, { preventScrollReset: true });

  const pagination: GridPaginationModel = { page: params.page, pageSize: params.pageSize };
  const sortModel: GridSortModel = [{ field: params.sortBy, sort: params.sort }];

  return (
    <Box sx={{ width: "100%", bgcolor: "background.paper" }}>
      <DataGrid
        nonce={nonce}
        aria-label={label}
        rows={rows}
        columns={columns}
        rowCount={total}
        autoHeight
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        sortingOrder={["asc", "desc"]}
        pageSizeOptions={[...ADMIN_PAGE_SIZES]}
        paginationModel={pagination}
        onPaginationModelChange={(m) =>
          go({ page: m.pageSize === params.pageSize ? m.page : 0, page_size: m.pageSize })
        }
        sortModel={sortModel}
        onSortModelChange={(m) => {
          const first = m[0];
          go({ sort_by: first?.field ?? null, sort: first?.sort ?? null, page: 0 });
        }}
        loading={navigation.state === "loading" && navigation.location.pathname === pathname}
        onRowClick={(p, e) => {
          // Links inside cells handle their own clicks (and middle clicks).
          if ((e.target as HTMLElement).closest("a,button")) return;
          void navigate(rowHref(p.row));
        }}
        getRowHeight={() => "auto"}
        sx={{
          "& .MuiDataGrid-row": { cursor: "pointer" },
          "& .MuiDataGrid-cell": { py: 1, display: "flex", alignItems: "center" },
        }}
      />
    </Box>
  );
}

/** The "Changed" column every list has: the record's modified date, Chicago time. */
export function changedColumn<R extends { modified_date: string }>(): GridColDef<R> {
  return {
    field: "modified_date",
    headerName: "Changed",
    width: 130,
    valueGetter: (_v, row) => shortDate(row.modified_date),
  };
}

/** "Nov 24, 2026", Chicago time: how the lists show a record's dates. */
export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: DEFAULT_TIMEZONE,
  });
