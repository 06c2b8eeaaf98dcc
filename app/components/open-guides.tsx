import { Link as RouterLink } from "react-router";
import type { CardImage } from "../../core/listing/cards.ts";
import { CardImageView } from "./card-image.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { Box, Link, Typography } from "./ui/index.ts";

export interface OpenGuide {
  slug: string;
  title: string;
  summary: string | null;
  words: string;
  hero: CardImage | null;
}

/** Home's place for the guides whose window is open (decision 057). */
export function OpenGuides({ guides }: { guides: readonly OpenGuide[] }) {
  if (!guides.length) return null;
  return (
    <Box component="section" aria-labelledby="home-guides">
      <SectionHeading id="home-guides" title="Guides" more="/guides" moreLabel="All guides" />
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          p: 0,
          m: 0,
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", md: guides.length > 1 ? "1fr 1fr" : "1fr" },
        }}
      >
        {guides.map((g) => (
          <Box component="li" key={g.slug}>
            {g.hero ? <CardImageView image={g.hero} title={g.title} venueType={null} /> : null}
            <Typography component="h3" variant="h3" sx={{ mt: 1.5 }}>
              <Link component={RouterLink} to={`/guides/${g.slug}`} color="inherit">
                {g.title}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {g.words}
            </Typography>
            {g.summary ? <Typography sx={{ mt: 0.5 }}>{g.summary}</Typography> : null}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
