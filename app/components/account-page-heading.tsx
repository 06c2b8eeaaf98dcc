import { Link, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

/**
 * The top of a page under /account: the way back, the page's heading and,
 * when given, a line that says what the page holds.
 */
export function AccountPageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/account">
          ← Your account
        </Link>
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mb: children ? 1 : 2 }}>
        {title}
      </Typography>
      {children ? (
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {children}
        </Typography>
      ) : null}
    </>
  );
}
