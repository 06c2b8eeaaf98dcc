import { siteDateOf, siteDayForDate } from "../../../core/dates/site-day.ts";
import { notFound, validationError } from "../../../core/errors.ts";
import { crawlLegs, legText, stopHoursText } from "../../../core/guides/crawl.ts";
import { guidePreset } from "../../../core/guides/rules.ts";
import { cardImage, onePerEvent } from "../../../core/listing/cards.ts";
import {
  checkedGuideSchema,
  GUIDE_RULE_FIELDS,
  guideSchema,
  guideUpdateSchema,
  stopDayProblems,
  windowProblem,
} from "../../../core/schemas/guide.ts";
import type { GuidePick, GuideRules, GuideStop } from "../../../db/schema/guides.ts";
import { type Kept, keptNothing } from "../../lib/kept.ts";
import { type Actor, anonymous, requireSuperAdmin } from "../../lib/policy.ts";
import { freeSlug, slugClash, staleOrMissing } from "../../lib/records.ts";
import { sanitizeRichText } from "../../lib/sanitize.ts";
import { found, listed } from "../../lib/use-cases.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { Realtime } from "../../realtime/publisher.ts";
import type { CalendarService } from "../calendar/service.ts";
import type { FilesRepo } from "../files/repo.ts";
import type { FilesService } from "../files/service.ts";
import type { Venue } from "../places/present.ts";
import type { PlacesService } from "../places/service.ts";
import { type RevisionLog, type RevisionMeta, trackedFields } from "../revisions/log.ts";
import { type PresentedGuide, presentGuide } from "./present.ts";
import {
  createGuidesRepo,
  type GuideInsert,
  type GuideRow,
  type GuidesRepo,
  guideSortColumns,
  type LookupField,
} from "./repo.ts";

// Guides (decision 057): staff make them in the back office; the public reads
// them at /guides/{slug}, in feeds, on home while their window is open, and
// through the API. Their listing is the calendar's own list (core/guides/rules.ts).

type Query = Record<string, string | undefined>;
const guideFields = trackedFields(guideSchema);
const isStaff = (actor: Actor) => actor.kind === "user" && actor.isSuperAdmin;

