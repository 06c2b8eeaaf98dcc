import { forbidden, notFound, validationError } from "../../../core/errors.ts";
import { MAX_LIST_DEPTH } from "../../../core/list-constants.ts";
import {
  citySchema,
  cityUpdateSchema,
  isReservedVenueSlug,
  venueEditorsSchema,
  venueSchema,
  venueUpdateSchema,
} from "../../../core/schemas/calendar.ts";
import { STAFF_VENUE_FIELDS } from "../../../core/venues/editors.ts";
import { listEnvelope, pageOf, parseListParams, sortKeys } from "../../lib/list-params.ts";
import {
  type Actor,
  requireStaffOrVenueEditor,
  requireSuperAdmin,
  requireVenueEditor,
  venueScope,
} from "../../lib/policy.ts";
import { chooseSlug, isUuid, lookable, slugClash, staleOrMissing } from "../../lib/records.ts";
import { sanitizeRichText } from "../../lib/sanitize.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { Realtime } from "../../realtime/publisher.ts";
import { presentListImage } from "../files/present.ts";
import { mapRow, type RevisionLog, type RevisionMeta, trackedFields } from "../revisions/log.ts";
import type { WebhookSignals } from "../webhooks/delivery.ts";
import { presentCity, presentVenue } from "./present.ts";
import {
  citySortColumns,
  createPlacesRepo,
  type LookupField,
  type PlacesRepo,
  type VenueInsert,
  venueSortColumns,
} from "./repo.ts";

type Query = Record<string, string | undefined>;
/** What a revision keeps of a city or a venue (core/revisions/diff.ts). */
export const cityFields = trackedFields(citySchema);
export const venueFields = trackedFields(venueSchema);

