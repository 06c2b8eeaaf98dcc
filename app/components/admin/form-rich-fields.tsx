import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import type { FileContainer } from "../../lib/upload.ts";
import { ImageField } from "./image-field.tsx";
import { RichTextEditor } from "./rich-text-editor.tsx";

// Form bindings for the editors' richer inputs: sanitized-HTML text and an
// image chosen from the library or uploaded.

export function FormRichText<V extends FieldValues>({
  control,
  name,
  label,
  uploadType,
  minHeight,
}: {
  control: Control<V>;
  name: Path<V>;
  label: string;
  /** Upload type of inline images ("article" when not given). */
  uploadType?: string;
  minHeight?: number | string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextEditor
          label={label}
          {...(uploadType ? { uploadType } : {})}
          {...(minHeight !== undefined ? { minHeight } : {})}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

export function FormImage<V extends FieldValues>({
  control,
  name,
  label,
  uploadType,
  onChosen,
  shape,
  library,
  serverError,
}: {
  control: Control<V>;
  name: Path<V>;
  label: string;
  uploadType: string;
  onChosen?: (c: FileContainer | null) => void;
  shape?: "card" | "portrait";
  library?: boolean;
  serverError?: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField
          label={label}
          uploadType={uploadType}
          value={field.value}
          onChange={field.onChange}
          {...(onChosen ? { onChosen } : {})}
          {...(shape ? { shape } : {})}
          {...(library === false ? { library } : {})}
          error={fieldState.error?.message ?? serverError}
        />
      )}
    />
  );
}
