import type { WeeklyHours } from "../../../core/venues/hours.ts";

// The venue editor's values: the API's venue fields, with text fields as
// strings ("" for none; the schema turns "" into null).

export interface VenueLinkValues {
  type: string;
  url: string;
  label: string | null;
}

export interface VenueFormValues {
  name: string;
  nickname: string;
  slug: string;
  type: string;
  summary: string;
  content: string | null;
  address: string;
  address2: string;
  city_id: string;
  state: string;
  postal_code: string;
  geo: { lat: number; lon: number } | null;
  hours: WeeklyHours | null;
  hours_note: string;
  website: string;
  phone: string;
  email: string;
  links: VenueLinkValues[];
  is_premium: boolean;
  is_closed: boolean;
  is_online_only: boolean;
  multiple_locations_label: string;
  primary_image_id: string | null;
}

export interface VenueRecord {
  id: string;
  version: number;
  name: string;
  nickname: string | null;
  slug: string;
  type: string;
  summary: string | null;
  content: string | null;
  address: string | null;
  address2: string | null;
  city_id: string | null;
  state: string | null;
  postal_code: string | null;
  geo: { lat: number; lon: number } | null;
  hours: WeeklyHours | null;
  hours_note: string | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  links: VenueLinkValues[];
  is_premium: boolean;
  is_closed: boolean;
  is_online_only: boolean;
  multiple_locations_label: string | null;
  primary_image_id: string | null;
}

const TEXT_FIELDS = [
  "nickname",
  "summary",
  "address",
  "address2",
  "state",
  "postal_code",
  "hours_note",
  "website",
  "phone",
  "email",
  "multiple_locations_label",
] as const;

export function venueToValues(v: VenueRecord | null): VenueFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((k) => [k, v?.[k] ?? ""])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return {
    ...text,
    state: v ? (v.state ?? "") : "MN",
    name: v?.name ?? "",
    slug: v?.slug ?? "",
    type: v?.type ?? "gallery",
    content: v?.content ?? null,
    city_id: v?.city_id ?? "",
    geo: v?.geo ?? null,
    hours: v?.hours ?? null,
    links: v?.links ?? [],
    is_premium: v?.is_premium ?? false,
    is_closed: v?.is_closed ?? false,
    is_online_only: v?.is_online_only ?? false,
    primary_image_id: v?.primary_image_id ?? null,
  };
}

export function venuePayload(v: VenueFormValues): Record<string, unknown> {
  const { slug, city_id, ...rest } = v;
  return {
    ...rest,
    ...(slug.trim() ? { slug } : {}),
    city_id: city_id || null,
  };
}
