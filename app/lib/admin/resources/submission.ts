import { formatEventDate } from "../../../../core/dates/display.ts";
import { submissionReviewSchema } from "../../../../core/schemas/submission.ts";
import {
  SubmissionActions,
  SubmissionAside,
} from "../../../components/admin/resource/submission-parts.tsx";
import { eventTextSections } from "./event.ts";
import { defineResource, type ResourceRecord } from "./types.ts";

// The queue of events sent in by the public (issue 30, decision 055): staff
// read one beside its likely duplicates, correct its words, then approve it
// (it becomes a published event) or reject it with a reason the author is
// mailed. Dates and venue are shown as sent; they are changed in the event
// editor once it is an event.

export const SUBMISSION_STATE_LABELS: Record<string, string> = {
  draft: "Draft",
  pending: "Waiting for review",
  approved: "Approved",
  rejected: "Rejected",
};

interface SentDate {
  start: string;
  end: string;
}
const datesOf = (r: ResourceRecord) => (r.dates ?? []) as SentDate[];

/** The submission's first date, as the public lists would say it. */
function firstDate(r: ResourceRecord, now: string) {
  const first = [...datesOf(r)].sort((a, b) => a.start.localeCompare(b.start))[0];
  if (!first) return "No dates";
  const shown = formatEventDate(
    { start: new Date(first.start), end: new Date(first.end) },
    new Date(now),
  );
  const more = datesOf(r).length - 1;
  return [shown.primary, more > 0 ? `(+${more} more)` : null].filter(Boolean).join(" ");
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const versionOf = (form: FormData) => Number(form.get("version")) || 0;

export const submission = defineResource({
  key: "submissions",
  noun: "Submission",
  plural: "Submissions",
  titleOf: (r) => String(r.name),
  schema: submissionReviewSchema,
  role: "superadmin",
  actions: SubmissionActions,
  aside: SubmissionAside,
  sections: [
    {
      title: "Basics",
      description: "Correct what the author wrote before you approve it.",
      fields: [
        { kind: "text", name: "name", label: "Name", required: true },
        { kind: "text", name: "summary", label: "Summary", rows: 2 },
        {
          kind: "text",
          name: "url",
          label: "More information (web address)",
          type: "url",
          placeholder: "https://",
        },
      ],
    },
    ...eventTextSections,
    { title: "Tags", fields: [{ kind: "tags", name: "tags", label: "Tags" }] },
  ],
  saveBefore: ["approve"],
  commands: {
    async approve(s, actor, id, form) {
      const done = await s.submissions.approve(actor, id, { version: versionOf(form) });
      return `Approved: “${String(done.name)}” is published, and its author was mailed.`;
    },
    async reject(s, actor, id, form) {
      const done = await s.submissions.reject(actor, id, {
        reason: text(form, "_reason"),
        version: versionOf(form),
      });
      return `Rejected: “${String(done.name)}”. Its author was mailed the reason.`;
    },
  },
  list: {
    columns: [
      { field: "name", header: "Event", flex: 2 },
      {
        field: "author",
        header: "Sent by",
        flex: 1.2,
        text: (r) => {
          const a = r.author as { name?: string; email?: string } | null;
          return a?.name || a?.email || "—";
        },
      },
      { field: "when", header: "First date", flex: 1.2, text: firstDate },
      { field: "submitted_date", header: "Sent", width: 130, sortable: true, date: true },
      {
        field: "duplicates",
        header: "Likely duplicates",
        width: 140,
        text: (r) => {
          const d = r.duplicates as unknown[] | undefined;
          return d ? (d.length ? String(d.length) : "None") : "—";
        },
      },
      {
        field: "state",
        header: "State",
        width: 150,
        text: (r) => SUBMISSION_STATE_LABELS[String(r.state)] ?? String(r.state),
      },
    ],
    sortable: ["submitted_date"],
    defaultSort: { by: "submitted_date", dir: "asc" },
    searchLabel: "Search names",
    filters: [
      {
        name: "state",
        label: "State",
        options: ["pending", "approved", "rejected"].map((value) => ({
          value,
          label: SUBMISSION_STATE_LABELS[value]!,
        })),
      },
    ],
    // "Any" is every one sent; the navigation opens the queue (?state=pending).
    query: ({ state, ...rest }) => ({ ...rest, state: state || "all" }),
  },
  service: {
    list: (s, q, actor) => s.submissions.list(actor, q),
    get: (s, id, actor) => s.submissions.get(actor, id),
    update: (s, actor, id, p) => s.submissions.revise(actor, id, p),
  },
});
