import { TextField } from "@mui/material";
import type { ComponentType } from "react";
import { Controller, useWatch } from "react-hook-form";
import type { VenueKindSpec } from "../../../lib/admin/resources/venue-kinds.ts";
import { FormCheckbox } from "../form-fields.tsx";
import { FormRichText } from "../form-rich-fields.tsx";
import type { InputProps } from "./field-inputs.tsx";
import { HoursInput } from "./hours-input.tsx";
import { LinksInput } from "./links-input.tsx";

// The inputs of the kinds in resources/venue-kinds.ts, each with named
// controls the codec reads back.
export const venueInputs: {
  [K in VenueKindSpec["kind"]]: ComponentType<InputProps<K>>;
} = {
  // A native select: it opens and posts without JavaScript.
  select: ({ spec, ctx, serverError }) => {
    const options = spec.options ?? ctx.choices[spec.name] ?? [];
    return (
      <Controller
        control={ctx.form.control}
        name={spec.name}
        render={({ field, fieldState }) => (
          <TextField
            select
            label={spec.label}
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ""}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error ?? serverError)}
            helperText={fieldState.error?.message ?? serverError ?? spec.hint}
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {spec.empty !== undefined ? <option value="">{spec.empty}</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </TextField>
        )}
      />
    );
  },
  checkbox: ({ spec, ctx }) => (
    <FormCheckbox control={ctx.form.control} name={spec.name} label={spec.label} />
  ),
  // The editor needs JavaScript; without it the text shows read-only and the
  // hidden input posts it back as it was.
  richtext: ({ spec, ctx }) => (
    <>
      <FormRichText
        control={ctx.form.control}
        name={spec.name}
        label={spec.label}
        uploadType={spec.uploadType}
      />
      <RichTextValue ctx={ctx} name={spec.name} />
    </>
  ),
  hours: HoursInput,
  links: LinksInput,
};

function RichTextValue({ ctx, name }: { ctx: InputProps<"richtext">["ctx"]; name: string }) {
  const value = useWatch({ control: ctx.form.control, name });
  return <input type="hidden" name={name} value={typeof value === "string" ? value : ""} />;
}
