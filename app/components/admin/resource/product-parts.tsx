import { Button, Chip } from "@mui/material";
import { type Control, useWatch } from "react-hook-form";
import type { ProductFormValues } from "../../../lib/admin/product-form-values.ts";
import type { EditorPartProps } from "../../../lib/admin/resources/parts.ts";
import { useApiResult } from "../../../lib/admin/use-api-result.ts";
import type { FileContainer } from "../../../lib/upload.ts";
import { ProductPreview } from "../product-preview.tsx";

// The product screen's own parts, plugged into the resource editor through
// its description (resources/product.ts).

/** Active or not, and Activate / Deactivate: a submit button, so it works without JavaScript. */
export function ProductActions({ form, record, saving }: EditorPartProps) {
  const active = useWatch({ control: form.control, name: "is_active" }) === true;
  return (
    <>
      <Chip
        label={active ? "Active" : "Inactive"}
        color={active ? "success" : "default"}
        sx={{ alignSelf: "center" }}
      />
      {record ? (
        <Button
          variant="outlined"
          type="submit"
          name="_set.is_active"
          value={active ? "off" : "on"}
          disabled={saving}
        >
          {active ? "Deactivate" : "Activate"}
        </Button>
      ) : null}
    </>
  );
}

/** What the shop will show, beside the form; the main image is fetched as it changes. */
export function ProductAside({ form }: EditorPartProps) {
  const ids = useWatch({ control: form.control, name: "image_ids" }) as string[] | undefined;
  const first = ids?.[0];
  const main = useApiResult<FileContainer>(first ? `/files/containers/id/${first}` : null);
  const v = main?.versions.CARD_LARGE ?? main?.versions.SIZED ?? main?.versions.FULL;
  return (
    <ProductPreview
      control={form.control as unknown as Control<ProductFormValues>}
      image={v ? { url: v.url, alt: main?.alt_text ?? "" } : null}
    />
  );
}
