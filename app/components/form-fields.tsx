import { TextField } from "@mui/material";

/** The email field of the sign-in family of forms. */
export function EmailField({
  defaultValue = "",
  error,
  autoFocus = false,
}: {
  defaultValue?: string;
  error?: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      required
      fullWidth
      autoFocus={autoFocus}
      defaultValue={defaultValue}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

/** A field for choosing a password, with the same length rules as the identity service. */
export function NewPasswordField({
  name = "password",
  label = "Password",
  error,
  hint = "At least 8 characters.",
}: {
  name?: string;
  label?: string;
  error?: string | undefined;
  hint?: string;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      fullWidth
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { minLength: 8, maxLength: 128 } }}
    />
  );
}
