import {
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import type { SubmissionFormValues, VenueChoice } from "../../core/submissions/form.ts";
import { AccessChecks } from "./submit-facets.tsx";

const NEW = 'input[name="venue_mode"][value="new"]:checked';

/**
 * Where it happens: one of our venues, found by name (the "Find" button posts
 * the form and comes back with matches, with or without JavaScript), or a
 * new venue proposed with its address and pin. Which half shows follows the
 * radio through CSS (`:has`), so it needs no script.
 */
export function SubmitVenue({
  values,
  venues,
  cities,
  fields,
}: {
  values: SubmissionFormValues;
  venues: VenueChoice[];
  cities: { id: string; name: string }[];
  fields: Record<string, string>;
}) {
  const shrink = { inputLabel: { shrink: true } };
  return (
    <Box
      sx={{
        [`&:has(${NEW}) .ac-venue-existing`]: { display: "none" },
        [`&:not(:has(${NEW})) .ac-venue-new`]: { display: "none" },
      }}
    >
      <RadioGroup name="venue_mode" defaultValue={values.venue_mode} row>
        <FormControlLabel value="existing" control={<Radio />} label="A venue on the calendar" />
        <FormControlLabel value="new" control={<Radio />} label="A new venue" />
      </RadioGroup>

      <Stack spacing={2} className="ac-venue-existing" sx={{ mt: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
          <TextField
            label="Venue name"
            name="venue_query"
            defaultValue={values.venue_query}
            size="small"
            fullWidth
            error={Boolean(fields.venue_query)}
            helperText={fields.venue_query ?? "Type part of its name, then Find."}
            slotProps={shrink}
          />
          <Button
            type="submit"
            name="intent"
            value="find-venue"
            variant="outlined"
            color="secondary"
            formNoValidate
            sx={{ flexShrink: 0, height: 40 }}
          >
            Find
          </Button>
        </Stack>
        {venues.length ? (
          <RadioGroup
            name="venue_id"
            defaultValue={values.venue_id || undefined}
            aria-label="Venues found"
          >
            {venues.map((v) => (
              <FormControlLabel
                key={v.id}
                value={v.id}
                control={<Radio />}
                label={
                  <span>
                    <strong>{v.name}</strong>
                    {v.address || v.city ? (
                      <Typography component="span" color="text.secondary">
                        {` · ${[v.address, v.city].filter(Boolean).join(", ")}`}
                      </Typography>
                    ) : null}
                  </span>
                }
              />
            ))}
          </RadioGroup>
        ) : null}
        {fields.venue_id ? <FormHelperText error>{fields.venue_id}</FormHelperText> : null}
      </Stack>

      <Stack spacing={2} className="ac-venue-new" sx={{ mt: 1 }}>
        <TextField
          label="Venue's name"
          name="new_venue_name"
          defaultValue={values.new_venue_name}
          error={Boolean(fields.new_venue_name)}
          helperText={fields.new_venue_name}
          size="small"
          slotProps={shrink}
        />
        <TextField
          label="Street address"
          name="new_venue_address"
          autoComplete="street-address"
          defaultValue={values.new_venue_address}
          error={Boolean(fields.new_venue_address)}
          helperText={fields.new_venue_address}
          size="small"
          slotProps={shrink}
        />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            select
            label="City"
            name="new_venue_city_id"
            defaultValue={values.new_venue_city_id}
            error={Boolean(fields.new_venue_city_id)}
            helperText={fields.new_venue_city_id}
            size="small"
            fullWidth
            slotProps={{ select: { native: true }, ...shrink }}
          >
            <option value="">Choose…</option>
            {cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </TextField>
          <TextField
            label="Postal code"
            name="new_venue_postal_code"
            autoComplete="postal-code"
            defaultValue={values.new_venue_postal_code}
            error={Boolean(fields.new_venue_postal_code)}
            helperText={fields.new_venue_postal_code}
            size="small"
            fullWidth
            slotProps={shrink}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Its pin on the map, if you know it: right-click the place in any online map to copy its
          latitude and longitude.
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            label="Latitude"
            name="new_venue_lat"
            inputMode="decimal"
            defaultValue={values.new_venue_lat}
            error={Boolean(fields.new_venue_lat)}
            helperText={fields.new_venue_lat}
            size="small"
            fullWidth
            slotProps={shrink}
          />
          <TextField
            label="Longitude"
            name="new_venue_lng"
            inputMode="decimal"
            defaultValue={values.new_venue_lng}
            error={Boolean(fields.new_venue_lng)}
            helperText={fields.new_venue_lng}
            size="small"
            fullWidth
            slotProps={shrink}
          />
        </Stack>
        <AccessChecks
          name="new_venue_accessibility"
          legend="What the venue always offers"
          checked={values.new_venue_accessibility}
        />
      </Stack>
    </Box>
  );
}
