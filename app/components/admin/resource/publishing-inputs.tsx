import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from "@mui/material";
import type { ComponentType } from "react";
import { Controller, useWatch } from "react-hook-form";
import { localInput } from "../../../lib/admin/resources/event-kinds.ts";
import type { PublishingKindSpec } from "../../../lib/admin/resources/publishing-kinds.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { DateTimeField } from "../date-time-field.tsx";
import type { InputProps } from "./field-inputs.tsx";

// The inputs of the kinds in resources/publishing-kinds.ts, each with named
// controls the codec reads back.
export const publishingInputs: {
  [K in PublishingKindSpec["kind"]]: ComponentType<InputProps<K>>;
} = {
  // Without JavaScript a `datetime-local` input (Chicago time); with it the
  // picker, and a hidden input carrying its instant under the field's name.
  datetime: ({ spec, ctx, serverError }) => {
    const hydrated = useHydrated();
    const value = useWatch({ control: ctx.form.control, name: spec.name });
    const iso = typeof value === "string" ? value : "";
    if (!hydrated)
      return (
        <TextField
          type="datetime-local"
          name={spec.name}
          label={spec.label}
          defaultValue={localInput(iso)}
          error={Boolean(serverError)}
          helperText={serverError ?? spec.hint}
          size="small"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    return (
      <>
        <Controller
          control={ctx.form.control}
          name={spec.name}
          render={({ field, fieldState }) => (
            <DateTimeField
              label={spec.label}
              value={typeof field.value === "string" ? field.value : ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message ?? serverError ?? undefined}
            />
          )}
        />
        <input type="hidden" name={spec.name} value={iso} />
      </>
    );
  },
  // A native checkbox each: they post without JavaScript.
  checkboxes: ({ spec, ctx, serverError }) => {
    const options = spec.options ?? ctx.choices[spec.name] ?? [];
    return (
      <Controller
        control={ctx.form.control}
        name={spec.name}
        render={({ field, fieldState }) => {
          const chosen = new Set(Array.isArray(field.value) ? (field.value as string[]) : []);
          const toggle = (value: string, on: boolean) => {
            if (on) chosen.add(value);
            else chosen.delete(value);
            field.onChange(options.filter((o) => chosen.has(o.value)).map((o) => o.value));
          };
          const error = fieldState.error?.message ?? serverError;
          return (
            <FormControl component="fieldset" error={Boolean(error)}>
              <FormLabel component="legend">{spec.label}</FormLabel>
              <FormGroup>
                {options.map((o, i) => (
                  <FormControlLabel
                    key={o.value}
                    label={o.label}
                    control={
                      <Checkbox
                        name={spec.name}
                        value={o.value}
                        checked={chosen.has(o.value)}
                        onChange={(e) => toggle(o.value, e.target.checked)}
                        onBlur={field.onBlur}
                        // The first box takes focus when the group has an error.
                        slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {error || spec.hint ? <FormHelperText>{error ?? spec.hint}</FormHelperText> : null}
            </FormControl>
          );
        }}
      />
    );
  },
};
