import { Box, Button, Container, Stack, Typography } from "@mui/material";
import { HydrationBoundary, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { SiteInfo } from "../../core/site.ts";
import { api } from "../lib/api-client.ts";
import { serverContext } from "../lib/context.server.ts";
import { prefetch } from "../lib/prefetch.server.ts";
import { queryKeys } from "../lib/query-client.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = serverContext(context);
  const dehydrated = await prefetch(async (client) => {
    client.setQueryData(queryKeys.site, services.site.info());
  });
  return { dehydrated };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const site = loaderData?.dehydrated.queries.find((q) => q.queryKey[0] === "site")?.state.data as
    | SiteInfo
    | undefined;
  const name = site?.site_name ?? "Twin Cities Art Calendar";
  return [
    { title: `${name}: visual art in Minneapolis and St. Paul` },
    {
      name: "description",
      content:
        "Openings, exhibitions, artist talks, classes and sales in the Twin Cities, tonight, this weekend and all season.",
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <HomeContent />
    </HydrationBoundary>
  );
}

function HomeContent() {
  const site = useQuery({ queryKey: queryKeys.site, queryFn: () => api<SiteInfo>("/site") });
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: "divider" }}>
        <Container maxWidth="lg" sx={{ py: { xs: 6, md: 12 } }}>
          <Typography variant="overline" color="primary" component="p">
            {site.data?.site_name}
          </Typography>
          <Typography variant="h1" sx={{ maxWidth: 900 }}>
            See art in the Twin Cities tonight, this weekend, all season.
          </Typography>
          <Typography
            sx={{ mt: 3, fontSize: { xs: "1.05rem", md: "1.25rem" }, maxWidth: 640 }}
            color="text.secondary"
          >
            Openings, exhibitions, artist talks, classes and sales at galleries, studios and museums
            across Minneapolis and St. Paul, kept current every day.
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 4 }}>
            <Button component={Link} to="/calendar/upcoming" variant="contained" size="large">
              Upcoming events
            </Button>
            <Button
              component={Link}
              to="/calendar/weekend"
              variant="outlined"
              size="large"
              color="secondary"
            >
              This weekend
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          The calendar is being hung
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
          Events, venues and articles arrive here shortly. All times are{" "}
          {site.data?.default_timezone === "America/Chicago"
            ? "Central"
            : site.data?.default_timezone}
          , and a day on this site runs from 5am to 3am, so a late opening still counts as tonight.
        </Typography>
      </Container>
    </>
  );
}
