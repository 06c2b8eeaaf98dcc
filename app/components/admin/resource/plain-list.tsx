import { Link as MuiLink, Stack } from "@mui/material";
import { Link, useSearchParams } from "react-router";
import { type GridParams, withParams } from "../../../lib/admin/grid-params.ts";
import type { ResourceDescription, ResourceRecord } from "../../../lib/admin/resources/types.ts";
import { CellImage, RowCommands } from "./row-commands.tsx";

/**
 * The list as a plain table, for browsers without JavaScript (the data grid
 * draws its rows in the browser): the same columns, a link to each record's
 * editor, and previous/next pages by URL.
 */
export function PlainList({
  d,
  rows,
  total,
  params,
  text,
}: {
  d: ResourceDescription;
  rows: ResourceRecord[];
  total: number;
  params: GridParams;
  text: (column: number, row: ResourceRecord) => string;
}) {
  const [search] = useSearchParams();
  const last = Math.max(0, Math.ceil(total / params.pageSize) - 1);
  const page = (n: number) => `?${withParams(search, { page: n || null })}`;
  return (
    <noscript>
      {/* Scrolls sideways on a phone rather than widening the page (its row links take the focus). */}
      <div style={{ overflowX: "auto" }}>
        <table aria-label={d.plural} style={{ width: "100%", borderCollapse: "collapse" }}>
          <thead>
            <tr>
              {d.list.columns.map((c) => (
                <th key={c.field} scope="col" style={{ textAlign: "left", padding: "8px" }}>
                  {c.header}
                </th>
              ))}
              {d.list.rowCommands?.length ? (
                <th scope="col" style={{ textAlign: "left", padding: "8px" }}>
                  Actions
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {d.list.columns.map((c, i) => (
                  <td key={c.field} style={{ padding: "8px", borderTop: "1px solid #ddd" }}>
                    {c.image ? <CellImage image={c.image(row)} /> : null}
                    {i === 0 ? (
                      <MuiLink component={Link} to={`/admin/${d.key}/${row.id}`}>
                        {text(i, row)}
                      </MuiLink>
                    ) : (
                      text(i, row)
                    )}
                  </td>
                ))}
                {d.list.rowCommands?.length ? (
                  <td style={{ padding: "8px", borderTop: "1px solid #ddd" }}>
                    <RowCommands d={d} row={row} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {params.page > 0 ? <MuiLink href={page(params.page - 1)}>Previous page</MuiLink> : null}
        {params.page < last ? <MuiLink href={page(params.page + 1)}>Next page</MuiLink> : null}
      </Stack>
    </noscript>
  );
}
