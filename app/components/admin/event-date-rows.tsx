import {
  Autocomplete,
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { DateTime } from "luxon";
import { useMemo } from "react";
import {
  type Control,
  Controller,
  type UseFormSetValue,
  useFieldArray,
  useFormState,
  useWatch,
} from "react-hook-form";
import { ACCESS_FEATURES, ACCESS_LABELS } from "../../../core/calendar/access.ts";
import { ADMISSION_LABELS } from "../../../core/calendar/admission.ts";
import {
  changeCategory,
  defaultRange,
  LABEL_SUGGESTIONS,
  moveStart,
  nextRowDay,
  runDays,
  runRange,
} from "../../../core/calendar/date-rows.ts";
import { CATEGORY_LABELS } from "../../../core/listing/cards.ts";
import {
  ADMISSIONS,
  EVENT_CATEGORIES,
  type EventCategory,
  typeOfCategory,
} from "../../../core/schemas/calendar.ts";
import { DEFAULT_TIMEZONE } from "../../../core/site.ts";
import type { EventFormValues } from "../../lib/admin/resources/event-kinds.ts";
import { DateTimeField } from "./date-time-field.tsx";
import { MovedDateNote } from "./moved-date-note.tsx";
import { VenueAutocomplete } from "./venue-autocomplete.tsx";

type RowKey = keyof EventFormValues["event_dates"][number];

const QUICK_ADD: { category: EventCategory; label: string }[] = [
  { category: "ongoing", label: "Exhibition run" },
  { category: "reception", label: "Reception" },
  { category: "artist_talk", label: "Artist talk" },
  { category: "performance", label: "Other date" },
];

/**
 * The event's dates as repeatable rows. Each row's category decides its
 * type and its pickers: an exhibition run is picked as first and last day,
 * everything else as start and end times, all in Chicago time.
 */
export function EventDateRows({
  control,
  setValue,
  now,
}: {
  control: Control<EventFormValues>;
  setValue: UseFormSetValue<EventFormValues>;
  now: string;
}) {
  const { fields, append, remove } = useFieldArray({
    control,
    name: "event_dates",
    keyName: "key",
  });
  const rows = useWatch({ control, name: "event_dates" }) ?? [];
  const { isSubmitted, errors } = useFormState({ control });

  function add(category: EventCategory) {
    const previous = rows.at(-1);
    const day = nextRowDay(rows, new Date(now));
    append({
      venue_id: previous?.venue_id ?? "",
      venue_name: previous?.venue_name ?? "",
      category,
      label: "",
      ...defaultRange(category, day),
      is_canceled: false,
    });
  }

  return (
    <Stack spacing={2}>
      {fields.length === 0 ? (
        <Typography color="text.secondary">
          No dates yet. An exhibition is one run with a reception inside it.
        </Typography>
      ) : null}
      {fields.map((f, i) => (
        <DateRow
          key={f.key}
          index={i}
          control={control}
          row={rows[i] ?? f}
          now={now}
          onReplace={(next) => {
            // Field by field, so the row stays mounted and keeps focus.
            for (const [k, v] of Object.entries(next) as [RowKey, unknown][]) {
              if (rows[i]?.[k] !== v)
                setValue(`event_dates.${i}.${k}`, v as never, {
                  shouldDirty: true,
                  // A row showing an error is checked again at once, so a
                  // fixed venue loses its message before the next click.
                  shouldValidate: isSubmitted || Boolean(errors.event_dates?.[i]),
                });
            }
          }}
          onRemove={() => remove(i)}
        />
      ))}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {QUICK_ADD.map((q) => (
          <Button key={q.category} variant="outlined" size="small" onClick={() => add(q.category)}>
            + {q.label}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

function DateRow({
  index,
  control,
  row,
  now,
  onReplace,
  onRemove,
}: {
  index: number;
  control: Control<EventFormValues>;
  row: EventFormValues["event_dates"][number];
  now: string;
  onReplace: (row: EventFormValues["event_dates"][number]) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const base = `event_dates.${index}` as const;
  // One object while the venue stays: the autocomplete resets its text when its value changes.
  const venue = useMemo(
    () => (row.venue_id ? { id: row.venue_id, name: row.venue_name } : null),
    [row.venue_id, row.venue_name],
  );
  const isRun = row.category === "ongoing";
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      data-testid="event-date-row"
      sx={{
        p: 2,
        m: 0,
        // Marked by its dashed border, grey ground and "Canceled" chip, not by opacity:
        // faded, the fields' labels fell below readable contrast.
        bgcolor: row.is_canceled ? "action.hover" : undefined,
        borderStyle: row.is_canceled ? "dashed" : "solid",
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 2 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, float: "left" }}>
          Date {n}
        </Typography>
        <Chip size="small" label={typeOfCategory(row.category)} variant="outlined" />
        {row.is_canceled ? <Chip size="small" color="error" label="Canceled" /> : null}
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          onClick={() => onReplace({ ...row, is_canceled: !row.is_canceled })}
          aria-label={`${row.is_canceled ? "Restore" : "Cancel"} date ${n}`}
        >
          {row.is_canceled ? "Restore date" : "Cancel date"}
        </Button>
        <Button size="small" color="error" onClick={onRemove} aria-label={`Remove date ${n}`}>
          Remove
        </Button>
      </Stack>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
        }}
      >
        <Controller
          control={control}
          name={`${base}.category`}
          render={({ field, fieldState }) => (
            <TextField
              select
              size="small"
              label="Category"
              inputRef={field.ref}
              value={field.value}
              onChange={(e) =>
                onReplace({
                  ...row,
                  ...changeCategory(row, e.target.value as EventCategory, new Date(now)),
                })
              }
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {EVENT_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name={`${base}.label`}
          render={({ field, fieldState }) => (
            <Autocomplete
              freeSolo
              size="small"
              options={LABEL_SUGGESTIONS[row.category] ?? []}
              value={field.value ?? ""}
              onChange={(_, v) => field.onChange(v ?? "")}
              inputValue={field.value ?? ""}
              onInputChange={(_, v) => field.onChange(v)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Label"
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error?.message ?? `Blank shows "${CATEGORY_LABELS[row.category]}".`
                  }
                />
              )}
            />
          )}
        />
        <Box sx={{ gridColumn: { sm: "span 2" } }}>
          <Controller
            control={control}
            name={`${base}.venue_id`}
            render={({ field, fieldState }) => (
              <VenueAutocomplete
                value={venue}
                inputRef={field.ref}
                onBlur={field.onBlur}
                onChange={(v) =>
                  onReplace({ ...row, venue_id: v?.id ?? "", venue_name: v?.name ?? "" })
                }
                error={fieldState.error?.message}
              />
            )}
          />
        </Box>
        {isRun ? (
          <RunPickers control={control} index={index} row={row} onReplace={onReplace} />
        ) : (
          <>
            <Controller
              control={control}
              name={`${base}.start`}
              render={({ field, fieldState }) => (
                <DateTimeField
                  label="Starts"
                  value={field.value}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  onChange={(start) => onReplace({ ...row, ...moveStart(row, start) })}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name={`${base}.end`}
              render={({ field, fieldState }) => (
                <DateTimeField
                  label="Ends"
                  value={field.value}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  minDateTime={row.start}
                />
              )}
            />
          </>
        )}
        <TextField
          select
          size="small"
          label="Admission at this date"
          value={row.admission ?? ""}
          onChange={(e) => onReplace({ ...row, admission: e.target.value })}
        >
          <MenuItem value="">As the event</MenuItem>
          {ADMISSIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {ADMISSION_LABELS[a]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Access at this date"
          value={row.accessibility ? row.accessibility.split(",") : []}
          onChange={(e) => {
            const v = e.target.value as unknown as string[] | string;
            onReplace({ ...row, accessibility: Array.isArray(v) ? v.join(",") : v });
          }}
          helperText="None chosen: as the event."
          slotProps={{
            select: {
              multiple: true,
              renderValue: (v) =>
                (v as string[])
                  .map((f) => ACCESS_LABELS[f as keyof typeof ACCESS_LABELS] ?? f)
                  .join(", "),
            },
          }}
        >
          {ACCESS_FEATURES.map((f) => (
            <MenuItem key={f} value={f}>
              {ACCESS_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <MovedDateNote row={row} n={n} onClear={() => onReplace({ ...row, previous_start: "" })} />
    </Paper>
  );
}

/** First and last day of an exhibition run (stored as midnight to midnight after). */
function RunPickers({
  control,
  index,
  row,
  onReplace,
}: {
  control: Control<EventFormValues>;
  index: number;
  row: EventFormValues["event_dates"][number];
  onReplace: (row: EventFormValues["event_dates"][number]) => void;
}) {
  const days = row.start && row.end ? runDays(row.start, row.end) : null;
  const toDt = (d: string | undefined) =>
    d ? DateTime.fromISO(d, { zone: DEFAULT_TIMEZONE }) : null;
  // No clamping: while a date is typed, its intermediate values (year 0002)
  // pass through here, and the schema reports a last day before the first.
  const set = (first: string | undefined, last: string | undefined) => {
    if (first && last) onReplace({ ...row, ...runRange(first, last) });
  };
  return (
    <>
      <Controller
        control={control}
        name={`event_dates.${index}.start`}
        render={({ field, fieldState }) => (
          <DatePicker
            label="First day"
            timezone={DEFAULT_TIMEZONE}
            value={toDt(days?.firstDay)}
            inputRef={field.ref}
            onChange={(d) =>
              d?.isValid &&
              set(d.toISODate() ?? undefined, days?.lastDay ?? d.toISODate() ?? undefined)
            }
            slotProps={{
              textField: {
                size: "small",
                error: Boolean(fieldState.error),
                helperText: fieldState.error?.message,
              },
            }}
          />
        )}
      />
      <Controller
        control={control}
        name={`event_dates.${index}.end`}
        render={({ field, fieldState }) => (
          <DatePicker
            label="Last day"
            timezone={DEFAULT_TIMEZONE}
            value={toDt(days?.lastDay)}
            inputRef={field.ref}
            {...(days ? { minDate: toDt(days.firstDay)! } : {})}
            onChange={(d) =>
              d?.isValid &&
              set(days?.firstDay ?? d.toISODate() ?? undefined, d.toISODate() ?? undefined)
            }
            slotProps={{
              textField: {
                size: "small",
                error: Boolean(fieldState.error),
                helperText: fieldState.error?.message ?? "Open through the end of this day.",
              },
            }}
          />
        )}
      />
    </>
  );
}
