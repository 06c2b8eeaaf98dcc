import { Box, Button, Chip, FormControlLabel, FormHelperText, Switch } from "@mui/material";
import { useState } from "react";
import { type Control, Controller } from "react-hook-form";
import { Link } from "react-router";
import { PRODUCT_KINDS } from "../../../core/schemas/shop.ts";
import { EditorFrame, EditorSection } from "../../components/admin/editor-frame.tsx";
import { FormSelect, FormTextField } from "../../components/admin/form-fields.tsx";
import { FormRichText } from "../../components/admin/form-rich-fields.tsx";
import { ProductImagesField } from "../../components/admin/product-images-field.tsx";
import { type PreviewImage, ProductPreview } from "../../components/admin/product-preview.tsx";
import { ProductPriceRows } from "../../components/admin/product-price-rows.tsx";
import { SlugField } from "../../components/admin/slug-field.tsx";
import { nestedMessages } from "../../lib/admin/form-errors.ts";
import {
  KIND_LABELS,
  type ProductFormValues,
  type ProductRecord,
  productFormSchema,
  productPayload,
  productSiteHref,
  productToValues,
} from "../../lib/admin/product-form-values.ts";
import { useAdminRecord, useRecordForm } from "../../lib/admin/use-record-form.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orNotFound } from "../../lib/page.server.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/product-edit";

export const meta = ({ loaderData, ...args }: Route.MetaArgs) =>
  privateMeta(
    args,
    `${loaderData?.product ? loaderData.product.name : "New product"} · Back office`,
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const { services } = serverContext(context);
  const product = params.id
    ? await orNotFound(services.catalog.get(actor, "id", params.id), "Product")
    : null;
  return { product };
}

const PRICE_HELP = {
  product: "One-time prices, e.g. one per size. Buyers choose one or more.",
  membership: "Members are billed monthly or yearly; offer one of each.",
  tip: "The tip jar takes any amount from $1 to $1,000; it needs no prices.",
} as const;

export default function ProductEdit({ loaderData }: Route.ComponentProps) {
  const [mainImage, setMainImage] = useState<PreviewImage | null>(null);
  const rf = useRecordForm<ProductFormValues, ProductRecord>({
    schema: productFormSchema,
    record: loaderData.product,
    toValues: productToValues,
    toPayload: productPayload,
    noun: "Product",
    ...useAdminRecord<ProductRecord>("/shop/store/products", "/admin/products"),
  });
  const { control, setValue, watch } = rf.form;
  const record = rf.record;
  const [kind, isActive] = watch(["kind", "is_active"]);

  const setActive = (next: boolean) => {
    setValue("is_active", next, { shouldDirty: true });
    void rf.onSubmit();
  };

  return (
    <EditorFrame
      title={record ? record.name : "New product"}
      backTo="/admin/products"
      backLabel="All products"
      noun="Product"
      rf={rf}
      actions={
        <>
          <Chip
            label={isActive ? "Active" : "Inactive"}
            color={isActive ? "success" : "default"}
            sx={{ alignSelf: "center" }}
          />
          {record ? (
            <Button component={Link} to={productSiteHref(record)} target="_blank">
              View on site
            </Button>
          ) : null}
          {record ? (
            <Button variant="outlined" onClick={() => setActive(!isActive)} disabled={rf.saving}>
              {isActive ? "Deactivate" : "Activate"}
            </Button>
          ) : null}
        </>
      }
      aside={<ProductPreview control={control} image={mainImage} />}
    >
      <EditorSection title="Basics">
        <FormTextField control={control} name="name" label="Name" required />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 2fr" } }}>
          <FormSelect
            control={control}
            name="kind"
            label="Kind"
            options={PRODUCT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          />
          <SlugField
            control={control}
            setValue={setValue}
            name="slug"
            fromName="name"
            slugType="product"
            recordId={record?.id ?? null}
            followName={!record}
            urlPrefix="/shop/"
          />
        </Box>
        <FormTextField
          control={control}
          name="summary"
          label="Summary"
          multiline
          minRows={2}
          hint="One or two sentences for the shop's card."
        />
      </EditorSection>

      <EditorSection title="Description">
        <FormRichText
          control={control}
          name="description"
          label="Description"
          uploadType="product"
        />
      </EditorSection>

      <EditorSection title="Images">
        <Controller
          control={control}
          name="image_ids"
          render={({ field, fieldState }) => {
            const m = nestedMessages(fieldState.error);
            return (
              <ProductImagesField
                value={field.value}
                onChange={field.onChange}
                known={loaderData.product?.images ?? []}
                error={m.own}
                itemErrors={m.byKey}
                onMainImage={setMainImage}
              />
            );
          }}
        />
      </EditorSection>

      <EditorSection title="Prices" description={PRICE_HELP[kind]}>
        <ProductPriceRows control={control} />
      </EditorSection>

      {kind === "product" ? (
        <EditorSection
          title="Stock and shipping"
          description="How many are left to sell, across all prices. Open checkouts have already taken theirs; an expired one gives them back."
        >
          <FormTextField
            control={control}
            name="stock"
            label="Left to sell"
            sx={{ maxWidth: 260 }}
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
            hint="Empty: no limit. At 0 the shop says Sold out."
          />
          <SwitchField
            control={control}
            name="ships"
            label="Ships by post"
            hint="Checkouts ask for an address and charge the shipping rates."
          />
        </EditorSection>
      ) : null}

      <EditorSection title="Listing">
        <SwitchField
          control={control}
          name="is_active"
          label="Active"
          hint="Inactive products are hidden from the site and cannot be bought."
        />
        <FormTextField
          control={control}
          name="sort_order"
          label="Sort order"
          sx={{ maxWidth: 260 }}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
          hint="Lower numbers come first in the shop."
        />
      </EditorSection>
    </EditorFrame>
  );
}

/** An on/off field of the product form with its explanation under it. */
function SwitchField({
  control,
  name,
  label,
  hint,
}: {
  control: Control<ProductFormValues>;
  name: "ships" | "is_active";
  label: string;
  hint: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            label={label}
            control={
              <Switch
                name={field.name}
                slotProps={{ input: { ref: field.ref } }}
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.target.checked)}
              />
            }
          />
          <FormHelperText sx={{ mt: 0 }}>{hint}</FormHelperText>
        </Box>
      )}
    />
  );
}
