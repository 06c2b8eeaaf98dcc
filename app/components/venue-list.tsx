import { Link as RouterLink } from "react-router";
import { CardArt } from "./card-art.tsx";
import { Box, Link, Typography } from "./ui/index.ts";
import { VenueTypeLabel } from "./venue-type-label.tsx";

export interface VenueListItem {
  id: string;
  name: string;
  slug: string;
  type: string;
  address: string | null;
  city: { name: string } | null;
  is_premium: boolean;
  is_closed: boolean;
  multiple_locations_label: string | null;
  summary: string | null;
}

/**
 * Venues as a list: premium venues with their image and summary, the others
 * as text only (DOMAIN.md); every row links to the venue's page.
 */
export function VenueList({
  venues,
  headingLevel = 2,
}: {
  venues: VenueListItem[];
  headingLevel?: 2 | 3;
}) {
  return (
    <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 0 }}>
      {venues.map((v) => (
        <Box
          component="li"
          key={v.id}
          data-testid="venue-row"
          sx={{
            position: "relative",
            display: "flex",
            gap: 2,
            py: 2,
            borderBottom: 1,
            borderColor: "divider",
            "&:hover .venue-name": { textDecoration: "underline" },
          }}
        >
          {v.is_premium ? <CardArt title={v.name} venueType={v.type} size={72} /> : null}
          <Box sx={{ minWidth: 0 }}>
            <VenueTypeLabel type={v.type} premium={v.is_premium} />
            <Typography
              component={`h${headingLevel}`}
              sx={{ fontWeight: 700, fontSize: "1.1rem", mt: 0.25 }}
            >
              <Link
                component={RouterLink}
                to={`/venues/${v.slug}`}
                color="inherit"
                underline="none"
                className="venue-name"
                sx={{ "&::after": { content: '""', position: "absolute", inset: 0 } }}
              >
                {v.name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {v.is_closed
                ? "Closed"
                : (v.multiple_locations_label ??
                  [v.address, v.city?.name].filter(Boolean).join(", "))}
            </Typography>
            {v.is_premium && v.summary ? (
              <Typography variant="body2" sx={{ mt: 0.5, maxWidth: 640 }}>
                {v.summary}
              </Typography>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
