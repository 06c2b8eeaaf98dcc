import { type InputHTMLAttributes, useId } from "react";

// The fields of the public filter bars (listings, venues) as native controls
// styled by app/styles/fields.css, not MUI's TextField: they work without
// JavaScript, and MUI's inputs and Select (which pulls in Menu and Popover
// even when native) were a tenth of a listing page's JavaScript.

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
  const id = useId();
  return (
    <div className="ac-field">
      <select
        id={id}
        name={name}
        className="ac-field__control"
        defaultValue={value ?? ""}
        {...(onChange ? { onChange } : {})}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <label htmlFor={id} className="ac-field__label">
        {label}
      </label>
    </div>
  );
}

/**
 * A native text input with its label on the border, like the selects: the
 * filter bars' search boxes and the subscribe box's calendar address.
 */
export function LabelledInput({
  label,
  className,
  ...input
}: { label: string; className?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={className ? `ac-field ${className}` : "ac-field"}>
      <input {...input} id={id} className="ac-field__control" />
      <label htmlFor={id} className="ac-field__label">
        {label}
      </label>
    </div>
  );
}

/** The venue types a visitor can filter by, as select options. */
export const venueTypeOptions = (
  styles: readonly { key: string; plural: string }[],
): { value: string; label: string }[] =>
  styles.filter((s) => s.key !== "default").map((s) => ({ value: s.key, label: s.plural }));
