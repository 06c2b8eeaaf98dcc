import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import type { Profile } from "../../core/schemas/profile.ts";
import { useSession } from "../lib/session.tsx";
import { Avatar, Box, Button } from "./ui/index.ts";

// The menu (MUI's Menu, Popover, Modal and transitions) loads on the first
// click: every public page would otherwise ship it for the few signed-in
// visitors who open it.
const UserMenuPopup = lazy(() => import("./user-menu-popup.tsx"));

export function initials(profile: Pick<Profile, "name" | "username" | "email">): string {
  const source = profile.name || profile.username || profile.email;
  return source
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

/**
 * The header's avatar: a link to the account page without JavaScript, a menu
 * (account, admin for superadmins, sign out) with it.
 */
export function UserMenu({ profile }: { profile: Profile }) {
  const { isSuperAdmin, editsVenues, signOut } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = profile.name || profile.username || profile.email;
  return (
    <>
      <Button
        component={Link}
        to="/account"
        color="secondary"
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        // The name starts with the visible name (WCAG 2.5.3, label in name); the
        // initials are decoration.
        aria-label={`${label}: account menu`}
        onClick={(e: React.MouseEvent<HTMLElement>) => {
          e.preventDefault();
          setAnchor(e.currentTarget);
        }}
        sx={{ gap: 1, px: 1, minWidth: 0 }}
      >
        <Avatar
          src={profile.avatar_url ?? undefined}
          alt=""
          aria-hidden="true"
          sx={{ width: 30, height: 30, fontSize: 13, bgcolor: "primary.main" }}
        >
          {/* Initials as generated content: decoration, not part of the link's
              visible text, which must match its accessible name. An element
              child also keeps MUI's fallback icon away. */}
          <Box component="span" sx={{ "&::before": { content: `"${initials(profile)}"` } }} />
        </Avatar>
        <Box
          component="span"
          data-testid="header-user-name"
          // Long names end in an ellipsis inside the header's fixed account slot.
          sx={{
            display: { xs: "none", sm: "inline" },
            maxWidth: "8.5rem",
            overflow: "hidden",
            textOverflow: "ellipsis",
            whiteSpace: "nowrap",
          }}
        >
          {label}
        </Box>
      </Button>
      {anchor ? (
        <Suspense fallback={null}>
          <UserMenuPopup
            anchor={anchor}
            onClose={() => setAnchor(null)}
            label={label}
            email={profile.email}
            isSuperAdmin={isSuperAdmin}
            editsVenues={editsVenues}
            onSignOut={signOut}
          />
        </Suspense>
      ) : null}
    </>
  );
}
