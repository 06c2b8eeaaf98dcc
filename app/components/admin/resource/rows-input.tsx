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
