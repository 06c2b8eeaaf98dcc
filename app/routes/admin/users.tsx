import {
  Box,
  Chip,
  Link as MuiLink,
  Pagination,
  PaginationItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from "@mui/material";
import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orBadRequest } from "../../lib/page.server.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/users";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Users · Back office");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return orBadRequest(serverContext(context).services.security.listUsers(actor, query));
}

const columns = [
  { key: "name", label: "Name" },
  { key: "username", label: "Username" },
  { key: "email", label: "Email" },
  { key: "created_date", label: "Joined" },
] as const;

export default function AdminUsers() {
  const list = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const sortBy = params.get("sort_by") ?? "name";
  const sort = params.get("sort") ?? "asc";
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    return `?${next}`;
  };
  const pages = Math.max(1, Math.ceil(list.total / list.page_size));
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        Users
      </Typography>
      <Form method="get" role="search">
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <TextField
            name="query"
            size="small"
            label="Search name, username or email"
            defaultValue={params.get("query") ?? ""}
            sx={{ flex: 1, maxWidth: 420 }}
          />
          <input type="hidden" name="sort_by" value={sortBy} />
          <input type="hidden" name="sort" value={sort} />
        </Stack>
      </Form>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {list.total} {list.total === 1 ? "user" : "users"}
      </Typography>
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small" aria-label="Users">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  sortDirection={sortBy === c.key ? (sort as "asc" | "desc") : false}
                >
                  <TableSortLabel
                    active={sortBy === c.key}
                    direction={sortBy === c.key ? (sort as "asc" | "desc") : "asc"}
                    component={Link}
                    to={withParams({
                      sort_by: c.key,
                      sort: sortBy === c.key && sort === "asc" ? "desc" : "asc",
                      page: null,
                    })}
                  >
                    {c.label}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell>Role</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.results.map((u) => (
              <TableRow key={u.id} hover>
                <TableCell>
                  <MuiLink component={Link} to={`/admin/users/${u.id}`}>
                    {u.name || "(no name yet)"}
                  </MuiLink>
                </TableCell>
                <TableCell>{u.username ?? "—"}</TableCell>
                <TableCell>{u.email}</TableCell>
                <TableCell>
                  {new Date(u.created_date).toLocaleDateString("en-US", {
                    timeZone: "America/Chicago",
                  })}
                </TableCell>
                <TableCell>
                  {u.is_superadmin ? (
                    <Chip size="small" color="primary" label="Superadmin" />
                  ) : (
                    "Member"
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {pages > 1 ? (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={list.page + 1}
          renderItem={(item) => (
            <PaginationItem
              component={Link}
              to={withParams({ page: String((item.page ?? 1) - 1) })}
              {...item}
            />
          )}
        />
      ) : null}
    </>
  );
}
