import { categorySchema } from "../../../../core/schemas/blog.ts";
import { defineResource, named } from "./types.ts";

export const category = defineResource({
  key: "categories",
  noun: "Category",
  plural: "Categories",
  titleOf: (r) => String(r.title),
  schema: categorySchema,
  role: "superadmin",
  viewPath: (r) => `/written/category/${r.slug}`,
  sections: [
    {
      title: "Category",
      fields: [
        ...named("title", "Title", "category", "/written/category/"),
        {
          kind: "text",
          name: "description",
          label: "Description",
          rows: 3,
          hint: "A sentence or two at the top of the category's page.",
        },
      ],
    },
    {
      title: "Header image",
      description: "The wide picture at the top of its page.",
      fields: [
        { kind: "image", name: "header_image_id", label: "Header image", uploadType: "category" },
      ],
    },
  ],
  list: {
    columns: [
      { field: "title", header: "Category", flex: 2, sortable: true },
      { field: "slug", header: "Slug", flex: 1 },
      {
        field: "description",
        header: "Description",
        flex: 2,
        text: (r) => (typeof r.description === "string" && r.description ? r.description : "—"),
      },
      { field: "modified_date", header: "Changed", width: 130, sortable: true, date: true },
    ],
    sortable: ["title", "modified_date", "created_date"],
    defaultSort: { by: "title", dir: "asc" },
  },
  service: {
    list: (s, q) => s.blog.listCategories(q),
    get: (s, id) => s.blog.getCategory("id", id),
    create: (s, actor, p) => s.blog.createCategory(actor, p),
    update: (s, actor, id, p) => s.blog.updateCategory(actor, id, p),
  },
});
