import { z } from "zod";
import {
  instant,
  legacyId,
  optionalText,
  optionalUrl,
  partialUpdate,
  requiredText,
  slugSchema,
  uuid,
  version,
} from "./fields.ts";

// DOMAIN.md "Blog": what the API accepts for articles, authors and
// categories. The back-office forms validate with the same schemas.

/** What the back office filters articles by; derived from is_published and published_date. */
export const ARTICLE_STATUSES = ["published", "scheduled", "draft"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const articleSchema = z.object({
  title: requiredText(200, "Enter a title."),
  slug: slugSchema.optional(),
  summary: optionalText(500),
  content: optionalText(200_000),
  author_id: z.uuid({ error: "Choose an author." }),
  category_id: uuid.nullable().optional(),
  primary_image_id: uuid.nullable().optional(),
  is_published: z.boolean().default(false),
  /**
   * When it was (or will be) published. Set on first publish when not given;
   * a future date schedules the article. Unpublishing keeps it.
   */
  published_date: instant.nullable().optional(),
  legacy_id: legacyId,
});
export const articleUpdateSchema = partialUpdate(articleSchema).extend({ version }).strict();

export const authorSchema = z.object({
  name: requiredText(120, "Enter the author's name."),
  slug: slugSchema.optional(),
  bio: optionalText(5000),
  website: optionalUrl,
  profile_picture_id: uuid.nullable().optional(),
  legacy_id: legacyId,
});
export const authorUpdateSchema = partialUpdate(authorSchema).extend({ version }).strict();

export const categorySchema = z.object({
  title: requiredText(120, "Enter the category's title."),
  slug: slugSchema.optional(),
  description: optionalText(2000),
  header_image_id: uuid.nullable().optional(),
  legacy_id: legacyId,
});
export const categoryUpdateSchema = partialUpdate(categorySchema).extend({ version }).strict();

/** PUT /blog/authors/profile_picture; a null file_id removes the picture. */
export const profilePictureSchema = z.object({
  author_id: z.uuid({ error: "Choose an author." }),
  file_id: uuid.nullable(),
});
/** PUT /blog/categories/header_image; a null file_id removes the image. */
export const headerImageSchema = z.object({
  category_id: uuid,
  file_id: uuid.nullable(),
});

export const articleListFilterSchema = z.object({
  author_id: uuid.optional(),
  category_id: uuid.optional(),
  status: z
    .enum(ARTICLE_STATUSES, { message: `Use one of: ${ARTICLE_STATUSES.join(", ")}.` })
    .optional(),
});

export type ArticleInput = z.output<typeof articleSchema>;
export type AuthorInput = z.output<typeof authorSchema>;
export type CategoryInput = z.output<typeof categorySchema>;
