import { Link as RouterLink } from "react-router";
import { pageSearch } from "../../core/blog/cards.ts";
import { Button, Stack, Typography } from "./ui/index.ts";

/** Previous / next links of a paged article list (?page= from 0, plain links: no script needed). */
export function WrittenPager({
  page,
  more,
  total,
  pageSize,
}: {
  page: number;
  more: boolean;
  total: number;
  pageSize: number;
}) {
  if (page === 0 && !more) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack
      component="nav"
      aria-label="Pages"
      direction="row"
      sx={{ mt: 6, flexWrap: "wrap", gap: 2, alignItems: "center" }}
    >
      {page > 0 ? (
        <Button
          component={RouterLink}
          to={pageSearch(page - 1)}
          rel="prev"
          variant="outlined"
          color="secondary"
        >
          ← Newer
        </Button>
      ) : null}
      {more ? (
        <Button
          component={RouterLink}
          to={pageSearch(page + 1)}
          rel="next"
          variant="outlined"
          color="secondary"
        >
          Older →
        </Button>
      ) : null}
      {page < pages ? (
        <Typography variant="body2" color="text.secondary">
          Page {page + 1} of {pages}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** What a list shows when a page holds no articles. */
export function NoArticles({ page }: { page: number }) {
  return (
    <Typography color="text.secondary" role="status" sx={{ py: 4 }}>
      {page > 0 ? (
        <>
          There are no articles on this page. <RouterLink to="?">Go to the newest ones</RouterLink>.
        </>
      ) : (
        "Nothing has been published here yet."
      )}
    </Typography>
  );
}
