import { guideOut } from "../../../core/schemas/api/guides.ts";
import { guideSchema, guideUpdateSchema } from "../../../core/schemas/guide.ts";
import { documented } from "../openapi/operation.ts";
import { paging } from "../openapi/parameters.ts";
import { guideSortColumns } from "./repo.ts";

// The guides routes as the OpenAPI document describes them (decision 057).

const tag = "Guides";

export const guidesDocs = {
  list: documented({
    summary: "List guides",
    description: "Published guides; staff see drafts too.",
    tag,
    access: "public",
    results: guideOut,
    list: true,
    query: paging(Object.keys(guideSortColumns)),
  }),
  get: (field: "id" | "slug") =>
    documented({
      summary: `A guide by ${field}`,
      tag,
      access: "public",
      results: guideOut,
      notFound: true,
    }),
  create: documented({
    summary: "Create a guide",
    description: "Its rules choose the events; picks and stops name them by id or slug.",
    tag,
    access: "staff",
    results: guideOut,
    status: 201,
    body: guideSchema,
    conflict: true,
  }),
  update: documented({
    summary: "Change a guide",
    description: "Send only the fields to change, with the `version` you read.",
    tag,
    access: "staff",
    results: guideOut,
    body: guideUpdateSchema,
    notFound: true,
    conflict: true,
  }),
};
