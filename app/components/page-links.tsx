import { Link as RouterLink } from "react-router";
import { Button, Stack } from "./ui/index.ts";

/**
 * Previous / next page links of a paged public list: plain links (no script
 * needed), each given the query string of the page it goes to.
 */
export function PageLinks({
  page,
  more,
  search,
}: {
  page: number;
  more: boolean;
  /** The query string of page `n` ("" for a first page without filters). */
  search: (n: number) => string;
}) {
  if (page === 0 && !more) return null;
  return (
    <Stack direction="row" spacing={2} component="nav" aria-label="Pages" sx={{ mt: 6 }}>
      {page > 0 ? (
        <Button
          component={RouterLink}
          to={search(page - 1) || "?"}
          rel="prev"
          variant="outlined"
          color="secondary"
        >
          ← Previous page
        </Button>
      ) : null}
      {more ? (
        <Button component={RouterLink} to={search(page + 1)} rel="next" variant="contained">
          Next page →
        </Button>
      ) : null}
    </Stack>
  );
}
