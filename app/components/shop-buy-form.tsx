import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { Form } from "react-router";
import { formatMoney } from "../lib/shop-money.ts";
import { SubmitButton } from "./submit-button.tsx";

interface Price {
  id: string;
  amount: number;
  currency: string;
  label: string | null;
}

/** Below this many left, the page says how many. */
const FEW_LEFT = 5;

/**
 * The product page's "Add to cart" and "Buy now": a price option (a radio
 * per price; one price is just shown), the quantity and the buttons. A plain
 * form: it works without JavaScript; the action goes on to the cart or the
 * payment page. Sold out, one button stays in their place, disabled and
 * saying so.
 */
export function ShopBuyForm({
  prices,
  left = null,
  maxQuantity: most,
  values,
  fields = {},
  message,
}: {
  prices: Price[];
  /** How many are left to buy; null: no limit. */
  left?: number | null;
  maxQuantity: number;
  values?: { price_id: string; quantity: string } | undefined;
  fields?: Record<string, string>;
  message?: string | undefined;
}) {
  if (!prices.length) {
    return <Typography sx={{ fontWeight: 600 }}>Not for sale just now.</Typography>;
  }
  const only = prices.length === 1 ? prices[0] : undefined;
  const soldOut = left === 0;
  const maxQuantity = left === null ? most : Math.max(1, Math.min(most, left));
  const chosen =
    values?.price_id && prices.some((p) => p.id === values.price_id)
      ? values.price_id
      : prices[0]!.id;
  return (
    <Form method="post" noValidate>
      <Stack spacing={2.5}>
        {/* A message that no field below shows goes on top. */}
        {message && !fields.quantity && !(fields.price_id && !only) ? (
          <Alert severity="error" role="alert">
            {message}
          </Alert>
        ) : null}
        {only ? (
          <Box>
            <input type="hidden" name="price_id" value={only.id} />
            <Typography sx={{ fontSize: "1.6rem", fontWeight: 800 }}>
              {formatMoney(only.amount, only.currency)}
            </Typography>
            {only.label ? <Typography color="text.secondary">{only.label}</Typography> : null}
          </Box>
        ) : (
          <FormControl component="fieldset" error={Boolean(fields.price_id)}>
            <FormLabel component="legend" sx={{ color: "text.primary", fontWeight: 700, mb: 0.5 }}>
              Size or format
            </FormLabel>
            <RadioGroup name="price_id" defaultValue={chosen}>
              {prices.map((p) => (
                <FormControlLabel
                  key={p.id}
                  value={p.id}
                  control={<Radio />}
                  label={
                    <Box component="span" sx={{ display: "flex", gap: 1.5, flexWrap: "wrap" }}>
                      <span>{p.label ?? "Standard"}</span>
                      <Box component="span" sx={{ fontWeight: 700 }}>
                        {formatMoney(p.amount, p.currency)}
                      </Box>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
            {fields.price_id ? <FormHelperText>{fields.price_id}</FormHelperText> : null}
          </FormControl>
        )}
        <TextField
          label="Quantity"
          name="quantity"
          type="number"
          defaultValue={values?.quantity ?? "1"}
          error={Boolean(fields.quantity)}
          helperText={
            fields.quantity ??
            (left !== null && left > 0 && left <= FEW_LEFT
              ? `Only ${left} left.`
              : `Up to ${maxQuantity}.`)
          }
          disabled={soldOut}
          sx={{ maxWidth: 160 }}
          slotProps={{ htmlInput: { min: 1, max: maxQuantity, step: 1, inputMode: "numeric" } }}
        />
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
          {soldOut ? (
            <SubmitButton busyLabel="Sold out" sx={{ minWidth: 200 }} disabled>
              Sold out
            </SubmitButton>
          ) : (
            <>
              <SubmitButton busyLabel="Adding…" intent="add" sx={{ minWidth: 180 }}>
                Add to cart
              </SubmitButton>
              <SubmitButton
                busyLabel="Going to payment…"
                intent="buy"
                variant="outlined"
                sx={{ minWidth: 160 }}
              >
                Buy now
              </SubmitButton>
            </>
          )}
        </Box>
      </Stack>
    </Form>
  );
}
