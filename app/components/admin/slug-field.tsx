import { InputAdornment, TextField } from "@mui/material";
import { useEffect, useRef } from "react";
import {
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
  useController,
  useWatch,
} from "react-hook-form";
import { ErrorCode } from "../../../core/errors.ts";
import { slugify } from "../../../core/slug.ts";
import { useDebouncedApi } from "../../lib/use-debounced-api.ts";

const NONE: readonly string[] = [];
type Availability = "idle" | "checking" | "free" | "taken" | "reserved";

/**
 * The slug of a record. On create it follows the name until the editor types
 * a slug of their own; as it changes it is looked up through the v5 slug
 * endpoint, so a taken slug is reported before saving.
 */
export function SlugField<V extends FieldValues>({
  control,
  setValue,
  name,
  fromName,
  lookupPath,
  recordId,
  followName,
  urlPrefix,
  reserved = NONE,
}: {
  control: Control<V>;
  setValue: UseFormSetValue<V>;
  name: Path<V>;
  fromName: Path<V>;
  /** The v5 path that finds a record by slug, e.g. `/calendar/events/slug/`. */
  lookupPath: string;
  recordId: string | null;
  /** Fill the slug from the name while the editor hasn't typed one. */
  followName: boolean;
  urlPrefix: string;
  reserved?: readonly string[];
}) {
  const { field, fieldState } = useController({ control, name });
  const title = useWatch({ control, name: fromName }) as string;
  const touched = useRef(!followName);
  const slug = (field.value as string) ?? "";

  useEffect(() => {
    if (touched.current) return;
    const next = slugify(title ?? "");
    if (next !== slug)
      setValue(name, (title ? next : "") as PathValue<V, Path<V>>, { shouldDirty: true });
  }, [title, slug, name, setValue]);

  const wellFormed = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug);
  const isReserved = reserved.includes(slug);
  const lookup = useDebouncedApi<{ id: string }>(
    wellFormed && !isReserved ? `${lookupPath}${slug}` : null,
    300,
  );
  const availability: Availability = !wellFormed
    ? "idle"
    : isReserved
      ? "reserved"
      : lookup.loading
        ? "checking"
        : lookup.error
          ? lookup.error.error.code === ErrorCode.NotFound
            ? "free"
            : "idle"
          : lookup.data
            ? lookup.data.id === recordId
              ? "free"
              : "taken"
            : "idle";

  const problem =
    fieldState.error?.message ??
    (availability === "taken"
      ? "That slug is already used. Choose another."
      : availability === "reserved"
        ? "That slug is reserved. Choose another."
        : undefined);
  const hint =
    availability === "checking"
      ? "Checking…"
      : availability === "free"
        ? "Available."
        : touched.current
          ? "Lower-case letters, digits and hyphens."
          : "Made from the name; edit it to choose your own.";

  return (
    <TextField
      label="Slug"
      name={field.name}
      inputRef={field.ref}
      value={slug}
      onChange={(e) => {
        touched.current = true;
        field.onChange(e.target.value.toLowerCase().replace(/\s+/g, "-"));
      }}
      onBlur={field.onBlur}
      error={Boolean(problem)}
      helperText={problem ?? hint}
      fullWidth
      slotProps={{
        input: {
          startAdornment: <InputAdornment position="start">{urlPrefix}</InputAdornment>,
        },
      }}
    />
  );
}