/** "/events/foo", "https://site/events/foo?x" or "foo": the slug a person meant. */
export function slugOfRef(ref: string): string {
  const path =
    ref
      .trim()
      .replace(/^https?:\/\/[^/]+/i, "")
      .split(/[?#]/)[0] ?? "";
  return path.split("/").filter(Boolean).pop()?.toLowerCase() ?? "";
}

type PickInput = { event_id?: string; event_slug?: string; note?: string | null };
type StopInput = {
  venue_id?: string;
  venue_slug?: string;
  day?: string | null;
  opens?: string | null;
  closes?: string | null;
  note?: string | null;
};

/**
 * A crawl's stops in walking order with their venues (a venue since deleted
 * drops out), each with its hours in words and the walk from the stop before.
 */
function stopsWithVenues(guide: PresentedGuide, venues: Map<string, Venue> | null) {
  const stops = guide.stops.flatMap((s) => {
    const venue = venues?.get(s.venue_id);
    return venue ? [{ ...s, venue }] : [];
  });
  const legs = crawlLegs(stops.map((s) => s.venue.geo));
  return stops.map((s, i) => ({
    number: i + 1,
    day: s.day,
    opens: s.opens,
    closes: s.closes,
    note: s.note,
    hours: stopHoursText(guide, s),
    walk: legs[i] ? legText(legs[i]) : null,
    leg: legs[i] ?? null,
    venue: {
      id: s.venue.id,
      name: s.venue.name,
      slug: s.venue.slug,
      type: s.venue.type,
      address: s.venue.address,
      address2: s.venue.address2,
      city: s.venue.city,
      state: s.venue.state,
      postal_code: s.venue.postal_code,
      geo: s.venue.geo,
      multiple_locations_label: s.venue.multiple_locations_label,
      modified_date: s.venue.modified_date,
    },
  }));
}
export type CrawlStop = ReturnType<typeof stopsWithVenues>[number];

export function createGuidesService(deps: {
  guides: GuidesRepo;
  calendar: CalendarService;
  filesRepo: FilesRepo;
  files: FilesService;
  places: Pick<PlacesService, "venuesById">;
  realtime?: Realtime;
  kept?: Kept;
  log: RevisionLog;
}) {
  const { guides, calendar, filesRepo, files, places, log } = deps;
  const kept = deps.kept ?? keptNothing;

  /** Event or venue references as ids, each unknown one a field error. */
  async function resolve<T extends { id?: string; slug?: string }>(
    kind: "events" | "venues",
    items: T[],
    field: string,
  ): Promise<string[]> {
    const wanted = items.map((i) => ({
      id: i.id,
      slug: i.id ? undefined : slugOfRef(i.slug ?? ""),
    }));
    const rows = await guides.refs(
      kind,
      wanted.flatMap((w) => (w.id ? [w.id] : [])),
      wanted.flatMap((w) => (w.slug ? [w.slug] : [])),
    );
    const byId = new Set(rows.map((r) => r.id));
    const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
    const what = kind === "events" ? "event" : "venue";
    const errors: { field: string; message: string }[] = [];
    const ids = wanted.map((w, i) => {
      const id = w.id ? (byId.has(w.id) ? w.id : undefined) : bySlug.get(w.slug ?? "");
      if (!id)
        errors.push({
          field: `${field}.${i}.${what}_${w.id ? "id" : "slug"}`,
          message: `We don't know that ${what}. Paste its address on this site, or its slug.`,
        });
      return id ?? "";
    });
    if (errors.length) throw validationError(errors);
    return ids;
  }

  const picksOf = async (picks: PickInput[]): Promise<GuidePick[]> => {
    const ids = await resolve(
      "events",
      picks.map((p) => ({ id: p.event_id, slug: p.event_slug })),
      "picks",
    );
    return ids.map((event_id, i) => ({ event_id, note: picks[i]!.note ?? null }));
  };
  const stopsOf = async (stops: StopInput[]): Promise<GuideStop[]> => {
    const ids = await resolve(
      "venues",
      stops.map((s) => ({ id: s.venue_id, slug: s.venue_slug })),
      "stops",
    );
    return ids.map((venue_id, i) => ({
      venue_id,
      day: stops[i]!.day ?? null,
      opens: stops[i]!.opens ?? null,
      closes: stops[i]!.closes ?? null,
      note: stops[i]!.note ?? null,
    }));
  };

  async function checkImage(id: string | null | undefined) {
    if (id && !(await filesRepo.find("id", id)))
      throw validationError([{ field: "hero_image_id", message: "That image does not exist." }]);
  }

  /** The guide with its picks', stops' and venue rule's slugs, as the API shows it. */
  async function present(g: GuideRow, repo: GuidesRepo = guides) {
    const [events, venues] = await Promise.all([
      repo.refs(
        "events",
        g.picks.map((p) => p.event_id),
        [],
      ),
      repo.refs("venues", [...g.stops.map((s) => s.venue_id), ...(g.rules.venue_ids ?? [])], []),
    ]);
    return presentGuide(g, {
      events: new Map(events.map((e) => [e.id, e.slug])),
      venues: new Map(venues.map((v) => [v.id, v.slug])),
    });
  }

  type Parsed = Partial<ReturnType<typeof checkedGuideSchema.parse>>;
  /** The stored rules: the fields given over the current ones (an update names only what changes). */
  function rulesOf(g: Parsed, current: GuideRules = {}): GuideRules | undefined {
    const given = GUIDE_RULE_FIELDS.filter((f) => g[f] !== undefined);
    if (!given.length) return undefined;
    const rules: Record<string, unknown> = { ...current };
    for (const f of given) rules[f] = g[f];
    return rules as GuideRules;
  }
  async function columns(g: Parsed, current?: GuideRules): Promise<Partial<GuideInsert>> {
    const out: Partial<GuideInsert> = {};
    const venues =
      g.venues &&
      (await resolve(
        "venues",
        g.venues.map((v) => ({ id: v.venue_id, slug: v.venue_slug })),
        "venues",
      ));
    const rules = rulesOf(venues ? { ...g, venue_ids: [...new Set(venues)] } : g, current);
    if (rules) out.rules = rules;
    if (g.title !== undefined) out.title = g.title;
    if (g.slug !== undefined) out.slug = g.slug;
    if (g.summary !== undefined) out.summary = g.summary;
    if (g.intro !== undefined) out.intro = sanitizeRichText(g.intro);
    if (g.first_day !== undefined) out.firstDay = g.first_day;
    if (g.last_day !== undefined) out.lastDay = g.last_day;
    if (g.hero_image_id !== undefined) out.heroImageId = g.hero_image_id;
    if (g.kind !== undefined) out.kind = g.kind;
    if (g.picks !== undefined) out.picks = await picksOf(g.picks);
    if (g.stops !== undefined) out.stops = await stopsOf(g.stops);
    if (g.picks_only !== undefined) out.picksOnly = g.picks_only;
    if (g.is_published !== undefined) out.isPublished = g.is_published;
    return out;
  }

  const changed = (id: string, action: "created" | "updated") =>
    deps.realtime?.publish("calendar", "change", { table: "guides", id, action });

  /** A published guide by slug or old preset key, kept until content changes. */
  const byKey = (key: string) =>
    key.length > 200 || key.includes("\0")
      ? Promise.resolve(null)
      : kept.get(`guides.key:${key}`, () => guides.byKey(key));

  return {
    async list(actor: Actor, query: Query) {
      return listed(
        query,
        { columns: guideSortColumns, by: "first_day", dir: "desc" },
        guides.list,
        (r) => presentGuide(r),
        isStaff(actor) ? {} : { published: true },
      );
    },

    async get(actor: Actor, field: LookupField, value: string) {
      const row = await found(field, value, guides.find, "guide");
      if (!row.isPublished && !isStaff(actor)) throw notFound("That guide");
      return present(row);
    },

    async create(actor: Actor, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const g = parseOrThrow(checkedGuideSchema, input);
      await checkImage(g.hero_image_id);
      const slug = await freeSlug(g.slug, g.title, (s) => guides.slugTaken(s));
      const values = { ...(await columns(g)), slug, modifiedBy: admin.userId } as GuideInsert;
      const row = (await log.write(admin, "guide", {}, async (tx) => {
        // Read in the transaction: PGlite has one connection, and it is the transaction's.
        const repo = createGuidesRepo(tx);
        const made = await repo.insert(values);
        return {
          id: made.id,
          before: null,
          after: guideFields(await present(made, repo)),
          result: made,
        };
      }))!;
      await changed(row.id, "created");
      return present(row);
    },

    async update(actor: Actor, id: string, input: unknown, meta: RevisionMeta = {}) {
      const admin = requireSuperAdmin(actor);
      const current = await found("id", id, guides.find, "guide");
      const g = parseOrThrow(guideUpdateSchema, input);
      const [first, last] = [g.first_day ?? current.firstDay, g.last_day ?? current.lastDay];
      const problem = windowProblem(first, last);
      if (problem) throw validationError([{ field: "last_day", message: problem }]);
      const stopProblems = stopDayProblems(g.stops ?? current.stops, first, last);
      if (stopProblems.length) throw validationError(stopProblems);
      await checkImage(g.hero_image_id);
      if (g.slug && g.slug !== current.slug && (await guides.slugTaken(g.slug, id)))
        throw slugClash();
      const { version, ...rest } = g;
      const values = { ...(await columns(rest, current.rules)), modifiedBy: admin.userId };
      const row = await log.update(admin, "guide", meta, id, (tx) => {
        const repo = createGuidesRepo(tx);
        return {
          read: async () => {
            const r = await repo.find("id", id);
            return r ? guideFields(await present(r, repo)) : null;
          },
          save: () => repo.update(id, values, version),
        };
      });
      if (!row) return staleOrMissing(await guides.stamp(id), "guide");
      await changed(id, "updated");
      return present(row);
    },

    /** The listing a published guide is under `key` (its slug or old preset key), or null. */
    async presetFor(key: string) {
      const g = await byKey(key);
      return g ? guidePreset(presentGuide(g), key) : null;
    },

    /**
     * A guide's page: the guide, its hero image, and its picks as cards in
     * staff's order (each event's first date in the window), with their notes.
     */
    async page(slug: string) {
      const g = await byKey(slug);
      if (!g || g.slug !== slug) throw notFound("That guide");
      const guide = presentGuide(g);
      const start = siteDayForDate(g.firstDay).start.toISOString();
      const end = siteDayForDate(g.lastDay).end.toISOString();
      const ids = g.picks.map((p) => p.event_id);
      const [picked, hero, venues] = await Promise.all([
        ids.length
          ? calendar.listDateCards(anonymous, {
              event_id: ids.join(","),
              start: `lte:${end}`,
              end: `gte:${start}`,
              sort_by: "start",
              sort: "asc",
              page_size: "100",
            })
          : null,
        g.heroImageId ? files.imagesFor([g.heroImageId]) : null,
        g.stops.length ? places.venuesById(g.stops.map((s) => s.venue_id)) : null,
      ]);
      const first = new Map(onePerEvent(picked?.results ?? []).map((c) => [c.event.id, c]));
      const picks = g.picks.flatMap((p) => {
        const card = first.get(p.event_id);
        return card ? [{ card, note: p.note ?? null }] : [];
      });
      return {
        guide,
        preset: guidePreset(guide),
        hero: g.heroImageId ? cardImage(hero?.get(g.heroImageId)) : null,
        picks,
        stops: stopsWithVenues(guide, venues),
      };
    },

    /** Every published guide, newest window first (/guides). */
    async published() {
      const { rows } = await kept.get("guides.published", () =>
        guides.list({ sortBy: "first_day", sort: "desc", offset: 0, limit: 200, published: true }),
      );
      return rows.map((r) => presentGuide(r));
    },

    /** Published guides open now (home's place for them), with their hero images. */
    async openNow(now: Date) {
      const today = siteDateOf(now);
      // Any guide whose window touches today's site day; the tail after midnight is yesterday's.
      const rows = await kept.get(`guides.open:${today}`, () => guides.openOn(today, today));
      const images = await files.imagesFor(rows.map((r) => r.heroImageId));
      return rows.map((r) => ({
        guide: presentGuide(r),
        hero: r.heroImageId ? cardImage(images.get(r.heroImageId)) : null,
      }));
    },
  };
}

export type GuidesService = ReturnType<typeof createGuidesService>;
