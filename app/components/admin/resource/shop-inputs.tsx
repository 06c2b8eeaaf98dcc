import {
  Alert,
  Box,
  Checkbox,
  FormControlLabel,
  InputAdornment,
  TextField,
  Typography,
} from "@mui/material";
import type { ComponentType } from "react";
import { type Control, Controller, useWatch } from "react-hook-form";
import type { ProductKind } from "../../../../core/schemas/shop.ts";
import { nestedMessages } from "../../../lib/admin/form-errors.ts";
import { newPriceRow, type ProductFormValues } from "../../../lib/admin/product-form-values.ts";
import {
  blankRow,
  priceRowsOf,
  type ShopKindSpec,
  type StockValue,
} from "../../../lib/admin/resources/shop-kinds.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { FormTextField } from "../form-fields.tsx";
import { ProductImagesField } from "../product-images-field.tsx";
import { ProductPriceRows } from "../product-price-rows.tsx";
import type { InputProps } from "./field-inputs.tsx";
import { PlainGroup } from "./rows-input.tsx";

// The inputs of the kinds in resources/shop-kinds.ts, each with named controls
// the codec reads back. The images and the price rows' Add / Remove / move
// buttons need JavaScript; without it (and until the page hydrates) the
// images are kept as they are and the prices are plain rows plus one blank
// row to add a price.

const PRICE_HELP: Record<ProductKind, string> = {
  product: "One-time prices, e.g. one per size. Buyers choose one or more.",
  membership: "Members are billed monthly or yearly; offer one of each.",
  tip: "The tip jar takes any amount from $1 to $1,000; it needs no prices.",
};

export const shopInputs: { [K in ShopKindSpec["kind"]]: ComponentType<InputProps<K>> } = {
  images: ({ spec, ctx, serverError }) => {
    const hydrated = useHydrated();
    const ids = (useWatch({ control: ctx.form.control, name: spec.name }) as string[]) ?? [];
    const hidden = ids.map((id) => <input key={id} type="hidden" name={spec.name} value={id} />);
    if (!hydrated)
      return (
        <PlainGroup
          label={spec.label}
          hint="Adding, removing and reordering images needs JavaScript; saving keeps them as they are."
          error={serverError}
        >
          <Typography>
            {ids.length ? `${ids.length} image${ids.length === 1 ? "" : "s"}.` : "No images yet."}
          </Typography>
          {hidden}
        </PlainGroup>
      );
    return (
      <>
        <Controller
          control={ctx.form.control}
          name={spec.name}
          render={({ field, fieldState }) => {
            const m = nestedMessages(fieldState.error);
            return (
              <ProductImagesField
                value={field.value as string[]}
                onChange={field.onChange}
                known={[]}
                uploadType={spec.uploadType}
                error={m.own ?? serverError}
                itemErrors={m.byKey}
              />
            );
          }}
        />
        {hidden}
      </>
    );
  },

  prices: ({ spec, ctx, serverError }) => {
    const hydrated = useHydrated();
    const kind = (useWatch({ control: ctx.form.control, name: spec.kindField }) ??
      "product") as ProductKind;
    const rows = priceRowsOf(useWatch({ control: ctx.form.control, name: spec.name }));
    return (
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {PRICE_HELP[kind] ?? PRICE_HELP.product}
        </Typography>
        {serverError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {serverError}
          </Alert>
        ) : null}
        {hydrated ? (
          <>
            <ProductPriceRows control={ctx.form.control as unknown as Control<ProductFormValues>} />
            {/* The visible inputs post the rest; a saved price's id has no input of its own. */}
            {rows.map((r, i) =>
              r.id ? (
                <input key={r.id} type="hidden" name={`${spec.name}.${i}.id`} value={r.id} />
              ) : null,
            )}
          </>
        ) : (
          <PlainPrices name={spec.name} kind={kind} rows={rows} />
        )}
      </Box>
    );
  },

  money: ({ spec, ctx, serverError }) => (
    <FormTextField
      control={ctx.form.control}
      name={spec.name}
      label={spec.label}
      placeholder="0.00"
      {...(spec.hint ? { hint: spec.hint } : {})}
      serverError={serverError}
      sx={{ maxWidth: 260 }}
      slotProps={{
        htmlInput: { inputMode: "decimal" },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  ),
  stock: ({ spec, ctx, serverError }) => (
    <Controller
      control={ctx.form.control}
      name={spec.name}
      render={({ field, fieldState }) => {
        const value = field.value as StockValue;
        const error = fieldState.error?.message ?? serverError;
        return (
          <>
            <TextField
              name={spec.name}
              label={spec.label}
              inputRef={field.ref}
              value={value.count}
              onChange={(e) => field.onChange({ ...value, count: e.target.value })}
              onBlur={field.onBlur}
              error={Boolean(error)}
              helperText={error ?? spec.hint}
              sx={{ maxWidth: 260 }}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
            {value.was !== undefined ? (
              <input type="hidden" name={`${spec.name}_was`} value={value.was ?? ""} />
            ) : null}
          </>
        );
      }}
    />
  ),
};

/**
 * The prices without JavaScript: each row as plain inputs under
 * `{name}.N.…`, plus a blank row to add a price (a row left blank is no
 * price). Saved rows are switched off rather than removed.
 */
function PlainPrices({
  name,
  kind,
  rows,
}: {
  name: string;
  kind: ProductKind;
  rows: ReturnType<typeof priceRowsOf>;
}) {
  const all = rows.some(blankRow) ? rows : [...rows, newPriceRow(kind, rows.at(-1))];
  return (
    <PlainGroup
      label="Prices"
      hint="Amounts in dollars, e.g. 25.00. The last row adds a price; untick Active to take one off sale."
      error={undefined}
    >
      {all.map((r, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the row number is the inputs' name
          key={i}
          role="group"
          aria-label={r.id ? `Price ${i + 1}` : "New price"}
          sx={{
            display: "grid",
            gap: 1.5,
            mb: 2,
            // On a phone the inputs stack: a rule tells one price from the next.
            pt: { xs: 2, sm: 0 },
            borderTop: { xs: 1, sm: 0 },
            borderColor: "divider",
            gridTemplateColumns: { xs: "1fr", sm: "8rem 1fr 8rem 1fr auto" },
            alignItems: "center",
          }}
        >
          {r.id ? <input type="hidden" name={`${name}.${i}.id`} value={r.id} /> : null}
          <PlainText name={`${name}.${i}.amount`} label="Amount ($)" value={r.amount} decimal />
          <PlainText name={`${name}.${i}.label`} label="Label" value={r.label} />
          <TextField
            select
            size="small"
            label="Billed"
            name={`${name}.${i}.interval`}
            defaultValue={r.interval}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Once</option>
            <option value="month">Monthly</option>
            <option value="year">Yearly</option>
          </TextField>
          <PlainText
            name={`${name}.${i}.provider_price_id`}
            label="Stripe price id"
            value={r.provider_price_id}
          />
          <FormControlLabel
            label="Active"
            control={<Checkbox name={`${name}.${i}.is_active`} defaultChecked={r.is_active} />}
          />
        </Box>
      ))}
    </PlainGroup>
  );
}

/** One text input of a plain price row. */
function PlainText({
  name,
  label,
  value,
  decimal = false,
}: {
  name: string;
  label: string;
  value: string;
  decimal?: boolean;
}) {
  return (
    <TextField
      size="small"
      label={label}
      name={name}
      defaultValue={value}
      slotProps={{
        htmlInput: decimal ? { inputMode: "decimal" } : {},
        inputLabel: { shrink: true },
      }}
    />
  );
}
