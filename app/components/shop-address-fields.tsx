import { Box, Stack, TextField, Typography } from "@mui/material";
import { US_STATE_OPTIONS } from "../../core/shop/address.ts";
import { countryName } from "../../core/shop/countries.ts";

export const ADDRESS_FIELDS = [
  "name",
  "line1",
  "line2",
  "city",
  "state",
  "postal_code",
  "country",
] as const;

/**
 * A shipping address as plain named inputs (`address.name` …), checked on the
 * server by core/shop/address.ts: the countries the checkout ships to (the
 * one chosen in the cart), and for the US a state select and a ZIP code.
 */
export function ShopAddressFields({
  countries,
  values,
  errors,
}: {
  countries: string[];
  values?: Record<string, string> | undefined;
  errors: Record<string, string>;
}) {
  const us = countries.length === 1 && countries[0] === "US";
  const field = (name: (typeof ADDRESS_FIELDS)[number]) => ({
    name: `address.${name}`,
    defaultValue: values?.[name] ?? "",
    error: Boolean(errors[`address.${name}`]),
    helperText: errors[`address.${name}`],
  });
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1.5 }}>
        Shipping address
      </Typography>
      <Stack spacing={2}>
        <TextField label="Full name" autoComplete="shipping name" required {...field("name")} />
        <TextField
          label="Address"
          autoComplete="shipping address-line1"
          required
          {...field("line1")}
        />
        <TextField
          label="Apartment, suite (optional)"
          autoComplete="shipping address-line2"
          {...field("line2")}
        />
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", sm: "2fr 1.4fr 1fr" },
          }}
        >
          <TextField
            label="City"
            autoComplete="shipping address-level2"
            required
            {...field("city")}
          />
          {us ? (
            <TextField
              select
              label="State"
              required
              {...field("state")}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Choose…</option>
              {US_STATE_OPTIONS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </TextField>
          ) : (
            <TextField
              label="State or province"
              autoComplete="shipping address-level1"
              {...field("state")}
            />
          )}
          <TextField
            label={us ? "ZIP code" : "Postal code"}
            autoComplete="shipping postal-code"
            required={us}
            slotProps={{ htmlInput: { inputMode: us ? "numeric" : "text" } }}
            {...field("postal_code")}
          />
        </Box>
        <TextField
          select
          label="Country"
          {...field("country")}
          defaultValue={values?.country || countries[0]}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          helperText={
            errors["address.country"] ?? "Set in the cart: change it there to ship elsewhere."
          }
        >
          {countries.map((c) => (
            <option key={c} value={c}>
              {countryName(c)}
            </option>
          ))}
        </TextField>
      </Stack>
    </Box>
  );
}
