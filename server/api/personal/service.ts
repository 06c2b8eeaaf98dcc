import { notFound, validationError } from "../../../core/errors.ts";
import type { CardEventDate } from "../../../core/listing/cards.ts";
import { type FollowKind, parseFollow } from "../../../core/personal/follows.ts";
import { splitSaved } from "../../../core/personal/saved.ts";
import type * as Out from "../../../core/schemas/api/account.ts";
import type { Clock } from "../../lib/clock.ts";
import { type Actor, requireUser } from "../../lib/policy.ts";
import { isUuid } from "../../lib/records.ts";
import type { Realtime } from "../../realtime/publisher.ts";
import type { PersonalLookups } from "./lookups-repo.ts";
import { type FollowView, presentFollows } from "./present.ts";
import type { PersonalRepo } from "./repo.ts";

// Saves and follows (issue 29 items 1, 2 and 7, decision 052): every use
// case is the signed-in caller's own data, and nothing here reads anyone
// else's. Each change is announced on the caller's own realtime topic so
// their other tabs flip at once; it never touches a cache (no public page
// or list shows what one visitor keeps).

/**
 * What public pages need after hydration (GET /auth/viewer's `personal`):
 * the saved event ids, and every follow's kind and target, which the follow
 * controls compare against.
 */
export type PersonalState = Out.PersonalState;

export interface SavedEvents {
  /** Every date still to come or on, soonest first. */
  upcoming: CardEventDate[];
  /** One card per saved event whose dates are all over, latest ended first. */
  past: CardEventDate[];
  total: number;
}

export function createPersonalService(deps: {
  repo: PersonalRepo;
  lookups: PersonalLookups;
  realtime?: Realtime;
  clock: Clock;
}) {
  const { repo, lookups, clock } = deps;
  const announce = (
    userId: string,
    payload: Parameters<NonNullable<Realtime["publishPersonal"]>>[1],
  ) => deps.realtime?.publishPersonal?.(userId, payload);

  async function followOf(kind: string, target: string) {
    const parsed = parseFollow(kind, target);
    if (!parsed.ok) throw validationError([{ field: parsed.field, message: parsed.message }]);
    return parsed;
  }

  return {
    /** PUT /account/saves/{event_id}: saves a published event (again: no change). */
    async save(actor: Actor, eventId: string) {
      const user = requireUser(actor);
      if (!isUuid(eventId) || !(await lookups.publishedEventExists(eventId)))
        throw notFound("That event");
      await repo.save(user.userId, eventId);
      await announce(user.userId, { kind: "save", event_id: eventId, saved: true });
      return { event_id: eventId, saved: true };
    },

    /** DELETE /account/saves/{event_id}: idempotent; an event never saved is simply not saved. */
    async unsave(actor: Actor, eventId: string) {
      const user = requireUser(actor);
      if (!isUuid(eventId)) throw notFound("That event");
      const removed = await repo.unsave(user.userId, eventId);
      // An unknown or unpublished event cannot have been saved through the API.
      if (!removed && !(await lookups.publishedEventExists(eventId))) throw notFound("That event");
      await announce(user.userId, { kind: "save", event_id: eventId, saved: false });
      return { event_id: eventId, saved: false };
    },

    /** GET /account/saves: the saved events' dates as cards, upcoming first; past ones apart. */
    async saved(actor: Actor): Promise<SavedEvents> {
      const user = requireUser(actor);
      const cards = await lookups.savedCards(user.userId);
      const { upcoming, past } = splitSaved(cards, clock.now());
      return { upcoming, past, total: new Set(cards.map((c) => c.event.id)).size };
    },

    /** PUT /account/follows/{kind}/{target}: venue and city must exist; categories and tags are checked. */
    async follow(actor: Actor, kind: string, target: string) {
      const user = requireUser(actor);
      const f = await followOf(kind, target);
      if (f.kind === "venue" && !(await lookups.venueExists(f.target)))
        throw notFound("That venue");
      if (f.kind === "city" && !(await lookups.cityExists(f.target))) throw notFound("That city");
      await repo.follow(user.userId, f.kind, f.target);
      await announce(user.userId, {
        kind: "follow",
        follow_kind: f.kind,
        target: f.target,
        following: true,
      });
      return { kind: f.kind, target: f.target, following: true };
    },

    /** DELETE /account/follows/{kind}/{target}: idempotent, and works for a venue that is gone. */
    async unfollow(actor: Actor, kind: string, target: string) {
      const user = requireUser(actor);
      const f = await followOf(kind, target);
      await repo.unfollow(user.userId, f.kind, f.target);
      await announce(user.userId, {
        kind: "follow",
        follow_kind: f.kind,
        target: f.target,
        following: false,
      });
      return { kind: f.kind, target: f.target, following: false };
    },

    /** GET /account/follows: by kind, with display names and links. */
    async follows(actor: Actor): Promise<FollowView[]> {
      const user = requireUser(actor);
      const rows = await repo.follows(user.userId);
      const ids = (k: FollowKind) => rows.filter((r) => r.kind === k).map((r) => r.target);
      const [venues, cities] = await Promise.all([
        lookups.venueNames(ids("venue")),
        lookups.cityNames(ids("city")),
      ]);
      return presentFollows(rows, venues, cities);
    },

    /** The small private state public pages ask for after hydration; null for anonymous. */
    async state(actor: Actor): Promise<PersonalState | null> {
      if (actor.kind !== "user") return null;
      const [saved, follows] = await Promise.all([
        repo.savedEventIds(actor.userId),
        repo.follows(actor.userId),
      ]);
      return {
        saved_event_ids: saved,
        follows: follows.map((f) => ({ kind: f.kind, target: f.target })),
      };
    },
  };
}

export type PersonalService = ReturnType<typeof createPersonalService>;
