import {
  Link as MuiLink,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { Link } from "react-router";
import { count } from "./analytics-chart.tsx";

export interface TopRow {
  id: string;
  /** As last reported; null when no view named it. */
  name: string | null;
  views: number;
}

export interface AdvertRow {
  /** The tracked label: an advert's id (null for events sent without one). */
  advert_id: string | null;
  client: string | null;
  campaign: string | null;
  instance: string | null;
  impressions: number;
  clicks: number;
  ctr: number | null;
}

/** Click-through rate as a percentage; none without impressions. */
export const percent = (ctr: number | null) => (ctr === null ? "—" : `${(ctr * 100).toFixed(1)}%`);

/** The most viewed events, venues or articles of the range; names open their editors. */
export function TopTable({
  title,
  rows,
  editorBase,
}: {
  title: string;
  rows: TopRow[];
  editorBase: string;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {rows.length ? (
        <Table
          size="small"
          aria-label={title}
          // Flush with the card's heading.
          sx={{
            "& .MuiTableCell-root:first-of-type": { pl: 0 },
            "& .MuiTableCell-root:last-of-type": { pr: 0 },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell scope="col">Name</TableCell>
              <TableCell scope="col" align="right">
                Views
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell component="th" scope="row" sx={{ wordBreak: "break-word" }}>
                  <MuiLink component={Link} to={`${editorBase}/${r.id}`}>
                    {r.name || "(deleted)"}
                  </MuiLink>
                </TableCell>
                <TableCell align="right">{count(r.views)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No views in this range.
        </Typography>
      )}
    </Paper>
  );
}

/** Impressions, clicks and click-through rate per advert. */
export function AdvertsTable({ rows }: { rows: AdvertRow[] }) {
  if (!rows.length) {
    return <Typography color="text.secondary">No advert was shown in this range.</Typography>;
  }
  return (
    // Scrolls sideways on a phone, so it takes focus for keyboard scrolling.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Adverts table"
    >
      <Table
        size="small"
        aria-label="Adverts"
        data-testid="analytics-adverts"
        sx={{ minWidth: 640 }}
      >
        <TableHead>
          <TableRow>
            <TableCell scope="col">Advert</TableCell>
            {/* The numbers first: on a phone they are in view without scrolling. */}
            <TableCell scope="col" align="right">
              Impressions
            </TableCell>
            <TableCell scope="col" align="right">
              Clicks
            </TableCell>
            <TableCell scope="col" align="right">
              Click-through rate
            </TableCell>
            <TableCell scope="col">Client</TableCell>
            <TableCell scope="col">Campaign</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((a) => (
            <TableRow key={a.advert_id ?? ""}>
              <TableCell component="th" scope="row">
                {a.advert_id ? (
                  <MuiLink component={Link} to={`/admin/adverts/${a.advert_id}`}>
                    {a.instance || a.advert_id}
                  </MuiLink>
                ) : (
                  "(unlabelled)"
                )}
              </TableCell>
              <TableCell align="right">{count(a.impressions)}</TableCell>
              <TableCell align="right">{count(a.clicks)}</TableCell>
              <TableCell align="right">{percent(a.ctr)}</TableCell>
              <TableCell>{a.client ?? "—"}</TableCell>
              <TableCell>{a.campaign || "—"}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
