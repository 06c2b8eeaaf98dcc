import type { Db } from "../../../db/client.ts";
import type { CalendarService } from "../calendar/service.ts";
import type { PlacesService } from "../places/service.ts";
import { createRevisionsRepo } from "./repo.ts";
import type { Revisable } from "./service.ts";

/**
 * Every kind of record with a history, how a delete moves it to the trash,
 * and what else goes with it (decision 040 says why each one is handled so).
 */
export function revisableResources(s: {
  calendar: CalendarService;
  places: PlacesService;
}): Record<string, Revisable> {
  // An event's search text names its venues: after a venue's dates left or came back.
  const refreshVenueNames = async (
    tx: Db,
    rows: { table: string; row: Record<string, unknown> }[],
  ) =>
    createRevisionsRepo(tx).refreshVenueNames([
      ...new Set(rows.filter((r) => r.table === "event_dates").map((r) => String(r.row.event_id))),
    ]);
  return {
    event: {
      topic: "calendar",
      table: "events",
      update: s.calendar.update,
      trash: {
        table: "events",
        dependents: [["event_dates", "event_id"]],
        inUse: "Other records still point at this event.",
      },
    },
    venue: {
      topic: "calendar",
      table: "venues",
      update: s.places.updateVenue,
      // Its events stay; their dates here go with the venue and come back with it.
      trash: {
        table: "venues",
        dependents: [["event_dates", "venue_id"]],
        inUse: "Other records still point at this venue.",
        after: refreshVenueNames,
      },
    },
    city: {
      topic: "calendar",
      table: "cities",
      update: s.places.updateCity,
      trash: {
        table: "cities",
        inUse: "This city still has venues. Move them to another city or delete them first.",
      },
    },
  };
}
