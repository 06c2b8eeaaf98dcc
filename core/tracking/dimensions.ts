// Spec §3: the custom dimensions a page view carries about what it shows.

export interface TrackedResource {
  id: string;
  type: string;
  name: string;
}

export type PageDimensions = Partial<
  Record<
    | "resourceId"
    | "resourceType"
    | "resourceDisplayName"
    | "isPremium"
    | "category"
    | "parentResourceId"
    | "parentResourceType"
    | "parentResourceDisplayName",
    string | boolean
  >
>;

/** A page's resource, its parent (an event's venue, a venue's city…) and extras. */
export function pageDimensions(
  resource: TrackedResource,
  parent?: TrackedResource | null,
  extra: { category?: string | null | undefined; isPremium?: boolean | undefined } = {},
): PageDimensions {
  const out: PageDimensions = {
    resourceId: resource.id,
    resourceType: resource.type,
    resourceDisplayName: resource.name,
  };
  if (parent) {
    out.parentResourceId = parent.id;
    out.parentResourceType = parent.type;
    out.parentResourceDisplayName = parent.name;
  }
  if (extra.category) out.category = extra.category;
  if (extra.isPremium !== undefined) out.isPremium = extra.isPremium;
  return out;
}
