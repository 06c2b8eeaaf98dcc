import { DateTimePicker } from "@mui/x-date-pickers/DateTimePicker";
import { DateTime } from "luxon";
import { DEFAULT_TIMEZONE } from "../../../core/site.ts";

/**
 * A date-time picker that always works in Chicago time, whatever the
 * editor's computer is set to; its value is an ISO instant (UTC) or "" while
 * incomplete, which the schema reports as an error on this field.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  name,
  minDateTime,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
  name?: string;
  minDateTime?: string;
}) {
  const dt = value ? DateTime.fromISO(value, { zone: DEFAULT_TIMEZONE }) : null;
  const min = minDateTime ? DateTime.fromISO(minDateTime, { zone: DEFAULT_TIMEZONE }) : undefined;
  return (
    <DateTimePicker
      label={label}
      timezone={DEFAULT_TIMEZONE}
      value={dt?.isValid ? dt : null}
      onChange={(next) => onChange(next?.isValid ? (next.toUTC().toISO() ?? "") : "")}
      {...(min?.isValid ? { referenceDate: min } : {})}
      inputRef={inputRef}
      minutesStep={5}
      slotProps={{
        textField: {
          name,
          onBlur,
          error: Boolean(error),
          helperText: error,
          fullWidth: true,
          size: "small",
        },
      }}
    />
  );
}
