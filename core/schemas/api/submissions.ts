import { z } from "zod";
import { idOut, instantOut, stampsOut, text } from "./common.ts";

// Public submissions as the v5 API answers (server/api/submissions/present.ts,
// service.ts; issue 30, decision 055). A submission carries what its author
// sent (the submission schema's fields, as kept: a field left out is absent)
// and where it stands.

const submissionDateOut = z.strictObject({
  category: z
    .string()
    .meta({ description: "reception, ongoing, performance, class, artist_talk or sale" }),
  label: text.optional(),
  start: instantOut,
  end: instantOut,
});

const proposedVenueOut = z.strictObject({
  name: z.string(),
  address: z.string(),
  address2: text.optional(),
  city_id: idOut,
  postal_code: text.optional(),
  geo: z.strictObject({ lat: z.number(), lon: z.number() }).nullable().optional(),
  website: text.optional(),
  accessibility: z.array(z.string()),
});

/** An event the submission likely repeats (staff only, while it waits for review). */
const duplicateOut = z.strictObject({
  id: idOut,
  name: z.string(),
  slug: z.string(),
  status: z.string().meta({ description: "draft, pending, published or rejected" }),
  similarity: z.number().meta({ description: "How alike the names are, 0 to 1." }),
  same_venue: z.boolean(),
  overlapping: z.boolean().meta({ description: "A date of it overlaps one of the submission's." }),
});

/** What was sent: the fields of POST /submissions as they are kept. */
const sentFields = {
  name: z.string(),
  summary: text.optional(),
  content: text.meta({ description: "Rich text, kept to the staff editor's markup." }),
  url: text.optional(),
  admission: z.enum(["free", "paid", "pay_what_you_can", "donation", "unknown"]),
  price_text: text.optional(),
  ticket_url: text.optional(),
  min_age: z.number().int().nullable().optional(),
  accessibility: z.array(z.string()),
  tags: z.array(z.string()),
  primary_image_id: idOut.nullable().optional(),
  image_focus: z.strictObject({ x: z.number(), y: z.number() }).nullable().optional(),
  venue_id: idOut.nullable().optional().meta({ description: "The venue chosen; or new_venue." }),
  new_venue: proposedVenueOut
    .nullable()
    .optional()
    .meta({ description: "A venue proposed; it is made when the submission is approved." }),
  dates: z.array(submissionDateOut),
};

const example = {
  id: "3c9e2f1a-7b4d-4e8a-9f06-1d2c3b4a5e6f",
  state: "pending",
  name: "Riverbank Prints: Opening Night",
  summary: "New relief prints from the Northeast river studios.",
  content: "<p>Come see <strong>new work</strong>.</p>",
  admission: "free",
  accessibility: ["step_free"],
  tags: ["printmaking"],
  venue_id: "6f1d2b7e-8c4a-4b9e-a1f0-3c2d4e5f6a7b",
  dates: [
    { category: "reception", start: "2026-12-05T00:00:00.000Z", end: "2026-12-05T03:00:00.000Z" },
  ],
  reason: null,
  event_id: null,
  created_venue_id: null,
  submitted_date: "2026-11-24T18:00:00.000Z",
  reviewed_date: null,
  created_date: "2026-11-24T17:40:00.000Z",
  modified_date: "2026-11-24T18:00:00.000Z",
  version: 2,
};

const duplicateExample = {
  id: "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
  name: "Riverbank Prints Opening Night",
  slug: "riverbank-prints-opening-night",
  status: "published",
  similarity: 0.82,
  same_venue: true,
  overlapping: true,
};

export const submissionOut = z
  .strictObject({
    id: idOut,
    state: z.enum(["draft", "pending", "approved", "rejected"]),
    ...sentFields,
    reason: text.meta({ description: "Why staff turned it down, as mailed to its author." }),
    event_id: idOut.nullable().meta({ description: "The event it became, once approved." }),
    created_venue_id: idOut
      .nullable()
      .meta({ description: "The venue made from its proposal, once approved." }),
    submitted_date: instantOut.nullable(),
    reviewed_date: instantOut.nullable(),
    ...stampsOut,
    duplicates: z
      .array(duplicateOut)
      .optional()
      .meta({ description: "Staff only, while it is pending: the events it likely repeats." }),
  })
  .meta({ id: "Submission", example });

