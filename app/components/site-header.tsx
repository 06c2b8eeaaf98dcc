import { Box, Button, Container, Link } from "@mui/material";
import { NavLink } from "react-router";
import { useSession } from "../lib/session.tsx";
import { UserMenu } from "./user-menu.tsx";

export const mainNav = [
  { to: "/calendar", label: "Calendar" },
  { to: "/venues", label: "Venues" },
  { to: "/written", label: "Written" },
  { to: "/shop", label: "Shop" },
] as const;

const navLinkSx = {
  color: "text.primary",
  fontWeight: 600,
  fontSize: "0.95rem",
  whiteSpace: "nowrap",
  py: 1,
  textDecoration: "none",
  borderBottom: "2px solid transparent",
  "&:hover": { borderBottomColor: "text.primary" },
  "&.active": { borderBottomColor: "primary.main" },
} as const;

export function SiteHeader({ siteName }: { siteName: string }) {
  const { profile } = useSession();
  return (
    <Box
      component="header"
      sx={{ borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}
    >
      <Link
        href="#main"
        sx={{
          position: "absolute",
          left: -9999,
          "&:focus": { left: 16, top: 8, zIndex: 2000, bgcolor: "background.paper", p: 1 },
        }}
      >
        Skip to content
      </Link>
      <Container
        maxWidth="lg"
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          columnGap: 4,
          rowGap: 0.5,
          py: { xs: 1.5, md: 2 },
        }}
      >
        <Link
          component={NavLink}
          to="/"
          underline="none"
          sx={{
            color: "text.primary",
            fontWeight: 800,
            fontSize: { xs: "1.15rem", md: "1.35rem" },
            letterSpacing: "-0.02em",
            mr: "auto",
          }}
        >
          {siteName}
        </Link>
        <Box sx={{ order: { xs: 2, md: 3 } }}>
          {profile ? (
            <UserMenu profile={profile} />
          ) : (
            <Button
              component={NavLink}
              to="/sign-in"
              variant="outlined"
              size="small"
              color="secondary"
            >
              Sign in
            </Button>
          )}
        </Box>
        <Box
          component="nav"
          aria-label="Main"
          sx={{
            order: { xs: 3, md: 2 },
            width: { xs: "100%", md: "auto" },
            display: "flex",
            gap: { xs: 2.5, md: 3 },
            overflowX: "auto",
          }}
        >
          {mainNav.map((item) => (
            <Link key={item.to} component={NavLink} to={item.to} sx={navLinkSx}>
              {item.label}
            </Link>
          ))}
          <Link component={NavLink} to="/search" sx={navLinkSx}>
            Search
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
