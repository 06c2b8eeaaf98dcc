import { Alert, Box, Button, Link as MuiLink, Stack, TextField, Typography } from "@mui/material";
import { Form, Link } from "react-router";
import { addDays, inSiteZone } from "../../../core/dates/site-day.ts";
import { ApiError } from "../../../core/errors.ts";
import { AnalyticsApiKeys } from "../../components/admin/analytics-api-keys.tsx";
import { AnalyticsChart, count } from "../../components/admin/analytics-chart.tsx";
import { AnalyticsCsvButton } from "../../components/admin/analytics-csv-button.tsx";
import { AdvertsTable, TopTable } from "../../components/admin/analytics-tables.tsx";
import { formatArticleDate } from "../../components/admin/article-status.tsx";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/analytics";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Analytics · Back office");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const { services } = serverContext(context);
  const search = new URL(request.url).searchParams;
  const asked = { start: search.get("start") ?? "", end: search.get("end") ?? "" };
  const today = inSiteZone(services.clock.now()).toISODate() ?? "";
  try {
    return { report: await services.analytics.report(actor, asked), asked, today, errors: [] };
  } catch (err) {
    // A mistyped range shows its reason over the default range, not an error page.
    if (!(err instanceof ApiError) || err.status !== 400) throw err;
    const errors = err.errors?.map((e) => e.message) ?? [err.message];
    return { report: await services.analytics.report(actor, {}), asked, today, errors };
  }
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const day = (d: string) => formatArticleDate(`${d}T12:00:00`);

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { report, asked, today, errors } = loaderData;
  const ranges = [
    { label: "Today", start: today, end: today },
    { label: "Last 7 days", start: addDays(today, -6), end: today },
    { label: "Last 30 days", start: addDays(today, -29), end: today },
    { label: "Last 90 days", start: addDays(today, -89), end: today },
  ];
  const views = sum(report.daily.map((d) => d.page_views));
  const clicks = sum(report.daily.map((d) => d.clicks));
  const span =
    report.start === report.end ? day(report.start) : `${day(report.start)} – ${day(report.end)}`;

  return (
    <>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: 2 }}
      >
        <Typography variant="h2" component="h1">
          Analytics
        </Typography>
        <AnalyticsCsvButton start={report.start} end={report.end} />
      </Stack>

      {/* A GET form: the range lives in the URL and works before the page's script loads. */}
      <Form method="get" aria-label="Date range">
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: "wrap", alignItems: "center" }}
        >
          <TextField
            type="date"
            name="start"
            label="From"
            size="small"
            defaultValue={asked.start || report.start}
            key={`s${report.start}`}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            name="end"
            label="To"
            size="small"
            defaultValue={asked.end || report.end}
            key={`e${report.end}`}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="contained">
            Show
          </Button>
        </Stack>
      </Form>
      <Stack
        component="nav"
        aria-label="Quick ranges"
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: "wrap", mt: 1.5 }}
      >
        {ranges.map((r) => (
          <MuiLink
            key={r.label}
            component={Link}
            to={`?start=${r.start}&end=${r.end}`}
            aria-current={r.start === report.start && r.end === report.end ? "true" : undefined}
            sx={{ "&[aria-current]": { fontWeight: 700 } }}
          >
            {r.label}
          </MuiLink>
        ))}
      </Stack>

      {errors.length ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errors.map((m) => (
            <div key={m}>{m}</div>
          ))}
          <div>Showing the last 30 days instead.</div>
        </Alert>
      ) : null}

      <Typography sx={{ mt: 3, mb: 3 }} aria-live="polite">
        <strong>{span}</strong>: {count(views)} page {views === 1 ? "view" : "views"} and{" "}
        {count(clicks)} {clicks === 1 ? "click" : "clicks"}.
      </Typography>

      <AnalyticsChart daily={report.daily} title="Page views and clicks per day" />

      <Box component="section" aria-labelledby="analytics-top" sx={{ mt: 5 }}>
        <Typography id="analytics-top" variant="h5" component="h2" sx={{ mb: 2 }}>
          Most viewed
        </Typography>
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))",
            alignItems: "start",
          }}
        >
          <TopTable title="Events" rows={report.top_events} editorBase="/admin/events" />
          <TopTable title="Venues" rows={report.top_venues} editorBase="/admin/venues" />
          <TopTable title="Articles" rows={report.top_articles} editorBase="/admin/articles" />
        </Box>
      </Box>

      <Box component="section" aria-labelledby="analytics-adverts" sx={{ mt: 5 }}>
        <Typography id="analytics-adverts" variant="h5" component="h2" sx={{ mb: 2 }}>
          Adverts
        </Typography>
        <AdvertsTable rows={report.adverts} />
      </Box>

      <AnalyticsApiKeys apiKeys={report.api_keys} />
    </>
  );
}
