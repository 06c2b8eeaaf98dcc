import {
  Box,
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
import { BarChart } from "@mui/x-charts/BarChart";
import { DateTime } from "luxon";
import { Link } from "react-router";
import type { AnalyticsReport } from "../../../core/schemas/api/analytics.ts";
import { count, DayByDay } from "./analytics-chart.tsx";

type ApiKeys = AnalyticsReport["api_keys"];

const short = (day: string) => DateTime.fromISO(day).setLocale("en-US").toFormat("LLL d");

/**
 * Requests made with API keys (decision 063): a bar a day, the same numbers
 * in a table under a native disclosure, and the busiest keys with their
 * owners; a key opens its page in the back office (/admin/api-keys/{id}).
 */
export function AnalyticsApiKeys({ apiKeys }: { apiKeys: ApiKeys }) {
  const total = apiKeys.daily.reduce((n, d) => n + d.requests, 0);
  return (
    <Box component="section" aria-labelledby="analytics-api-keys" sx={{ mt: 5 }}>
      <Typography id="analytics-api-keys" variant="h5" component="h2" sx={{ mb: 1 }}>
        API keys
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="analytics-api-total">
        {`${count(total)} ${total === 1 ? "request" : "requests"} made with API keys in this range.`}{" "}
        <MuiLink component={Link} to="/admin/api-keys">
          Every key
        </MuiLink>
      </Typography>
      {total ? (
        <Box
          component="figure"
          aria-labelledby="analytics-api-chart-title"
          sx={{ m: 0, mb: 2, minWidth: 0 }}
        >
          <Typography id="analytics-api-chart-title" component="figcaption" variant="h6">
            Requests with API keys per day
          </Typography>
          <Box sx={{ height: 220, bgcolor: "background.paper" }}>
            <BarChart
              height={220}
              xAxis={[
                { scaleType: "band", data: apiKeys.daily.map((d) => d.day), valueFormatter: short },
              ]}
              yAxis={[{ min: 0, tickMinStep: 1 }]}
              series={[{ data: apiKeys.daily.map((d) => d.requests), label: "Requests" }]}
              hideLegend
              skipAnimation
            />
          </Box>
          <DayByDay
            summary="The requests, day by day"
            label="Requests with API keys per day"
            columns={[{ header: "Requests", value: (d) => d.requests }]}
            rows={apiKeys.daily}
          />
        </Box>
      ) : null}
      {apiKeys.top.length ? (
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          Busiest keys
        </Typography>
      ) : null}
      {apiKeys.top.length ? (
        <TableContainer
          component={Paper}
          variant="outlined"
          tabIndex={0}
          role="region"
          aria-label="Busiest API keys table"
        >
          <Table size="small" aria-label="Busiest API keys" data-testid="analytics-api-keys">
            <TableHead>
              <TableRow>
                <TableCell scope="col">Key</TableCell>
                <TableCell scope="col" align="right">
                  Requests
                </TableCell>
                <TableCell scope="col">Owner</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {apiKeys.top.map((k) => (
                <TableRow key={k.id}>
                  <TableCell component="th" scope="row" sx={{ wordBreak: "break-word" }}>
                    <MuiLink component={Link} to={`/admin/api-keys/${k.id}`}>
                      {k.name}
                    </MuiLink>{" "}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {k.prefix}
                      {k.revoked ? " · revoked" : ""}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{count(k.requests)}</TableCell>
                  <TableCell sx={{ wordBreak: "break-word" }}>
                    {k.owner.name || (k.owner.username ? `@${k.owner.username}` : "—")}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Box>
  );
}