/** One submission: its author sees it as sent; staff also see who sent it and its venue. */
export const submissionViewOut = submissionOut
  .extend({
    author: z
      .strictObject({ name: z.string(), email: z.string() })
      .nullable()
      .optional()
      .meta({ description: "Staff only." }),
    venue: z
      .strictObject({ id: idOut, name: z.string(), slug: z.string() })
      .nullable()
      .optional()
      .meta({ description: "Staff only: the venue chosen, if it still exists." }),
  })
  .meta({
    id: "SubmissionView",
    example: {
      ...example,
      duplicates: [duplicateExample],
      author: { name: "Ada Lind", email: "ada@example.org" },
      venue: {
        id: "6f1d2b7e-8c4a-4b9e-a1f0-3c2d4e5f6a7b",
        name: "Northern Light Gallery",
        slug: "northern-light-gallery",
      },
    },
  });

/** A row of staff's queue: the submission, its likely duplicates and who sent it. */
export const submissionQueueRowOut = submissionOut
  .extend({ author: z.strictObject({ name: z.string(), email: z.string() }) })
  .meta({
    id: "SubmissionQueueRow",
    example: {
      ...example,
      duplicates: [duplicateExample],
      author: { name: "Ada Lind", email: "ada@example.org" },
    },
  });

/** One of the caller's own submissions, with the slug of the event it became. */
export const mySubmissionOut = submissionOut
  .extend({ event_slug: text.meta({ description: "The event it became, once approved." }) })
  .meta({
    id: "MySubmission",
    example: {
      ...example,
      state: "approved",
      event_id: "9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
      event_slug: "riverbank-prints-opening-night-2",
      reviewed_date: "2026-11-25T15:00:00.000Z",
      version: 4,
    },
  });

/** What "Start from a link" found on a page: a first guess for the form; nothing is saved. */
export const submissionPrefillOut = z
  .strictObject({
    name: text,
    summary: text,
    content: text,
    url: text,
    dates: z
      .array(
        z.strictObject({
          category: z
            .string()
            .meta({ description: "reception, ongoing, performance, class, artist_talk or sale" }),
          start: instantOut,
          end: instantOut,
        }),
      )
      .meta({ description: "At most one: the page's own date." }),
    image_url: text,
    venue: z
      .strictObject({ id: idOut, name: z.string() })
      .nullable()
      .meta({ description: "One of our venues the page's place matched." }),
    new_venue: z
      .strictObject({
        name: z.string(),
        address: text,
        postal_code: text,
        city_id: idOut.nullable(),
      })
      .nullable()
      .meta({ description: "The page's place, to propose when it matched none of ours." }),
  })
  .meta({
    id: "SubmissionPrefill",
    example: {
      name: "Night Prints at the Dock",
      summary: "A one-night show of new prints.",
      content: null,
      url: "https://loadingdock.example/opening",
      dates: [
        {
          category: "reception",
          start: "2026-12-13T00:00:00.000Z",
          end: "2026-12-13T03:00:00.000Z",
        },
      ],
      image_url: "https://loadingdock.example/poster.jpg",
      venue: null,
      new_venue: {
        name: "The Loading Dock",
        address: "77 Dock St",
        postal_code: "55401",
        city_id: "0b6c3f52-4a7e-4f3e-9d1c-2f3b1a6d9e01",
      },
    },
  });

/** An account staff stopped from sending events in. */
export const submissionBlockOut = z
  .strictObject({
    user_id: idOut,
    name: z.string(),
    email: z.string(),
    reason: text,
    created_date: instantOut,
  })
  .meta({
    id: "SubmissionBlock",
    example: {
      user_id: "2d4f6a8c-0e1b-4c3d-9e5f-7a9b1c3d5e7f",
      name: "Pill Vendor",
      email: "spam@example.net",
      reason: "Sent advertising, not events.",
      created_date: "2026-11-20T16:00:00.000Z",
    },
  });

/** Whether an account may send events in, after a block or an unblock. */
export const submissionBlockStateOut = z
  .strictObject({ user_id: idOut, blocked: z.boolean() })
  .meta({
    id: "SubmissionBlockState",
    example: { user_id: "2d4f6a8c-0e1b-4c3d-9e5f-7a9b1c3d5e7f", blocked: true },
  });

/** A withdrawn submission: gone. */
export const submissionRemovedOut = z
  .strictObject({ removed: z.literal(1) })
  .meta({ id: "SubmissionRemoved", example: { removed: 1 } });
