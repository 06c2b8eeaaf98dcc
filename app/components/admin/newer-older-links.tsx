import { Link as MuiLink, Stack } from "@mui/material";
import { Link } from "react-router";

/** "← Newer" / "Older →" under a newest-first back-office list, by `?page=`. */
export function NewerOlderLinks({ page, more }: { page: number; more: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
      {page > 0 ? (
        <MuiLink component={Link} to={`?page=${page - 1}`}>
          ← Newer
        </MuiLink>
      ) : null}
      {more ? (
        <MuiLink component={Link} to={`?page=${page + 1}`}>
          Older →
        </MuiLink>
      ) : null}
    </Stack>
  );
}
