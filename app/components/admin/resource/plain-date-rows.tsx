import { Box, Paper, TextField, Typography } from "@mui/material";
import { ACCESS_FEATURES, ACCESS_LABELS } from "../../../../core/calendar/access.ts";
import { ADMISSION_LABELS } from "../../../../core/calendar/admission.ts";
import { CATEGORY_LABELS } from "../../../../core/listing/cards.ts";
import { ADMISSIONS, EVENT_CATEGORIES } from "../../../../core/schemas/calendar.ts";
import { type DateRow, localInput } from "../../../lib/admin/resources/event-kinds.ts";
import type { Option } from "../../../lib/admin/resources/venue-kinds.ts";

/** Empty rows a form without JavaScript offers for new dates; left empty, they are ignored. */
const BLANK_ROWS = 2;

/**
 * The event's dates as plain form controls, for a page without JavaScript
 * (and before hydration): every row, then two empty ones. Native selects and
 * `datetime-local` inputs in Chicago time, each named `event_dates.N.part`
 * as the JavaScript rows' hidden inputs are, so the action reads both alike.
 * A row is removed by choosing no venue and clearing both times.
 */
export function PlainDateRows({
  name,
  rows,
  venues,
}: {
  name: string;
  rows: DateRow[];
  venues: Option[];
}) {
  const all: (DateRow | null)[] = [...rows, ...Array.from({ length: BLANK_ROWS }, () => null)];
  return (
    <>
      {all.map((row, i) => {
        const n = (part: string) => `${name}.${i}.${part}`;
        return (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are posted by position
            key={i}
            variant="outlined"
            component="fieldset"
            sx={{ p: 2, m: 0, display: "grid", gap: 2, gridTemplateColumns: { sm: "1fr 1fr" } }}
          >
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {row ? `Date ${i + 1}` : `New date ${i + 1 - rows.length}`}
            </Typography>
            {row?.id ? <input type="hidden" name={n("id")} value={row.id} /> : null}
            {typeof row?.previous_start === "string" ? (
              <input type="hidden" name={n("previous_start")} value={row.previous_start} />
            ) : null}
            <TextField
              select
              size="small"
              label="Venue"
              name={n("venue_id")}
              defaultValue={row?.venue_id ?? ""}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ gridColumn: { sm: "span 2" } }}
            >
              <option value="">No venue</option>
              {withCurrent(venues, row).map((v) => (
                <option key={v.value} value={v.value}>
                  {v.label}
                </option>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Category"
              name={n("category")}
              defaultValue={row?.category ?? "reception"}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {EVENT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </TextField>
            <TextField
              size="small"
              label="Label"
              name={n("label")}
              defaultValue={row?.label ?? ""}
            />
            {(["start", "end"] as const).map((part) => (
              <TextField
                key={part}
                size="small"
                type="datetime-local"
                label={part === "start" ? "Starts (Chicago time)" : "Ends (Chicago time)"}
                name={n(part)}
                defaultValue={row ? localInput(row[part]) : ""}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
            <TextField
              select
              size="small"
              label="Admission at this date"
              name={n("admission")}
              defaultValue={row?.admission ?? ""}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">As the event</option>
              {ADMISSIONS.map((a) => (
                <option key={a} value={a}>
                  {ADMISSION_LABELS[a]}
                </option>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Access at this date (none chosen: as the event)"
              name={n("accessibility")}
              defaultValue={row?.accessibility ? row.accessibility.split(",") : []}
              slotProps={{
                select: { native: true, multiple: true },
                inputLabel: { shrink: true },
              }}
            >
              {ACCESS_FEATURES.map((f) => (
                <option key={f} value={f}>
                  {ACCESS_LABELS[f]}
                </option>
              ))}
            </TextField>
            <Box component="label" sx={{ display: "flex", gap: 1, alignItems: "center" }}>
              <input type="checkbox" name={n("is_canceled")} defaultChecked={row?.is_canceled} />
              Canceled
            </Box>
          </Paper>
        );
      })}
    </>
  );
}

/** The venue list, with the row's own venue even when the list left it out. */
function withCurrent(venues: Option[], row: DateRow | null): Option[] {
  if (!row?.venue_id || venues.some((v) => v.value === row.venue_id)) return venues;
  return [{ value: row.venue_id, label: row.venue_name || row.venue_id }, ...venues];
}
