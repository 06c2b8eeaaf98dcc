import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from "@mui/material";
import { useState } from "react";
import { Form } from "react-router";
import { formatMoney } from "../lib/shop-money.ts";
import { SubmitButton } from "./submit-button.tsx";

export const TIP_PRESETS = [500, 1000, 2500, 5000] as const;

/**
 * The tip jar's amount: four preset amounts and one of your own. Without
 * JavaScript a typed amount wins over the preset still ticked; with it,
 * typing ticks "Other" and choosing a preset clears the typed amount.
 */
export function ShopTipForm({
  preset: initialPreset,
  custom: initialCustom,
  fields = {},
  message,
}: {
  preset: string;
  custom: string;
  fields?: Record<string, string>;
  message?: string | undefined;
}) {
  const [preset, setPreset] = useState(initialPreset);
  const [custom, setCustom] = useState(initialCustom);
  const amountError = fields.custom ?? fields.amount;
  return (
    <Form method="post" noValidate>
      <Stack spacing={3}>
        {message && !amountError ? (
          <Alert severity="error" role="alert">
            {message}
          </Alert>
        ) : null}
        <FormControl component="fieldset" error={Boolean(amountError)}>
          <FormLabel component="legend" sx={{ color: "text.primary", fontWeight: 700, mb: 1.5 }}>
            How much would you like to give?
          </FormLabel>
          <RadioGroup
            name="preset"
            value={preset}
            onChange={(e) => {
              setPreset(e.target.value);
              if (e.target.value !== "other") setCustom("");
            }}
            sx={{
              display: "grid",
              gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(5, auto)" },
              gap: 1.5,
              justifyContent: "start",
            }}
          >
            {[
              ...TIP_PRESETS.map((c) => ({ value: String(c), label: formatMoney(c) })),
              { value: "other", label: "Other" },
            ].map((o) => (
              <FormControlLabel
                key={o.value}
                value={o.value}
                control={<Radio />}
                label={o.label}
                sx={{
                  m: 0,
                  pr: 2,
                  border: 1,
                  borderRadius: 1,
                  borderColor: preset === o.value ? "primary.main" : "divider",
                  bgcolor: preset === o.value ? "rgba(0, 47, 167, 0.06)" : "background.paper",
                  "& .MuiFormControlLabel-label": { fontWeight: 700, fontSize: "1.1rem" },
                }}
              />
            ))}
          </RadioGroup>
          {amountError && !fields.custom ? <FormHelperText>{amountError}</FormHelperText> : null}
        </FormControl>
        <TextField
          label="Other amount"
          name="custom"
          value={custom}
          onChange={(e) => {
            setCustom(e.target.value);
            if (e.target.value.trim()) setPreset("other");
          }}
          error={Boolean(fields.custom)}
          helperText={fields.custom ?? "In dollars, from $1 to $1,000, like 7 or 7.50."}
          sx={{ maxWidth: 280 }}
          slotProps={{
            htmlInput: { inputMode: "decimal", autoComplete: "off" },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        <Box>
          <SubmitButton busyLabel="Going to payment…" sx={{ minWidth: 200 }}>
            Continue to payment
          </SubmitButton>
        </Box>
      </Stack>
    </Form>
  );
}
