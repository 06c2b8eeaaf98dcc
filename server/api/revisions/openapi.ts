import { z } from "zod";
import {
  restoredOut,
  revertedRecordOut,
  revisionOut,
  trashEntryOut,
} from "../../../core/schemas/api/revisions.ts";
import { documented } from "../openapi/operation.ts";
import { paging } from "../openapi/parameters.ts";
import { versionOnly } from "./service.ts";

// The history and trash routes (decision 040) as the OpenAPI document
// describes them.

const tag = "Revisions";

const deletable = "event, venue, city, guide, article, author, advert, product or shipping_rate";

/**
 * POST /trash/list as the service reads it. The service builds its schema
 * from the resources registered at start (revisions/resources.ts); this is
 * that schema with those resources written out.
 */
const trashRequest = z
  .object({
    resource: z.string().meta({ description: `The kind of record: ${deletable}.` }),
    id: z.uuid(),
    version: versionOnly.shape.version.meta({
      description: "The version you read; a stale one is a 409.",
    }),
  })
  .strict();

export const revisionsDocs = {
  history: documented({
    summary: "List revisions",
    description:
      "Staff changes, newest first: one record's history (`resource` and `id`), one kind of record's (`resource`), or every one.",
    tag,
    access: "staff",
    results: revisionOut,
    list: true,
    query: [
      ...paging(["created_date"]),
      {
        name: "resource",
        schema: { type: "string" },
        description: `The kind of record: ${deletable} or marquee.`,
      },
      {
        name: "id",
        schema: { type: "string", format: "uuid" },
        description: "One record's id (with `resource`).",
      },
    ],
  }),
  revert: documented({
    summary: "Revert a record to a revision",
    description:
      "The record's fields back as they were right after that revision, saved through its own update (checked, recorded and announced like any save). Answers the record in its resource's own shape.",
    tag,
    access: "staff",
    results: revertedRecordOut,
    body: versionOnly,
    notFound: true,
    conflict: true,
  }),
  listTrash: documented({
    summary: "List the trash",
    description: "Deleted records that can still be restored (30 days), newest first.",
    tag,
    access: "staff",
    results: trashEntryOut,
    list: true,
    query: [
      ...paging(["deleted_date"]),
      "query",
      {
        name: "resource",
        schema: { type: "string" },
        description: `Only this kind of record: ${deletable}.`,
      },
    ],
  }),
  remove: documented({
    summary: "Delete a record into the trash",
    description:
      "It and what depends on it (an event's dates) leave the live tables and can be restored for 30 days. A record others still point at is a 409. Venue editors may delete an event whose every date is at their venues.",
    tag,
    access: "editor",
    results: trashEntryOut,
    status: 201,
    body: trashRequest,
    notFound: true,
    conflict: true,
  }),
  restore: documented({
    summary: "Restore a record from the trash",
    description:
      "It and its dependents come back with their ids; a slug another record took since is a 409.",
    tag,
    access: "staff",
    results: restoredOut,
    notFound: true,
    conflict: true,
  }),
};
