import { Link as RouterLink } from "react-router";
import { Box, Link, Typography } from "./ui/index.ts";

/** A section title with an optional "View all" link on the right. */
export function SectionHeading({
  id,
  title,
  more,
  moreLabel = "View all",
}: {
  id?: string;
  title: string;
  more?: string;
  moreLabel?: string;
}) {
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "baseline",
        justifyContent: "space-between",
        gap: 2,
        borderTop: 2,
        borderColor: "text.primary",
        pt: 1.5,
        mb: 3,
      }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: "1.5rem", md: "1.9rem" } }}>
        {title}
      </Typography>
      {more ? (
        <Link
          component={RouterLink}
          to={more}
          sx={{ fontWeight: 600, whiteSpace: "nowrap" }}
          aria-label={`${moreLabel}: ${title}`}
        >
          {moreLabel} →
        </Link>
      ) : null}
    </Box>
  );
}
