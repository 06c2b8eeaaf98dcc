import { Box, Container, Link, Stack, Typography } from "@mui/material";
import { NavLink } from "react-router";
import { ShareButton } from "./share-button.tsx";
import { mainNav } from "./site-header.tsx";

export function SiteFooter({ siteName }: { siteName: string }) {
  return (
    <Box component="footer" sx={{ mt: 10, bgcolor: "#111", color: "#f4f4f4" }}>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Stack
          direction={{ xs: "column", md: "row" }}
          spacing={4}
          sx={{ justifyContent: "space-between" }}
        >
          <Box sx={{ maxWidth: 420 }}>
            <Typography sx={{ fontWeight: 800, fontSize: "1.25rem", letterSpacing: "-0.02em" }}>
              {siteName}
            </Typography>
            <Typography sx={{ mt: 1, color: "#bdbdbd" }}>
              Openings, exhibitions, artist talks, classes and sales across Minneapolis, St. Paul
              and the towns around them.
            </Typography>
          </Box>
          <Box component="nav" aria-label="Footer">
            <Stack spacing={1}>
              {mainNav.map((item) => (
                <Link key={item.to} component={NavLink} to={item.to} sx={{ color: "inherit" }}>
                  {item.label}
                </Link>
              ))}
              <ShareButton />
            </Stack>
          </Box>
        </Stack>
        <Typography variant="body2" sx={{ mt: 5, color: "#9e9e9e" }}>
          © {new Date().getFullYear()} {siteName}. Times are Central (Minneapolis–St. Paul).
        </Typography>
      </Container>
    </Box>
  );
}
