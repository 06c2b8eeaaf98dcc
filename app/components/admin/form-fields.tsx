import {
  Checkbox,
  FormControlLabel,
  MenuItem,
  TextField,
  type TextFieldProps,
} from "@mui/material";
import type { ReactNode } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

// Thin react-hook-form bindings for MUI inputs: the field's error message is
// its helper text, and null values show as empty inputs.

type FormTextFieldProps<V extends FieldValues> = Omit<TextFieldProps, "name"> & {
  control: Control<V>;
  name: Path<V>;
  hint?: string;
  /** An error from elsewhere (the server's answer to a posted form), shown when the field has none of its own. */
  serverError?: string | undefined;
};

export function FormTextField<V extends FieldValues>({
  control,
  name,
  hint,
  serverError,
  ...rest
}: FormTextFieldProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ""}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error ?? serverError)}
          helperText={fieldState.error?.message ?? serverError ?? hint}
          fullWidth={rest.fullWidth ?? true}
        />
      )}
    />
  );
}

export function FormCheckbox<V extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<V>;
  name: Path<V>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
            />
          }
        />
      )}
    />
  );
}

/** A select bound to a form field; `options` are value/label pairs, "" allowed as "none". */
export function FormSelect<V extends FieldValues>({
  control,
  name,
  label,
  options,
  hint,
  sx,
}: {
  control: Control<V>;
  name: Path<V>;
  label: string;
  options: readonly { value: string; label: ReactNode }[];
  hint?: string;
  sx?: TextFieldProps["sx"];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ""}
          onChange={(e) => field.onChange(e.target.value)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          {...(sx ? { sx } : {})}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
