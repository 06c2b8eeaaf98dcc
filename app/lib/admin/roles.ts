// Who the back office is for, and what each of them sees in it (decision 056).
// Staff see everything; a venue editor sees Venues, Events and Webhooks, narrowed to
// their venues by the server. This file decides only what the screens show:
// every use case checks again.

export type BackOfficeRole = "superadmin" | "venueEditor";

/** The resources a venue editor has screens for (app/lib/admin/resources/index.ts). */
export const VENUE_EDITOR_RESOURCES = ["venues", "events", "webhooks"] as const;

/** The back office role of someone signed in, or null (the 403 page). */
export function backOfficeRole(actor: {
  isSuperAdmin: boolean;
  venueIds?: readonly string[];
}): BackOfficeRole | null {
  if (actor.isSuperAdmin) return "superadmin";
  return actor.venueIds?.length ? "venueEditor" : null;
}

/** The navigation's sections this role sees, in their order. */
export function sectionsFor<S extends { to: string }>(
  sections: readonly S[],
  role: BackOfficeRole,
): S[] {
  if (role === "superadmin") return [...sections];
  const shown = VENUE_EDITOR_RESOURCES.map((key) => `/admin/${key}`);
  return sections.filter((s) => shown.includes(s.to));
}
