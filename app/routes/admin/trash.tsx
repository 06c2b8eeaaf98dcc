import { Alert, Button, Link as MuiLink, Paper, Stack, Typography } from "@mui/material";
import { data, Form, Link, useNavigation } from "react-router";
import { ApiError } from "../../../core/errors.ts";
import { formatArticleDate } from "../../components/admin/article-status.tsx";
import { NewerOlderLinks } from "../../components/admin/newer-older-links.tsx";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orBadRequest } from "../../lib/page.server.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/trash";

// Deleted records, restorable for 30 days (decision 040). Restore is a plain
// form post, so it works without JavaScript too.

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Trash · Back office");

/** Where a restored record is edited. */
const EDIT_PATHS: Record<string, string> = {
  event: "/admin/events",
  venue: "/admin/venues",
  city: "/admin/cities",
  article: "/admin/articles",
  author: "/admin/authors",
  advert: "/admin/adverts",
  product: "/admin/products",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return {
    list: await orBadRequest(serverContext(context).services.revisions.listTrash(actor, query)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireAdmin(request, context);
  const form = await request.formData();
  try {
    const restored = await serverContext(context).services.revisions.restore(
      actor,
      String(form.get("id") ?? ""),
    );
    return { ok: true as const, restored, label: String(form.get("label") ?? "") };
  } catch (err) {
    if (err instanceof ApiError) {
      return data({ ok: false as const, message: err.message }, { status: err.status });
    }
    throw err;
  }
}

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Trash
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Deleted events, venues, cities, articles, authors, adverts and products. Each can be
        restored, with what was deleted with it, until it is emptied 30 days after it was deleted.
      </Typography>
      {actionData?.ok ? (
        <Alert severity="success" sx={{ mb: 3 }} role="status">
          Restored {actionData.label || actionData.restored.resource}.{" "}
          <MuiLink
            component={Link}
            to={`${EDIT_PATHS[actionData.restored.resource]}/${actionData.restored.id}`}
          >
            Open it
          </MuiLink>
        </Alert>
      ) : null}
      {actionData && !actionData.ok ? (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {actionData.message}
        </Alert>
      ) : null}
      {list.results.length === 0 ? <Typography>The trash is empty.</Typography> : null}
      <Stack spacing={2}>
        {list.results.map((t) => (
          <Paper key={t.id} variant="outlined" sx={{ p: 2 }} data-testid="trash-entry">
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={2}
              sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
            >
              <div>
                <Typography sx={{ fontWeight: 700, wordBreak: "break-word" }}>{t.label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t.resource.charAt(0).toUpperCase() + t.resource.slice(1)} · deleted by{" "}
                  {t.deleted_by.name} on {formatArticleDate(t.deleted_date, true)} · emptied{" "}
                  {formatArticleDate(t.expires_date)}
                </Typography>
              </div>
              <Form method="post">
                <input type="hidden" name="id" value={t.id} />
                <input type="hidden" name="label" value={t.label} />
                <Button type="submit" variant="outlined" disabled={busy}>
                  Restore
                </Button>
              </Form>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <NewerOlderLinks page={list.page} more={list.more} />
    </>
  );
}
