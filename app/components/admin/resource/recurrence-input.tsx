import {
  Alert,
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Paper,
  TextField,
  Typography,
} from "@mui/material";
import { DateTime } from "luxon";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { CATEGORY_LABELS } from "../../../../core/listing/cards.ts";
import { EVENT_CATEGORIES } from "../../../../core/schemas/calendar.ts";
import { WEEKDAYS } from "../../../../core/schemas/recurrence.ts";
import { DEFAULT_TIMEZONE } from "../../../../core/site.ts";
import {
  type ExceptionRow,
  NTH_LABELS,
  recurrenceFromRecord,
  WEEKDAY_LABELS,
} from "../../../lib/admin/resources/recurrence-kind.ts";
import type { Option } from "../../../lib/admin/resources/venue-kinds.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { VenueAutocomplete, type VenueOption } from "../venue-autocomplete.tsx";
import type { InputProps } from "./field-inputs.tsx";

/** How many of the series' dates the part lists. */
const SHOWN_DATES = 12;
const when = (iso: string) =>
  DateTime.fromISO(iso, { zone: DEFAULT_TIMEZONE }).toFormat("ccc LLL d yyyy, h:mm a");

/** Empty exception rows offered for new ones; left empty, they are ignored. */
const BLANK_EXCEPTIONS = 2;
const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
const shrink = { inputLabel: { shrink: true } } as const;
const grid = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
} as const;

/**
 * The series' venue: with JavaScript, the same search-as-you-type picker as
 * the dates' (a city has thousands of venues); without, a native list of the
 * first ones and the current venue, as the plain date rows have.
 */
