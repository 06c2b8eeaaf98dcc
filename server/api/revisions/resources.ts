import type { Db } from "../../../db/client.ts";
import type { BlogService } from "../blog/service.ts";
import type { CalendarService } from "../calendar/service.ts";
import type { FeaturedService } from "../featured/service.ts";
import type { GuidesService } from "../guides/service.ts";
import type { PlacesService } from "../places/service.ts";
import type { PromoService } from "../promo/service.ts";
import type { CatalogService } from "../shop/catalog.ts";
import type { RatesService } from "../shop/rates.ts";
import type { EventSnapshot, WebhookSignals } from "../webhooks/delivery.ts";
import { createRevisionsRepo } from "./repo.ts";
import type { Revisable } from "./service.ts";

/**
 * Every kind of record with a history, how a delete moves it to the trash,
 * and what else goes with it (decision 040 says why each one is handled so).
 */
export function revisableResources(s: {
  calendar: CalendarService;
  places: PlacesService;
  blog: BlogService;
  promo: PromoService;
  catalog: CatalogService;
  featured: FeaturedService;
  rates: RatesService;
  guides: GuidesService;
  /** Outgoing webhooks hear of events deleted and restored (decision 065). */
  webhooks?: WebhookSignals;
}): Record<string, Revisable> {
  type Rows = { table: string; row: Record<string, unknown> }[];
  const eventsOf = (rows: Rows) => [
    ...new Set(rows.filter((r) => r.table === "event_dates").map((r) => String(r.row.event_id))),
  ];
  // An event's search text names its venues: after a venue's dates left or came back.
  // And dates back from the trash take what holds now (their event's or venue's
  // features may have changed meanwhile; decision 054).
  const refreshVenueNames = async (tx: Db, rows: Rows) => {
    const repo = createRevisionsRepo(tx);
    await repo.refreshVenueNames(eventsOf(rows));
    await repo.refreshFacets(eventsOf(rows));
  };
  const refreshFacets = async (tx: Db, rows: Rows) =>
    createRevisionsRepo(tx).refreshFacets(eventsOf(rows));
  return {
    event: {
      topic: "calendar",
      table: "events",
      update: s.calendar.update,
      trash: {
        // A venue editor deletes an event whose every date is at their venues (decision 056).
        authorize: s.calendar.requireEditable,
        table: "events",
        dependents: [["event_dates", "event_id"]],
        inUse: "Other records still point at this event.",
        after: refreshFacets,
        removed: async (id, rows) => {
          const snapshot = eventSnapshotOf(id, rows);
          if (snapshot) await s.webhooks?.eventRemoved(snapshot);
        },
        restored: async (id) => s.webhooks?.eventChanged(id, null),
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
    guide: {
      topic: "calendar",
      table: "guides",
      update: s.guides.update,
      trash: { table: "guides", inUse: "Other records still point at this guide." },
    },
    article: {
      topic: "blog",
      table: "articles",
      update: s.blog.updateArticle,
      trash: { table: "articles", inUse: "Other records still point at this article." },
    },
    author: {
      topic: "blog",
      table: "authors",
      update: s.blog.updateAuthor,
      trash: {
        table: "authors",
        inUse: "This author still has articles. Give them another author or delete them first.",
      },
    },
    advert: {
      topic: "content",
      table: "adverts",
      update: s.promo.update,
      trash: { table: "adverts", inUse: "Other records still point at this advert." },
    },
    product: {
      topic: "content",
      table: "products",
      update: (actor, id, input, meta) => s.catalog.update(actor, id, input, meta),
      // Its prices go and come back with it; one with memberships stays (they name its prices).
      trash: {
        table: "products",
        dependents: [["product_prices", "product_id"]],
        blockers: [["subscriptions", "product_id"]],
        inUse: "Members subscribe to this product. Make it inactive instead.",
      },
    },
    // Orders keep the name of the rate they were sold at, so a rate can go to the trash.
    shipping_rate: {
      topic: "content",
      table: "shipping_rates",
      update: (actor, id, input, meta) => s.rates.update(actor, id, input, meta),
      trash: { table: "shipping_rates", inUse: "Other records still point at this shipping rate." },
    },
    // One marquee per site: it has a history but is never deleted.
    marquee: {
      topic: "featured",
      table: "marquee",
      update: (actor, _id, input, meta) => s.featured.put(actor, input, meta),
    },
  };
}

/** What an event was, from the rows its delete moved to the trash. */
function eventSnapshotOf(
  id: string,
  rows: { table: string; row: Record<string, unknown> }[],
): EventSnapshot | null {
  const event = rows.find((r) => r.table === "events")?.row;
  if (!event) return null;
  const dates = rows.filter((r) => r.table === "event_dates").map((r) => r.row);
  return {
    id,
    slug: String(event.slug),
    name: String(event.name),
    published: event.status === "published",
    canceled: dates.length > 0 && dates.every((d) => d.is_canceled === true),
    venueIds: [
      ...new Set(dates.map((d) => d.venue_id).filter((v): v is string => typeof v === "string")),
    ],
  };
}
