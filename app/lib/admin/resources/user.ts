import { validationError } from "../../../../core/errors.ts";
import { UserRecord } from "../../../components/admin/user-record.tsx";
import { defineResource } from "./types.ts";

// People with an account. Staff do not create or fill in users (they sign
// up); a user's page shows who they are and takes two commands: the
// superadmin role (ticked to confirm) and signing out everywhere.
export const user = defineResource({
  key: "users",
  noun: "User",
  plural: "Users",
  titleOf: (r) => String(r.name || r.email),
  role: "superadmin",
  list: {
    columns: [
      {
        field: "name",
        header: "Name",
        flex: 2,
        sortable: true,
        text: (r) => String(r.name || "(no name yet)"),
      },
      { field: "username", header: "Username", flex: 1, sortable: true },
      { field: "email", header: "Email", flex: 2, sortable: true },
      { field: "created_date", header: "Joined", width: 130, sortable: true, date: true },
      {
        field: "is_superadmin",
        header: "Role",
        width: 120,
        text: (r) =>
          r.is_superadmin
            ? "Superadmin"
            : (r.venue_ids as string[] | undefined)?.length
              ? "Venue editor"
              : "Member",
      },
    ],
    sortable: ["name", "username", "email", "created_date"],
    defaultSort: { by: "name", dir: "asc" },
    searchLabel: "Search name, username or email",
  },
  page: {
    view: UserRecord,
    commands: {
      async role(s, actor, id, form) {
        const grant = form.get("is_superadmin") === "true";
        if (form.get("confirm") !== "yes")
          throw validationError([
            { field: "confirm", message: "Tick the box to confirm the change." },
          ]);
        const u = await s.security.setSuperadmin(actor, id, {
          is_superadmin: grant,
          version: Number(form.get("version")) || undefined,
        });
        return grant ? `${u.name ?? u.email} is now a superadmin.` : "Superadmin role removed.";
      },
      // Venue editors (decision 056): one venue at a time, from the venue select.
      async "add-venue"(s, actor, id, form) {
        const venueId = String(form.get("venue_id") ?? "");
        if (!venueId)
          throw validationError([{ field: "venue_id", message: "Choose a venue first." }]);
        const venues = await s.places.addVenueEditor(actor, id, venueId);
        const added = venues.find((v) => v.id === venueId);
        return `Now an editor of ${added?.name ?? "that venue"}.`;
      },
      async "remove-venue"(s, actor, id, form) {
        await s.places.removeVenueEditor(actor, id, String(form.get("venue_id") ?? ""));
        return "No longer an editor of that venue.";
      },
      async "revoke-sessions"(s, actor, id) {
        const { ended } = await s.security.revokeSessions(actor, id);
        return ended
          ? `Signed out of ${ended} session${ended === 1 ? "" : "s"}.`
          : "No session was open.";
      },
    },
  },
  service: {
    list: async (s, q, actor) => {
      const page = await s.security.listUsers(actor, q);
      return { ...page, results: page.results.map((u) => ({ ...u })) };
    },
    // Whether it is the signed-in superadmin's own account: the role form warns them.
    get: async (s, id, actor) => ({
      ...(await s.security.getUser(actor, id)),
      is_self: actor.userId === id,
      // The venues they edit, and the venues to choose from (the first 100 by name).
      edited_venues: await s.places.venuesEditedBy(actor, id),
      venue_options: (await s.places.listVenues({ page_size: "100", sort_by: "name" })).results.map(
        (v) => ({ id: v.id, name: v.name }),
      ),
    }),
  },
});
