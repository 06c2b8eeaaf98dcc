import { jobOut, outboxMailOut } from "../../../core/schemas/api/jobs.ts";
import { JOB_STATUSES, jobSortColumns } from "../../lib/jobs/repo.ts";
import { MAIL_STATUSES, mailSortColumns } from "../../lib/mail/repo.ts";
import { documented } from "../openapi/operation.ts";
import { paging } from "../openapi/parameters.ts";

// The job queue and the outbox (/admin/jobs, /admin/outbox) as the OpenAPI
// document describes them.

const tag = "Jobs";
const filters = (statuses: readonly string[], kind: number) => [
  {
    name: "status",
    schema: { type: "string", enum: [...statuses] },
    description: "Only those in this state; another is a 400.",
  },
  { name: "kind", schema: { type: "string", maxLength: kind }, description: "Only this kind." },
];

export const jobsDocs = {
  listJobs: documented({
    summary: "List jobs",
    description:
      "What waits, runs, ran and failed; newest first by default. `query` matches the kind or the unique key.",
    tag,
    access: "staff",
    results: jobOut,
    list: true,
    query: [...paging(Object.keys(jobSortColumns)), "query", ...filters(JOB_STATUSES, 80)],
  }),
  getJob: documented({
    summary: "A job by id",
    tag,
    access: "staff",
    results: jobOut,
    notFound: true,
  }),
  retryJob: documented({
    summary: "Retry a failed job",
    description:
      "It runs again as soon as a runner is free, its tries counted afresh. A job that is not failed is a 409.",
    tag,
    access: "staff",
    results: jobOut,
    notFound: true,
    conflict: true,
  }),
  listMail: documented({
    summary: "List the mail the site wrote",
    description:
      "Kept, queued, sent or failed; newest first by default. `query` matches the address or the subject.",
    tag,
    access: "staff",
    results: outboxMailOut,
    list: true,
    query: [...paging(Object.keys(mailSortColumns)), "query", ...filters(MAIL_STATUSES, 40)],
  }),
  getMail: documented({
    summary: "A mail by id",
    tag,
    access: "staff",
    results: outboxMailOut,
    notFound: true,
  }),
};
