import { Button, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The top of a back-office list: its title and "New …" button (lists of
 * records made elsewhere, such as orders, have none), the filters, then the count.
 */
export function AdminListHeader({
  title,
  newHref,
  newLabel,
  total,
  noun,
  filters,
}: {
  title: string;
  newHref?: string;
  newLabel?: string;
  total: number;
  noun: [singular: string, plural: string];
  filters: ReactNode;
}) {
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 2 }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        {newHref ? (
          <Button component={Link} to={newHref} variant="contained">
            {newLabel}
          </Button>
        ) : null}
      </Stack>
      {filters}
      <Typography color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {total} {total === 1 ? noun[0] : noun[1]}
      </Typography>
    </>
  );
}
