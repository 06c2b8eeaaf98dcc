import { Alert, TextField } from "@mui/material";
import type { ComponentType } from "react";
import { type Control, Controller, type UseFormSetValue, useWatch } from "react-hook-form";
import {
  type EventFormValues,
  type EventKindSpec,
  ROW_PARTS,
  rowsOf,
} from "../../../lib/admin/resources/event-kinds.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { EventDateRows } from "../event-date-rows.tsx";
import { TagsField } from "../tags-field.tsx";
import type { InputProps } from "./field-inputs.tsx";
import { PlainDateRows } from "./plain-date-rows.tsx";
import { RecurrenceInput } from "./recurrence-input.tsx";

type EventKind = EventKindSpec["kind"];

// The inputs of the kinds in event-kinds.ts. Where the visible control needs
// JavaScript (pickers, the rich-text editor, the tags box), the server's HTML
// and the page before hydration show plain named controls instead, and after
// hydration hidden inputs carry the values under the same names.
export const eventInputs: { [K in EventKind]: ComponentType<InputProps<K>> } = {
  recurrence: RecurrenceInput,
  tags: ({ spec, ctx, serverError }) => {
    const hydrated = useHydrated();
    const tags = (useWatch({ control: ctx.form.control, name: spec.name }) as string[]) ?? [];
    if (!hydrated)
      return (
        <TextField
          name={spec.name}
          label={spec.label}
          defaultValue={tags.join(", ")}
          helperText={serverError ?? "Separate tags with commas."}
          error={Boolean(serverError)}
          fullWidth
        />
      );
    return (
      <>
        <Controller
          control={ctx.form.control}
          name={spec.name}
          render={({ field, fieldState }) => (
            <TagsField
              value={field.value as string[]}
              onChange={field.onChange}
              error={fieldState.error?.message ?? serverError}
            />
          )}
        />
        {tags.map((t) => (
          <input key={t} type="hidden" name={spec.name} value={t} />
        ))}
      </>
    );
  },
  eventDates: ({ spec, ctx, serverError }) => {
    const hydrated = useHydrated();
    const rows = rowsOf(useWatch({ control: ctx.form.control, name: spec.name }));
    const error = serverError ? <Alert severity="error">{serverError}</Alert> : null;
    if (!hydrated)
      return (
        <>
          {error}
          <PlainDateRows name={spec.name} rows={rows} venues={ctx.choices[spec.name] ?? []} />
        </>
      );
    return (
      <>
        {error}
        <EventDateRows
          control={ctx.form.control as unknown as Control<EventFormValues>}
          setValue={ctx.form.setValue as unknown as UseFormSetValue<EventFormValues>}
          now={ctx.now}
        />
        {rows.map((row, i) =>
          ROW_PARTS.map((part) => {
            const v = row[part];
            // No previous start posts as none; "" says the editor cleared it.
            if (v === undefined || v === null) return null;
            return (
              <input
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are posted by position
                key={`${i}.${part}`}
                type="hidden"
                name={`${spec.name}.${i}.${part}`}
                value={String(v)}
              />
            );
          }),
        )}
      </>
    );
  },
};
