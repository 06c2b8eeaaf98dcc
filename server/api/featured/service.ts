import { ApiError, conflict, validationError } from "../../../core/errors.ts";
import {
  type MarqueeItem,
  marqueeQuerySchema,
  marqueeSchema,
} from "../../../core/schemas/featured.ts";
import { type Kept, keptNothing } from "../../lib/kept.ts";
import { type Actor, anonymous, requireSuperAdmin } from "../../lib/policy.ts";
import { staleOrMissing } from "../../lib/records.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { Realtime } from "../../realtime/publisher.ts";
import type { BlogService } from "../blog/service.ts";
import type { CalendarService } from "../calendar/service.ts";
import type { FilesService } from "../files/service.ts";
import type { PlacesService } from "../places/service.ts";
import type { RevisionLog, RevisionMeta } from "../revisions/log.ts";
import { createFeaturedRepo, type FeaturedRepo } from "./repo.ts";

type Query = Record<string, string | undefined>;

/** A 404 from a lookup means the record is gone (or not public): drop it. */
async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function createFeaturedService(deps: {
  featured: FeaturedRepo;
  calendar: CalendarService;
  blog: BlogService;
  places: PlacesService;
  files: FilesService;
  realtime: Realtime;
  /** Keeps the expanded marquee until content changes. */
  kept?: Kept;
  log: RevisionLog;
  /** The site whose marquee this is (the repo's), for repos made on a write's transaction. */
  siteId: string;
}) {
  const { featured, calendar, blog, places, files, realtime, log } = deps;
  const kept = deps.kept ?? keptNothing;

  /** The public record behind one item, with what a card needs; null when it is gone or hidden. */
  async function expand(item: MarqueeItem, as: Actor) {
    const base = { ...item, advert_spot: item.advert_spot ?? null };
    if (item.resource_type === "event") {
      const e = await orNull(calendar.get(as, "id", item.resource_id));
      if (e?.status !== "published") return null;
      return {
        ...base,
        title: e.name,
        summary: e.summary,
        url: `/events/${e.slug}`,
        image_id: e.primary_image_id,
        record: e,
      };
    }
    if (item.resource_type === "article") {
      const a = await orNull(blog.getArticle(as, "id", item.resource_id));
      if (a?.status !== "published") return null;
      return {
        ...base,
        title: a.title,
        summary: a.summary,
        url: a.permalink,
        image_id: a.primary_image_id,
        record: a,
      };
    }
    const v = await orNull(places.getVenue("id", item.resource_id));
    if (!v) return null;
    return {
      ...base,
      title: v.name,
      summary: v.summary,
      url: `/venues/${v.slug}`,
      image_id: v.primary_image_id,
      record: v,
    };
  }

  async function config() {
    const row = await featured.marquee();
    return {
      items: (row?.items ?? []).map((i) => ({ ...i, advert_spot: i.advert_spot ?? null })),
      version: row?.version ?? 0,
      modified_date: row?.modifiedDate.toISOString() ?? null,
    };
  }

  /** Every configured item as the public sees it, in order, with its image. */
  /** The marquee as visitors see it: each item's public record and image. */
  const expanded = () => kept.get("featured.marquee", readExpanded);

  async function readExpanded() {
    const { items } = await config();
    const found = (await Promise.all(items.map((i) => expand(i, anonymous)))).filter(
      (x): x is NonNullable<typeof x> => x !== null,
    );
    const images = await files.imagesFor(found.map((f) => f.image_id));
    return found.map(({ image_id, ...f }) => ({ ...f, image: images.get(image_id ?? "") ?? null }));
  }

  return {
    /** GET /featured/marquee[?config_only=true] */
    async get(query: Query) {
      const q = parseOrThrow(marqueeQuerySchema, { config_only: query.config_only || undefined });
      return q.config_only ? config() : expanded();
    },

    expanded,

    /** The stored marquee's id (its revision history is kept under it); null before the first save. */
    recordId: async () => (await featured.marquee())?.id ?? null,

    /** PUT /featured/marquee {items, version?}: replaces the configuration. */
    async put(actor: Actor, input: unknown, meta: RevisionMeta = {}) {
      const admin = requireSuperAdmin(actor);
      const m = parseOrThrow(marqueeSchema, input);
      const missing = await Promise.all(
        m.items.map(async (item, i) => ((await expand(item, admin)) ? null : i)),
      );
      const errors = missing
        .filter((i): i is number => i !== null)
        .map((i) => ({
          field: `items.${i}.resource_id`,
          message: `That ${m.items[i]!.resource_type} does not exist or is not published.`,
        }));
      if (errors.length) throw validationError(errors);
      const row = await log.write(admin, "marquee", meta, async (tx) => {
        const repo = createFeaturedRepo(tx, deps.siteId);
        const before = await repo.marquee();
        const after = await repo.replace(m.items, admin.userId, m.version);
        if (!after) return null;
        // The whole list is one field: its order is what staff arrange.
        const fields = (r: typeof after | null) => (r ? { items: r.items } : null);
        return { id: after.id, before: fields(before), after: fields(after), result: after };
      });
      if (!row) {
        const current = await featured.marquee();
        if (!current)
          throw conflict("The marquee was changed by someone else. Reload it and try again.");
        return staleOrMissing(await featured.stamp(current.id), "marquee");
      }
      await realtime.publish("featured", "change", {
        table: "marquee",
        id: row.id,
        action: "updated",
      });
      return config();
    },
  };
}

export type FeaturedService = ReturnType<typeof createFeaturedService>;
