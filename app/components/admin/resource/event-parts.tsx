import { Button, Chip, Stack } from "@mui/material";
import { useState } from "react";
import { type Control, type UseFormReturn, useWatch } from "react-hook-form";
import { useRevalidator } from "react-router";
import { type EventFormValues, STATUS_LABELS } from "../../../lib/admin/resources/event-kinds.ts";
import type { EditorPartProps } from "../../../lib/admin/resources/parts.ts";
import type { ResourceRecord } from "../../../lib/admin/resources/types.ts";
import { ApiCallError, api } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.tsx";
import { DuplicateEventDialog } from "../duplicate-event-dialog.tsx";
import { EventCardPreview } from "../event-card-preview.tsx";
import { ImportEventFromLink } from "../import-event-from-link.tsx";

// The event screens' own parts, plugged into the resource editor and list
// through the description (resources/event.ts).

type DuplicateTarget = { id: string; name: string; event_dates: { start: string }[] };
const asTarget = (r: ResourceRecord) => r as unknown as DuplicateTarget;

/** The status, Import from a link, Duplicate, and Publish / Unpublish (a submit button: it works without JavaScript). */
export function EventActions({ form, record, saving }: EditorPartProps) {
  const status = String(useWatch({ control: form.control, name: "status" }) ?? "");
  const [duplicating, setDuplicating] = useState(false);
  const next = status === "published" ? "draft" : "published";
  return (
    <>
      <Chip
        label={STATUS_LABELS[status] ?? status}
        color={status === "published" ? "success" : "default"}
        sx={{ alignSelf: "center" }}
      />
      <ImportEventFromLink form={form as unknown as UseFormReturn<EventFormValues>} />
      {record ? <Button onClick={() => setDuplicating(true)}>Duplicate</Button> : null}
      <Button variant="outlined" type="submit" name="_set.status" value={next} disabled={saving}>
        {status === "published" ? "Unpublish" : record ? "Publish" : "Create and publish"}
      </Button>
      {record ? (
        <DuplicateEventDialog
          open={duplicating}
          event={asTarget(record)}
          onClose={() => setDuplicating(false)}
        />
      ) : null}
    </>
  );
}

/** The event's card as it will appear on the calendar, beside the form. */
export function EventPreview({ form, now }: EditorPartProps) {
  return (
    <EventCardPreview
      control={form.control as unknown as Control<EventFormValues>}
      now={now}
      image={null}
    />
  );
}

/** Duplicate and Publish / Unpublish on each row of the event list. */
export function EventRowActions({ row }: { row: ResourceRecord }) {
  const revalidator = useRevalidator();
  const [duplicating, setDuplicating] = useState(false);
  const name = String(row.name);
  async function setStatus(status: string) {
    try {
      await api(`/calendar/events/id/${row.id}`, {
        method: "PUT",
        body: { status, version: row.version },
      });
      toast(status === "published" ? "Published." : "Unpublished.", { variant: "success" });
      void revalidator.revalidate();
    } catch (err) {
      toast(err instanceof ApiCallError ? err.message : "Couldn't save.", { variant: "error" });
    }
  }
  const published = row.status === "published";
  return (
    <Stack direction="row" spacing={0.5}>
      <Button size="small" onClick={() => setDuplicating(true)} aria-label={`Duplicate ${name}`}>
        Duplicate
      </Button>
      <Button
        size="small"
        onClick={() => setStatus(published ? "draft" : "published")}
        aria-label={`${published ? "Unpublish" : "Publish"} ${name}`}
      >
        {published ? "Unpublish" : "Publish"}
      </Button>
      {duplicating ? (
        <DuplicateEventDialog open event={asTarget(row)} onClose={() => setDuplicating(false)} />
      ) : null}
    </Stack>
  );
}
