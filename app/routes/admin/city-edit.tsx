import { Box, Button } from "@mui/material";
import { Controller } from "react-hook-form";
import { Link } from "react-router";
import { citySchema } from "../../../core/schemas/calendar.ts";
import { EditorFrame, EditorSection } from "../../components/admin/editor-frame.tsx";
import { FormTextField } from "../../components/admin/form-fields.tsx";
import { GeoPicker } from "../../components/admin/geo-picker.tsx";
import { SlugField } from "../../components/admin/slug-field.tsx";
import {
  type CityFormValues,
  type CityRecord,
  cityPayload,
  cityToValues,
} from "../../lib/admin/city-form-values.ts";
import { useAdminRecord, useRecordForm } from "../../lib/admin/use-record-form.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orNotFound } from "../../lib/page.server.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/city-edit";

export const meta = ({ loaderData, ...args }: Route.MetaArgs) =>
  privateMeta(args, `${loaderData?.city ? loaderData.city.name : "New city"} · Back office`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { services } = serverContext(context);
  const city = params.id
    ? await orNotFound(services.places.getCity("id", params.id), "City")
    : null;
  return { city, map: services.site.map() };
}

export default function CityEdit({ loaderData }: Route.ComponentProps) {
  const rf = useRecordForm<CityFormValues, CityRecord>({
    schema: citySchema,
    record: loaderData.city as CityRecord | null,
    toValues: cityToValues,
    toPayload: cityPayload,
    noun: "City",
    ...useAdminRecord<CityRecord>("/places/cities", "/admin/cities"),
  });
  const { control, setValue } = rf.form;
  const record = rf.record;
  return (
    <EditorFrame
      title={record ? record.name : "New city"}
      backTo="/admin/cities"
      backLabel="All cities"
      noun="City"
      rf={rf}
      actions={
        record ? (
          <Button component={Link} to={`/cities/${record.slug}`} target="_blank">
            View on site
          </Button>
        ) : null
      }
    >
      <EditorSection title="City">
        <FormTextField control={control} name="name" label="Name" required />
        <SlugField
          control={control}
          setValue={setValue}
          name="slug"
          fromName="name"
          slugType="city"
          recordId={record?.id ?? null}
          followName={!record}
          urlPrefix="/cities/"
        />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <FormTextField control={control} name="state" label="State" />
          <FormTextField
            control={control}
            name="sort_order"
            label="Order in lists"
            type="number"
            hint="Lower numbers come first."
          />
        </Box>
        <FormTextField control={control} name="summary" label="Summary" multiline minRows={2} />
      </EditorSection>
      <EditorSection title="Map centre" description="Where the city's map opens.">
        <Controller
          control={control}
          name="geo"
          render={({ field }) => (
            <GeoPicker
              label="Map centre"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              tileUrl={loaderData.map.tileUrl}
              attribution={loaderData.map.attribution}
            />
          )}
        />
      </EditorSection>
    </EditorFrame>
  );
}
