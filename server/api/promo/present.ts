import type { ImageRef } from "../files/present.ts";
import type { AdvertRow } from "./repo.ts";

export function presentAdvert(a: AdvertRow) {
  return {
    id: a.id,
    legacy_id: a.legacyId,
    client: a.client,
    campaign: a.campaign,
    label: a.label,
    spots: a.spots,
    weight: a.weight,
    default_image_id: a.defaultImageId,
    mobile_image_id: a.mobileImageId,
    goto_url: a.gotoUrl,
    badge_text: a.badgeText,
    start_date: a.startDate?.toISOString() ?? null,
    end_date: a.endDate?.toISOString() ?? null,
    is_active: a.isActive,
    modified_by: a.modifiedBy,
    created_date: a.createdDate.toISOString(),
    modified_date: a.modifiedDate.toISOString(),
    version: a.version,
  };
}

/** What a page needs to show one advert in a spot, and to track it. */
export function presentServedAdvert(
  a: AdvertRow,
  spot: string,
  images: { DEFAULT: ImageRef | null; MOBILE: ImageRef | null },
) {
  return {
    id: a.id,
    client: a.client,
    campaign: a.campaign,
    label: a.label,
    spot,
    goto_url: a.gotoUrl,
    /** "Advertisement" unless the advert has its own badge text. */
    badge: a.badgeText ?? "Advertisement",
    images,
  };
}

export type Advert = ReturnType<typeof presentAdvert>;
export type ServedAdvert = ReturnType<typeof presentServedAdvert>;
