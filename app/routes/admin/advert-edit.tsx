import { Box } from "@mui/material";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { checkedAdvertSchema } from "../../../core/schemas/promo.ts";
import { AdvertActiveSwitch, AdvertSpotsField } from "../../components/admin/advert-fields.tsx";
import { AdvertPreview } from "../../components/admin/advert-preview.tsx";
import { AdvertStateChip } from "../../components/admin/advert-state.tsx";
import { DateTimeField } from "../../components/admin/date-time-field.tsx";
import { EditorFrame, EditorSection } from "../../components/admin/editor-frame.tsx";
import { FormTextField } from "../../components/admin/form-fields.tsx";
import { FormImage } from "../../components/admin/form-rich-fields.tsx";
import {
  type AdvertFormValues,
  type AdvertRecord,
  advertPayload,
  advertToValues,
} from "../../lib/admin/advert-form-values.ts";
import { useAdminRecord, useRecordForm } from "../../lib/admin/use-record-form.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orNotFound } from "../../lib/page.server.ts";
import type { FileContainer } from "../../lib/upload.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/advert-edit";

export const meta = ({ loaderData, ...args }: Route.MetaArgs) =>
  privateMeta(args, `${loaderData?.advert ? loaderData.advert.label : "New advert"} · Back office`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const { services } = serverContext(context);
  const advert = params.id
    ? await orNotFound(services.promo.get(actor, "id", params.id), "Advert")
    : null;
  return { advert, now: services.clock.now().toISOString() };
}

const grid2 = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
} as const;

export default function AdvertEdit({ loaderData }: Route.ComponentProps) {
  const { now } = loaderData;
  const [desktop, setDesktop] = useState<FileContainer | null>(null);
  const [mobile, setMobile] = useState<FileContainer | null>(null);
  const rf = useRecordForm<AdvertFormValues, AdvertRecord>({
    // The refined schema, so an end before the start is caught before sending.
    schema: checkedAdvertSchema,
    record: loaderData.advert as AdvertRecord | null,
    toValues: advertToValues,
    toPayload: advertPayload,
    noun: "Advert",
    ...useAdminRecord<AdvertRecord>("/promo/adverts", "/admin/adverts"),
  });
  const { control, watch } = rf.form;
  const record = rf.record;
  const [isActive, start, end, badge, client, label, defaultId, mobileId] = watch([
    "is_active",
    "start_date",
    "end_date",
    "badge_text",
    "client",
    "label",
    "default_image_id",
    "mobile_image_id",
  ]);

  const preview = (placement: "aside" | "inline") => (
    <AdvertPreview
      placement={placement}
      badge={badge}
      client={client}
      label={label}
      desktop={defaultId ? desktop : null}
      mobile={mobileId ? mobile : null}
    />
  );

  return (
    <EditorFrame
      title={record ? record.label : "New advert"}
      backTo="/admin/adverts"
      backLabel="All adverts"
      noun="Advert"
      rf={rf}
      actions={
        <AdvertStateChip
          size="medium"
          advert={{ is_active: isActive, start_date: start || null, end_date: end || null }}
          now={now}
        />
      }
      aside={preview("aside")}
    >
      <EditorSection title="Advert">
        <Box sx={grid2}>
          <FormTextField control={control} name="client" label="Client" required />
          <FormTextField control={control} name="campaign" label="Campaign" />
        </Box>
        <FormTextField
          control={control}
          name="label"
          label="Label"
          required
          hint="Names this advert in the lists and the analytics, e.g. “Winter show, banner A”."
        />
        <FormTextField
          control={control}
          name="goto_url"
          label="Goes to (web address)"
          type="url"
          required
        />
        <FormTextField
          control={control}
          name="badge_text"
          label="Badge text"
          hint="Shown above the advert; “Advertisement” when empty."
        />
      </EditorSection>

      <EditorSection title="Where and how often">
        <AdvertSpotsField control={control} />
        <FormTextField
          control={control}
          name="weight"
          label="Weight"
          type="number"
          hint="1 to 100: an advert of weight 2 shows twice as often as one of weight 1 in the same spot."
          slotProps={{ htmlInput: { min: 1, max: 100, step: 1 } }}
          sx={{ maxWidth: 420 }}
        />
      </EditorSection>

      <EditorSection
        title="When"
        description="Chicago time. Leave a date empty for no limit on that side."
      >
        <Box sx={grid2}>
          <Controller
            control={control}
            name="start_date"
            render={({ field, fieldState }) => (
              <DateTimeField
                label="Starts"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="end_date"
            render={({ field, fieldState }) => (
              <DateTimeField
                label="Ends"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
                {...(start ? { minDateTime: start } : {})}
              />
            )}
          />
        </Box>
        <AdvertActiveSwitch control={control} />
      </EditorSection>

      <EditorSection
        title="Images"
        description="Designed artwork, shown whole. Phones get the mobile image; without one, every screen gets the default."
      >
        <FormImage
          control={control}
          name="default_image_id"
          label="Default image"
          uploadType="advert"
          onChosen={setDesktop}
        />
        <FormImage
          control={control}
          name="mobile_image_id"
          label="Mobile image"
          uploadType="advert"
          onChosen={setMobile}
        />
        {preview("inline")}
      </EditorSection>
    </EditorFrame>
  );
}
