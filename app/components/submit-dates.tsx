import { Box, Button, FormHelperText, Paper, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { CATEGORY_LABELS } from "../../core/listing/cards.ts";
import { SUBMISSION_CATEGORIES, SUBMISSION_MAX_DATES } from "../../core/schemas/submission.ts";
import { type DateRowValues, emptyDateRow, shownDateRows } from "../../core/submissions/form.ts";
import { useHydrated } from "../lib/use-hydrated.ts";

/**
 * The dates of a submission, several at once: timed dates (a day, a start
 * and an end) and runs (an exhibition's first and last day). Plain inputs,
 * so the form posts without JavaScript: spare empty rows stand in for "add a
 * date" there, and the row shows the times or the last day by its kind
 * through CSS (`:has`), which needs no script either.
 */
export function SubmitDates({
  rows,
  fields,
}: {
  rows: DateRowValues[];
  fields: Record<string, string>;
}) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(() => shownDateRows(rows));
  return (
    <Stack spacing={2}>
      {shown.map((row, i) => (
        // Rows are never reordered or removed, so the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <DateRow key={i} index={i} row={row} error={fields[`date_${i}`]} />
      ))}
      {fields.dates ? <FormHelperText error>{fields.dates}</FormHelperText> : null}
      {hydrated && shown.length < SUBMISSION_MAX_DATES ? (
        <Box>
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => setShown((s) => [...s, emptyDateRow()])}
          >
            Add another date
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

const RUN = 'select option[value="ongoing"]:checked';

function DateRow({
  index,
  row,
  error,
}: {
  index: number;
  row: DateRowValues;
  error: string | undefined;
}) {
  const name = (part: string) => `date_${index}_${part}`;
  const shrink = { inputLabel: { shrink: true } };
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      data-testid="submit-date-row"
      sx={{
        p: 2,
        m: 0,
        minWidth: 0,
        borderColor: error ? "error.main" : undefined,
        [`&:has(${RUN}) .ac-timed`]: { display: "none" },
        [`&:not(:has(${RUN})) .ac-run`]: { display: "none" },
      }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {`Date ${index + 1}`}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          mt: 1,
          gridTemplateColumns: { xs: "1fr 1fr", sm: "minmax(180px, 1.4fr) 1fr 1fr 1fr" },
          "& > :first-of-type": { gridColumn: { xs: "1 / -1", sm: "auto" } },
        }}
      >
        <TextField
          select
          label="Kind"
          name={name("category")}
          defaultValue={row.category}
          size="small"
          slotProps={{ select: { native: true }, ...shrink }}
        >
          {SUBMISSION_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c === "ongoing" ? "Exhibition run (on view)" : CATEGORY_LABELS[c]}
            </option>
          ))}
        </TextField>
        <TextField
          type="date"
          label="Day"
          name={name("day")}
          defaultValue={row.day}
          size="small"
          error={Boolean(error)}
          slotProps={shrink}
          sx={{ gridColumn: { xs: "1 / -1", sm: "auto" } }}
        />
        <TextField
          className="ac-timed"
          type="time"
          label="Starts"
          name={name("from")}
          defaultValue={row.from}
          size="small"
          error={Boolean(error)}
          slotProps={shrink}
        />
        <TextField
          className="ac-timed"
          type="time"
          label="Ends"
          name={name("to")}
          defaultValue={row.to}
          size="small"
          error={Boolean(error)}
          slotProps={shrink}
        />
        <TextField
          className="ac-run"
          type="date"
          label="Last day of the run"
          name={name("last_day")}
          defaultValue={row.last_day}
          size="small"
          error={Boolean(error)}
          slotProps={shrink}
          sx={{ gridColumn: { xs: "1 / -1", sm: "span 2" } }}
        />
      </Box>
      {error ? (
        <FormHelperText error sx={{ mt: 1 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Paper>
  );
}
