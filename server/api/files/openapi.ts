import {
  fileContainerOut,
  uploadSlotOut,
  versionSchemaOut,
} from "../../../core/schemas/api/files.ts";
import {
  containerCreateSchema,
  containerUpdateSchema,
  moveThingSchema,
  uploadRequestSchema,
} from "../../../core/schemas/files.ts";
import { imageImportSchema } from "../../../core/schemas/scraper.ts";
import { documented } from "../openapi/operation.ts";
import { paging } from "../openapi/parameters.ts";

// The files routes as the OpenAPI document describes them. The local
// storage driver's byte store (PUT /files/_upload/…, GET /files/…) lives
// outside /api/v5 (local-routes.ts) and is not part of it.

const tag = "Files";

const byType =
  "Who may depends on the upload type: any signed-in user their avatar; a user with a confirmed address a submission's picture; staff or a venue editor an event's or a venue's; staff the rest (403 otherwise).";

export const filesDocs = {
  versionSchema: documented({
    summary: "The versions an upload type gets",
    description: `The renditions an image of this type is made into. An unknown type is a 400. ${byType}`,
    tag,
    access: "signed-in",
    results: versionSchemaOut,
    also: [400, 403],
  }),
  getUploadUrl: documented({
    summary: "Ask where to upload an event's image",
    description:
      "A signed, single-use URL valid 15 minutes: PUT the bytes there with its headers, then POST /files/movething. The upload type is event.",
    tag,
    access: "editor",
    results: uploadSlotOut,
    body: uploadRequestSchema,
  }),
  getUploadUrlOfType: documented({
    summary: "Ask where to upload an image of a type",
    description: `A signed, single-use URL valid 15 minutes: PUT the bytes there with its headers, then POST /files/movething. ${byType}`,
    tag,
    access: "signed-in",
    results: uploadSlotOut,
    body: uploadRequestSchema,
    also: [403],
  }),
  moveThing: documented({
    summary: "Make an upload into a file container",
    description:
      "The uploaded bytes are checked and rendered to the versions of their upload type; `attach_to` makes it a record's image (staff only, but for the caller's own avatar).",
    tag,
    access: "signed-in",
    results: fileContainerOut,
    status: 201,
    body: moveThingSchema,
    also: [403],
  }),
  importImage: documented({
    summary: "Import an image from the web",
    description:
      "The image at `url` is downloaded (through the link-preview guard) and stored like an upload, with the versions of its type.",
    tag,
    access: "staff",
    results: fileContainerOut,
    status: 201,
    body: imageImportSchema,
    limited: true,
  }),
  list: documented({
    summary: "List file containers",
    description: "The image library, newest first; `query` searches file names and captions.",
    tag,
    access: "staff",
    results: fileContainerOut,
    list: true,
    query: [...paging(["created_date"]), "query"],
  }),
  get: (field: "id" | "legacy_id") =>
    documented({
      summary: field === "id" ? "A file container" : "A file container by its old site's id",
      tag,
      access: "public",
      results: fileContainerOut,
      notFound: true,
    }),
  create: documented({
    summary: "Register an image already on the web",
    description:
      "Records `url` as the container's FULL version, without downloading it (the old site's images); POST /files/import stores a copy.",
    tag,
    access: "staff",
    results: fileContainerOut,
    status: 201,
    body: containerCreateSchema,
    conflict: true,
  }),
  update: documented({
    summary: "Change a file container",
    description:
      "Caption, alt text, old id and focal point (its crops are made again). Send the `version` you read.",
    tag,
    access: "staff",
    results: fileContainerOut,
    body: containerUpdateSchema,
    notFound: true,
    conflict: true,
  }),
};
