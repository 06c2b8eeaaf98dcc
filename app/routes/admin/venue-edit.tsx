import { Box, Button } from "@mui/material";
import { Controller } from "react-hook-form";
import { Link } from "react-router";
import { RESERVED_VENUE_SLUGS, venueSchema } from "../../../core/schemas/calendar.ts";
import { KNOWN_VENUE_TYPES, venueTypeStyle } from "../../../core/venues/types.ts";
import { EditorFrame, EditorSection } from "../../components/admin/editor-frame.tsx";
import { FormCheckbox, FormSelect, FormTextField } from "../../components/admin/form-fields.tsx";
import { FormImage, FormRichText } from "../../components/admin/form-rich-fields.tsx";
import { GeoPicker } from "../../components/admin/geo-picker.tsx";
import { HoursEditor } from "../../components/admin/hours-editor.tsx";
import { ImportVenueFromLink } from "../../components/admin/import-venue-from-link.tsx";
import { LinksEditor } from "../../components/admin/links-editor.tsx";
import { SlugField } from "../../components/admin/slug-field.tsx";
import { nestedMessages } from "../../lib/admin/form-errors.ts";
import { useAdminRecord, useRecordForm } from "../../lib/admin/use-record-form.ts";
import {
  type VenueFormValues,
  type VenueRecord,
  venuePayload,
  venueToValues,
} from "../../lib/admin/venue-form-values.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orNotFound } from "../../lib/page.server.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/venue-edit";

export const meta = ({ loaderData, ...args }: Route.MetaArgs) =>
  privateMeta(args, `${loaderData?.venue ? loaderData.venue.name : "New venue"} · Back office`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { services } = serverContext(context);
  const venue = params.id
    ? await orNotFound(services.places.getVenue("id", params.id), "Venue")
    : null;
  const cities = (await services.places.listCities({ page_size: "100" })).results;
  return {
    venue,
    cities: cities.map((c) => ({ id: c.id, name: c.name })),
    map: services.site.map(),
  };
}

const grid2 = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
} as const;

export default function VenueEdit({ loaderData }: Route.ComponentProps) {
  const { cities, map } = loaderData;
  const rf = useRecordForm<VenueFormValues, VenueRecord>({
    schema: venueSchema,
    record: loaderData.venue as VenueRecord | null,
    toValues: venueToValues,
    toPayload: venuePayload,
    noun: "Venue",
    ...useAdminRecord<VenueRecord>("/places/venues", "/admin/venues"),
  });
  const { control, setValue } = rf.form;
  const record = rf.record;

  return (
    <EditorFrame
      title={record ? record.name : "New venue"}
      backTo="/admin/venues"
      backLabel="All venues"
      noun="Venue"
      rf={rf}
      actions={
        <>
          <ImportVenueFromLink form={rf.form} />
          {record ? (
            <Button component={Link} to={`/venues/${record.slug}`} target="_blank">
              View on site
            </Button>
          ) : null}
        </>
      }
    >
      <EditorSection title="Basics">
        <FormTextField control={control} name="name" label="Name" required />
        <Box sx={grid2}>
          <FormTextField
            control={control}
            name="nickname"
            label="Nickname"
            hint="Shown on cards instead of the name, e.g. “Mia”."
          />
          <FormSelect
            control={control}
            name="type"
            label="Type"
            options={KNOWN_VENUE_TYPES.map((t) => ({ value: t, label: venueTypeStyle(t).label }))}
          />
        </Box>
        <SlugField
          control={control}
          setValue={setValue}
          name="slug"
          fromName="name"
          slugType="venue"
          recordId={record?.id ?? null}
          followName={!record}
          urlPrefix="/venues/"
          reserved={RESERVED_VENUE_SLUGS}
        />
        <FormTextField control={control} name="summary" label="Summary" multiline minRows={2} />
        <FormRichText control={control} name="content" label="About the venue" uploadType="venue" />
      </EditorSection>

      <EditorSection title="Address and location">
        <FormTextField control={control} name="address" label="Street address" />
        <FormTextField control={control} name="address2" label="Address line 2" />
        <Box sx={{ ...grid2, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr 1fr" } }}>
          <FormSelect
            control={control}
            name="city_id"
            label="City"
            options={[
              { value: "", label: <em>No city</em> },
              ...cities.map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
          <FormTextField control={control} name="state" label="State" />
          <FormTextField control={control} name="postal_code" label="ZIP code" />
        </Box>
        <Controller
          control={control}
          name="geo"
          render={({ field }) => (
            <GeoPicker
              label="Position on the map"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              tileUrl={map.tileUrl}
              attribution={map.attribution}
            />
          )}
        />
      </EditorSection>

      <EditorSection
        title="Hours"
        description="Chicago time. A closing time before the opening time runs past midnight."
      >
        <Controller
          control={control}
          name="hours"
          render={({ field, fieldState }) => {
            const m = nestedMessages(fieldState.error);
            return (
              <HoursEditor
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={m.own ?? (m.byKey as Record<string, string>)}
              />
            );
          }}
        />
        <FormTextField
          control={control}
          name="hours_note"
          label="Note about hours"
          hint="e.g. “By appointment” or “Closed for installs between shows”."
        />
      </EditorSection>

      <EditorSection title="Contact and links">
        <Box sx={grid2}>
          <FormTextField control={control} name="website" label="Website" type="url" />
          <FormTextField control={control} name="phone" label="Phone" type="tel" />
          <FormTextField control={control} name="email" label="Email" type="email" />
        </Box>
        <Controller
          control={control}
          name="links"
          render={({ field, fieldState }) => {
            const m = nestedMessages(fieldState.error);
            const errors = Object.entries(m.byKey).reduce<
              Array<{ type?: string; url?: string; label?: string } | undefined>
            >((out, [k, v]) => {
              out[Number(k)] = v as { type?: string; url?: string; label?: string };
              return out;
            }, []);
            return (
              <LinksEditor
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                errors={errors}
                {...(m.own ? { error: m.own } : {})}
              />
            );
          }}
        />
      </EditorSection>

      <EditorSection title="Image">
        <FormImage
          control={control}
          name="primary_image_id"
          label="Primary image"
          uploadType="venue"
        />
      </EditorSection>

      <EditorSection title="Listing">
        <FormCheckbox
          control={control}
          name="is_premium"
          label="Premium (a pin on the map, its image on cards)"
        />
        <FormCheckbox control={control} name="is_closed" label="Closed for good" />
        <FormCheckbox
          control={control}
          name="is_online_only"
          label="Online only (no visitors in person)"
        />
        <FormTextField
          control={control}
          name="multiple_locations_label"
          label="Multiple locations label"
          hint="When set, cards show this instead of the venue's name, e.g. “Various locations”."
        />
      </EditorSection>
    </EditorFrame>
  );
}
