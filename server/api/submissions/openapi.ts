import { z } from "zod";
import {
  mySubmissionOut,
  submissionBlockOut,
  submissionBlockStateOut,
  submissionOut,
  submissionPrefillOut,
  submissionQueueRowOut,
  submissionRemovedOut,
  submissionViewOut,
} from "../../../core/schemas/api/submissions.ts";
import {
  submissionApproveSchema,
  submissionBlockSchema,
  submissionPrefillSchema,
  submissionRejectSchema,
  submissionSchema,
  submissionUpdateSchema,
} from "../../../core/schemas/submission.ts";
import { documented } from "../openapi/operation.ts";
import { paging } from "../openapi/parameters.ts";

// The submissions routes (issue 30, decision 055) as the OpenAPI document
// describes them.

const tag = "Submissions";

const senders =
  "Signed in with a confirmed email address, and not blocked from sending events (403 otherwise).";

export const submissionsDocs = {
  create: documented({
    summary: "Send an event in",
    description: `A draft, or with \`submit: true\` sent to staff's queue at once. An account sends at most 10 a day (409), an address 30 (429). ${senders}`,
    tag,
    access: "signed-in",
    results: submissionOut,
    status: 201,
    body: submissionSchema,
    conflict: true,
    limited: true,
    also: [403],
  }),
  prefill: documented({
    summary: "Start a submission from a link",
    description: `Reads the event page at \`url\`: its name, text, date and place, matched to one of our venues or proposed as a new one. Nothing is saved. ${senders}`,
    tag,
    access: "signed-in",
    results: submissionPrefillOut,
    body: submissionPrefillSchema,
    limited: true,
    also: [403],
  }),
  mine: documented({
    summary: "My submissions",
    description: "The caller's own, newest first, with where each stands.",
    tag,
    access: "signed-in",
    results: z.array(mySubmissionOut),
  }),
  list: documented({
    summary: "The submissions queue",
    description:
      "Oldest sent first, each with its likely duplicates and who sent it. `state` chooses which: pending (the default), draft, approved, rejected, or all that were sent.",
    tag,
    access: "staff",
    results: submissionQueueRowOut,
    list: true,
    query: [
      ...paging(["submitted_date"]),
      "query",
      {
        name: "state",
        schema: {
          type: "string",
          enum: ["pending", "draft", "approved", "rejected", "all"],
          default: "pending",
        },
        description: "Which submissions: those in this state, or all that were sent.",
      },
    ],
  }),
  blocks: documented({
    summary: "Accounts blocked from sending events",
    tag,
    access: "staff",
    results: z.array(submissionBlockOut),
  }),
  block: documented({
    summary: "Block an account from sending events",
    tag,
    access: "staff",
    results: submissionBlockStateOut,
    body: submissionBlockSchema,
    optionalBody: true,
    notFound: true,
  }),
  unblock: documented({
    summary: "Let a blocked account send events again",
    tag,
    access: "staff",
    results: submissionBlockStateOut,
    notFound: true,
  }),
  get: documented({
    summary: "A submission",
    description:
      "Its author's, or any for staff, who also see who sent it, its venue and (while it is pending) its likely duplicates.",
    tag,
    access: "signed-in",
    results: submissionViewOut,
    notFound: true,
  }),
  update: documented({
    summary: "Change a submission",
    description: `The whole submission again, with the \`version\` you read. Its author may change it until it is reviewed; staff while it is pending (409 otherwise). ${senders}`,
    tag,
    access: "signed-in",
    results: submissionOut,
    body: submissionUpdateSchema,
    notFound: true,
    conflict: true,
    also: [403],
  }),
  withdraw: documented({
    summary: "Withdraw a submission",
    description: "Its author only, until it is reviewed (409 after).",
    tag,
    access: "signed-in",
    results: submissionRemovedOut,
    notFound: true,
    conflict: true,
  }),
  submit: documented({
    summary: "Send a draft to the queue",
    description: `Its author only. ${senders}`,
    tag,
    access: "signed-in",
    results: submissionOut,
    notFound: true,
    conflict: true,
    also: [403],
  }),
  approve: documented({
    summary: "Approve a submission",
    description:
      "The venue it proposed (if any) and the event are made and published, and its author is mailed. Pending ones only (409 otherwise); send the `version` you read to be sure it did not change.",
    tag,
    access: "staff",
    results: submissionOut,
    body: submissionApproveSchema,
    optionalBody: true,
    notFound: true,
    conflict: true,
  }),
  reject: documented({
    summary: "Reject a submission",
    description: "Its author is mailed the reason. Pending ones only (409 otherwise).",
    tag,
    access: "staff",
    results: submissionOut,
    body: submissionRejectSchema,
    notFound: true,
    conflict: true,
  }),
};
