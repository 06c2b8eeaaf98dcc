// The blog category editor's values: the API's category fields, text as strings ("" for none).

export interface CategoryFormValues {
  title: string;
  slug: string;
  description: string;
  header_image_id: string | null;
}

export interface CategoryRecord {
  id: string;
  version: number;
  title: string;
  slug: string;
  description: string | null;
  header_image_id: string | null;
  modified_date: string;
}

export function categoryToValues(c: CategoryRecord | null): CategoryFormValues {
  return {
    title: c?.title ?? "",
    slug: c?.slug ?? "",
    description: c?.description ?? "",
    header_image_id: c?.header_image_id ?? null,
  };
}

export function categoryPayload(v: CategoryFormValues): Record<string, unknown> {
  const { slug, ...rest } = v;
  return { ...rest, ...(slug.trim() ? { slug } : {}) };
}
