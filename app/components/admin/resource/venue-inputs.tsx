import type { ComponentType } from "react";
import { useWatch } from "react-hook-form";
import type { VenueKindSpec } from "../../../lib/admin/resources/venue-kinds.ts";
import { FormCheckbox, FormTextField } from "../form-fields.tsx";
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
  select: ({ spec, ctx, serverError }) => (
    <FormTextField
      control={ctx.form.control}
      name={spec.name}
      label={spec.label}
      select
      serverError={serverError}
      {...(spec.hint ? { hint: spec.hint } : {})}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {spec.empty !== undefined ? <option value="">{spec.empty}</option> : null}
      {(spec.options ?? ctx.choices[spec.name] ?? []).map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </FormTextField>
  ),
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
