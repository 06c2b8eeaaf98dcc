import {
  ACCESS_FEATURES,
  isAccessFeature,
  normaliseFeatures,
} from "../../../core/calendar/access.ts";
import { previousStartAfter } from "../../../core/dates/reschedule.ts";
import { shiftSpanDays } from "../../../core/dates/shift.ts";
import { forbidden, notFound, validationError } from "../../../core/errors.ts";
import type { PersonalScope } from "../../../core/listing/personal.ts";
import type { RelatedQuery } from "../../../core/listing/related.ts";
import {
  EVENT_CATEGORIES,
  EVENT_DATE_TYPES,
  type EventDateInput,
  type EventStatus,
  eventDuplicateSchema,
  eventSchema,
  eventStatusFilterSchema,
  eventUpdateSchema,
} from "../../../core/schemas/calendar.ts";
import type { ListEnvelope } from "../../../core/schemas/list-params.ts";
import type { SeriesInput } from "../../../core/schemas/recurrence.ts";
import { editorStatus, editsEventAt, STAFF_EVENT_FIELDS } from "../../../core/venues/editors.ts";
import type { Db } from "../../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import {
  jsonListEnvelope,
  type ListParams,
  listEnvelope,
  pageOf,
  parseListParams,
  sortKeys,
} from "../../lib/list-params.ts";
import { noteShownDates } from "../../lib/page-cache/clock-changes.ts";
import {
  type Actor,
  isVenueEditor,
  requireEventEditor,
  requireStaffOrVenueEditor,
  type UserActor,
  venueScope,
} from "../../lib/policy.ts";
import { chooseSlug, isUuid, lookable, slugClash, staleOrMissing } from "../../lib/records.ts";
import { sanitizeRichText } from "../../lib/sanitize.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { Realtime } from "../../realtime/publisher.ts";
import { presentListImage } from "../files/present.ts";
import type { PlacesRepo, VenueWithCity } from "../places/repo.ts";
import type { RevisionLog, RevisionMeta } from "../revisions/log.ts";
import type { EventSnapshot, WebhookSignals } from "../webhooks/delivery.ts";
import type { FirstCards, FirstCardsOptions } from "./first-cards.ts";
import { personalDatesOf, presentReasons } from "./personal-dates.ts";
import { type EventDateListRow, presentEvent } from "./present.ts";
import {
  type CalendarRepo,
  createCalendarRepo,
  type DateValues,
  type EventDateRow,
  type EventFilters,
  type EventRow,
  eventDateSortColumns,
  eventSortColumns,
  type LookupField,
  type PersonalCard,
  tagSortColumns,
} from "./repo.ts";
import { eventFieldsIn } from "./revision-fields.ts";
import { horizonOf, parseSeries, presentSeries, seriesOn } from "./series.ts";
import { createSeriesRepo } from "./series-repo.ts";

/** `recurrence` comes apart from the event's own fields: undefined absent, null to stop the series. */
function splitRecurrence(input: unknown): {
  rest: unknown;
  recurrence: SeriesInput | null | undefined;
  from?: string;
} {
  if (!input || typeof input !== "object" || Array.isArray(input) || !("recurrence" in input))
    return { rest: input, recurrence: undefined };
  const { recurrence, ...rest } = input as Record<string, unknown>;
  if (recurrence === null) return { rest, recurrence: null };
  if (!recurrence || typeof recurrence !== "object" || Array.isArray(recurrence))
    return { rest, recurrence: parseSeries(recurrence) };
  // `from`: the change holds from the first date on or after this day ("this and following").
  const { from, ...series } = recurrence as Record<string, unknown>;
  if (from !== undefined && (typeof from !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(from)))
    throw validationError([{ field: "recurrence.from", message: "Use a date as YYYY-MM-DD." }]);
  return { rest, recurrence: parseSeries(series), ...(from ? { from } : {}) };
}

type Query = Record<string, string | undefined>;
const EVENT_PAGE_SIZE = 100;
/** A tag picker asks for a handful at a time. */
const TAG_PAGE_SIZE = 20;
const isAdmin = (actor: Actor) => actor.kind === "user" && actor.isSuperAdmin;

/**
 * Filters shared by both calendar lists; unknown categories, types and
 * statuses are a 400. Only superadmins see other statuses than published,
 * and only they may pick statuses.
 */
