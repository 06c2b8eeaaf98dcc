import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { type Ref, useId, useImperativeHandle, useRef } from "react";
import type { WeeklyHours } from "../../../core/venues/hours.ts";

// Weekly opening hours for the venue form: a row per day, Monday first, each
// with an open switch and opening and closing times. Times are Chicago
// wall-clock "HH:MM"; a close at or before the open time is after midnight
// (core/venues/hours.ts reads them the same way).

export type DayKey = "0" | "1" | "2" | "3" | "4" | "5" | "6";
type Span = [string, string];

/** Monday first, as the venue page shows the week. */
export const WEEK_ORDER: readonly DayKey[] = ["1", "2", "3", "4", "5", "6", "0"];
const ALL_DAYS: readonly DayKey[] = ["0", "1", "2", "3", "4", "5", "6"];
const WEEKDAYS_AFTER_MONDAY: readonly DayKey[] = ["2", "3", "4", "5"];

export const DAY_NAMES: Record<DayKey, string> = {
  "0": "Sunday",
  "1": "Monday",
  "2": "Tuesday",
  "3": "Wednesday",
  "4": "Thursday",
  "5": "Friday",
  "6": "Saturday",
};

/** The hours a day gets when it is switched on. */
export const DEFAULT_SPAN: Readonly<Span> = ["11:00", "17:00"];

/** A day's [open, close], or null when it is closed (or the stored shape is not a pair of strings). */
export function daySpan(hours: WeeklyHours | null | undefined, day: DayKey): Span | null {
  const entry: unknown = hours?.[day];
  if (!Array.isArray(entry) || entry.length !== 2) return null;
  const [open, close] = entry;
  return typeof open === "string" && typeof close === "string" ? [open, close] : null;
}

/**
 * Only the open days, in weekday order; null when no day is open. Closed
 * days are left out rather than stored as null (both mean closed).
 */
export function normaliseHours(hours: WeeklyHours | null | undefined): WeeklyHours | null {
  const out: WeeklyHours = {};
  for (const day of ALL_DAYS) {
    const span = daySpan(hours, day);
    if (span) out[day] = span;
  }
  return Object.keys(out).length === 0 ? null : out;
}

/** Opens or closes a day; a day that opens gets DEFAULT_SPAN. */
export function setDayOpen(
  hours: WeeklyHours | null | undefined,
  day: DayKey,
  open: boolean,
): WeeklyHours | null {
  const next: WeeklyHours = { ...normaliseHours(hours) };
  if (open) next[day] = daySpan(hours, day) ?? [DEFAULT_SPAN[0], DEFAULT_SPAN[1]];
  else delete next[day];
  return normaliseHours(next);
}

/**
 * Sets a day's opening or closing time. An emptied time input gives "": it is
 * kept so the form's validation can ask for it, rather than the field
 * snapping back to its old value while someone is typing.
 */
export function setDayTime(
  hours: WeeklyHours | null | undefined,
  day: DayKey,
  edge: "open" | "close",
  time: string,
): WeeklyHours | null {
  const span = daySpan(hours, day) ?? [DEFAULT_SPAN[0], DEFAULT_SPAN[1]];
  const next: WeeklyHours = { ...normaliseHours(hours) };
  next[day] = edge === "open" ? [time, span[1]] : [span[0], time];
  return normaliseHours(next);
}

