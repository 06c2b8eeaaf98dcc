import type { AdSpot } from "../../../core/schemas/promo.ts";

// The advert editor's values: the API's advert fields, text as strings ("" for
// none; the schema turns "" into null), dates as ISO instants or "".

export interface AdvertFormValues {
  client: string;
  campaign: string;
  label: string;
  spots: AdSpot[];
  weight: number | string;
  goto_url: string;
  badge_text: string;
  start_date: string;
  end_date: string;
  is_active: boolean;
  default_image_id: string | null;
  mobile_image_id: string | null;
}

/** The advert as the v5 API returns it. */
export interface AdvertRecord {
  id: string;
  version: number;
  legacy_id: string | null;
  client: string;
  campaign: string | null;
  label: string;
  spots: AdSpot[];
  weight: number;
  default_image_id: string | null;
  mobile_image_id: string | null;
  goto_url: string;
  badge_text: string | null;
  start_date: string | null;
  end_date: string | null;
  is_active: boolean;
  modified_date: string;
}

/** Where each spot is, for the checkboxes and the list. */
export const AD_SPOT_LABELS: Record<AdSpot, string> = {
  home_1: "Home page",
  home_2: "Home page, second spot",
  calendar_list_1: "Calendar listings",
  article_1: "Article pages",
  event_1: "Event pages",
};

export function advertToValues(a: AdvertRecord | null): AdvertFormValues {
  return {
    client: a?.client ?? "",
    campaign: a?.campaign ?? "",
    label: a?.label ?? "",
    spots: a?.spots ?? [],
    weight: a?.weight ?? 1,
    goto_url: a?.goto_url ?? "",
    badge_text: a?.badge_text ?? "",
    start_date: a?.start_date ?? "",
    end_date: a?.end_date ?? "",
    is_active: a?.is_active ?? true,
    default_image_id: a?.default_image_id ?? null,
    mobile_image_id: a?.mobile_image_id ?? null,
  };
}

export function advertPayload(v: AdvertFormValues): Record<string, unknown> {
  const weight = typeof v.weight === "number" ? v.weight : Number(v.weight.trim() || Number.NaN);
  return {
    ...v,
    // A number the schema can judge: "" or "abc" becomes NaN, which it reports on the field.
    weight,
    // An empty date means no limit on that side.
    start_date: v.start_date || null,
    end_date: v.end_date || null,
  };
}

export type AdvertState = "active" | "scheduled" | "ended" | "off";

export const ADVERT_STATE_LABELS: Record<AdvertState, string> = {
  active: "Active now",
  scheduled: "Scheduled",
  ended: "Ended",
  off: "Off",
};

/** Whether the advert shows now: switched on and inside its window (open ends allowed). */
export function advertState(
  a: { is_active: boolean; start_date: string | null; end_date: string | null },
  now: Date,
): AdvertState {
  if (!a.is_active) return "off";
  const t = now.getTime();
  if (a.start_date && Date.parse(a.start_date) > t) return "scheduled";
  if (a.end_date && Date.parse(a.end_date) <= t) return "ended";
  return "active";
}
