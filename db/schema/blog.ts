import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { DEFAULT_SITE_ID } from "../../core/site.ts";
import { user } from "./auth.ts";
import { recordColumns, timestamptz } from "./columns.ts";
import { tsvector } from "./types.ts";

export const authors = pgTable(
  "authors",
  {
    ...recordColumns(),
    legacyId: text("legacy_id").unique(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    bio: text("bio"),
    website: text("website"),
    profilePictureId: uuid("profile_picture_id"),
    // Who saved it last; a stale write's 409 names them.
    modifiedBy: uuid("modified_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("authors_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`)],
);

export const categories = pgTable("categories", {
  ...recordColumns(),
  legacyId: text("legacy_id").unique(),
  title: text("title").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  headerImageId: uuid("header_image_id"),
  siteId: text("site_id").notNull().default(DEFAULT_SITE_ID),
  modifiedBy: uuid("modified_by").references(() => user.id, { onDelete: "set null" }),
});

export const articles = pgTable(
  "articles",
  {
    ...recordColumns(),
    legacyId: text("legacy_id").unique(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    summary: text("summary"),
    content: text("content"),
    authorId: uuid("author_id")
      .notNull()
      .references(() => authors.id, { onDelete: "restrict" }),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    primaryImageId: uuid("primary_image_id"),
    isPublished: boolean("is_published").notNull().default(false),
    // Set on first publish and kept on unpublish; a future date schedules it.
    publishedDate: timestamptz("published_date"),
    // Our events the content links to (/events/{slug}), kept by the service on write.
    eventSlugs: text("event_slugs").array().notNull().default(sql`'{}'::text[]`),
    modifiedBy: uuid("modified_by").references(() => user.id, { onDelete: "set null" }),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
          setweight(to_tsvector('english', coalesce(summary, '')), 'B') ||
          setweight(to_tsvector('english', coalesce(regexp_replace(content, '<[^>]*>', ' ', 'g'), '')), 'C')`,
    ),
  },
  (t) => [
    index("articles_search_idx").using("gin", t.search),
    index("articles_published_idx").on(t.isPublished, t.publishedDate),
    index("articles_author_idx").on(t.authorId),
    index("articles_category_idx").on(t.categoryId),
    index("articles_modified_idx").on(t.modifiedDate),
  ],
);
