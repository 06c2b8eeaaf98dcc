import { ARTICLE_STATUSES, articleSchema } from "../../../../core/schemas/blog.ts";
import type { Services } from "../../../../server/services.ts";
import {
  ARTICLE_STATUS_LABELS,
  formatArticleDate,
} from "../../../components/admin/article-status.tsx";
import {
  ArticleActions,
  ArticlePublishingPanel,
} from "../../../components/admin/resource/article-parts.tsx";
import { defineResource, type ResourceRecord } from "./types.ts";
import type { Option } from "./venue-kinds.ts";

const authorChoices = async (s: Services): Promise<Option[]> =>
  (await s.blog.listAuthors({ page_size: "100", sort_by: "name" })).results.map((a) => ({
    value: a.id,
    label: a.name,
  }));
const categoryChoices = async (s: Services): Promise<Option[]> =>
  (await s.blog.listCategories({ page_size: "100", sort_by: "title" })).results.map((c) => ({
    value: c.id,
    label: c.title,
  }));

const statusOptions = ARTICLE_STATUSES.map((s) => ({ value: s, label: ARTICLE_STATUS_LABELS[s] }));
const named = (v: unknown, key: "name" | "title") =>
  (v as Record<string, string> | null)?.[key] ?? "—";

/** "Nov 21, 2026"; a scheduled article to the minute; a draft's kept date is its last publication. */
const publishedText = (r: ResourceRecord) =>
  typeof r.published_date === "string"
    ? formatArticleDate(r.published_date, r.status === "scheduled")
    : "Never";

export const article = defineResource({
  key: "articles",
  noun: "Article",
  plural: "Articles",
  titleOf: (r) => String(r.title),
  schema: articleSchema,
  role: "superadmin",
  // Only a published article has a page to view.
  viewPath: (r) => (r.status === "published" ? String(r.permalink) : ""),
  actions: ArticleActions,
  aside: ArticlePublishingPanel,
  sections: [
    {
      title: "Article",
      fields: [
        { kind: "text", name: "title", label: "Title", required: true },
        // Any /written/{slug} address leads to the article's dated permalink.
        {
          kind: "slug",
          name: "slug",
          label: "Slug",
          from: "title",
          slugType: "article",
          urlPrefix: "/written/",
        },
        {
          kind: "text",
          name: "summary",
          label: "Summary",
          rows: 2,
          hint: "One or two sentences under the title; lists and shared links show it too.",
        },
        [
          {
            kind: "select",
            name: "author_id",
            label: "Author",
            hint: "A new author is added under Authors first.",
            empty: "Choose an author",
            choices: authorChoices,
          },
          {
            kind: "select",
            name: "category_id",
            label: "Category",
            hint: "Optional.",
            empty: "No category",
            choices: categoryChoices,
          },
        ],
      ],
    },
    {
      title: "Image",
      description: "Shown at the top of the article and on its card.",
      fields: [
        { kind: "image", name: "primary_image_id", label: "Primary image", uploadType: "article" },
      ],
    },
    {
      title: "Text",
      description: "Use “Insert image” in the toolbar to place pictures between paragraphs.",
      fields: [{ kind: "richtext", name: "content", label: "Article text", uploadType: "article" }],
    },
    {
      title: "Publication",
      description:
        "The Publishing panel sets these as it saves. Published with a future date is scheduled; published with no date goes on the site now.",
      fields: [
        [
          { kind: "checkbox", name: "is_published", label: "Published" },
          { kind: "datetime", name: "published_date", label: "Publication date (Chicago)" },
        ],
      ],
    },
  ],
  list: {
    columns: [
      { field: "title", header: "Article", flex: 2.5, sortable: true },
      {
        field: "status",
        header: "Status",
        width: 120,
        text: (r) => ARTICLE_STATUS_LABELS[r.status as keyof typeof ARTICLE_STATUS_LABELS] ?? "—",
      },
      { field: "author", header: "Author", flex: 1, text: (r) => named(r.author, "name") },
      { field: "category", header: "Category", flex: 1, text: (r) => named(r.category, "title") },
      {
        field: "published_date",
        header: "Published",
        width: 170,
        sortable: true,
        text: publishedText,
      },
      { field: "modified_date", header: "Changed", width: 130, sortable: true, date: true },
    ],
    sortable: ["published_date", "title", "modified_date", "created_date"],
    defaultSort: { by: "modified_date", dir: "desc" },
    filters: [
      { name: "status", label: "Status", options: statusOptions },
      { name: "author_id", label: "Author", choices: authorChoices },
      { name: "category_id", label: "Category", choices: categoryChoices },
    ],
    // An unknown status in a hand-edited URL lists every article rather than an error page.
    query: ({ status, ...rest }) => ({
      ...rest,
      status: statusOptions.some((o) => o.value === status) ? (status ?? null) : null,
    }),
  },
  service: {
    list: (s, q, actor) => s.blog.listArticles(actor, q),
    get: (s, id, actor) => s.blog.getArticle(actor, "id", id),
    create: (s, actor, p) => s.blog.createArticle(actor, p),
    update: (s, actor, id, p) => s.blog.updateArticle(actor, id, p),
  },
});