function SeriesVenue({
  name,
  venueId,
  venues,
  record,
}: {
  name: string;
  venueId: string;
  venues: Option[];
  record: Record<string, unknown> | null | undefined;
}) {
  const hydrated = useHydrated();
  const dates = (Array.isArray(record?.event_dates) ? record.event_dates : []) as {
    venue_id?: string;
    venue?: { name?: string } | null;
  }[];
  const known =
    venues.find((v) => v.value === venueId)?.label ??
    dates.find((d) => d.venue_id === venueId)?.venue?.name ??
    "";
  const [value, setValue] = useState<VenueOption | null>(
    venueId ? { id: venueId, name: known || "Current venue" } : null,
  );
  if (hydrated)
    return (
      <>
        <VenueAutocomplete value={value} onChange={setValue} />
        <input type="hidden" name={name} value={value?.id ?? ""} />
      </>
    );
  const options =
    venueId && !venues.some((v) => v.value === venueId)
      ? [{ value: venueId, label: known || "Current venue" }, ...venues]
      : venues;
  return (
    <TextField
      select
      size="small"
      label="Venue"
      name={name}
      defaultValue={venueId}
      slotProps={native}
    >
      <option value="">Choose a venue</option>
      {options.map((v) => (
        <option key={v.value} value={v.value}>
          {v.label}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The "Repeats" part (decision 059): native controls only, named
 * `recurrence.{part}`, so it works the same with and without JavaScript and
 * on a phone. The dates a series makes are listed with the event's, and
 * one date is changed here as an exception (skip, move, new time or label);
 * "Apply to" says whether a change holds for every date to come or from a
 * date on (the series splits there: this and following).
 */
export function RecurrenceInput({ spec, ctx, serverError }: InputProps<"recurrence">) {
  const f = recurrenceFromRecord(useWatch({ control: ctx.form.control, name: spec.name }));
  const n = (part: string) => `${spec.name}.${part}`;
  const venues = ctx.choices[spec.name] ?? [];
  // The dates the series made, as saved (the site's clock decides which are to come).
  const made = (
    (ctx.record?.event_dates ?? []) as {
      series_id?: string | null;
      start: string;
      end: string;
      label?: string | null;
    }[]
  )
    .filter((d) => d.series_id && d.end >= ctx.now)
    .slice(0, SHOWN_DATES);
  const rows: (ExceptionRow | null)[] = [
    ...f.exceptions,
    ...Array.from({ length: BLANK_EXCEPTIONS }, () => null),
  ];
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {serverError ? <Alert severity="error">{serverError}</Alert> : null}
      {f.id ? <input type="hidden" name={n("id")} value={f.id} /> : null}
      <FormControlLabel
        control={<Checkbox name={n("repeats")} defaultChecked={f.repeats} />}
        label="Repeats (a class, a weekly open studio…)"
      />
      <Box sx={grid}>
        <TextField
          select
          size="small"
          label="Repeats"
          name={n("freq")}
          defaultValue={f.freq}
          slotProps={native}
        >
          <option value="weekly">Weekly</option>
          <option value="monthly">Monthly</option>
        </TextField>
        <TextField
          size="small"
          type="number"
          label="Every (weeks or months)"
          name={n("interval")}
          defaultValue={f.interval}
          slotProps={{ ...shrink, htmlInput: { min: 1, max: 12 } }}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="body2">
          On (weekly: the days; monthly by weekday: one day)
        </Typography>
        <FormGroup row>
          {WEEKDAYS.map((d) => (
            <FormControlLabel
              key={d}
              control={
                <Checkbox
                  name={n("by_weekday")}
                  value={d}
                  defaultChecked={f.by_weekday.includes(d)}
                />
              }
              label={WEEKDAY_LABELS[d]}
            />
          ))}
        </FormGroup>
      </Box>
      <Box sx={grid}>
        <TextField
          select
          size="small"
          label="Monthly"
          name={n("monthly_by")}
          defaultValue={f.monthly_by}
          slotProps={native}
        >
          <option value="nth">On the nth weekday</option>
          <option value="day">On a day of the month</option>
        </TextField>
        <TextField
          select
          size="small"
          label="Which weekday of the month"
          name={n("nth")}
          defaultValue={f.nth}
          slotProps={native}
        >
          {Object.entries(NTH_LABELS).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label="Day of the month"
          name={n("month_day")}
          defaultValue={f.month_day}
          slotProps={{ ...shrink, htmlInput: { min: 1, max: 31 } }}
        />
      </Box>
      <Box sx={grid}>
        <TextField
          size="small"
          type="date"
          label="Starts on"
          name={n("start_date")}
          defaultValue={f.start_date}
          slotProps={shrink}
        />
        <TextField
          size="small"
          type="time"
          label="Start time (Chicago)"
          name={n("start_time")}
          defaultValue={f.start_time}
          slotProps={shrink}
        />
        <TextField
          size="small"
          type="number"
          label="Length (minutes)"
          name={n("duration_minutes")}
          defaultValue={f.duration_minutes}
          slotProps={{ ...shrink, htmlInput: { min: 0, max: 1440 } }}
        />
        <TextField
          select
          size="small"
          label="Ends"
          name={n("ends")}
          defaultValue={f.ends}
          slotProps={native}
        >
          <option value="never">Never (dates kept a year ahead)</option>
          <option value="until">On a date</option>
          <option value="count">After a number of times</option>
        </TextField>
        <TextField
          size="small"
          type="date"
          label="Last date"
          name={n("until")}
          defaultValue={f.until}
          slotProps={shrink}
        />
        <TextField
          size="small"
          type="number"
          label="Number of times"
          name={n("count")}
          defaultValue={f.count}
          slotProps={{ ...shrink, htmlInput: { min: 1, max: 400 } }}
        />
      </Box>
      <Box sx={grid}>
        <SeriesVenue
          name={n("venue_id")}
          venueId={f.venue_id}
          venues={venues}
          record={ctx.record}
        />
        <TextField
          select
          size="small"
          label="Category"
          name={n("category")}
          defaultValue={f.category}
          slotProps={native}
        >
          {EVENT_CATEGORIES.filter((c) => c !== "ongoing" && c !== "hours").map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Label"
          name={n("label")}
          defaultValue={f.label}
          slotProps={shrink}
        />
        {f.id ? (
          <TextField
            size="small"
            type="date"
            label="Apply changes from (empty: all dates to come)"
            name={n("from")}
            defaultValue={f.from}
            helperText="This and following: the dates before it keep the old rule."
            slotProps={shrink}
          />
        ) : null}
      </Box>
      {made.length ? (
        <Box>
          <Typography variant="subtitle2" component="h3">
            Next dates of the series
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {made.map((d) => (
              <li key={d.start}>
                {when(d.start)}
                {d.label ? ` · ${d.label}` : ""}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      <Typography variant="subtitle2" component="h3">
        This date only: skip, move, or change its time or label
      </Typography>
      {rows.map((x, i) => {
        const e = (part: string) => n(`exceptions.${i}.${part}`);
        return (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are posted by position
            key={i}
            variant="outlined"
            component="fieldset"
            sx={{ p: 2, m: 0, ...grid }}
          >
            <Typography component="legend" variant="body2" sx={{ fontWeight: 600 }}>
              {x ? `Exception on ${x.date}` : "New exception"}
            </Typography>
            <TextField
              size="small"
              type="date"
              label="Date of the series"
              name={e("date")}
              defaultValue={x?.date ?? ""}
              slotProps={shrink}
            />
            <FormControlLabel
              control={<Checkbox name={e("skip")} defaultChecked={x?.skip ?? false} />}
              label="Skip this date"
            />
            <TextField
              size="small"
              type="datetime-local"
              label="New start"
              name={e("start")}
              defaultValue={x?.start ?? ""}
              slotProps={shrink}
            />
            <TextField
              size="small"
              type="datetime-local"
              label="New end"
              name={e("end")}
              defaultValue={x?.end ?? ""}
              slotProps={shrink}
            />
            <TextField
              size="small"
              label="Label for this date"
              name={e("label")}
              defaultValue={x?.label ?? ""}
              slotProps={shrink}
            />
          </Paper>
        );
      })}
    </Box>
  );
}
