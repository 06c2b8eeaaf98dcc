import { Box, TextField } from "@mui/material";

/**
 * The sandbox's card fields: number, expiry and CVC, named and
 * autocompleted like a real card form. Only the number decides anything
 * (test cards); its error is shown on it.
 */
export function ShopCardFields({
  error,
  card = "",
}: {
  error?: string | undefined;
  card?: string;
}) {
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "1fr 1fr" }}>
      <TextField
        label="Card number"
        name="card"
        required
        defaultValue={card}
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        error={Boolean(error)}
        helperText={error}
        sx={{ gridColumn: "1 / -1" }}
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 23 } }}
      />
      <TextField
        label="Expiry"
        name="expiry"
        autoComplete="cc-exp"
        placeholder="MM / YY"
        defaultValue="12 / 34"
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 7 } }}
      />
      <TextField
        label="CVC"
        name="cvc"
        autoComplete="cc-csc"
        placeholder="123"
        defaultValue="123"
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4 } }}
      />
    </Box>
  );
}
