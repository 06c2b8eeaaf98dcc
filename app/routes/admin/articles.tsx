import { Box, Link as MuiLink, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { Link } from "react-router";
import { ARTICLE_STATUSES } from "../../../core/schemas/blog.ts";
import { AdminDataGrid, changedColumn } from "../../components/admin/admin-data-grid.tsx";
import { AdminListHeader } from "../../components/admin/admin-list-header.tsx";
import {
  ARTICLE_STATUS_LABELS,
  ArticleStatusChip,
  formatArticleDate,
} from "../../components/admin/article-status.tsx";
import { FilterInput, FilterSelect } from "../../components/admin/filter-fields.tsx";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import { listQuery, readGridParams } from "../../lib/admin/grid-params.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/articles";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Articles · Back office");

const SORTABLE = ["published_date", "title", "modified_date", "created_date"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const { services } = serverContext(context);
  const search = new URL(request.url).searchParams;
  const params = readGridParams(search, {
    sortBy: "modified_date",
    sort: "desc",
    sortable: SORTABLE,
  });
  const status = search.get("status") ?? "";
  const filters = {
    query: search.get("query") ?? "",
    // An unknown status in a hand-edited URL shows every article rather than an error page.
    status: (ARTICLE_STATUSES as readonly string[]).includes(status) ? status : "",
    author_id: search.get("author_id") ?? "",
    category_id: search.get("category_id") ?? "",
  };
  const [list, authors, categories] = await Promise.all([
    services.blog.listArticles(actor, listQuery(params, filters)),
    services.blog.listAuthors({ page_size: "100", sort_by: "name" }),
    services.blog.listCategories({ page_size: "100", sort_by: "title" }),
  ]);
  return {
    articles: list.results,
    total: list.total,
    params,
    filters,
    authors: authors.results.map((a) => ({ value: a.id, label: a.name })),
    categories: categories.results.map((c) => ({ value: c.id, label: c.title })),
  };
}

type Row = Route.ComponentProps["loaderData"]["articles"][number];

const columns: GridColDef<Row>[] = [
  {
    field: "title",
    headerName: "Article",
    flex: 2.5,
    minWidth: 240,
    renderCell: ({ row }) => (
      <Box sx={{ py: 0.5 }}>
        <MuiLink component={Link} to={`/admin/articles/${row.id}`} sx={{ fontWeight: 600 }}>
          {row.title}
        </MuiLink>
        {row.summary ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical" }}
            style={{ overflow: "hidden" }}
          >
            {row.summary}
          </Typography>
        ) : null}
      </Box>
    ),
  },
  {
    field: "status",
    headerName: "Status",
    width: 120,
    sortable: false,
    renderCell: ({ row }) => <ArticleStatusChip status={row.status} />,
  },
  {
    field: "author",
    headerName: "Author",
    flex: 1,
    minWidth: 140,
    sortable: false,
    valueGetter: (_v, row) => row.author?.name ?? "—",
  },
  {
    field: "category",
    headerName: "Category",
    flex: 1,
    minWidth: 130,
    sortable: false,
    valueGetter: (_v, row) => row.category?.title ?? "—",
  },
  {
    field: "published_date",
    headerName: "Published",
    width: 170,
    // Scheduled articles say when to the minute; a draft's kept date is its last publication.
    valueGetter: (_v, row) =>
      row.published_date
        ? formatArticleDate(row.published_date, row.status === "scheduled")
        : "Never",
  },
  changedColumn<Row>(),
];

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  const { articles, total, params, filters, authors, categories } = loaderData;
  return (
    <>
      <AdminListHeader
        title="Articles"
        newHref="/admin/articles/new"
        newLabel="New article"
        total={total}
        noun={["article", "articles"]}
        filters={
          <ListFilters sort={params}>
            <FilterInput name="query" label="Search" value={filters.query} type="search" />
            <FilterSelect
              name="status"
              label="Status"
              value={filters.status}
              options={ARTICLE_STATUSES.map((s) => ({ value: s, label: ARTICLE_STATUS_LABELS[s] }))}
            />
            <FilterSelect
              name="author_id"
              label="Author"
              value={filters.author_id}
              options={authors}
            />
            <FilterSelect
              name="category_id"
              label="Category"
              value={filters.category_id}
              options={categories}
            />
          </ListFilters>
        }
      />
      <AdminDataGrid
        label="Articles"
        rows={articles}
        columns={columns}
        total={total}
        params={params}
        rowHref={(r) => `/admin/articles/${r.id}`}
      />
    </>
  );
}
