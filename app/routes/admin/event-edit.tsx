import { Button, Chip } from "@mui/material";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Link } from "react-router";
import { ADMISSION_LABELS } from "../../../core/calendar/admission.ts";
import type { CardImage } from "../../../core/listing/cards.ts";
import { ADMISSIONS, eventSchema, PRICE_TEXT_MAX } from "../../../core/schemas/calendar.ts";
import { DuplicateEventDialog } from "../../components/admin/duplicate-event-dialog.tsx";
import { EditorFrame, EditorSection } from "../../components/admin/editor-frame.tsx";
import { EventCardPreview } from "../../components/admin/event-card-preview.tsx";
import { EventDateRows } from "../../components/admin/event-date-rows.tsx";
import { FormCheckbox, FormSelect, FormTextField } from "../../components/admin/form-fields.tsx";
import { FormImage, FormRichText } from "../../components/admin/form-rich-fields.tsx";
import { ImportEventFromLink } from "../../components/admin/import-event-from-link.tsx";
import { SlugField } from "../../components/admin/slug-field.tsx";
import { TagsField } from "../../components/admin/tags-field.tsx";
import {
  type EventFormValues,
  type EventRecord,
  eventPayload,
  eventToValues,
} from "../../lib/admin/event-form-values.ts";
import { useAdminRecord, useRecordForm } from "../../lib/admin/use-record-form.ts";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orNotFound } from "../../lib/page.server.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/event-edit";

export const meta = ({ loaderData, ...args }: Route.MetaArgs) =>
  privateMeta(args, `${loaderData?.event ? loaderData.event.name : "New event"} · Back office`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const { services } = serverContext(context);
  const event = params.id
    ? await orNotFound(services.calendar.get(actor, "id", params.id), "Event")
    : null;
  return { event, now: services.clock.now().toISOString() };
}

const STATUS_LABELS = {
  draft: "Draft",
  pending: "Pending review",
  published: "Published",
  rejected: "Rejected",
} as const;

export default function EventEdit({ loaderData }: Route.ComponentProps) {
  const { now } = loaderData;
  const [image, setImage] = useState<CardImage | null>(null);
  const [duplicating, setDuplicating] = useState(false);
  const rf = useRecordForm<EventFormValues, EventRecord>({
    schema: eventSchema,
    record: loaderData.event as EventRecord | null,
    toValues: eventToValues,
    toPayload: eventPayload,
    noun: "Event",
    ...useAdminRecord<EventRecord>("/calendar/events", "/admin/events"),
  });
  const { control, setValue } = rf.form;
  const record = rf.record;
  const status = rf.form.watch("status");

  const publish = (next: EventFormValues["status"]) => {
    setValue("status", next, { shouldDirty: true });
    void rf.onSubmit();
  };

  return (
    <EditorFrame
      title={record ? record.name : "New event"}
      backTo="/admin/events"
      backLabel="All events"
      noun="Event"
      rf={rf}
      actions={
        <>
          <Chip
            label={STATUS_LABELS[status] ?? status}
            color={status === "published" ? "success" : "default"}
            sx={{ alignSelf: "center" }}
          />
          {record?.status === "published" ? (
            <Button component={Link} to={`/events/${record.slug}`} target="_blank">
              View on site
            </Button>
          ) : null}
          <ImportEventFromLink form={rf.form} />
          {record ? <Button onClick={() => setDuplicating(true)}>Duplicate</Button> : null}
          {status === "published" ? (
            <Button variant="outlined" onClick={() => publish("draft")} disabled={rf.saving}>
              Unpublish
            </Button>
          ) : (
            <Button variant="outlined" onClick={() => publish("published")} disabled={rf.saving}>
              {record ? "Publish" : "Create and publish"}
            </Button>
          )}
        </>
      }
      aside={<EventCardPreview control={control} now={now} image={image} />}
    >
      <EditorSection title="Basics">
        <FormTextField control={control} name="name" label="Name" required />
        <SlugField
          control={control}
          setValue={setValue}
          name="slug"
          fromName="name"
          slugType="event"
          recordId={record?.id ?? null}
          followName={!record}
          urlPrefix="/events/"
        />
        <FormTextField
          control={control}
          name="summary"
          label="Summary"
          multiline
          minRows={2}
          hint="One sentence; it is also the text people share."
        />
        <FormTextField
          control={control}
          name="url"
          label="More information (web address)"
          type="url"
          placeholder="https://"
        />
      </EditorSection>

      <EditorSection
        title="Dates"
        description="Times are Chicago time. An exhibition is a run with its reception and talks as extra dates."
      >
        <EventDateRows control={control} setValue={setValue} now={now} />
      </EditorSection>

      <EditorSection
        title="Admission"
        description="Shown on the event page and told to search engines. Leave it not said when you do not know."
      >
        <FormSelect
          control={control}
          name="admission"
          label="Admission"
          sx={{ maxWidth: 280 }}
          options={ADMISSIONS.map((value) => ({ value, label: ADMISSION_LABELS[value] }))}
        />
        <FormTextField
          control={control}
          name="price_text"
          label="Price"
          placeholder="$10, students $5"
          hint={`At most ${PRICE_TEXT_MAX} characters, as visitors should read it. Search engines get a price only when it states one amount.`}
        />
        <FormTextField
          control={control}
          name="ticket_url"
          label="Tickets (web address)"
          type="url"
          placeholder="https://"
          hint="The page that sells or reserves tickets; https only."
        />
      </EditorSection>

      <EditorSection title="Description">
        <FormRichText control={control} name="content" label="Description" uploadType="event" />
      </EditorSection>

      <EditorSection title="Image">
        <FormImage
          control={control}
          name="primary_image_id"
          label="Primary image"
          uploadType="event"
          onChosen={setImage}
        />
      </EditorSection>

      <EditorSection title="Tags and promotion">
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsField
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormCheckbox
          control={control}
          name="featured"
          label="Featured (shown first on the home page)"
        />
        <FormSelect
          control={control}
          name="status"
          label="Status"
          hint="Only published events appear on the site."
          sx={{ maxWidth: 280 }}
          options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </EditorSection>
      {record ? (
        <DuplicateEventDialog
          open={duplicating}
          event={record}
          onClose={() => setDuplicating(false)}
        />
      ) : null}
    </EditorFrame>
  );
}
