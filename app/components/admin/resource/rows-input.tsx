import { Box, FormHelperText, Typography } from "@mui/material";
import type { ReactNode } from "react";
import {
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
} from "react-hook-form";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import type { InputContext } from "./field-inputs.tsx";

/**
 * A kind whose value is rows of inputs (hours, links): plain named inputs on
 * the server, until the page hydrates and without JavaScript; after, a richer
 * editor whose value posts as hidden inputs of the same names. One or the
 * other renders, so every name is posted once.
 */
export function RowsInput<T>({
  name,
  ctx,
  plain,
  editor,
  posted,
}: {
  name: string;
  ctx: InputContext;
  plain: (value: T, fieldState: ControllerFieldState) => ReactNode;
  editor: (
    field: ControllerRenderProps<FieldValues, string>,
    fs: ControllerFieldState,
  ) => ReactNode;
  /** The hidden inputs' names and values for the editor's value. */
  posted: (value: T) => [string, string][];
}) {
  const hydrated = useHydrated();
  return (
    <Controller
      control={ctx.form.control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value as T;
        if (!hydrated) return <>{plain(value, fieldState)}</>;
        return (
          <>
            {editor(field, fieldState)}
            {posted(value).map(([n, v]) => (
              <input key={n} type="hidden" name={n} value={v} />
            ))}
          </>
        );
      }}
    />
  );
}

/** The plain inputs' frame: a fieldset with its legend, a line on how to use it, the field's error. */
export function PlainGroup({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ typography: "body2", fontWeight: 600, mb: 1, p: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      {children}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
