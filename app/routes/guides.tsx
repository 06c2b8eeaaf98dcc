import { Link as RouterLink } from "react-router";
import { guideIsOpen, guidePreset } from "../../core/guides/rules.ts";
import { describePresetWindow } from "../../core/presets/describe.ts";
import { Box, Container, Link, Typography } from "../components/ui/index.ts";
import { pageMeta } from "../lib/meta.ts";
import { publicPage } from "../lib/page.server.ts";
import type { Route } from "./+types/guides";

// Every published guide, newest window first: what is on now, then the archive.

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const guides = (await page.services.guides.published()).map((g) => ({
    slug: g.slug,
    title: g.title,
    summary: g.summary,
    words: describePresetWindow(guidePreset(g), page.now),
    open: guideIsOpen(g, page.now),
  }));
  return { guides, siteName: page.siteName, canonical: page.canonical("/guides") };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  return pageMeta(args, {
    title: `Guides · ${loaderData?.siteName ?? "Twin Cities Art Calendar"}`,
    shareTitle: "Guides",
    description: "Seasonal guides to art in the Twin Cities: art weeks, crawls, holiday sales.",
    canonical: loaderData?.canonical,
    crumbs: [{ name: "Guides", path: "/guides" }],
  });
}

export default function Guides({ loaderData }: Route.ComponentProps) {
  const { guides } = loaderData;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 4 }}>
        Guides
      </Typography>
      {guides.length === 0 ? (
        <Typography color="text.secondary">No guides yet.</Typography>
      ) : (
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
          {guides.map((g) => (
            <Box component="li" key={g.slug} sx={{ borderTop: 2, pt: 1.5 }}>
              {g.open ? (
                <Typography variant="overline" component="p" color="secondary.dark">
                  On now
                </Typography>
              ) : null}
              <Typography component="h2" variant="h3">
                <Link component={RouterLink} to={`/guides/${g.slug}`} color="inherit">
                  {g.title}
                </Link>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {g.words}
              </Typography>
              {g.summary ? <Typography sx={{ mt: 0.5 }}>{g.summary}</Typography> : null}
            </Box>
          ))}
        </Box>
      )}
    </Container>
  );
}