function filtersOf(params: ListParams, actor: Actor, query: Query): EventFilters {
  const { status } = parseOrThrow(eventStatusFilterSchema, { status: query.status });
  const bad = params.categories?.filter(
    (c) => !(EVENT_CATEGORIES as readonly string[]).includes(c),
  );
  if (bad?.length) {
    throw validationError([
      {
        field: "category",
        message: `Unknown category ${bad.join(", ")}. Use: ${EVENT_CATEGORIES.join(", ")}.`,
      },
    ]);
  }
  if (params.type && !(EVENT_DATE_TYPES as readonly string[]).includes(params.type)) {
    throw validationError([
      { field: "type", message: `Use one of: ${EVENT_DATE_TYPES.join(", ")}.` },
    ]);
  }
  if (params.venueIds?.some((id) => !isUuid(id))) {
    throw validationError([{ field: "venue_id", message: "Use valid venue ids." }]);
  }
  if (params.eventIds?.some((id) => !isUuid(id))) {
    throw validationError([{ field: "event_id", message: "Use valid event ids." }]);
  }
  const unknownFeatures = params.accessibility?.filter((x) => !isAccessFeature(x));
  if (unknownFeatures?.length) {
    throw validationError([
      {
        field: "accessibility",
        message: `Unknown feature ${unknownFeatures.join(", ")}. Use: ${ACCESS_FEATURES.join(", ")}.`,
      },
    ]);
  }
  // One city from a listing's filter; a comma list of them from a guide's rules.
  const cityIds = params.cityId?.split(",").map((id) => id.trim());
  if (cityIds?.some((id) => !isUuid(id))) {
    throw validationError([{ field: "city_id", message: "Use a valid city id." }]);
  }
  const f: EventFilters = { publishedOnly: !isAdmin(actor) };
  if (status && !f.publishedOnly) f.statuses = status;
  if (cityIds?.length) f.cityIds = cityIds;
  if (params.venueTypes) f.venueTypes = params.venueTypes;
  if (params.categories) f.categories = params.categories;
  if (params.start) f.start = params.start;
  if (params.end) f.end = params.end;
  if (params.venueIds) f.venueIds = params.venueIds;
  if (params.eventIds) f.eventIds = params.eventIds;
  if (params.isCanceled !== undefined) f.isCanceled = params.isCanceled;
  if (params.type) f.type = params.type;
  if (params.isFree !== undefined) f.isFree = params.isFree;
  // Sorted and once each, so one filter set is one count-cache key.
  if (params.accessibility) f.accessibility = normaliseFeatures(params.accessibility);
  if (params.query) f.query = params.query;
  if (params.tags) f.tags = params.tags.map((t) => t.toLowerCase());
  return f;
}

