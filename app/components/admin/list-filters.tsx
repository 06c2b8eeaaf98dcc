import { Box, Button, Stack } from "@mui/material";
import type { ReactNode } from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";

/**
 * A back-office list's filter bar: a GET form, so filters live in the URL,
 * work without JavaScript and survive a reload. Changing a select submits at
 * once; text fields submit on Enter or "Apply". Page and sort reset to the
 * defaults when filters change, except the sort, which is kept.
 */
export function ListFilters({
  children,
  sort,
}: {
  children: ReactNode;
  sort: { sortBy: string; sort: string; pageSize: number };
}) {
  const submit = useSubmit();
  const { pathname } = useLocation();
  return (
    <Form
      method="get"
      role="search"
      onChange={(e) => {
        const target = e.target as HTMLElement;
        // Selects and date inputs apply at once; typing waits for Enter.
        if (target.tagName !== "INPUT" || (target as HTMLInputElement).type !== "text")
          void submit(e.currentTarget, { preventScrollReset: true });
      }}
    >
      <input type="hidden" name="sort_by" value={sort.sortBy} />
      <input type="hidden" name="sort" value={sort.sort} />
      <input type="hidden" name="page_size" value={sort.pageSize} />
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: {
            xs: "1fr",
            sm: "1fr 1fr",
            md: "repeat(3, 1fr)",
            xl: "repeat(6, 1fr)",
          },
          alignItems: "start",
          mb: 2,
        }}
      >
        {children}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="outlined">
            Apply
          </Button>
          <Button component={Link} to={pathname}>
            Clear
          </Button>
        </Stack>
      </Box>
    </Form>
  );
}
