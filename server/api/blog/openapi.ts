import {
  articleListRowOut,
  articleOut,
  authorOut,
  blogCategoryOut,
} from "../../../core/schemas/api/blog.ts";
import {
  ARTICLE_STATUSES,
  articleSchema,
  articleUpdateSchema,
  authorSchema,
  authorUpdateSchema,
  categorySchema,
  categoryUpdateSchema,
  headerImageSchema,
  profilePictureSchema,
} from "../../../core/schemas/blog.ts";
import { documented } from "../openapi/operation.ts";
import { paging } from "../openapi/parameters.ts";
import {
  articleSortColumns,
  authorSortColumns,
  categorySortColumns,
  type LookupField,
} from "./repo.ts";

// The blog routes as the OpenAPI document describes them.

const tag = "Blog";
const lookupName: Record<LookupField, string> = {
  id: "by id",
  slug: "by slug",
  legacy_id: "by its old site's id",
};
const uuidParam = (name: string, description: string) => ({
  name,
  schema: { type: "string", format: "uuid" },
  description,
});
const changeNote = "Send only the fields to change, with the `version` you read.";

export const blogDocs = {
  listArticles: documented({
    summary: "List articles",
    description:
      "Published articles whose date has come, newest first by default; staff see drafts and scheduled ones too, and may filter by status.",
    tag,
    access: "public",
    results: articleListRowOut,
    list: true,
    query: [
      ...paging(Object.keys(articleSortColumns)),
      "query",
      uuidParam("author_id", "Only this author's articles."),
      uuidParam("category_id", "Only this category's articles."),
      {
        name: "status",
        schema: { type: "string", enum: [...ARTICLE_STATUSES] },
        description: "Staff only: articles of this status now.",
      },
    ],
  }),
  getArticle: (field: LookupField) =>
    documented({
      summary: `An article ${lookupName[field]}`,
      description: "A draft or a scheduled article is a 404 but to staff.",
      tag,
      access: "public",
      results: articleOut,
      notFound: true,
    }),
  createArticle: documented({
    summary: "Create an article",
    description:
      "Its content is sanitised; links to our events in it fill `event_slugs`. Publishing without a date dates it now; a future date schedules it.",
    tag,
    access: "staff",
    results: articleOut,
    status: 201,
    body: articleSchema,
    conflict: true,
  }),
  updateArticle: documented({
    summary: "Change an article",
    description: changeNote,
    tag,
    access: "staff",
    results: articleOut,
    body: articleUpdateSchema,
    notFound: true,
    conflict: true,
  }),
  listAuthors: documented({
    summary: "List authors",
    tag,
    access: "public",
    results: authorOut,
    list: true,
    query: [...paging(Object.keys(authorSortColumns)), "query"],
  }),
  getAuthor: (field: LookupField) =>
    documented({
      summary: `An author ${lookupName[field]}`,
      tag,
      access: "public",
      results: authorOut,
      notFound: true,
    }),
  createAuthor: documented({
    summary: "Create an author",
    tag,
    access: "staff",
    results: authorOut,
    status: 201,
    body: authorSchema,
    conflict: true,
  }),
  updateAuthor: documented({
    summary: "Change an author",
    description: changeNote,
    tag,
    access: "staff",
    results: authorOut,
    body: authorUpdateSchema,
    notFound: true,
    conflict: true,
  }),
  setProfilePicture: documented({
    summary: "Set an author's picture",
    description: "A null `file_id` removes it.",
    tag,
    access: "staff",
    results: authorOut,
    body: profilePictureSchema,
    notFound: true,
  }),
  listCategories: documented({
    summary: "List blog categories",
    tag,
    access: "public",
    results: blogCategoryOut,
    list: true,
    query: [...paging(Object.keys(categorySortColumns)), "query"],
  }),
  getCategory: (field: LookupField) =>
    documented({
      summary: `A blog category ${lookupName[field]}`,
      tag,
      access: "public",
      results: blogCategoryOut,
      notFound: true,
    }),
  createCategory: documented({
    summary: "Create a blog category",
    tag,
    access: "staff",
    results: blogCategoryOut,
    status: 201,
    body: categorySchema,
    conflict: true,
  }),
  updateCategory: documented({
    summary: "Change a blog category",
    description: changeNote,
    tag,
    access: "staff",
    results: blogCategoryOut,
    body: categoryUpdateSchema,
    notFound: true,
    conflict: true,
  }),
  setHeaderImage: documented({
    summary: "Set a blog category's header image",
    description: "A null `file_id` removes it.",
    tag,
    access: "staff",
    results: blogCategoryOut,
    body: headerImageSchema,
    notFound: true,
  }),
};
