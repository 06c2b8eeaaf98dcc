import { Box, TextField, Typography } from "@mui/material";
import type { ControllerFieldState } from "react-hook-form";
import type { WeeklyHours } from "../../../../core/venues/hours.ts";
import { nestedMessages } from "../../../lib/admin/form-errors.ts";
import { DAYS } from "../../../lib/admin/resources/venue-kinds.ts";
import { DAY_NAMES, daySpan, HoursEditor, WEEK_ORDER } from "../hours-editor.tsx";
import type { InputProps } from "./field-inputs.tsx";
import { PlainGroup, RowsInput } from "./rows-input.tsx";

/**
 * Weekly hours. Without JavaScript (and until the page hydrates) a plain pair
 * of time inputs per day, `{name}.N.open` and `{name}.N.close`, both empty
 * when closed; with it the hours editor (switches, copy Monday), its value
 * posted in hidden inputs of the same names.
 */
export function HoursInput({ spec, ctx, serverError }: InputProps<"hours">) {
  const messages = (fs: ControllerFieldState) => {
    const m = nestedMessages(fs.error);
    const byDay = Object.keys(m.byKey).length ? (m.byKey as Record<string, string>) : null;
    return m.own ?? byDay ?? serverError;
  };
  return (
    <RowsInput<WeeklyHours | null>
      name={spec.name}
      ctx={ctx}
      plain={(value, fs) => {
        const error = messages(fs);
        return (
          <PlainHours
            name={spec.name}
            label={spec.label}
            value={value}
            error={typeof error === "string" ? error : undefined}
          />
        );
      }}
      editor={(field, fs) => {
        const error = messages(fs);
        return (
          <HoursEditor
            label={spec.label}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            {...(error ? { error } : {})}
          />
        );
      }}
      posted={(value) =>
        DAYS.flatMap((day): [string, string][] => {
          const span = daySpan(value, day);
          return span
            ? [
                [`${spec.name}.${day}.open`, span[0]],
                [`${spec.name}.${day}.close`, span[1]],
              ]
            : [];
        })
      }
    />
  );
}

function PlainHours({
  name,
  label,
  value,
  error,
}: {
  name: string;
  label: string;
  value: WeeklyHours | null;
  error: string | undefined;
}) {
  return (
    <PlainGroup
      label={label}
      hint="Leave both times empty on a day the venue is closed."
      error={error}
    >
      {WEEK_ORDER.map((day) => {
        const span = daySpan(value, day);
        const dayName = DAY_NAMES[day];
        return (
          <Box
            key={day}
            sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, mb: 1 }}
          >
            <Typography sx={{ width: "6.5rem", fontWeight: 600 }}>{dayName}</Typography>
            {(["open", "close"] as const).map((edge, i) => (
              <TextField
                key={edge}
                type="time"
                size="small"
                label={edge === "open" ? "Opens" : "Closes"}
                name={`${name}.${day}.${edge}`}
                defaultValue={span?.[i] ?? ""}
                error={Boolean(error)}
                sx={{ width: "9.5rem" }}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: {
                    step: 900,
                    "aria-label": `${edge === "open" ? "Opens" : "Closes"} ${dayName}`,
                  },
                }}
              />
            ))}
          </Box>
        );
      })}
    </PlainGroup>
  );
}
