import { formatArticleDate } from "../../../components/admin/article-status.tsx";
import { TrashRecord } from "../../../components/admin/trash-record.tsx";
import { chosen } from "./parts.ts";
import { defineResource } from "./types.ts";

// Deleted records, restorable for 30 days (decision 040). Nobody fills a
// trash entry in: each row and each entry's page offers Restore, a plain form
// post, which brings the record back and opens its editor.

/** Where each kind of deleted record is edited (its description's key). */
const EDITED_AT: Record<string, string> = {
  event: "events",
  venue: "venues",
  city: "cities",
  article: "articles",
  author: "authors",
  advert: "adverts",
  product: "products",
};

const kinds = Object.keys(EDITED_AT).map((k) => ({
  value: k,
  label: k.charAt(0).toUpperCase() + k.slice(1),
}));

// An entry is never edited, so it has no version of its own.
const entry = <T extends { id: string }>(t: T) => ({ ...t, version: 1 });

export const trash = defineResource({
  key: "trash",
  noun: "Deleted record",
  plural: "Trash",
  titleOf: (r) => String(r.label),
  role: "superadmin",
  list: {
    columns: [
      { field: "label", header: "Deleted record", flex: 2 },
      {
        field: "resource",
        header: "Kind",
        width: 110,
        text: (r) => kinds.find((k) => k.value === r.resource)?.label ?? String(r.resource),
      },
      {
        field: "deleted_by",
        header: "Deleted by",
        flex: 1,
        text: (r) => (r.deleted_by as { name: string | null } | null)?.name || "—",
      },
      { field: "deleted_date", header: "Deleted", width: 130, sortable: true, date: true },
      {
        field: "expires_date",
        header: "Emptied",
        width: 130,
        text: (r) => formatArticleDate(String(r.expires_date)),
      },
    ],
    sortable: ["deleted_date"],
    defaultSort: { by: "deleted_date", dir: "desc" },
    searchLabel: "Search deleted records",
    filters: [{ name: "resource", label: "Kind", options: kinds }],
    query: ({ resource, ...rest }) => ({ ...rest, resource: chosen(kinds, resource) }),
    rowCommands: [{ command: "restore", label: "Restore" }],
  },
  page: {
    view: TrashRecord,
    commands: {
      async restore(s, actor, id) {
        const back = await s.revisions.restore(actor, id);
        return {
          notice: `Restored ${back.label} from the trash.`,
          to: `/admin/${EDITED_AT[back.resource] ?? ""}/${back.id}`,
        };
      },
    },
  },
  service: {
    list: async (s, q, actor) => {
      const page = await s.revisions.listTrash(actor, q);
      return { ...page, results: page.results.map(entry) };
    },
    get: async (s, id, actor) => entry(await s.revisions.getTrash(actor, id)),
  },
});
