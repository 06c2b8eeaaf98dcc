// The city editor's values: the API's city fields.

export interface CityFormValues {
  name: string;
  slug: string;
  state: string;
  summary: string;
  geo: { lat: number; lon: number } | null;
  sort_order: number;
}

export interface CityRecord {
  id: string;
  version: number;
  name: string;
  slug: string;
  state: string;
  summary: string | null;
  geo: { lat: number; lon: number } | null;
  sort_order: number;
}

export function cityToValues(c: CityRecord | null): CityFormValues {
  return {
    name: c?.name ?? "",
    slug: c?.slug ?? "",
    state: c?.state ?? "MN",
    summary: c?.summary ?? "",
    geo: c?.geo ?? null,
    sort_order: c?.sort_order ?? 0,
  };
}

export function cityPayload(v: CityFormValues): Record<string, unknown> {
  const { slug, sort_order, ...rest } = v;
  return {
    ...rest,
    ...(slug.trim() ? { slug } : {}),
    sort_order: Number(sort_order),
  };
}
