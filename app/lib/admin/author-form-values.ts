// The author editor's values: the API's author fields, text as strings ("" for none).

export interface AuthorFormValues {
  name: string;
  slug: string;
  bio: string;
  website: string;
  profile_picture_id: string | null;
}

export interface AuthorRecord {
  id: string;
  version: number;
  name: string;
  slug: string;
  bio: string | null;
  website: string | null;
  profile_picture_id: string | null;
  modified_date: string;
}

export function authorToValues(a: AuthorRecord | null): AuthorFormValues {
  return {
    name: a?.name ?? "",
    slug: a?.slug ?? "",
    bio: a?.bio ?? "",
    website: a?.website ?? "",
    profile_picture_id: a?.profile_picture_id ?? null,
  };
}

export function authorPayload(v: AuthorFormValues): Record<string, unknown> {
  const { slug, ...rest } = v;
  return { ...rest, ...(slug.trim() ? { slug } : {}) };
}
