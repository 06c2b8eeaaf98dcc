import {
  MAIL_STATUS_LABELS,
  MailRecord,
  mailStatusLabel,
} from "../../../components/admin/mail-record.tsx";
import { defineResource } from "./types.ts";

// Every mail the site wrote (decision 049): kept when no SMTP server is
// configured, else queued, sent or failed. Staff read them; nobody edits one.
export const mail = defineResource({
  key: "outbox",
  noun: "Mail",
  plural: "Outbox",
  titleOf: (r) => String(r.subject),
  role: "superadmin",
  list: {
    columns: [
      { field: "subject", header: "Subject", flex: 2 },
      { field: "to", header: "To", flex: 2 },
      { field: "kind", header: "Kind", width: 130, text: (r) => String(r.kind).replace("_", " ") },
      { field: "status", header: "Status", width: 150, text: (r) => mailStatusLabel(r.status) },
      { field: "attempts", header: "Tries", width: 80 },
      { field: "created_date", header: "Written", width: 130, sortable: true, date: true },
      { field: "sent_date", header: "Sent", width: 130, sortable: true, date: true },
    ],
    sortable: ["created_date", "sent_date"],
    defaultSort: { by: "created_date", dir: "desc" },
    searchLabel: "Search address or subject",
    filters: [
      {
        name: "status",
        label: "Status",
        options: Object.entries(MAIL_STATUS_LABELS).map(([value, label]) => ({ value, label })),
      },
    ],
  },
  page: { view: MailRecord },
  service: {
    list: (s, q, actor) => s.outbox.list(actor, q),
    get: (s, id, actor) => s.outbox.get(actor, id),
  },
});
