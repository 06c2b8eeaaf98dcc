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
import type { SlugCheck, SlugType } from "../../../core/schemas/slug-check.ts";
import { slugify } from "../../../core/slug.ts";
import { useDebouncedApi } from "../../lib/use-debounced-api.ts";

const NONE: readonly string[] = [];
type Availability = "idle" | "checking" | "free" | "taken" | "reserved";

/**
 * The slug of a record. On create it follows the name until the editor types
 * a slug of their own; as it changes it is checked with GET /utils/slugs/check
 * (a free slug is a 200 there, not a 404 in the console), so a taken slug is
 * reported before saving.
 */
export function SlugField<V extends FieldValues>({
  control,
  setValue,
  name,
  fromName,
  slugType,
  recordId,
  followName,
  urlPrefix,
  reserved = NONE,
  serverError,
}: {
  control: Control<V>;
  setValue: UseFormSetValue<V>;
  name: Path<V>;
  fromName: Path<V>;
  /** Which kind of record the slug names. */
  slugType: SlugType;
  recordId: string | null;
  /** Fill the slug from the name while the editor hasn't typed one. */
  followName: boolean;
  urlPrefix: string;
  reserved?: readonly string[];
  /** The server's message for the slug (a form posted without JavaScript). */
  serverError?: string | undefined;
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
  const query = new URLSearchParams({ type: slugType, slug });
  if (recordId) query.set("except_id", recordId);
  const check = useDebouncedApi<SlugCheck>(
    wellFormed && !isReserved ? `/utils/slugs/check?${query}` : null,
    300,
  );
  const answer = check.data?.slug === slug ? check.data : null;
  const availability: Availability = !wellFormed
    ? "idle"
    : isReserved
      ? "reserved"
      : check.loading
        ? "checking"
        : !answer
          ? "idle"
          : answer.available
            ? "free"
            : (answer.reason ?? "taken");

  const problem =
    fieldState.error?.message ??
    serverError ??
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
