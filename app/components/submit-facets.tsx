import { Box, Checkbox, FormControlLabel, Stack, TextField, Typography } from "@mui/material";
import { ACCESS_FEATURES, ACCESS_LABELS } from "../../core/calendar/access.ts";
import { ADMISSION_LABELS } from "../../core/calendar/admission.ts";
import { ADMISSIONS } from "../../core/schemas/calendar.ts";
import type { SubmissionFormValues } from "../../core/submissions/form.ts";

/** Access features as checkboxes, with the words the listings' filter and the editor use. */
export function AccessChecks({
  name,
  legend,
  checked,
}: {
  name: string;
  legend: string;
  checked: readonly string[];
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {legend}
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {ACCESS_FEATURES.map((f) => (
          <FormControlLabel
            key={f}
            control={<Checkbox name={name} value={f} defaultChecked={checked.includes(f)} />}
            label={ACCESS_LABELS[f]}
          />
        ))}
      </Box>
    </Box>
  );
}

/** Price and access (decision 054): admission, the price in words, tickets, age and access. */
export function SubmitFacets({
  values,
  fields,
}: {
  values: SubmissionFormValues;
  fields: Record<string, string>;
}) {
  const shrink = { inputLabel: { shrink: true } };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          select
          label="Admission"
          name="admission"
          defaultValue={values.admission}
          error={Boolean(fields.admission)}
          helperText={fields.admission}
          size="small"
          fullWidth
          slotProps={{ select: { native: true }, ...shrink }}
        >
          {ADMISSIONS.map((a) => (
            <option key={a} value={a}>
              {ADMISSION_LABELS[a]}
            </option>
          ))}
        </TextField>
        <TextField
          label="Price, in words"
          name="price_text"
          placeholder="$10, students $5"
          defaultValue={values.price_text}
          error={Boolean(fields.price_text)}
          helperText={fields.price_text}
          size="small"
          fullWidth
          slotProps={shrink}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          label="Tickets or RSVP link"
          name="ticket_url"
          type="url"
          placeholder="https://"
          defaultValue={values.ticket_url}
          error={Boolean(fields.ticket_url)}
          helperText={fields.ticket_url ?? "An https:// address."}
          size="small"
          fullWidth
          slotProps={shrink}
        />
        <TextField
          label="Minimum age"
          name="min_age"
          inputMode="numeric"
          defaultValue={values.min_age}
          error={Boolean(fields.min_age)}
          helperText={fields.min_age ?? "0 for all ages; empty if not said."}
          size="small"
          sx={{ minWidth: { sm: 200 } }}
          slotProps={shrink}
        />
      </Stack>
      <AccessChecks
        name="accessibility"
        legend="Access at this event"
        checked={values.accessibility}
      />
    </Stack>
  );
}
