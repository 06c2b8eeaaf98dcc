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
  const { profile, state } = useSession();
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
        {/* The account slot keeps one size whatever it holds, so the header
            does not move when the session arrives after hydration. */}
        <Box
          data-testid="account-slot"
          data-session={state.status}
          sx={{
            order: { xs: 2, md: 3 },
            width: { xs: "auto", md: "12rem" },
            height: 40,
            display: "flex",
            alignItems: "center",
            justifyContent: "flex-end",
          }}
        >
          {profile ? (
            <UserMenu profile={profile} />
          ) : state.status === "loading" ? (
            // Before the page knows who is looking (and without JavaScript):
            // the account page, which asks anyone signed out to sign in.
            <Button component="a" href="/account" size="small" color="secondary">
              Account
            </Button>
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
