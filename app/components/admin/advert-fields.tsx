import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Switch,
} from "@mui/material";
import { type Control, Controller } from "react-hook-form";
import { AD_SPOTS, type AdSpot } from "../../../core/schemas/promo.ts";
import { AD_SPOT_LABELS, type AdvertFormValues } from "../../lib/admin/advert-form-values.ts";

/** The spots an advert may show in, as a group of checkboxes (at least one). */
export function AdvertSpotsField({ control }: { control: Control<AdvertFormValues> }) {
  return (
    <Controller
      control={control}
      name="spots"
      render={({ field, fieldState }) => {
        const chosen = new Set<AdSpot>(field.value);
        const toggle = (spot: AdSpot, on: boolean) => {
          const next = new Set(chosen);
          if (on) next.add(spot);
          else next.delete(spot);
          // Keep the catalogue's order, whatever the clicking order.
          field.onChange(AD_SPOTS.filter((s) => next.has(s)));
        };
        return (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">Spots</FormLabel>
            <FormGroup>
              {AD_SPOTS.map((spot, i) => (
                <FormControlLabel
                  key={spot}
                  label={`${AD_SPOT_LABELS[spot]} (${spot})`}
                  control={
                    <Checkbox
                      name="spots"
                      value={spot}
                      checked={chosen.has(spot)}
                      onChange={(e) => toggle(spot, e.target.checked)}
                      onBlur={field.onBlur}
                      // The first box takes focus when the group has an error.
                      slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>
              {fieldState.error?.message ??
                "Where it may show. With several active adverts in a spot, each page view picks one by weight."}
            </FormHelperText>
          </FormControl>
        );
      }}
    />
  );
}

/** The on/off switch: off keeps the advert but never serves it. */
export function AdvertActiveSwitch({ control }: { control: Control<AdvertFormValues> }) {
  return (
    <Controller
      control={control}
      name="is_active"
      render={({ field }) => (
        <FormControlLabel
          label="Active (shown between the start and the end)"
          control={
            <Switch
              name={field.name}
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}
