import { TextField } from "@mui/material";

/**
 * A filter as a native select inside a GET form: it works without
 * JavaScript, and `onChange` can apply it at once when scripts run.
 */
export function SelectFilter({
  name,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  /** The first, empty choice: "All cities". */
  allLabel: string;
  value: string | null | undefined;
  options: readonly { value: string; label: string }[];
  onChange?: () => void;
}) {
  return (
    <TextField
      select
      name={name}
      label={label}
      size="small"
      defaultValue={value ?? ""}
      {...(onChange ? { onChange } : {})}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** The venue types a visitor can filter by, as select options. */
export const venueTypeOptions = (
  styles: readonly { key: string; plural: string }[],
): { value: string; label: string }[] =>
  styles.filter((s) => s.key !== "default").map((s) => ({ value: s.key, label: s.plural }));
