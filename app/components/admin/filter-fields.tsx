import { TextField } from "@mui/material";

/** A native select inside a filter form (submits on change, works without JavaScript). */
export function FilterSelect({
  name,
  label,
  value,
  options,
  anyLabel = "Any",
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  anyLabel?: string;
}) {
  return (
    <TextField
      select
      size="small"
      name={name}
      label={label}
      defaultValue={value}
      key={value}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{anyLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** A text or date input inside a filter form. */
export function FilterInput({
  name,
  label,
  value,
  type = "text",
}: {
  name: string;
  label: string;
  value: string;
  type?: "text" | "date" | "search";
}) {
  return (
    <TextField
      size="small"
      name={name}
      label={label}
      type={type}
      defaultValue={value}
      key={value}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
