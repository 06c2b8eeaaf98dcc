import { Alert, Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { useEffect, useMemo, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { formatEventDate } from "../../../core/dates/display.ts";
import { CATEGORY_LABELS } from "../../../core/listing/cards.ts";
import { dateRowFor } from "../../../core/scraper/event-date-row.ts";
import { cleanText } from "../../../core/scraper/text.ts";
import type { ScrapedLocation } from "../../../core/scraper/types.ts";
import {
  createVenue,
  findVenue,
  type ImportedVenue,
  problemOf,
  venueNameOf,
} from "../../lib/admin/link-import.ts";
import type { EventFormValues } from "../../lib/admin/resources/event-kinds.ts";
import { type FoundItem, ImportFromLink, useLinkReader } from "./import-from-link.tsx";

/** The summary field's limit (core/schemas/calendar.ts). */
const SUMMARY_MAX = 300;

type VenueState =
  | { kind: "none" }
  | { kind: "looking" }
  | { kind: "found" | "created"; venue: ImportedVenue }
  | { kind: "missing"; location: ScrapedLocation; problem?: string }
  | { kind: "creating"; location: ScrapedLocation };

/** The calendar's venue for the event's location: looked up when a page is read, created on request. */
function useVenueFor(location: ScrapedLocation | null) {
  const [state, setState] = useState<VenueState>({ kind: "none" });
  useEffect(() => {
    if (!location) return setState({ kind: "none" });
    let live = true;
    setState({ kind: "looking" });
    findVenue(location)
      .then(
        (venue) =>
          live && setState(venue ? { kind: "found", venue } : { kind: "missing", location }),
      )
      .catch(() => live && setState({ kind: "missing", location }));
    return () => {
      live = false;
    };
  }, [location]);
  const create = async () => {
    if (state.kind !== "missing") return;
    setState({ kind: "creating", location: state.location });
    try {
      setState({ kind: "created", venue: await createVenue(state.location) });
    } catch (err) {
      setState({ kind: "missing", location: state.location, problem: problemOf(err) });
    }
  };
  return { state, create };
}

function VenueLine({ venue }: { venue: ReturnType<typeof useVenueFor> }) {
  const s = venue.state;
  if (s.kind === "looking") {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mt: 2 }} role="status">
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">Looking for the venue in the calendar…</Typography>
      </Stack>
    );
  }
  if (s.kind !== "missing" && s.kind !== "creating") return null;
  const where = [s.location.name, s.location.address].filter(Boolean).join(", ");
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      No venue in the calendar matches “{where}”. Create “{venueNameOf(s.location)}”, or leave the
      venue empty and choose one on the form.
      {s.kind === "missing" && s.problem ? <Box sx={{ mt: 1 }}>{s.problem}</Box> : null}
      <Box sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          onClick={venue.create}
          disabled={s.kind === "creating"}
        >
          Create venue
        </Button>
      </Box>
    </Alert>
  );
}

/**
 * "Import from a link" on the event form: fills name, summary, web address,
 * image (downloaded into our files) and, when the page carries an Event, a
 * date row at its venue. The editor picks what to fill, then reviews and saves.
 */
export function ImportEventFromLink({ form }: { form: UseFormReturn<EventFormValues> }) {
  const reader = useLinkReader();
  const p = reader.preview;
  const event = p?.event ?? null;
  const row = useMemo(() => (event ? dateRowFor(event) : null), [event]);
  const venue = useVenueFor(row ? (event?.location ?? null) : null);
  const v =
    venue.state.kind === "found" || venue.state.kind === "created" ? venue.state.venue : null;

  const name = cleanText(event?.name ?? p?.title ?? null, 200);
  const summary = cleanText(event?.description ?? p?.description ?? null, SUMMARY_MAX);
  const link = event?.url ?? p?.url ?? null;
  const image = event?.image ?? p?.image ?? null;
  const items: FoundItem[] = [];
  if (name) items.push({ key: "name", label: "Name", value: name });
  if (summary) items.push({ key: "summary", label: "Summary", value: summary });
  if (link) items.push({ key: "url", label: "More information (web address)", value: link });
  if (image) items.push({ key: "image", label: "Image (saved to the library)", value: image });
  if (row) {
    const when = formatEventDate(
      { start: new Date(row.start), end: new Date(row.end) },
      new Date(0),
    );
    items.push({
      key: "date",
      label: "Date",
      value: `${CATEGORY_LABELS[row.category]} · ${when.primary}`,
    });
  }
  if (row && v) {
    const note = venue.state.kind === "created" ? "just created" : "already in the calendar";
    items.push({ key: "venue", label: "Venue", value: `${v.name} (${note})` });
  }

  return (
    <ImportFromLink
      title="Import an event from a link"
      intro="Paste the address of the event's page. We read its title, description, image and, when it has one, the event's date and place."
      reader={reader}
      items={items}
      extra={row ? <VenueLine venue={venue} /> : null}
      busy={venue.state.kind === "creating" || venue.state.kind === "looking"}
      image={image ? { url: image, type: "event", alt: name } : null}
      onFill={(picked, imageId) => {
        const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
        if (name && picked("name")) form.setValue("name", name, opts);
        if (summary && picked("summary")) form.setValue("summary", summary, opts);
        if (link && picked("url")) form.setValue("url", link, opts);
        if (imageId) form.setValue("primary_image_id", imageId, opts);
        if (row && picked("date")) {
          const at = v && picked("venue") ? v : null;
          const added = {
            ...row,
            label: "",
            is_canceled: false,
            venue_id: at?.id ?? "",
            venue_name: at?.name ?? "",
          };
          form.setValue("event_dates", [...form.getValues("event_dates"), added], opts);
        }
      }}
    />
  );
}
