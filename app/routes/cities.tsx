import { Link as RouterLink } from "react-router";
import { Box, Container, Link, Typography } from "../components/ui/index.ts";
import { pageMeta } from "../lib/meta.ts";
import { publicPage } from "../lib/page.server.ts";
import type { Route } from "./+types/cities";

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const cities = await page.services.discover.cities();
  return { cities, siteName: page.siteName, canonical: page.canonical("/cities") };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  return pageMeta(args, {
    title: `Cities · ${loaderData?.siteName ?? "Twin Cities Art Calendar"}`,
    shareTitle: "Cities",
    description:
      "Art venues and events city by city: Minneapolis, St. Paul and the towns around them.",
    canonical: loaderData?.canonical,
    crumbs: [{ name: "Cities", path: "/cities" }],
  });
}

export default function Cities({ loaderData }: Route.ComponentProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 4 }}>
        Cities
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          p: 0,
          m: 0,
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(3, 1fr)" },
        }}
      >
        {loaderData.cities.map((c) => (
          <Box component="li" key={c.id} sx={{ borderTop: 2, pt: 1.5 }}>
            <Typography component="h2" variant="h3">
              <Link component={RouterLink} to={`/cities/${c.slug}`} color="inherit">
                {c.name}
              </Link>
            </Typography>
            {c.summary ? (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {c.summary}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
    </Container>
  );
}
