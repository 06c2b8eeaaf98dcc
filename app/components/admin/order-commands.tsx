import { Box, Checkbox, FormControlLabel, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import type { RefundLeft } from "../../../core/shop/refunds.ts";
import { CARRIERS } from "../../../core/shop/tracking.ts";
import { centsToField, formatMoney } from "../../lib/shop-money.ts";
import { SubmitButton } from "../submit-button.tsx";
import { CommandForm } from "./resource/record-page.tsx";

// The order page's two commands as plain forms (they post without
// JavaScript; the server checks everything again and says what is wrong).

/** "Mark fulfilled": carrier, tracking number, a link for other carriers, and the buyer's mail. */
export function FulfilForm() {
  const [carrier, setCarrier] = useState<string>("USPS");
  return (
    <CommandForm command="fulfil">
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <Box
          sx={{
            display: "grid",
            gap: 2,
            width: "100%",
            gridTemplateColumns: { xs: "1fr", sm: "160px 1fr" },
          }}
        >
          <TextField
            select
            name="carrier"
            label="Carrier"
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
            // A native select: it posts without JavaScript.
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {CARRIERS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </TextField>
          <TextField name="tracking_number" label="Tracking number" required autoComplete="off" />
        </Box>
        <TextField
          name="tracking_url"
          label="Tracking link"
          type="url"
          fullWidth
          placeholder="https://"
          helperText={
            carrier === "Other"
              ? "Needed for other carriers."
              : "Made from the number for USPS, UPS, FedEx and DHL; give one to use another."
          }
        />
        <FormControlLabel
          control={<Checkbox name="notify" defaultChecked />}
          label="Email the buyer the tracking link"
        />
        <SubmitButton busyLabel="Saving…">Mark fulfilled</SubmitButton>
      </Stack>
    </CommandForm>
  );
}

/**
 * "Refund": how many of each item, or an amount (empty: the items' price),
 * or everything left; the items optionally back in stock.
 */
export function RefundForm({ left, currency }: { left: RefundLeft; currency: string }) {
  const items = left.lines.filter((l) => l.quantity > 0);
  return (
    <CommandForm command="refund">
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <Typography>{formatMoney(left.amount, currency)} is left to refund.</Typography>
        {items.length ? (
          <Box
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, display: "grid", gap: 1.5, width: "100%" }}
          >
            <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Items to refund (how many of each)
            </Typography>
            {items.map((l) => (
              <TextField
                key={l.price_id}
                name={`qty.${l.price_id}`}
                label={l.name}
                helperText={`${formatMoney(l.unit_amount, currency)} each; ${l.quantity} left to refund`}
                type="number"
                defaultValue="0"
                sx={{ maxWidth: 480 }}
                slotProps={{
                  htmlInput: { min: 0, max: l.quantity, step: 1, inputMode: "numeric" },
                }}
              />
            ))}
          </Box>
        ) : null}
        <TextField
          name="amount"
          label="Amount ($)"
          placeholder={centsToField(left.amount)}
          helperText="Leave empty to refund the items' price. At most what is left."
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
          sx={{ maxWidth: 240 }}
        />
        <FormControlLabel
          control={<Checkbox name="full" />}
          label="Refund everything that is left"
        />
        {items.length ? (
          <FormControlLabel
            control={<Checkbox name="restock" />}
            label="The items came back: put them back in stock"
          />
        ) : null}
        <TextField name="reason" label="Reason (for the record)" fullWidth />
        <SubmitButton busyLabel="Refunding…" color="error">
          Refund
        </SubmitButton>
      </Stack>
    </CommandForm>
  );
}
