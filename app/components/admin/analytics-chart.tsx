import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { LineChart } from "@mui/x-charts/LineChart";
import { DateTime } from "luxon";

export interface DailyCounts {
  day: string;
  page_views: number;
  clicks: number;
}

const short = (day: string) => DateTime.fromISO(day).setLocale("en-US").toFormat("LLL d");
const long = (day: string) => DateTime.fromISO(day).setLocale("en-US").toFormat("ccc, LLL d, yyyy");
export const count = (n: number) => n.toLocaleString("en-US");

/**
 * A chart's numbers as a table under a disclosure (a native <details>, so it
 * opens without the page's script), for anyone the chart does not serve.
 */
export function DayByDay<R extends { day: string }>({
  summary,
  label,
  columns,
  rows,
}: {
  summary: string;
  label: string;
  columns: { header: string; value: (row: R) => number }[];
  rows: R[];
}) {
  return (
    <Box component="details" sx={{ mt: 1, "& > summary": { cursor: "pointer", fontWeight: 600 } }}>
      <summary>{summary}</summary>
      {/* It scrolls, so it takes focus: keyboard users can scroll it too. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={`${label}, table`}
        sx={{ maxHeight: 420, mt: 1 }}
      >
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Day</TableCell>
              {columns.map((c) => (
                <TableCell key={c.header} scope="col" align="right">
                  {c.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.day}>
                <TableCell component="th" scope="row">
                  {long(r.day)}
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.header} align="right">
                    {count(c.value(r))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/**
 * Page views and clicks per day as a line chart, named for screen readers,
 * with the same numbers in a table under a disclosure (a native <details>,
 * so it opens without the page's script), for anyone the chart does not serve.
 */
export function AnalyticsChart({ daily, title }: { daily: DailyCounts[]; title: string }) {
  const days = daily.map((d) => d.day);
  // Marks help read a short range; over a month they crowd into a band.
  const marks = days.length <= 14;
  const first = long(days[0] ?? "");
  const range = days.length > 1 ? `${first} to ${long(days.at(-1) ?? "")}` : first;
  return (
    <Box
      component="figure"
      aria-labelledby="analytics-chart-title"
      aria-describedby="analytics-chart-desc"
      sx={{ m: 0 }}
    >
      <Typography id="analytics-chart-title" component="figcaption" variant="h5">
        {title}
      </Typography>
      <Typography id="analytics-chart-desc" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${range}, one point a day. The numbers are in the table below the chart.`}
      </Typography>
      <Box sx={{ height: 300, bgcolor: "background.paper" }}>
        {/*
          Named by the figure around it: MUI gives its own chart box role "none",
          on which a name is not allowed (axe: aria-prohibited-attr), and draws
          the plot aria-hidden; the day-by-day table carries the numbers.
        */}
        <LineChart
          height={300}
          xAxis={[{ scaleType: "point", data: days, valueFormatter: short }]}
          yAxis={[{ min: 0, tickMinStep: 1 }]}
          series={[
            {
              data: daily.map((d) => d.page_views),
              label: "Page views",
              showMark: marks,
              // Straight segments: a smoothed curve would suggest values between days.
              curve: "linear",
            },
            { data: daily.map((d) => d.clicks), label: "Clicks", showMark: marks, curve: "linear" },
          ]}
          skipAnimation
        />
      </Box>
      <DayByDay
        summary="The numbers, day by day"
        label="Page views and clicks per day"
        columns={[
          { header: "Page views", value: (d) => d.page_views },
          { header: "Clicks", value: (d) => d.clicks },
        ]}
        rows={daily}
      />
    </Box>
  );
}
