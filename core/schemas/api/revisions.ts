import { z } from "zod";
import { idOut, instantOut } from "./common.ts";
import { cityOut } from "./places.ts";

// Every record's history and the trash as the v5 API answers
// (server/api/revisions/service.ts; decision 040).

const resource = z.string().meta({
  description:
    "event, venue, city, guide, article, author, advert, product, shipping_rate or marquee",
});

/** One staff change to a record: who, when, and each field before and after. */
export const revisionOut = z
  .strictObject({
    id: idOut,
    resource,
    record_id: idOut,
    action: z.string().meta({ description: "created, updated, deleted, restored or reverted" }),
    created_date: instantOut,
    user: z.strictObject({
      id: idOut.nullable().meta({ description: "null once the account is gone." }),
      name: z.string(),
    }),
    changes: z.array(
      z.strictObject({
        field: z.string(),
        before: z.unknown().meta({ description: "The field's value before, as the API gives it." }),
        after: z.unknown().meta({ description: "The field's value after." }),
      }),
    ),
    reverted_to: idOut
      .nullable()
      .meta({ description: "For a revert: the revision whose state it brought back." }),
  })
  .meta({
    id: "Revision",
    example: {
      id: "4b3a2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d",
      resource: "venue",
      record_id: "6f1d2b7e-8c4a-4b9e-a1f0-3c2d4e5f6a7b",
      action: "updated",
      created_date: "2026-11-21T16:20:00.000Z",
      user: { id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", name: "Site Admin" },
      changes: [
        {
          field: "summary",
          before: "Contemporary work by Minnesota artists.",
          after: "Prints and paintings by Minnesota artists, in the Northrup King Building.",
        },
      ],
      reverted_to: null,
    },
  });

/**
 * The record a revert saved, as its own GET answers it (a Venue, an Event,
 * a Guide …): its shape is its resource's.
 */
export const revertedRecordOut = z.record(z.string(), z.unknown()).meta({
  id: "RevertedRecord",
  description: "The reverted record in its resource's own shape (Venue, Event, City, Guide …).",
  example: {
    ...(cityOut.meta()?.example as object),
    modified_date: "2026-11-21T16:25:00.000Z",
    version: 4,
  },
});

/** A deleted record that can still be restored. */
export const trashEntryOut = z
  .strictObject({
    id: idOut,
    resource,
    record_id: idOut,
    label: z.string().meta({ description: "Its name or title when it was deleted." }),
    deleted_by: z.strictObject({ name: z.string() }),
    deleted_date: instantOut,
    expires_date: instantOut.meta({ description: "When it is gone for good (30 days on)." }),
  })
  .meta({
    id: "TrashEntry",
    example: {
      id: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
      resource: "event",
      record_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
      label: "Winter Salon at Northern Light",
      deleted_by: { name: "Site Admin" },
      deleted_date: "2026-11-21T16:30:00.000Z",
      expires_date: "2026-12-21T16:30:00.000Z",
    },
  });

/** What a restore brought back, with its id. */
export const restoredOut = z.strictObject({ resource, id: idOut, label: z.string() }).meta({
  id: "Restored",
  example: {
    resource: "event",
    id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
    label: "Winter Salon at Northern Light",
  },
});
