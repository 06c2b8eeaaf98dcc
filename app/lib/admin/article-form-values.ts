import { z } from "zod";
import { type ArticleStatus, articleSchema } from "../../../core/schemas/blog.ts";
import { uuid } from "../../../core/schemas/fields.ts";

// The article editor's values: the API's article fields, with text fields as
// strings ("" for none) and "" for no category.

export interface ArticleFormValues {
  title: string;
  slug: string;
  summary: string;
  content: string | null;
  author_id: string;
  category_id: string;
  primary_image_id: string | null;
  is_published: boolean;
  /** ISO instant; null lets the server date a first publish "now". */
  published_date: string | null;
}

export interface ArticleRecord {
  id: string;
  version: number;
  title: string;
  slug: string;
  summary: string | null;
  content: string | null;
  author_id: string;
  author: { id: string; name: string; slug: string; profile_picture_id: string | null } | null;
  category_id: string | null;
  category: { id: string; title: string; slug: string } | null;
  primary_image_id: string | null;
  is_published: boolean;
  published_date: string | null;
  status: ArticleStatus;
  permalink: string;
  modified_date: string;
}

/**
 * The API's schema, with a plain message for a missing author (the form
 * starts with none chosen, which the API would call an invalid id).
 */
export const articleFormSchema = articleSchema.extend({
  author_id: z.string().min(1, "Choose an author.").pipe(uuid),
});

export function articleToValues(a: ArticleRecord | null): ArticleFormValues {
  return {
    title: a?.title ?? "",
    slug: a?.slug ?? "",
    summary: a?.summary ?? "",
    content: a?.content ?? null,
    author_id: a?.author_id ?? "",
    category_id: a?.category_id ?? "",
    primary_image_id: a?.primary_image_id ?? null,
    is_published: a?.is_published ?? false,
    published_date: a?.published_date ?? null,
  };
}

/** What the API gets: an empty slug is left to the server, no category is null. */
export function articlePayload(v: ArticleFormValues): Record<string, unknown> {
  const { slug, category_id, ...rest } = v;
  return {
    ...rest,
    ...(slug.trim() ? { slug } : {}),
    category_id: category_id || null,
  };
}