export function createPlacesService(deps: {
  places: PlacesRepo;
  realtime: Realtime;
  log: RevisionLog;
  /** Told of each venue update after it committed (outgoing webhooks, decision 065). */
  webhooks?: Pick<WebhookSignals, "venueUpdated">;
}) {
  const { places, realtime, log } = deps;

  return {
    async getCity(field: LookupField, value: string) {
      const row = lookable(field, value) ? await places.cities.find(field, value) : null;
      if (!row) throw notFound("That city");
      return presentCity(row);
    },

    async listCities(query: Query) {
      const params = parseListParams(query, {
        sortable: sortKeys(citySortColumns),
        defaultSortBy: "sort_order",
        defaultSort: "asc",
      });
      const { rows, total } = await places.cities.list({
        ...pageOf(params),
        ...(params.query ? { query: params.query } : {}),
      });
      return listEnvelope(rows.map(presentCity), total, params);
    },

    /** Names and slugs of the cities, in the site's order: a listing's city filter. */
    cityChoices: () => places.cities.choices(),

    async createCity(actor: Actor, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const c = parseOrThrow(citySchema, input);
      const slug = await chooseSlug(c.slug, c.name, (s) => places.cities.slugTaken(s));
      if (slug.clash) throw slugClash();
      const values = {
        name: c.name,
        slug: slug.slug,
        state: c.state,
        summary: c.summary ?? null,
        geoLat: c.geo?.lat ?? null,
        geoLon: c.geo?.lon ?? null,
        sortOrder: c.sort_order,
        legacyId: c.legacy_id ?? null,
        modifiedBy: admin.userId,
      };
      const row = (await log.write(admin, "city", {}, async (tx) => {
        const made = await createPlacesRepo(tx).cities.insert(values);
        return { id: made.id, before: null, after: cityFields(presentCity(made)), result: made };
      }))!;
      await realtime.publish("calendar", "change", {
        table: "cities",
        id: row.id,
        action: "created",
      });
      return presentCity(row);
    },

    async updateCity(actor: Actor, id: string, input: unknown, meta: RevisionMeta = {}) {
      const admin = requireSuperAdmin(actor);
      const current = isUuid(id) ? await places.cities.find("id", id) : null;
      if (!current) throw notFound("That city");
      const c = parseOrThrow(cityUpdateSchema, input);
      if (c.slug && c.slug !== current.slug && (await places.cities.slugTaken(c.slug, id)))
        throw slugClash();
      const values = {
        ...(c.name !== undefined ? { name: c.name } : {}),
        ...(c.slug !== undefined ? { slug: c.slug } : {}),
        ...(c.state !== undefined ? { state: c.state } : {}),
        ...(c.summary !== undefined ? { summary: c.summary } : {}),
        ...(c.geo !== undefined ? { geoLat: c.geo?.lat ?? null, geoLon: c.geo?.lon ?? null } : {}),
        ...(c.sort_order !== undefined ? { sortOrder: c.sort_order } : {}),
        ...(c.legacy_id !== undefined ? { legacyId: c.legacy_id } : {}),
        modifiedBy: admin.userId,
      };
      const row = await log.update(admin, "city", meta, id, (tx) => {
        const repo = createPlacesRepo(tx);
        return {
          read: async () =>
            mapRow(await repo.cities.find("id", id), (r) => cityFields(presentCity(r))),
          save: () => repo.cities.update(id, values, c.version),
        };
      });
      if (!row) return staleOrMissing(await places.cities.stamp(id), "city");
      await realtime.publish("calendar", "change", { table: "cities", id, action: "updated" });
      return presentCity(row);
    },

    async getVenue(field: LookupField, value: string) {
      const row = lookable(field, value) ? await places.venues.find(field, value) : null;
      if (!row) throw notFound("That venue");
      return presentVenue(row);
    },

    /** Full records of these venues (the feeds' addresses), by id; unknown ids are left out. */
    async venuesById(ids: readonly string[]) {
      const rows = await places.venues.findMany([...new Set(ids)]);
      return new Map(rows.map((v) => [v.id, presentVenue(v)]));
    },

    /** Every venue (up to the lists' depth) as the venue map draws it, closed ones marked. */
    async mapVenues() {
      const rows = await places.venues.pins(MAX_LIST_DEPTH);
      return rows.map((v) => ({
        id: v.id,
        name: v.name,
        nickname: v.nickname,
        slug: v.slug,
        type: v.type,
        is_premium: v.isPremium,
        is_closed: v.isClosed,
        geo: v.lat === null || v.lon === null ? null : { lat: v.lat, lon: v.lon },
        address: v.address,
        city: v.city === null || v.citySlug === null ? null : { name: v.city, slug: v.citySlug },
      }));
    },

    listVenues: (query: Query) => venueList(query),

    async createVenue(actor: Actor, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const v = parseOrThrow(venueSchema, input);
      await checkCity(v.city_id);
      // The schema refuses a reserved slug typed in; one made from a name ("Map") skips past it.
      const slug = await chooseSlug(
        v.slug,
        v.name,
        async (s) => isReservedVenueSlug(s) || (await places.venues.slugTaken(s)),
      );
      if (slug.clash) throw slugClash();
      const id = (await log.write(admin, "venue", {}, async (tx) => {
        const repo = createPlacesRepo(tx);
        const made = await repo.venues.insert({
          ...(venueColumns(v) as VenueInsert),
          slug: slug.slug,
          modifiedBy: admin.userId,
        });
        const after = venueFields(presentVenue((await repo.venues.find("id", made))!));
        return { id: made, before: null, after, result: made };
      }))!;
      await realtime.publish("calendar", "change", { table: "venues", id, action: "created" });
      return presentVenue((await places.venues.find("id", id))!);
    },

    async updateVenue(actor: Actor, id: string, input: unknown, meta: RevisionMeta = {}) {
      // Staff, or an editor of this venue (decision 056); anyone else is refused before a read.
      const admin = requireVenueEditor(actor, id);
      const current = isUuid(id) ? await places.venues.find("id", id) : null;
      if (!current) throw notFound("That venue");
      const v = parseOrThrow(venueUpdateSchema, input);
      if (!admin.isSuperAdmin) refuseStaffFields(v, presentVenue(current));
      await checkCity(v.city_id);
      if (v.slug && v.slug !== current.slug && (await places.venues.slugTaken(v.slug, id)))
        throw slugClash();
      const { version, ...rest } = v;
      const changed = await log.update(admin, "venue", meta, id, (tx) => {
        const repo = createPlacesRepo(tx);
        return {
          read: async () =>
            mapRow(await repo.venues.find("id", id), (r) => venueFields(presentVenue(r))),
          save: () =>
            repo.venues.update(id, { ...venueColumns(rest), modifiedBy: admin.userId }, version),
        };
      });
      if (!changed) return staleOrMissing(await places.venues.stamp(id), "venue");
      await realtime.publish("calendar", "change", { table: "venues", id, action: "updated" });
      await deps.webhooks?.venueUpdated(id);
      return presentVenue((await places.venues.find("id", id))!);
    },

    /**
     * The back office's venue list: every venue for staff, a venue editor's
     * own for them (the server narrows it; the screens only hide).
     */
    async listEditableVenues(actor: Actor, query: Query) {
      const user = requireStaffOrVenueEditor(actor);
      return venueList(query, user.isSuperAdmin ? undefined : venueScope(user).venueIds);
    },

    /** A venue for its editor's screen: staff's any, an editor's own, a 403 otherwise. */
    async getEditableVenue(actor: Actor, id: string) {
      requireVenueEditor(actor, id);
      const row = isUuid(id) ? await places.venues.find("id", id) : null;
      if (!row) throw notFound("That venue");
      return presentVenue(row);
    },

    /** GET /places/venues/id/{id}/editors: who edits it (staff only). */
    async venueEditors(actor: Actor, venueId: string) {
      requireSuperAdmin(actor);
      await existingVenue(venueId);
      return (await places.editors.ofVenue(venueId)).map(presentEditor);
    },

    /** PUT /places/venues/id/{id}/editors {user_ids}: exactly these people edit it (staff only). */
    async setVenueEditors(actor: Actor, venueId: string, input: unknown) {
      const admin = requireSuperAdmin(actor);
      await existingVenue(venueId);
      const { user_ids } = parseOrThrow(venueEditorsSchema, input);
      const ids = [...new Set(user_ids)];
      const known = await places.editors.usersAmong(ids);
      const errors = ids
        .map((u, i) =>
          known.has(u) ? null : { field: `user_ids.${i}`, message: "That user does not exist." },
        )
        .filter((e) => e !== null);
      if (errors.length) throw validationError(errors);
      await places.editors.set(venueId, ids, admin.userId);
      return (await places.editors.ofVenue(venueId)).map(presentEditor);
    },

    /** Makes a user an editor of one more venue (the user's page in the back office). */
    async addVenueEditor(actor: Actor, userId: string, venueId: string) {
      const admin = requireSuperAdmin(actor);
      await existingVenue(venueId, "venue_id");
      if (!isUuid(userId) || !(await places.editors.usersAmong([userId])).size)
        throw notFound("That user");
      await places.editors.add(userId, venueId, admin.userId);
      return places.editors.ofUser(userId);
    },

    /** Ends a user's editing of a venue; a 404 when they did not edit it. */
    async removeVenueEditor(actor: Actor, userId: string, venueId: string) {
      requireSuperAdmin(actor);
      if (!isUuid(userId) || !isUuid(venueId) || !(await places.editors.remove(userId, venueId)))
        throw notFound("That venue editor");
      return places.editors.ofUser(userId);
    },

    /** The venues a user edits, by name (staff only: the user's page). */
    async venuesEditedBy(actor: Actor, userId: string) {
      requireSuperAdmin(actor);
      return isUuid(userId) ? places.editors.ofUser(userId) : [];
    },

    /** Whether any of these venues has its editors' events reviewed by staff. */
    async reviewedAny(venueIds: readonly string[]) {
      return (await places.venues.findMany([...new Set(venueIds)])).some((v) => v.editorReview);
    },
  };

  /** The venue list, narrowed to some venues (a venue editor's) when `ids` is given. */
  async function venueList(query: Query, ids?: readonly string[]) {
    const params = parseListParams(query, {
      sortable: sortKeys(venueSortColumns),
      defaultSortBy: "name",
      defaultSort: "asc",
    });
    if (params.cityId && !isUuid(params.cityId)) {
      throw validationError([{ field: "city_id", message: "Use a valid city id." }]);
    }
    const { rows, total } = await places.venues.list({
      ...pageOf(params),
      ...(params.query ? { query: params.query } : {}),
      ...(params.type ? { type: params.type } : {}),
      ...(params.cityId ? { cityId: params.cityId } : {}),
      ...(ids ? { ids } : {}),
    });
    return listEnvelope(
      rows.map((r) => ({ ...presentVenue(r), primary_image: presentListImage(r.image) })),
      total,
      params,
    );
  }

  async function existingVenue(venueId: string, field?: string) {
    if (isUuid(venueId) && (await places.venues.find("id", venueId))) return;
    if (field) throw validationError([{ field, message: "That venue does not exist." }]);
    throw notFound("That venue");
  }

  /** A venue editor's save may carry staff's fields (a form posts them all) but not change them. */
  function refuseStaffFields(v: Record<string, unknown>, current: Record<string, unknown>) {
    const changed = STAFF_VENUE_FIELDS.filter(
      (f) => v[f] !== undefined && (v[f] ?? null) !== (current[f] ?? null),
    );
    if (changed.length)
      throw forbidden(`Only site administrators change ${changed.join(", ")} of a venue.`);
  }

  async function checkCity(cityId: string | null | undefined) {
    if (cityId && !(await places.cities.find("id", cityId))) {
      throw validationError([{ field: "city_id", message: "That city does not exist." }]);
    }
  }
}