/** Tuesday to Friday get Monday's hours (closed if Monday is closed). */
export function copyMondayToWeekdays(hours: WeeklyHours | null | undefined): WeeklyHours | null {
  const monday = daySpan(hours, "1");
  const next: WeeklyHours = { ...normaliseHours(hours) };
  for (const day of WEEKDAYS_AFTER_MONDAY) {
    if (monday) next[day] = [monday[0], monday[1]];
    else delete next[day];
  }
  return normaliseHours(next);
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "After midnight" for 18:00–02:00, "Open 24 hours" for 09:00–09:00; null otherwise or if a time is incomplete. */
export function spanNote(span: Span): "After midnight" | "Open 24 hours" | null {
  const [open, close] = span;
  if (!CLOCK.test(open) || !CLOCK.test(close)) return null;
  if (open === close) return "Open 24 hours";
  return close < open ? "After midnight" : null;
}

export interface HoursEditorHandle {
  /** Focuses Monday's switch (react-hook-form calls this to focus a field with an error). */
  focus(): void;
}

export interface HoursEditorProps {
  value: WeeklyHours | null;
  onChange: (hours: WeeklyHours | null) => void;
  /** Called when focus leaves the whole editor. */
  onBlur?: () => void;
  /** A message for the whole field, or messages by weekday key ("0" = Sunday … "6"). */
  error?: Partial<Record<string, string>> | string;
  /** The group's legend (default "Opening hours"). */
  label?: string;
  ref?: Ref<HoursEditorHandle>;
}

export function HoursEditor({
  value,
  onChange,
  onBlur,
  error,
  label = "Opening hours",
  ref,
}: HoursEditorProps) {
  const id = useId();
  const firstSwitch = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => firstSwitch.current?.focus() }), []);

  const fieldError = typeof error === "string" ? error : undefined;
  const dayErrors = typeof error === "object" && error !== null ? error : {};
  const mondayOpen = daySpan(value, "1") !== null;
  const anyOpen = normaliseHours(value) !== null;

  return (
    <FormControl
      component="fieldset"
      error={Boolean(fieldError)}
      fullWidth
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur?.();
      }}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <FormLabel component="legend" sx={{ typography: "body2", fontWeight: 600, mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: "flex", flexDirection: "column", gap: 1 }}>
        {WEEK_ORDER.map((day, index) => {
          const name = DAY_NAMES[day];
          const span = daySpan(value, day);
          const dayError = dayErrors[day];
          const errorId = `${id}-${day}-error`;
          const note = span ? spanNote(span) : null;
          return (
            <Box
              key={day}
              role="group"
              aria-labelledby={`${id}-${day}-name`}
              sx={{ borderBottom: 1, borderColor: "divider", pb: 1 }}
            >
              <Box
                sx={{
                  display: "flex",
                  flexWrap: "wrap",
                  alignItems: "center",
                  columnGap: 2,
                  rowGap: 1,
                  minHeight: 48,
                }}
              >
                <Typography
                  id={`${id}-${day}-name`}
                  sx={{ width: "6.5rem", fontWeight: 600, flexShrink: 0 }}
                >
                  {name}
                </Typography>
                <FormControlLabel
                  label="Open"
                  sx={{ mr: 0, width: "5.5rem" }}
                  control={
                    <Switch
                      checked={span !== null}
                      onChange={(e) => onChange(setDayOpen(value, day, e.target.checked))}
                      slotProps={{
                        input: {
                          "aria-label": `Open on ${name}`,
                          ...(dayError && !span ? { "aria-describedby": errorId } : {}),
                          ...(index === 0 ? { ref: firstSwitch } : {}),
                        },
                      }}
                    />
                  }
                />
                {span ? (
                  <Box
                    sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "flex-start" }}
                  >
                    <TimeField
                      id={`${id}-${day}-opens`}
                      label="Opens"
                      accessibleName={`Opens ${name}`}
                      value={span[0]}
                      error={Boolean(dayError)}
                      describedBy={dayError ? errorId : undefined}
                      onChange={(t) => onChange(setDayTime(value, day, "open", t))}
                    />
                    <TimeField
                      id={`${id}-${day}-closes`}
                      label="Closes"
                      accessibleName={`Closes ${name}`}
                      value={span[1]}
                      note={note}
                      error={Boolean(dayError)}
                      describedBy={dayError ? errorId : undefined}
                      onChange={(t) => onChange(setDayTime(value, day, "close", t))}
                    />
                  </Box>
                ) : null}
              </Box>
              {dayError && (
                <FormHelperText id={errorId} error>
                  {dayError}
                </FormHelperText>
              )}
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1.5 }}>
        <Button
          variant="outlined"
          size="small"
          disabled={!mondayOpen}
          onClick={() => onChange(copyMondayToWeekdays(value))}
        >
          Copy Monday to Tue–Fri
        </Button>
        <Button variant="text" size="small" disabled={!anyOpen} onClick={() => onChange(null)}>
          Clear all hours
        </Button>
      </Box>
      {fieldError && <FormHelperText>{fieldError}</FormHelperText>}
    </FormControl>
  );
}

function TimeField({
  id,
  label,
  accessibleName,
  value,
  note,
  error,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  accessibleName: string;
  value: string;
  note?: string | null;
  error: boolean;
  describedBy: string | undefined;
  onChange: (time: string) => void;
}) {
  // Set here, aria-describedby replaces TextField's own pointer to its helper text.
  const describedByAll = [note ? `${id}-helper-text` : null, describedBy].filter(Boolean).join(" ");
  return (
    <TextField
      id={id}
      type="time"
      size="small"
      label={label}
      value={value}
      error={error}
      helperText={note ?? undefined}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: "9.5rem" }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          step: 900,
          "aria-label": accessibleName,
          ...(describedByAll ? { "aria-describedby": describedByAll } : {}),
        },
      }}
    />
  );
}
