import type { Profile } from "../../core/schemas/profile.ts";

// The public pages' "Edit" link for staff (docs/decisions/041-staff-edit-links-and-marquee-adverts.md).
// Public pages are one cached document for everybody, so the link is worked
// out in the browser from the viewer answer the page asks for anyway, and the
// record's id the page already has: no request of its own, nothing personal
// in the cached bytes. It is a convenience: the editors check who may edit.

/** The records a public page shows that have an editor in the back office. */
export const EDITABLE = {
  event: "events",
  venue: "venues",
  city: "cities",
  guide: "guides",
  article: "articles",
  author: "authors",
  category: "categories",
  product: "products",
} as const;
export type EditableKind = keyof typeof EDITABLE;

/** The back-office editor of one record. */
export const editPath = (kind: EditableKind, id: string) =>
  `/admin/${EDITABLE[kind]}/${encodeURIComponent(id)}`;

/**
 * Whether the viewer may edit a record of `kind`. Every back-office editor is
 * a superadmin's today (server/lib/policy.ts), so the profile's role says it
 * for every kind; a finer role would be read here, from the same answer.
 */
export const mayEdit = (viewer: Pick<Profile, "is_superadmin"> | null, _kind: EditableKind) =>
  viewer?.is_superadmin === true;
