import { Box } from "@mui/material";
import type { ComponentType } from "react";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { sameValue } from "../../../../core/merge/three-way.ts";
import type { FormValues } from "../../../lib/admin/resources/form-values.ts";
import type { FieldKind, FieldSpec, ResourceRecord } from "../../../lib/admin/resources/types.ts";
import { FormTextField } from "../form-fields.tsx";
import { FormImage } from "../form-rich-fields.tsx";
import { GeoPicker } from "../geo-picker.tsx";
import { SlugField } from "../slug-field.tsx";
import { eventInputs } from "./event-inputs.tsx";
import { fileInputs } from "./file-inputs.tsx";
import { guideInputs } from "./guide-inputs.tsx";
import { publishingInputs } from "./publishing-inputs.tsx";
import { shopInputs } from "./shop-inputs.tsx";
import { venueInputs } from "./venue-inputs.tsx";

/** What every input of the resource editor is given besides its spec. */
export interface InputContext {
  form: UseFormReturn<FormValues>;
  recordId: string | null;
  /** The record as loaded (null when new): what an input shows besides its value (a file's picture). */
  record: ResourceRecord | null;
  map: { tileUrl: string; attribution: string };
  /** Options the loader gathered for fields with `choices`, by field name. */
  choices: Record<string, { value: string; label: string }[]>;
  /** The site's clock, for new dates. */
  now: string;
}

export interface InputProps<K extends FieldKind> {
  spec: Extract<FieldSpec, { kind: K }>;
  ctx: InputContext;
  /** The server's message for this field, while the field still holds what was posted. */
  serverError: string | undefined;
}

// Each input renders real, named form controls (hidden ones where the visible
// control is not an input), so the form posts the same fields with or without
// JavaScript; field-kinds.ts reads them back by the same names.
const inputs: { [K in FieldKind]: ComponentType<InputProps<K>> } = {
  text: ({ spec, ctx, serverError }) => (
    <FormTextField
      control={ctx.form.control}
      name={spec.name}
      label={spec.label}
      required={spec.required ?? false}
      type={spec.type ?? "text"}
      {...(spec.placeholder ? { placeholder: spec.placeholder } : {})}
      {...(spec.rows ? { multiline: true, minRows: spec.rows } : {})}
      {...(spec.hint ? { hint: spec.hint } : {})}
      serverError={serverError}
    />
  ),
  number: ({ spec, ctx, serverError }) => (
    <FormTextField
      control={ctx.form.control}
      name={spec.name}
      label={spec.label}
      type="number"
      {...(spec.hint ? { hint: spec.hint } : {})}
      serverError={serverError}
    />
  ),
  slug: ({ spec, ctx, serverError }) => (
    <SlugField
      control={ctx.form.control}
      setValue={ctx.form.setValue}
      name={spec.name}
      fromName={spec.from}
      slugType={spec.slugType}
      recordId={ctx.recordId}
      followName={!ctx.recordId}
      urlPrefix={spec.urlPrefix}
      {...(spec.reserved ? { reserved: spec.reserved } : {})}
      serverError={serverError}
    />
  ),
  geo: ({ spec, ctx, serverError }) => (
    <Controller
      control={ctx.form.control}
      name={spec.name}
      render={({ field, fieldState }) => (
        <GeoPicker
          label={spec.label}
          name={spec.name}
          value={field.value as { lat: number; lon: number } | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          tileUrl={ctx.map.tileUrl}
          attribution={ctx.map.attribution}
          {...(fieldState.error?.message || serverError
            ? { error: fieldState.error?.message ?? serverError }
            : {})}
        />
      )}
    />
  ),
  image: ({ spec, ctx, serverError }) => (
    <>
      <FormImage
        control={ctx.form.control}
        name={spec.name}
        label={spec.label}
        uploadType={spec.uploadType}
        {...(spec.shape ? { shape: spec.shape } : {})}
        {...(spec.library === false ? { library: false } : {})}
        serverError={serverError}
      />
      <HiddenValue ctx={ctx} name={spec.name} />
    </>
  ),
  ...eventInputs,
  ...venueInputs,
  ...publishingInputs,
  ...shopInputs,
  ...fileInputs,
  ...guideInputs,
};

/** The field's current value as a hidden input, for inputs that have no named control. */
export function HiddenValue({ ctx, name }: { ctx: InputContext; name: string }) {
  const value = useWatch({ control: ctx.form.control, name });
  return <input type="hidden" name={name} value={typeof value === "string" ? value : ""} />;
}

/** One field of a description, with the server's error while the value is the one posted. */
export function ResourceField({
  spec,
  ctx,
  posted,
  errors,
}: {
  spec: FieldSpec;
  ctx: InputContext;
  posted: FormValues | undefined;
  errors: Record<string, string> | undefined;
}) {
  const value = useWatch({ control: ctx.form.control, name: spec.name });
  const message = errors?.[spec.name];
  const serverError =
    message && posted && sameValue(value, posted[spec.name]) ? message : undefined;
  const Input = inputs[spec.kind] as ComponentType<InputProps<FieldKind>>;
  return <Input spec={spec as never} ctx={ctx} serverError={serverError} />;
}

/** Fields side by side on wide screens, stacked on phones. */
export function FieldRow({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      {children}
    </Box>
  );
}
