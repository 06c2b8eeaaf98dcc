import { Alert, Box, Paper, Stack, Typography } from "@mui/material";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { ApiError } from "../../../core/errors.ts";
import { MAX_MARQUEE_ITEMS, type MarqueeItem } from "../../../core/schemas/featured.ts";
import { AD_SPOTS } from "../../../core/schemas/promo.ts";
import { formatArticleDate } from "../../components/admin/article-status.tsx";
import { ConflictDialog } from "../../components/admin/conflict-dialog.tsx";
import { StickySaveBar } from "../../components/admin/editor-frame.tsx";
import { MarqueeAdverts, type SpotAdverts } from "../../components/admin/marquee-adverts.tsx";
import { MarqueeItemList } from "../../components/admin/marquee-item-list.tsx";
import { rowId } from "../../components/admin/marquee-item-row.tsx";
import { MarqueePreview } from "../../components/admin/marquee-preview.tsx";
import { MarqueeSearch } from "../../components/admin/marquee-search.tsx";
import { RecordHistory } from "../../components/admin/record-history.tsx";
import { UnsavedChangesGuard } from "../../components/admin/unsaved-changes-guard.tsx";
import { useMarqueeEditor } from "../../lib/admin/marquee-editor.ts";
import { type MarqueeRecord, slotOf } from "../../lib/admin/marquee-items.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/marquee";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Marquee · Back office");

type Services = ReturnType<typeof serverContext>["services"];
type Actor = Awaited<ReturnType<typeof requireAdmin>>["actor"];

/** The item's record as staff see it (drafts included); null when it was deleted. */
async function recordOf(services: Services, actor: Actor, item: MarqueeItem) {
  try {
    const id = item.resource_id;
    if (item.resource_type === "event") return await services.calendar.get(actor, "id", id);
    if (item.resource_type === "article") return await services.blog.getArticle(actor, "id", id);
    return await services.places.getVenue("id", id);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const { services } = serverContext(context);
  const config = await services.featured.get({ config_only: "true" });
  if (Array.isArray(config)) throw new Error("The marquee configuration was expected.");
  // Looked up as staff rather than expanded as the public sees them, so an
  // unpublished or deleted item is listed and flagged instead of vanishing.
  const records: (MarqueeRecord | null)[] = await Promise.all(
    config.items.map((item) => recordOf(services, actor, item)),
  );
  const images = await services.files.imagesFor(records.map((r) => r?.primary_image_id));
  // Every spot's adverts, so choosing another spot for an item shows its adverts at once.
  const lists = await Promise.all(
    AD_SPOTS.map((spot) =>
      services.promo.list(actor, { spot, page_size: "100", sort_by: "weight", sort: "desc" }),
    ),
  );
  const spots: SpotAdverts = Object.fromEntries(
    AD_SPOTS.map((spot, i) => [spot, { adverts: lists[i]!.results, total: lists[i]!.total }]),
  );
  return {
    spots,
    marquee: {
      slots: config.items.map((item, i) => {
        const r = records[i] ?? null;
        return slotOf(item, r, images.get(r?.primary_image_id ?? "") ?? null);
      }),
      version: config.version,
      modified_date: config.modified_date,
    },
    now: services.clock.now().toISOString(),
    historyId: await services.featured.recordId(),
  };
}

export default function AdminMarquee({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const m = useMarqueeEditor(loaderData.marquee, () => revalidator.revalidate());
  const used = m.slots.length;

  // A save refused for an item takes the editor to that item, as a form does to its field.
  // (On every refused save, so a second try that fails the same way lands there too.)
  const { errors } = m;
  useEffect(() => {
    const first = Object.keys(errors.byKey)[0];
    if (first) document.getElementById(rowId(first))?.focus();
  }, [errors]);

  return (
    <Box component="section" aria-labelledby="marquee-title">
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ justifyContent: "space-between", alignItems: { sm: "baseline" }, mb: 1 }}
      >
        <Typography id="marquee-title" variant="h2" component="h1">
          Marquee
        </Typography>
        <Typography
          sx={{ fontWeight: 600 }}
          color={m.full ? "warning.main" : "text.secondary"}
          data-testid="marquee-count"
        >
          {used} of {MAX_MARQUEE_ITEMS} places used
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        The featured events, articles and venues at the top of the home page, in this order: the
        first is the large card, the next two sit beside it, the rest follow in a row. Without a
        marquee (no item in it published), the home page shows the events marked “Featured” instead:
        up to three that are on view or coming up, or nothing if none is.
      </Typography>

      {m.errors.other.length ? (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {m.errors.other.map((msg) => (
            <div key={msg}>{msg}</div>
          ))}
        </Alert>
      ) : null}

      <Box
        sx={{
          display: "grid",
          gap: 4,
          gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) 360px" },
          alignItems: "start",
        }}
      >
        <Box component="section" aria-labelledby="marquee-items-title" sx={{ minWidth: 0 }}>
          <Typography id="marquee-items-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            Items
          </Typography>
          <MarqueeItemList
            slots={m.slots}
            errors={m.errors.byKey}
            onMove={m.move}
            onRemove={m.remove}
            onAdvertSpot={m.setAdvertSpot}
          />
          <Box component="section" aria-labelledby="marquee-adverts-title" sx={{ mt: 4 }}>
            <Typography id="marquee-adverts-title" variant="h5" component="h2" sx={{ mb: 1 }}>
              Adverts in the marquee
            </Typography>
            <MarqueeAdverts slots={m.slots} spots={loaderData.spots} now={loaderData.now} />
          </Box>
        </Box>
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="marquee-add-title"
          sx={{ p: 2, position: { lg: "sticky" }, top: { lg: 16 } }}
        >
          <Typography id="marquee-add-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            Add to the marquee
          </Typography>
          <MarqueeSearch has={m.has} full={m.full} onAdd={m.add} now={loaderData.now} />
        </Paper>
      </Box>

      <Box component="section" aria-labelledby="marquee-preview-title" sx={{ mt: 5 }}>
        <Typography id="marquee-preview-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
          Preview
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          As the home page will show it once saved. Unpublished items are left out, as they are
          there; a place with an advert spot shows its item here, and on the home page gives way to
          an active advert of its spot.
        </Typography>
        <MarqueePreview slots={m.slots} />
      </Box>

      {loaderData.historyId ? (
        <Box sx={{ mt: 5 }}>
          <RecordHistory
            noun="Marquee"
            record={{ id: loaderData.historyId, version: m.saved.version }}
            backTo="/admin/marquee"
          />
        </Box>
      ) : null}

      {/* Like the record editors' Save: off while there is nothing new to save. */}
      <StickySaveBar
        status={
          m.saving
            ? "Saving…"
            : m.isDirty
              ? "You have unsaved changes."
              : m.saved.modified_date
                ? `Saved ${formatArticleDate(m.saved.modified_date, true)}.`
                : "Not saved yet."
        }
        disabled={m.saving || !m.isDirty}
        label="Save marquee"
        onSave={() => void m.save()}
      />
      <ConflictDialog
        conflict={m.conflict}
        noun="marquee"
        onReload={m.reloadTheirs}
        onOverwrite={m.overwrite}
        onClose={m.dismissConflict}
      />
      <UnsavedChangesGuard isDirty={() => m.isDirty && !m.saving} />
    </Box>
  );
}
