import { advertOut } from "../../../core/schemas/api/promo.ts";
import { AD_SPOTS, advertUpdateSchema, checkedAdvertSchema } from "../../../core/schemas/promo.ts";
import { documented } from "../openapi/operation.ts";
import { paging } from "../openapi/parameters.ts";
import { advertSortColumns, type LookupField } from "./repo.ts";

// The promotion routes as the OpenAPI document describes them.

const tag = "Promotions";
const lookupName: Record<LookupField, string> = {
  id: "by id",
  legacy_id: "by its old site's id",
};

export const promoDocs = {
  list: documented({
    summary: "List adverts",
    description: "Latest change first by default.",
    tag,
    access: "staff",
    results: advertOut,
    list: true,
    query: [
      ...paging(Object.keys(advertSortColumns)),
      "query",
      {
        name: "spot",
        schema: { type: "string", enum: [...AD_SPOTS] },
        description: "Only adverts that may show in this spot.",
      },
    ],
  }),
  get: (field: LookupField) =>
    documented({
      summary: `An advert ${lookupName[field]}`,
      tag,
      access: "staff",
      results: advertOut,
      notFound: true,
    }),
  create: documented({
    summary: "Create an advert",
    description: "It shows in its spots while it is active and between its start and end.",
    tag,
    access: "staff",
    results: advertOut,
    status: 201,
    body: checkedAdvertSchema,
    conflict: true,
  }),
  update: documented({
    summary: "Change an advert",
    description: "Send only the fields to change, with the `version` you read.",
    tag,
    access: "staff",
    results: advertOut,
    body: advertUpdateSchema,
    notFound: true,
    conflict: true,
  }),
};
