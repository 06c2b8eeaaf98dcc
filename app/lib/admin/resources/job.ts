import { JobRecord, jobStatusLabel } from "../../../components/admin/job-record.tsx";
import { defineResource } from "./types.ts";

// The job queue (decision 049): what waits, runs, was retried or failed, and
// "Retry now" on a failed one. Jobs are made by the site, never by staff.
export const job = defineResource({
  key: "jobs",
  noun: "Job",
  plural: "Jobs",
  titleOf: (r) => `${String(r.kind)}${r.unique_key ? ` · ${String(r.unique_key)}` : ""}`,
  role: "superadmin",
  list: {
    columns: [
      { field: "kind", header: "Kind", flex: 1 },
      { field: "status", header: "Status", width: 110, text: (r) => jobStatusLabel(r) },
      {
        field: "attempts",
        header: "Tries",
        width: 80,
        text: (r) => `${String(r.attempts)}/${String(r.max_attempts)}`,
      },
      {
        field: "last_error",
        header: "Last error",
        flex: 2,
        text: (r) => (r.last_error ? String(r.last_error).slice(0, 120) : "—"),
      },
      { field: "run_at", header: "Runs at", width: 130, sortable: true, date: true },
      { field: "created_date", header: "Queued", width: 130, sortable: true, date: true },
    ],
    sortable: ["created_date", "run_at", "modified_date"],
    defaultSort: { by: "created_date", dir: "desc" },
    searchLabel: "Search kind or key",
    filters: [
      {
        name: "status",
        label: "Status",
        options: [
          { value: "pending", label: "Pending or retrying" },
          { value: "running", label: "Running" },
          { value: "failed", label: "Failed" },
          { value: "done", label: "Done" },
        ],
      },
      {
        name: "kind",
        label: "Kind",
        choices: async (s) =>
          (await s.jobQueue.repo.kinds()).map((kind) => ({ value: kind, label: kind })),
      },
    ],
  },
  page: {
    view: JobRecord,
    commands: {
      async retry(s, actor, id) {
        await s.jobs.retry(actor, id);
        return "The job runs again as soon as a runner is free.";
      },
    },
  },
  service: {
    list: (s, q, actor) => s.jobs.list(actor, q),
    get: (s, id, actor) => s.jobs.get(actor, id),
  },
});