export function createCalendarService(deps: {
  calendar: CalendarRepo;
  places: PlacesRepo;
  realtime: Realtime;
  log: RevisionLog;
  /** Whose now decides which of a series' dates are past (tests pin it). */
  clock: Clock;
  db: Db;
  /** Told of each event change after it committed (outgoing webhooks, decision 065). */
  webhooks?: Pick<WebhookSignals, "eventChanged">;
}) {
  const { calendar, places, realtime, log, clock } = deps;
  const announce = (id: string, before: EventSnapshot | null) =>
    deps.webhooks?.eventChanged(id, before);
  const seriesRepo = createSeriesRepo(deps.db);

  /** Creates an event with its dates (and series'), and records it as created, in one transaction. */
  async function createRecorded(
    admin: UserActor,
    values: Parameters<CalendarRepo["create"]>[0],
    dates: DateValues[],
    series?: SeriesInput,
  ): Promise<string> {
    return (await log.write(admin, "event", {}, async (tx) => {
      const id = await createCalendarRepo(tx).create(values, dates);
      if (series) await seriesOn(tx).create(id, series, clock.now());
      return { id, before: null, after: await eventFieldsIn(tx, id), result: id };
    }))!;
  }

  /** The venues an event's write puts dates at: its dates' and its series'. */
  const writeVenues = (e: { event_dates: { venue_id: string }[] }, series?: SeriesInput | null) => [
    ...new Set([...e.event_dates.map((d) => d.venue_id), ...(series ? [series.venue_id] : [])]),
  ];

  async function withDates(rows: EventRow[]) {
    const dates = await calendar.datesOf(rows.map((r) => r.id));
    noteShownDates(dates);
    const venues = new Map(
      (await places.venues.findMany([...new Set(dates.map((d) => d.venueId))])).map((v) => [
        v.id,
        v,
      ]),
    );
    return rows.map((r) =>
      presentEvent(
        r,
        dates.filter((d) => d.eventId === r.id),
        venues,
      ),
    );
  }

  /** The filters of an event_dates query; `forUser` (never from a query string) makes it one visitor's. */
  function dateQuery(actor: Actor, query: Query, forUser?: PersonalScope) {
    const params = parseListParams(query, {
      sortable: sortKeys(eventDateSortColumns),
      defaultSortBy: "start",
      defaultSort: "asc",
      defaultPageSize: EVENT_PAGE_SIZE,
    });
    const filters = { ...filtersOf(params, actor, query), ...pageOf(params) };
    return { params, filters: forUser ? { ...filters, forUser } : filters };
  }

  async function checkVenues(dates: EventDateInput[]) {
    const ids = [...new Set(dates.map((d) => d.venue_id))];
    const found = new Set((await places.venues.findMany(ids)).map((v) => v.id));
    const errors = dates
      .map((d, i) =>
        found.has(d.venue_id)
          ? null
          : { field: `event_dates.${i}.venue_id`, message: "That venue does not exist." },
      )
      .filter((e) => e !== null);
    if (errors.length) throw validationError(errors);
  }

  async function checkSeriesVenue(series: SeriesInput) {
    if (!(await places.venues.findMany([series.venue_id])).length)
      throw validationError([
        { field: "recurrence.venue_id", message: "That venue does not exist." },
      ]);
  }

  /**
   * The rows to store for the dates given; `stored` are the event's dates
   * before this edit and `announced` whether the public saw them, which
   * decide each date's previous start (core/dates/reschedule.ts).
   */
  const dateValues = (
    dates: EventDateInput[],
    stored: EventDateRow[] = [],
    announced = false,
  ): DateValues[] => {
    const before = new Map(stored.map((d) => [d.id, d]));
    // A date's own admission and features (decision 054): given, taken as is
    // (null: as the event); left out, a kept date keeps them, so a form that
    // does not show them (the back office's date rows) does not wipe them.
    const kept = (d: EventDateInput) => (d.id ? before.get(d.id) : undefined);
    return dates.map((d) => ({
      ...(d.id ? { id: d.id } : {}),
      venueId: d.venue_id,
      category: d.category,
      type: d.type,
      label: d.label ?? null,
      start: d.start,
      end: d.end,
      isCanceled: d.is_canceled,
      admission: d.admission !== undefined ? d.admission : (kept(d)?.admission ?? null),
      accessibility:
        d.accessibility !== undefined ? d.accessibility : (kept(d)?.accessibility ?? null),
      previousStart: previousStartAfter(
        d.id ? before.get(d.id) : undefined,
        { start: d.start, previousStart: d.previous_start },
        announced,
      ),
    }));
  };

  async function get(actor: Actor, field: LookupField, value: string) {
    // A venue editor also reads their own venues' drafts and pending events.
    const editor = isVenueEditor(actor);
    const row = lookable(field, value)
      ? await calendar.find(field, value, !isAdmin(actor) && !editor)
      : null;
    if (!row) throw notFound("That event");
    const [event] = await withDates([row]);
    if (editor && row.status !== "published" && !editsEventAt(venueScope(actor), venuesIn(event!)))
      throw notFound("That event");
    return withSeries(event!);
  }

  /** An event with its series (decision 059): the rules its generated dates come from. */
  async function withSeries<E extends { id: string }>(event: E) {
    return { ...event, series: (await seriesRepo.ofEvents([event.id])).map(presentSeries) };
  }

  const venuesIn = (e: { event_dates: { venue_id: string }[] }) => [
    ...new Set(e.event_dates.map((d) => d.venue_id)),
  ];
  const storedVenues = async (id: string) => [
    ...new Set((await calendar.datesOf([id])).map((d) => d.venueId)),
  ];

  /**
   * What a venue editor's write stores of the event's status (decision 056):
   * published, or pending where staff review the venue's editors' events.
   * Staff's own fields may come along unchanged (a form posts them all) but
   * not changed.
   */
  async function editorWrite(
    e: {
      status?: EventStatus | undefined;
      featured?: boolean | undefined;
      legacy_id?: string | null | undefined;
    },
    current: { status: string; featured: boolean; legacyId: string | null } | null,
    venueIds: readonly string[],
  ): Promise<EventStatus> {
    const was = { featured: current?.featured ?? false, legacy_id: current?.legacyId ?? null };
    const changed = STAFF_EVENT_FIELDS.filter(
      (f) => e[f] !== undefined && (e[f] ?? null) !== (was[f] ?? null),
    );
    if (changed.length)
      throw forbidden(`Only site administrators change ${changed.join(", ")} of an event.`);
    const review = (await places.venues.findMany([...new Set(venueIds)])).some(
      (v) => v.editorReview,
    );
    const status = editorStatus(e.status, (current?.status as EventStatus) ?? null, review);
    if (!status) throw forbidden("Only site administrators reject events.");
    return status;
  }

  return {
    get,

    /** Staff, or an editor of every venue of this (existing) event; 404, 403 otherwise. */
    async requireEditable(actor: Actor, id: string): Promise<UserActor> {
      const user = requireStaffOrVenueEditor(actor);
      if (user.isSuperAdmin) return user;
      if (!isUuid(id) || !(await calendar.find("id", id, false))) throw notFound("That event");
      return requireEventEditor(actor, await storedVenues(id));
    },

    /** An event for the back office's editor: staff's any, a venue editor's own, 403 otherwise. */
    async getEditable(actor: Actor, id: string) {
      const user = requireStaffOrVenueEditor(actor);
      const row = isUuid(id) ? await calendar.find("id", id, false) : null;
      if (!row) throw notFound("That event");
      const [event] = await withDates([row]);
      if (!user.isSuperAdmin) requireEventEditor(actor, venuesIn(event!));
      return withSeries(event!);
    },

    /**
     * The back office's event list: staff's every event, a venue editor's
     * those whose every date is at their venues, in any status (the server
     * narrows it; the screens only hide).
     */
    async listEditableEvents(actor: Actor, query: Query) {
      const user = requireStaffOrVenueEditor(actor);
      const params = parseListParams(query, {
        sortable: sortKeys(eventSortColumns),
        defaultSortBy: "modified_date",
        defaultSort: "desc",
        defaultPageSize: EVENT_PAGE_SIZE,
      });
      const filters = filtersOf(params, actor, query);
      if (!user.isSuperAdmin) {
        const { status } = parseOrThrow(eventStatusFilterSchema, { status: query.status });
        filters.publishedOnly = false;
        filters.onlyAtVenues = [...venueScope(user).venueIds];
        if (status) filters.statuses = status;
      }
      const { rows, total } = await calendar.list({ ...filters, ...pageOf(params) });
      const withImages = (await withDates(rows.map((r) => r.event))).map((e, i) => ({
        ...e,
        primary_image: presentListImage(rows[i]!.image),
      }));
      return listEnvelope(withImages, total, params);
    },

    /**
     * An event as GET /calendar/events/get shows it, with the full records
     * of its dates' venues and its image's file container: the event page's
     * data in two statements instead of four.
     */
    async getWithVenues(actor: Actor, field: LookupField, value: string) {
      const found = lookable(field, value)
        ? await calendar.findWithImage(field, value, !isAdmin(actor))
        : null;
      if (!found) throw notFound("That event");
      const rows = await calendar.datesWithVenues(found.event.id);
      noteShownDates(rows.map((r) => r.date));
      const venues = new Map<string, VenueWithCity>();
      for (const r of rows) if (r.venue) venues.set(r.venue.id, { ...r.venue, city: r.city });
      return {
        event: presentEvent(
          found.event,
          rows.map((r) => r.date),
          venues,
        ),
        venues,
        image: found.image,
      };
    },

    /** GET /calendar/events/list: sort_by default modified_date, sort desc, 100 per page. */
    async listEvents(actor: Actor, query: Query) {
      const params = parseListParams(query, {
        sortable: sortKeys(eventSortColumns),
        defaultSortBy: "modified_date",
        defaultSort: "desc",
        defaultPageSize: EVENT_PAGE_SIZE,
      });
      const { rows, total } = await calendar.list({
        ...filtersOf(params, actor, query),
        ...pageOf(params),
      });
      const withImages = (await withDates(rows.map((r) => r.event))).map((e, i) => ({
        ...e,
        primary_image: presentListImage(rows[i]!.image),
      }));
      return listEnvelope(withImages, total, params);
    },

    /**
     * GET /calendar/event_dates/list as the JSON text the client gets: one
     * row per date, event and venue embedded; start ascending by default.
     * The rows come as JSON from the database (decision 028).
     */
    async listDatesJson(actor: Actor, query: Query): Promise<string> {
      const { params, filters } = dateQuery(actor, query);
      const { rows, total } = await calendar.listDates(filters);
      noteShownDates(rows);
      return jsonListEnvelope(
        rows.map((r) => r.j),
        total,
        params,
      );
    },

    /** The same list as objects (feeds). */
    async listDates(
      actor: Actor,
      query: Query,
      forUser?: PersonalScope,
    ): Promise<ListEnvelope<EventDateListRow>> {
      const { params, filters } = dateQuery(actor, query, forUser);
      const { rows, total } = await calendar.listDates(filters);
      noteShownDates(rows);
      return listEnvelope(
        rows.map((r) => JSON.parse(r.j) as EventDateListRow),
        total,
        params,
      );
    },

    /**
     * The event_dates list as the public pages' cards (core/listing/cards.ts):
     * only what a card shows, with the event's image read in the same
     * statement. Not an API shape.
     */
    async listDateCards(actor: Actor, query: Query, forUser?: PersonalScope) {
      const { params, filters } = dateQuery(actor, query, forUser);
      const { rows, total } = await calendar.listDateCards(filters);
      noteShownDates(rows);
      return listEnvelope<PersonalCard>(forUser ? rows.map(presentReasons) : rows, total, params);
    },

    /**
     * The same cards with the number of events among all the list's dates
     * (listing pages). With `forUser`, only that visitor's saved and followed
     * dates, each with its `reasons` (/for-you): same windows, filters, paging.
     */
    async listDateCardsWithEvents(actor: Actor, query: Query, forUser?: PersonalScope) {
      const { params, filters } = dateQuery(actor, query, forUser);
      const { rows, total, eventTotal } = await calendar.listDateCardsWithEvents(filters);
      noteShownDates(rows);
      return {
        ...listEnvelope<PersonalCard>(forUser ? rows.map(presentReasons) : rows, total, params),
        eventTotal,
      };
    },

    /** One visitor's dates in a window with their reasons (personal-dates.ts): digest, reminders, feed. */
    personalDates: personalDatesOf(calendar),

    /**
     * The first few events of pages of the same cards, one card each, without
     * the lists' totals, for a page that shows a few of several lists and no
     * count (home): every list in one statement.
     */
    async firstCards<const L extends readonly { query: Query; o: FirstCardsOptions }[]>(
      actor: Actor,
      lists: L,
    ): Promise<{ [K in keyof L]: FirstCards }> {
      const firsts = await calendar.firstCards(
        lists.map(({ query, o }) => ({ p: dateQuery(actor, query).filters, o })),
      );
      for (const first of firsts) noteShownDates(first.times);
      // One answer per list, in the lists' order (first-cards.ts).
      return firsts as { [K in keyof L]: FirstCards };
    },

    /**
     * Candidates for an event page's related sections (published events
     * only: the page is public). Whoever picks from them notes the times of
     * those shown (noteShownDates).
     */
    relatedCandidates: (q: RelatedQuery) => calendar.related(q),

    async create(actor: Actor, input: unknown) {
      let admin = requireStaffOrVenueEditor(actor);
      const { rest, recurrence } = splitRecurrence(input);
      const e = parseOrThrow(eventSchema, rest);
      const at = writeVenues(e, recurrence);
      if (!admin.isSuperAdmin) {
        // Only at venues they edit, all of them; the venue decides whether it is reviewed.
        admin = requireEventEditor(actor, at);
        e.status = await editorWrite(e, null, at);
      }
      await checkVenues(e.event_dates);
      if (recurrence) await checkSeriesVenue(recurrence);
      const slug = await chooseSlug(e.slug, e.name, (s) => calendar.slugTaken(s));
      if (slug.clash) throw slugClash();
      const id = await createRecorded(
        admin,
        {
          name: e.name,
          slug: slug.slug,
          summary: e.summary ?? null,
          content: sanitizeRichText(e.content),
          url: e.url ?? null,
          admission: e.admission,
          priceText: e.price_text ?? null,
          ticketUrl: e.ticket_url ?? null,
          minAge: e.min_age ?? null,
          accessibility: e.accessibility,
          featured: e.featured,
          tags: e.tags,
          primaryImageId: e.primary_image_id ?? null,
          status: e.status,
          legacyId: e.legacy_id ?? null,
          submittedBy: admin.userId,
          modifiedBy: admin.userId,
        },
        dateValues(e.event_dates),
        recurrence ?? undefined,
      );
      await realtime.publish("calendar", "change", { table: "events", id, action: "created" });
      await announce(id, null);
      return get(actor, "id", id);
    },

    /**
     * POST /calendar/events/id/{id}/duplicate: a draft copy, not featured,
     * every date moved by shift_days in Chicago wall-clock time.
     */
    async duplicate(actor: Actor, id: string, input: unknown) {
      let admin = requireStaffOrVenueEditor(actor);
      const original = isUuid(id) ? await calendar.find("id", id, false) : null;
      if (!original) throw notFound("That event");
      // A copy is a draft at the same venues: an editor of them all may make one.
      if (!admin.isSuperAdmin) admin = requireEventEditor(actor, await storedVenues(id));
      const d = parseOrThrow(eventDuplicateSchema, input);
      const name = d.name ?? original.name;
      const slug = await chooseSlug(undefined, name, (s) => calendar.slugTaken(s));
      const dates = (await calendar.datesOf([id])).map((row) => ({
        venueId: row.venueId,
        category: row.category,
        type: row.type,
        label: row.label,
        isCanceled: row.isCanceled,
        admission: row.admission,
        accessibility: row.accessibility,
        ...shiftSpanDays(row, d.shift_days),
      }));
      const copy = await createRecorded(
        admin,
        {
          name,
          slug: slug.slug,
          summary: original.summary,
          content: original.content,
          url: original.url,
          admission: original.admission,
          priceText: original.priceText,
          ticketUrl: original.ticketUrl,
          minAge: original.minAge,
          accessibility: original.accessibility,
          featured: false,
          tags: original.tags,
          primaryImageId: original.primaryImageId,
          status: "draft",
          legacyId: null,
          submittedBy: admin.userId,
          modifiedBy: admin.userId,
        },
        dates,
      );
      await realtime.publish("calendar", "change", {
        table: "events",
        id: copy,
        action: "created",
      });
      return get(actor, "id", copy);
    },

    /** GET /calendar/tags/list: tags in use, most used first; drafts' tags for superadmins only. */
    async listTags(actor: Actor, query: Query) {
      const params = parseListParams(query, {
        sortable: sortKeys(tagSortColumns),
        defaultSortBy: "count",
        defaultSort: "desc",
        defaultPageSize: TAG_PAGE_SIZE,
      });
      const { rows, total } = await calendar.tags({
        ...pageOf(params),
        ...(params.query ? { query: params.query.trim().toLowerCase() } : {}),
        publishedOnly: !isAdmin(actor),
      });
      return listEnvelope(
        rows.map((r) => ({ tag: r.tag, count: r.count })),
        total,
        params,
      );
    },

    async update(actor: Actor, id: string, input: unknown, meta: RevisionMeta = {}) {
      let admin = requireStaffOrVenueEditor(actor);
      const current = isUuid(id) ? await calendar.find("id", id, false) : null;
      if (!current) throw notFound("That event");
      const { rest, recurrence, from } = splitRecurrence(input);
      const e = parseOrThrow(eventUpdateSchema, rest);
      if (!admin.isSuperAdmin) {
        // Every venue it has and every venue it would have must be theirs:
        // they neither move an event away nor edit one another venue shares.
        const before = await storedVenues(id);
        const after = [
          ...new Set([
            ...(e.event_dates ? venuesIn(e as { event_dates: EventDateInput[] }) : before),
            ...(recurrence ? [recurrence.venue_id] : []),
          ]),
        ];
        // Each side on its own: an event without a venue is staff's, not
        // whoever gives it one.
        requireEventEditor(actor, before);
        admin = requireEventEditor(actor, after);
        e.status = await editorWrite(e, current, after);
      }
      if (e.event_dates) await checkVenues(e.event_dates);
      if (recurrence) await checkSeriesVenue(recurrence);
      if (e.slug && e.slug !== current.slug && (await calendar.slugTaken(e.slug, id)))
        throw slugClash();
      const values = {
        ...(e.name !== undefined ? { name: e.name } : {}),
        ...(e.slug !== undefined ? { slug: e.slug } : {}),
        ...(e.summary !== undefined ? { summary: e.summary } : {}),
        ...(e.content !== undefined ? { content: sanitizeRichText(e.content) } : {}),
        ...(e.url !== undefined ? { url: e.url } : {}),
        ...(e.admission !== undefined ? { admission: e.admission } : {}),
        ...(e.price_text !== undefined ? { priceText: e.price_text } : {}),
        ...(e.ticket_url !== undefined ? { ticketUrl: e.ticket_url } : {}),
        ...(e.min_age !== undefined ? { minAge: e.min_age } : {}),
        ...(e.accessibility !== undefined ? { accessibility: e.accessibility } : {}),
        ...(e.featured !== undefined ? { featured: e.featured } : {}),
        ...(e.tags !== undefined ? { tags: e.tags } : {}),
        ...(e.primary_image_id !== undefined ? { primaryImageId: e.primary_image_id } : {}),
        ...(e.status !== undefined ? { status: e.status } : {}),
        ...(e.legacy_id !== undefined ? { legacyId: e.legacy_id } : {}),
        modifiedBy: admin.userId,
      };
      // Read before the write: with a version, a change in between makes the write a 409.
      const dates = e.event_dates
        ? dateValues(e.event_dates, await calendar.datesOf([id]), current.status === "published")
        : undefined;
      const before = await calendar.hookState(id);
      const saved = await log.update(admin, "event", meta, id, (tx) => ({
        read: () => eventFieldsIn(tx, id),
        save: async () => {
          if (!(await createCalendarRepo(tx).update(id, values, dates, e.version))) return false;
          if (recurrence === null) await seriesOn(tx).removeAll(id, clock.now());
          else if (recurrence) await seriesOn(tx).replace(id, recurrence, clock.now(), from);
          return true;
        },
      }));
      if (!saved) return staleOrMissing(await calendar.stamp(id), "event");
      await realtime.publish("calendar", "change", { table: "events", id, action: "updated" });
      await announce(id, before);
      return get(actor, "id", id);
    },

    /**
     * PUT /calendar/events/id/{id}/dates/{dateId}: one generated date changed
     * with its scope (decision 059): `this` (an exception), `following` (the
     * series splits there) or `all` (the rule, from its next date on).
     */
    async editSeriesDate(actor: Actor, id: string, dateId: string, input: unknown) {
      const admin = await this.requireEditable(actor, id);
      // An id no event could have is not looked up (staff skip requireEditable's check).
      if (!isUuid(id)) throw notFound("That event");
      const version =
        input && typeof input === "object" && "version" in input
          ? (input as { version: unknown }).version
          : undefined;
      const before = await calendar.hookState(id);
      const saved = await log.update(admin, "event", {}, id, (tx) => ({
        read: () => eventFieldsIn(tx, id),
        save: async () => {
          // The event's version and modified date move with its dates (feeds' SEQUENCE).
          const stamp = typeof version === "number" ? version : undefined;
          if (
            !(await createCalendarRepo(tx).update(
              id,
              { modifiedBy: admin.userId },
              undefined,
              stamp,
            ))
          )
            return false;
          await seriesOn(tx).editOccurrence(id, dateId, input, clock.now());
          return true;
        },
      }));
      if (!saved) return staleOrMissing(await calendar.stamp(id), "event");
      await realtime.publish("calendar", "change", { table: "events", id, action: "updated" });
      await announce(id, before);
      return get(actor, "id", id);
    },

    /**
     * The daily job's work: every series' dates reach a year ahead of now.
     * Returns how many dates it wrote.
     */
    async extendSeries(): Promise<number> {
      const now = clock.now();
      let written = 0;
      for (;;) {
        const due = await seriesRepo.due(horizonOf(now));
        if (!due.length) break;
        for (const s of due) written += await seriesOn(deps.db).materialise(s, now);
      }
      if (written)
        await realtime.publish("calendar", "change", { table: "event_dates", action: "updated" });
      return written;
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
