import { useWatch } from "react-hook-form";
import type { EditorPartProps } from "../../../lib/admin/resources/parts.ts";
import { useApiResult } from "../../../lib/admin/use-api-result.ts";
import type { FileContainer } from "../../../lib/upload.ts";
import { AdvertPreview } from "../advert-preview.tsx";
import { AdvertStateChip } from "../advert-state.tsx";

// The advert screen's own parts, plugged into the resource editor through its
// description (resources/advert.ts): whether it shows now, and its preview.

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** Active now, Scheduled, Ended or Off, as the form stands. */
export function AdvertState({ form, now }: EditorPartProps) {
  const [isActive, start, end] = useWatch({
    control: form.control,
    name: ["is_active", "start_date", "end_date"],
  });
  return (
    <AdvertStateChip
      size="medium"
      advert={{
        is_active: isActive === true,
        start_date: str(start) || null,
        end_date: str(end) || null,
      }}
      now={now}
    />
  );
}

const container = (id: string) => (id ? `/files/containers/id/${id}` : null);

/** The advert as the site shows it on a computer and a phone (above the form on narrow screens). */
export function AdvertPreviews({ form }: EditorPartProps) {
  const [badge, client, label, desktopId, mobileId] = useWatch({
    control: form.control,
    name: ["badge_text", "client", "label", "default_image_id", "mobile_image_id"],
  }).map(str);
  const desktop = useApiResult<FileContainer>(container(desktopId ?? ""));
  const mobile = useApiResult<FileContainer>(container(mobileId ?? ""));
  const props = { badge: badge ?? "", client: client ?? "", label: label ?? "", desktop, mobile };
  return (
    <>
      <AdvertPreview placement="aside" {...props} />
      <AdvertPreview placement="inline" {...props} />
    </>
  );
}
