import { Box, TextField } from "@mui/material";
import { useWatch } from "react-hook-form";
import { type RefRow, refRowsOf } from "../../../lib/admin/resources/guide-kinds.ts";
import type { InputProps } from "./field-inputs.tsx";
import { PlainGroup } from "./rows-input.tsx";

/** A stop's day (empty: every day of the guide) and hours, as the browser's own pickers. */
const STOP_INPUTS = [
  { part: "day", type: "date", label: "Day (empty: each day)" },
  { part: "opens", type: "time", label: "Opens" },
  { part: "closes", type: "time", label: "Closes" },
] as const;

/**
 * A guide's picks or a crawl's stops: plain named inputs, a row each, plus two
 * blank rows to add more (emptying a row's address removes it). The form
 * posts the same inputs with or without JavaScript; the order is the rows'.
 */
function RefRowsInput({ spec, ctx, serverError }: InputProps<"refRows">) {
  const value = useWatch({ control: ctx.form.control, name: spec.name });
  const rows: RefRow[] = [
    ...refRowsOf(value, spec.ref),
    { ref: "", note: "", day: "", opens: "", closes: "" },
    { ref: "", note: "", day: "", opens: "", closes: "" },
  ];
  const noun = spec.ref === "event" ? "Event" : "Venue";
  return (
    <PlainGroup
      label={spec.label}
      hint={
        spec.hint ??
        `Paste the ${spec.ref}'s address on this site (or its slug). Rows show in this order; empty a row's address to remove it.`
      }
      error={serverError}
    >
      {rows.map((row, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the row number is the inputs' name
          key={`${i}-${row.ref}`}
          role="group"
          aria-label={row.ref ? `${noun} ${i + 1}` : `New ${spec.ref}`}
          sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" }, gap: 1.5, mb: 2 }}
        >
          <TextField
            size="small"
            label={spec.stop ? "Stop: venue (address or slug)" : `${noun} (address or slug)`}
            name={`${spec.name}.${i}.ref`}
            defaultValue={row.ref}
            sx={{ flex: 2, minWidth: 0 }}
          />
          {spec.stop
            ? STOP_INPUTS.map((p) => (
                <TextField
                  key={p.part}
                  size="small"
                  type={p.type}
                  label={p.label}
                  name={`${spec.name}.${i}.${p.part}`}
                  defaultValue={row[p.part]}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ flex: { sm: p.type === "date" ? "0 0 170px" : "0 0 140px" }, minWidth: 0 }}
                />
              ))
            : null}
          {spec.notes === false ? null : (
            <TextField
              size="small"
              label="Note (optional)"
              name={`${spec.name}.${i}.note`}
              defaultValue={row.note}
              sx={{ flex: 2, minWidth: 0 }}
            />
          )}
        </Box>
      ))}
    </PlainGroup>
  );
}

export const guideInputs = { refRows: RefRowsInput };