const presentEditor = (e: {
  userId: string;
  name: string | null;
  username: string | null;
  email: string;
  createdAt: Date;
}) => ({
  user_id: e.userId,
  name: e.name,
  username: e.username,
  email: e.email,
  created_date: e.createdAt.toISOString(),
});

/** Maps API fields to columns, only for fields present (PUT is partial). */
function venueColumns(v: Partial<ReturnType<typeof venueSchema.parse>>) {
  const out: Record<string, unknown> = {};
  const map: [keyof typeof v, string][] = [
    ["name", "name"],
    ["nickname", "nickname"],
    ["slug", "slug"],
    ["type", "type"],
    ["summary", "summary"],
    ["address", "address"],
    ["address2", "address2"],
    ["city_id", "cityId"],
    ["state", "state"],
    ["postal_code", "postalCode"],
    ["hours", "hours"],
    ["hours_note", "hoursNote"],
    ["website", "website"],
    ["phone", "phone"],
    ["email", "email"],
    ["links", "links"],
    ["is_premium", "isPremium"],
    ["is_closed", "isClosed"],
    ["is_online_only", "isOnlineOnly"],
    ["editor_review", "editorReview"],
    ["multiple_locations_label", "multipleLocationsLabel"],
    ["accessibility", "accessibility"],
    ["primary_image_id", "primaryImageId"],
    ["legacy_id", "legacyId"],
  ];
  for (const [from, to] of map) if (v[from] !== undefined) out[to] = v[from];
  if (v.content !== undefined) out.content = sanitizeRichText(v.content);
  if (v.geo !== undefined) {
    out.geoLat = v.geo?.lat ?? null;
    out.geoLon = v.geo?.lon ?? null;
  }
  return out as Partial<VenueInsert>;
}

export type PlacesService = ReturnType<typeof createPlacesService>;
