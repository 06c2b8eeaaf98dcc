import { authorSchema } from "../../../../core/schemas/blog.ts";
import { defineResource, named } from "./types.ts";

export const author = defineResource({
  key: "authors",
  noun: "Author",
  plural: "Authors",
  titleOf: (r) => String(r.name),
  schema: authorSchema,
  role: "superadmin",
  viewPath: (r) => `/written/author/${r.slug}`,
  sections: [
    {
      title: "Author",
      fields: [
        ...named("name", "Name", "author", "/written/author/"),
        {
          kind: "text",
          name: "bio",
          label: "Bio",
          rows: 4,
          hint: "Plain text, shown on the author's page and under their articles.",
        },
        { kind: "text", name: "website", label: "Website", type: "url", placeholder: "https://" },
      ],
    },
    {
      title: "Profile picture",
      description: "Shown square, next to the byline.",
      fields: [
        {
          kind: "image",
          name: "profile_picture_id",
          label: "Profile picture",
          uploadType: "author",
          shape: "portrait",
        },
      ],
    },
  ],
  list: {
    columns: [
      { field: "name", header: "Author", flex: 2, sortable: true },
      { field: "slug", header: "Slug", flex: 1 },
      {
        field: "website",
        header: "Website",
        flex: 1,
        text: (r) => (typeof r.website === "string" ? r.website.replace(/^https?:\/\//, "") : "—"),
      },
      { field: "modified_date", header: "Changed", width: 130, sortable: true, date: true },
    ],
    sortable: ["name", "modified_date", "created_date"],
    defaultSort: { by: "name", dir: "asc" },
  },
  service: {
    list: (s, q) => s.blog.listAuthors(q),
    get: (s, id) => s.blog.getAuthor("id", id),
    create: (s, actor, p) => s.blog.createAuthor(actor, p),
    update: (s, actor, id, p) => s.blog.updateAuthor(actor, id, p),
  },
});
