import { validationError } from "../../../core/errors.ts";
import { chooseWeighted, isAdvertActive } from "../../../core/promo/choose.ts";
import {
  advertSchema,
  advertUpdateSchema,
  checkedAdvertSchema,
  END_BEFORE_START,
  isAdSpot,
} from "../../../core/schemas/promo.ts";
import type { Clock } from "../../lib/clock.ts";
import { type Kept, keptNothing } from "../../lib/kept.ts";
import { parseListParams, sortKeys } from "../../lib/list-params.ts";
import { type Actor, requireSuperAdmin } from "../../lib/policy.ts";
import { staleOrMissing } from "../../lib/records.ts";
import { found, listed } from "../../lib/use-cases.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { Realtime } from "../../realtime/publisher.ts";
import type { FilesRepo } from "../files/repo.ts";
import type { FilesService } from "../files/service.ts";
import { mapRow, type RevisionLog, type RevisionMeta, trackedFields } from "../revisions/log.ts";
import { presentAdvert, presentServedAdvert } from "./present.ts";
import {
  type AdvertInsert,
  advertSortColumns,
  createPromoRepo,
  type LookupField,
  type PromoRepo,
} from "./repo.ts";

type Query = Record<string, string | undefined>;
const bad = (field: string, message: string) => validationError([{ field, message }]);
/** What a revision keeps of an advert (core/revisions/diff.ts). */
const advertFields = trackedFields(advertSchema);

export function createPromoService(deps: {
  promo: PromoRepo;
  filesRepo: FilesRepo;
  files: FilesService;
  clock: Clock;
  /** Adverts are not live on pages, but cached pages must forget them. */
  realtime?: Realtime;
  /** Returns a number in [0, 1); Math.random unless a test seeds it. */
  random?: () => number;
  /** Keeps each spot's adverts and their images until content changes. */
  kept?: Kept;
  log: RevisionLog;
}) {
  const { promo, filesRepo, files, clock, log } = deps;
  const kept = deps.kept ?? keptNothing;
  const random = deps.random ?? Math.random;

  async function checkImages(a: {
    default_image_id?: string | null;
    mobile_image_id?: string | null;
  }) {
    for (const field of ["default_image_id", "mobile_image_id"] as const) {
      const id = a[field];
      if (id && !(await filesRepo.find("id", id))) throw bad(field, "That image does not exist.");
    }
  }

  function columns(
    a: Partial<ReturnType<typeof checkedAdvertSchema.parse>>,
  ): Partial<AdvertInsert> {
    const out: Partial<AdvertInsert> = {};
    if (a.client !== undefined) out.client = a.client;
    if (a.campaign !== undefined) out.campaign = a.campaign;
    if (a.label !== undefined) out.label = a.label;
    if (a.spots !== undefined) out.spots = a.spots;
    if (a.weight !== undefined) out.weight = a.weight;
    if (a.default_image_id !== undefined) out.defaultImageId = a.default_image_id;
    if (a.mobile_image_id !== undefined) out.mobileImageId = a.mobile_image_id;
    if (a.goto_url !== undefined) out.gotoUrl = a.goto_url;
    if (a.badge_text !== undefined) out.badgeText = a.badge_text;
    if (a.start_date !== undefined) out.startDate = a.start_date;
    if (a.end_date !== undefined) out.endDate = a.end_date;
    if (a.is_active !== undefined) out.isActive = a.is_active;
    if (a.legacy_id !== undefined) out.legacyId = a.legacy_id;
    return out;
  }

  /** Tells the content channel (and the caches listening) that an advert changed. */
  const changed = (id: string, action: "created" | "updated") =>
    deps.realtime?.publish("content", "change", { table: "adverts", id, action });

  const service = {
    async list(actor: Actor, query: Query) {
      requireSuperAdmin(actor);
      const spot = query.spot || undefined;
      if (spot && !isAdSpot(spot)) {
        // The shared list parameters are checked first, so a bad date is named too.
        parseListParams(query, {
          sortable: sortKeys(advertSortColumns),
          defaultSortBy: "modified_date",
          defaultSort: "desc",
        });
        throw bad("spot", "That is not one of our ad spots.");
      }
      return listed(
        query,
        { columns: advertSortColumns, by: "modified_date", dir: "desc" },
        promo.list,
        presentAdvert,
        spot ? { spot } : {},
      );
    },

    async get(actor: Actor, field: LookupField, value: string) {
      requireSuperAdmin(actor);
      return presentAdvert(await found(field, value, promo.find, "advert"));
    },

    async create(actor: Actor, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const a = parseOrThrow(checkedAdvertSchema, input);
      await checkImages(a);
      const row = (await log.write(admin, "advert", {}, async (tx) => {
        const made = await createPromoRepo(tx).insert({
          ...(columns(a) as AdvertInsert),
          modifiedBy: admin.userId,
        });
        return {
          id: made.id,
          before: null,
          after: advertFields(presentAdvert(made)),
          result: made,
        };
      }))!;
      await changed(row.id, "created");
      return presentAdvert(row);
    },

    async update(actor: Actor, id: string, input: unknown, meta: RevisionMeta = {}) {
      const admin = requireSuperAdmin(actor);
      const current = await found("id", id, promo.find, "advert");
      const a = parseOrThrow(advertUpdateSchema, input);
      await checkImages(a);
      const start = a.start_date !== undefined ? a.start_date : current.startDate;
      const end = a.end_date !== undefined ? a.end_date : current.endDate;
      if (start && end && end.getTime() <= start.getTime()) throw bad("end_date", END_BEFORE_START);
      const { version, ...rest } = a;
      const row = await log.update(admin, "advert", meta, id, (tx) => {
        const repo = createPromoRepo(tx);
        return {
          read: async () =>
            mapRow(await repo.find("id", id), (r) => advertFields(presentAdvert(r))),
          save: () => repo.update(id, { ...columns(rest), modifiedBy: admin.userId }, version),
        };
      });
      if (!row) return staleOrMissing(await promo.stamp(id), "advert");
      await changed(id, "updated");
      return presentAdvert(row);
    },

    /**
     * The advert a page shows in `spot` now: a weighted random choice among
     * the active ones, with its DEFAULT and MOBILE images; null when none.
     */
    async serve(spot: string) {
      if (!isAdSpot(spot)) return null;
      const now = clock.now();
      const { adverts, images } = await kept.get(`promo.spot:${spot}`, async () => {
        const adverts = await promo.forSpot(spot);
        const images = await files.imagesFor(
          adverts.flatMap((a) => [a.defaultImageId, a.mobileImageId]),
        );
        return { adverts, images };
      });
      // Chosen on every request: which are active is the clock's, the weights a lottery.
      const chosen = chooseWeighted(
        adverts.filter((a) => isAdvertActive(a, now)),
        random,
      );
      if (!chosen) return null;
      const image = (id: string | null) => (id ? (images.get(id) ?? null) : null);
      return presentServedAdvert(chosen, spot, {
        DEFAULT: image(chosen.defaultImageId) ?? image(chosen.mobileImageId),
        MOBILE: image(chosen.mobileImageId) ?? image(chosen.defaultImageId),
      });
    },

    /** One served advert (or null) for each distinct spot named, e.g. the marquee's. */
    async serveEach(spots: readonly (string | null | undefined)[]) {
      const wanted = [...new Set(spots.filter((s): s is string => Boolean(s)))];
      const served = await Promise.all(wanted.map((s) => service.serve(s)));
      return Object.fromEntries(wanted.map((s, i) => [s, served[i] ?? null]));
    },
  };
  return service;
}

export type PromoService = ReturnType<typeof createPromoService>;
