import { validationError } from "../../../../core/errors.ts";
import {
  ApiKeyRecord,
  keyStateLabel,
  ownerLabel,
} from "../../../components/admin/api-key-record.tsx";
import { defineResource } from "./types.ts";

// Every API key (decision 063), read-only: whose, how much used, revoked or
// not; a key's page revokes it (ticked to confirm). People make keys on
// /account/api-keys; staff never make or edit one.

// A key is never edited, so it has no version of its own.
const entry = <T extends { id: string }>(k: T) => ({ ...k, version: 1 });
const count = (n: unknown) => Number(n).toLocaleString("en-US");

export const apiKey = defineResource({
  key: "api-keys",
  noun: "API key",
  plural: "API keys",
  titleOf: (r) => `${String(r.name)} · ${String(r.prefix)}`,
  role: "superadmin",
  list: {
    columns: [
      { field: "name", header: "Name", flex: 2 },
      { field: "prefix", header: "Prefix", width: 115 },
      // The name alone (the username is on the key's page): the list is wide enough for one.
      { field: "owner", header: "Owner", flex: 1.5, text: (r) => ownerLabel(r.owner, true) },
      { field: "requests_today", header: "Today", width: 75, text: (r) => count(r.requests_today) },
      {
        field: "requests_30d",
        header: "30 days",
        width: 95,
        sortable: true,
        text: (r) => count(r.requests_30d),
      },
      { field: "last_used_date", header: "Last used", width: 125, sortable: true, date: true },
      { field: "created_date", header: "Made", width: 125, sortable: true, date: true },
      { field: "revoked_date", header: "State", width: 90, text: keyStateLabel },
    ],
    sortable: ["created_date", "last_used_date", "requests_30d"],
    defaultSort: { by: "created_date", dir: "desc" },
    searchLabel: "Search name, prefix or owner",
  },
  page: {
    view: ApiKeyRecord,
    commands: {
      async revoke(s, actor, id, form) {
        if (form.get("confirm") !== "yes")
          throw validationError([{ field: "confirm", message: "Tick the box to confirm." }]);
        const key = await s.apiKeys.revoke(actor, id);
        return `${key.name} (${key.prefix}) is revoked: requests with it are refused.`;
      },
    },
  },
  service: {
    list: async (s, q, actor) => {
      const page = await s.apiKeys.listAll(actor, q);
      return { ...page, results: page.results.map(entry) };
    },
    get: async (s, id, actor) => entry(await s.apiKeys.getForStaff(actor, id)),
  },
});
