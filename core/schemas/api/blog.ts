import { z } from "zod";
import { ARTICLE_STATUSES } from "../blog.ts";
import { idOut, instantOut, listImageOut, stampsOut, text } from "./common.ts";

// Authors, categories and articles as the v5 API answers
// (server/api/blog/present.ts).

export const authorOut = z
  .strictObject({
    id: idOut,
    legacy_id: text,
    name: z.string(),
    slug: z.string(),
    bio: text,
    website: text,
    profile_picture_id: idOut.nullable(),
    ...stampsOut,
  })
  .meta({
    id: "Author",
    example: {
      id: "1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b",
      legacy_id: null,
      name: "Ana Ruiz",
      slug: "ana-ruiz",
      bio: "Ana writes about printmaking in St. Paul.",
      website: "https://anaruiz.example",
      profile_picture_id: null,
      created_date: "2026-01-05T16:00:00.000Z",
      modified_date: "2026-02-10T18:00:00.000Z",
      version: 2,
    },
  });

export const blogCategoryOut = z
  .strictObject({
    id: idOut,
    legacy_id: text,
    title: z.string(),
    slug: z.string(),
    description: text,
    header_image_id: idOut.nullable(),
    site_id: z.string(),
    ...stampsOut,
  })
  .meta({
    id: "BlogCategory",
    example: {
      id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
      legacy_id: null,
      title: "Studio Visits",
      slug: "studio-visits",
      description: "Where Twin Cities artists work.",
      header_image_id: null,
      site_id: "tcart",
      created_date: "2026-01-05T16:00:00.000Z",
      modified_date: "2026-01-05T16:00:00.000Z",
      version: 1,
    },
  });

const articleSummaryShape = {
  id: idOut,
  legacy_id: text,
  title: z.string(),
  slug: z.string(),
  summary: text,
  author_id: idOut,
  author: z
    .strictObject({
      id: idOut,
      name: z.string(),
      slug: z.string(),
      profile_picture_id: idOut.nullable(),
    })
    .nullable(),
  category_id: idOut.nullable(),
  category: z.strictObject({ id: idOut, title: z.string(), slug: z.string() }).nullable(),
  primary_image_id: idOut.nullable(),
  is_published: z.boolean(),
  published_date: instantOut.nullable(),
  status: z.enum(ARTICLE_STATUSES).meta({
    description:
      "published (visible now), scheduled (published with a date to come) or draft (not published).",
  }),
  permalink: z.string().meta({ description: "The public page: /written/{YYYY}/{MM}/{slug}." }),
  event_slugs: z.array(z.string()).meta({ description: "Our events the content links to." }),
  ...stampsOut,
};

const summaryExample = {
  id: "7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e",
  legacy_id: null,
  title: "Printmakers of the East Side",
  slug: "printmakers-of-the-east-side",
  summary: "Three studios keeping letterpress alive in St. Paul.",
  author_id: "1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b",
  author: {
    id: "1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b",
    name: "Ana Ruiz",
    slug: "ana-ruiz",
    profile_picture_id: null,
  },
  category_id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
  category: {
    id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
    title: "Studio Visits",
    slug: "studio-visits",
  },
  primary_image_id: null,
  is_published: true,
  published_date: "2026-11-01T18:00:00.000Z",
  status: "published",
  permalink: "/written/2026/11/printmakers-of-the-east-side",
  event_slugs: ["winter-light-opening-reception"],
  created_date: "2026-10-28T15:00:00.000Z",
  modified_date: "2026-11-01T18:00:00.000Z",
  version: 3,
};

export const articleOut = z.strictObject({ ...articleSummaryShape, content: text }).meta({
  id: "Article",
  example: {
    ...summaryExample,
    content:
      '<p>See the <a href="/events/winter-light-opening-reception">opening</a> on Friday.</p>',
  },
});

/** An article list's row: everything but the content, with its image. */
export const articleListRowOut = z
  .strictObject({ ...articleSummaryShape, primary_image: listImageOut })
  .meta({ id: "ArticleListRow", example: { ...summaryExample, primary_image: null } });
