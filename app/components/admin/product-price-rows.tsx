import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  InputAdornment,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { type Control, Controller, useFieldArray, useFormState, useWatch } from "react-hook-form";
import type { ProductKind } from "../../../core/schemas/shop.ts";
import {
  newPriceRow,
  type PriceRowValues,
  type ProductFormValues,
} from "../../lib/admin/product-form-values.ts";
import { FormTextField } from "./form-fields.tsx";

const MAX_PRICES = 12;

const INTERVALS = [
  { value: "month", label: "Monthly" },
  { value: "year", label: "Yearly" },
] as const;

/**
 * The product's prices as rows: amount in dollars, label, billing interval
 * (memberships only), the payment provider's price id and an on/off switch.
 * Saved prices are switched off rather than removed: orders and memberships
 * point at them. New rows can be removed before saving.
 */
export function ProductPriceRows({ control }: { control: Control<ProductFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: "prices", keyName: "key" });
  const kind = useWatch({ control, name: "kind" });
  const rows = useWatch({ control, name: "prices" }) ?? [];
  const { errors } = useFormState({ control, name: "prices" });
  const listError = errors.prices?.message ?? errors.prices?.root?.message;

  return (
    <Stack spacing={2}>
      {listError ? <Alert severity="error">{listError}</Alert> : null}
      {fields.length === 0 ? (
        <Typography color="text.secondary">
          {kind === "tip"
            ? "No prices: the tip jar takes any amount from $1 to $1,000."
            : "No prices yet. Add one so people can buy it."}
        </Typography>
      ) : null}
      {fields.map((f, i) => (
        <PriceRow
          key={f.key}
          index={i}
          control={control}
          kind={kind}
          row={rows[i] ?? f}
          onRemove={() => remove(i)}
        />
      ))}
      <Box>
        <Button
          variant="outlined"
          size="small"
          disabled={fields.length >= MAX_PRICES}
          onClick={() => append(newPriceRow(kind, rows.at(-1)))}
        >
          + Add a price
        </Button>
      </Box>
    </Stack>
  );
}

function PriceRow({
  index,
  control,
  kind,
  row,
  onRemove,
}: {
  index: number;
  control: Control<ProductFormValues>;
  kind: ProductKind;
  row: PriceRowValues;
  onRemove: () => void;
}) {
  const n = index + 1;
  const base = `prices.${index}` as const;
  const { errors } = useFormState({ control, name: base });
  const rowErrors = errors.prices?.[index];
  const membership = kind === "membership";
  // Messages the server gives about the row as a whole (e.g. a price of another
  // product), or about its billing when the billing select is not shown.
  const rowMessage =
    rowErrors?.message ??
    rowErrors?.id?.message ??
    (membership ? undefined : rowErrors?.interval?.message);
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      data-testid="price-row"
      sx={{
        p: 2,
        m: 0,
        minWidth: 0,
        borderStyle: row.is_active ? "solid" : "dashed",
        bgcolor: row.is_active ? "background.paper" : "grey.50",
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: "center", mb: 2, flexWrap: "wrap" }}
      >
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, float: "left" }}>
          Price {n}
        </Typography>
        {row.id ? null : <Chip size="small" variant="outlined" label="New" />}
        {row.is_active ? null : <Chip size="small" label="Inactive" />}
        <Box sx={{ flex: 1 }} />
        <Controller
          control={control}
          name={`${base}.is_active`}
          render={({ field }) => (
            <FormControlLabel
              label="Active"
              control={
                <Switch
                  name={field.name}
                  slotProps={{ input: { ref: field.ref } }}
                  checked={Boolean(field.value)}
                  onChange={(e) => field.onChange(e.target.checked)}
                />
              }
            />
          )}
        />
        {row.id ? null : (
          <Button size="small" color="error" onClick={onRemove} aria-label={`Remove price ${n}`}>
            Remove
          </Button>
        )}
      </Stack>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          // Amount, label and Stripe id side by side; a membership's billing makes two pairs.
          gridTemplateColumns: { xs: "1fr", sm: membership ? "1fr 1fr" : "1fr 1.4fr 1.4fr" },
        }}
      >
        <FormTextField
          control={control}
          name={`${base}.amount`}
          label="Amount"
          size="small"
          required
          slotProps={{
            htmlInput: { inputMode: "decimal", autoComplete: "off" },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        <FormTextField
          control={control}
          name={`${base}.label`}
          label="Label"
          size="small"
          {...(row.label
            ? {}
            : { hint: membership ? "e.g. “Monthly”" : "e.g. a size: “11 × 17 in”" })}
        />
        {membership ? (
          <Controller
            control={control}
            name={`${base}.interval`}
            render={({ field, fieldState }) => (
              <TextField
                select
                size="small"
                label="Billed"
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ""}
                onChange={(e) => field.onChange(e.target.value)}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                <MenuItem value="">
                  <em>Once</em>
                </MenuItem>
                {INTERVALS.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : null}
        <FormTextField
          control={control}
          name={`${base}.provider_price_id`}
          label="Stripe price id"
          size="small"
          hint="Optional, e.g. price_1Nx…"
          slotProps={{ htmlInput: { autoComplete: "off", spellCheck: false } }}
        />
      </Box>
      {rowMessage ? (
        <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
          {rowMessage}
        </Typography>
      ) : null}
      {row.id && !row.is_active ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Inactive: not offered on the site. A saved price stays on record for the orders and
          memberships that used it.
        </Typography>
      ) : null}
    </Paper>
  );
}
