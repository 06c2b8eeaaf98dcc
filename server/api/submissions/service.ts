import { conflict, forbidden, notFound, validationError } from "../../../core/errors.ts";
import { eventSchema } from "../../../core/schemas/calendar.ts";
import {
  type SubmissionPayload,
  submissionApproveSchema,
  submissionBlockSchema,
  submissionPrefillSchema,
  submissionRejectSchema,
  submissionReviseSchema,
  submissionSchema,
  submissionUpdateSchema,
} from "../../../core/schemas/submission.ts";
import { looseKey, matchVenue } from "../../../core/scraper/venue-match.ts";
import { prefillOf } from "../../../core/submissions/prefill.ts";
import {
  AUTHOR_EDITABLE,
  eventInputOf,
  REVIEWABLE,
  type StoredPayload,
  SUBMISSIONS_PER_ACCOUNT_PER_DAY,
  SUBMISSIONS_PER_ADDRESS_PER_DAY,
  spanOf,
  storedPayload,
  venueInputOf,
} from "../../../core/submissions/rules.ts";
import type { Clock } from "../../lib/clock.ts";
import { listEnvelope, parseListParams } from "../../lib/list-params.ts";
import type { Mailer } from "../../lib/mail/index.ts";
import { type Actor, requireSuperAdmin, requireUser, type UserActor } from "../../lib/policy.ts";
import type { RateLimiter } from "../../lib/rate-limit/index.ts";
import { isUuid } from "../../lib/records.ts";
import { sanitizeRichText } from "../../lib/sanitize.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { Realtime } from "../../realtime/publisher.ts";
import type { CalendarService } from "../calendar/service.ts";
import type { FilesRepo } from "../files/repo.ts";
import type { FilesService } from "../files/service.ts";
import type { PlacesService } from "../places/service.ts";
import type { UtilsService } from "../utils/service.ts";
import { approvedMail, rejectedMail } from "./mails.ts";
import { presentSubmission } from "./present.ts";
import type { DuplicateRow, SubmissionRow, SubmissionsRepo } from "./repo.ts";

// Events sent in by the public (issue 30 items 1-3, decision 055). Authors
// keep drafts and may change or withdraw a submission until it is reviewed;
// staff see the queue with likely duplicates, edit, approve (the event, and
// the venue it proposed, are made through the staff use cases, so they are
// recorded and announced like any staff write) or reject with a reason that
// is mailed. Every submission is reviewed: there is no trusted path yet.

const DAY = 86_400_000;
/** Every state a sent submission can be in: staff's list of them all. */
const SENT = ["pending", "approved", "rejected"] as const;
/**
 * "Start from a link" reads somebody else's page for the author: a few an
 * hour is plenty for a person filling in forms, on top of the link
 * preview's own per-minute limit.
 */
export const PREFILL_RULE = { name: "submission-prefill", max: 20, windowSeconds: 3600 };

/** Stands in for a venue not made yet when a proposal's event is checked. */
const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";

export function createSubmissionsService(deps: {
  submissions: SubmissionsRepo;
  calendar: CalendarService;
  places: PlacesService;
  files: FilesRepo;
  /** Moves a picture's focal point (its crops are cut again) when its submission is approved. */
  images: Pick<FilesService, "update">;
  /** The link preview (SSRF-guarded fetch) that "Start from a link" reads. */
  utils: Pick<UtilsService, "scrapeMeta">;
  limiter: RateLimiter;
  mailer: Mailer;
  clock: Clock;
  siteName: string;
  publicUrl: string;
  /** Tells staff's open back offices how many wait (the navigation's live count). */
  realtime?: Realtime;
}) {
  const { submissions: repo, clock } = deps;

  /** After a submission entered or left the queue: the new count to every open back office. */
  async function announceQueue() {
    if (!deps.realtime?.publishQueue) return;
    await deps.realtime.publishQueue({ submissions: await repo.countInState("pending") });
  }

  /** The submission, if the caller may see it: its author or staff. */
  async function readable(actor: Actor, id: string): Promise<SubmissionRow> {
    const user = requireUser(actor);
    const row = isUuid(id) ? await repo.get(id) : null;
    if (!row || (row.userId !== user.userId && !user.isSuperAdmin))
      throw notFound("That submission");
    return row;
  }

  /** Who may send anything at all: signed in, address confirmed, not blocked. */
  async function requireSubmitter(actor: Actor): Promise<UserActor> {
    const user = requireUser(actor);
    const author = await repo.author(user.userId);
    if (!author?.verified)
      throw forbidden("Confirm your email address first: we write to you about what you send.");
    if (await repo.isBlocked(user.userId))
      throw forbidden(
        "Your account cannot send events. Write to us if you think that is a mistake.",
      );
    return user;
  }

  /** What the schema parsed, checked against the database and kept to the editor's markup. */
  async function payloadOf(
    user: UserActor,
    p: SubmissionPayload,
    current?: StoredPayload,
  ): Promise<StoredPayload> {
    const errors: { field: string; message: string }[] = [];
    if (p.venue_id && !(await deps.places.getVenue("id", p.venue_id).catch(() => null)))
      errors.push({ field: "venue_id", message: "That venue does not exist." });
    if (p.new_venue && !(await deps.places.getCity("id", p.new_venue.city_id).catch(() => null)))
      errors.push({ field: "new_venue.city_id", message: "That city does not exist." });
    const image = p.primary_image_id ? await deps.files.find("id", p.primary_image_id) : null;
    if (p.primary_image_id && !image)
      errors.push({
        field: "primary_image_id",
        message: "That picture does not exist. Upload it again.",
      });
    // An author may name only a picture they uploaded for a submission: any
    // other id would put someone else's picture (another user's, or one of
    // the library's) on their event. Staff may use any, and a picture the
    // submission already has stays (staff may have chosen it).
    else if (
      image &&
      !user.isSuperAdmin &&
      current?.primary_image_id !== image.id &&
      (image.uploadedBy !== user.userId || image.uploadType !== "submission")
    )
      errors.push({
        field: "primary_image_id",
        message: "Use a picture you uploaded on this form.",
      });
    if (errors.length) throw validationError(errors);
    const {
      submit: _s,
      hp: _h,
      ...rest
    } = p as SubmissionPayload & { submit?: boolean; hp?: string };
    return storedPayload({ ...rest, content: sanitizeRichText(rest.content) });
  }

  /** A filled-in hidden field: a robot. It is told nothing it could learn from. */
  function refuseRobots(hp: string | undefined) {
    if (hp?.trim()) throw validationError([{ field: "hp", message: "Leave this field empty." }]);
  }

  /** The listed events a payload likely repeats (a trigram match: dear at scale, so kept). */
  const duplicatesOf = (payload: StoredPayload) =>
    repo.duplicates({ name: payload.name, venueId: payload.venue_id ?? null, ...spanOf(payload) });

  /**
   * As the API gives it. "live": its likely duplicates worked out now (one
   * submission's page); "kept": as worked out when it last changed in the
   * queue (the queue's list); none for its author.
   */
  async function present(row: SubmissionRow, duplicates: "live" | "kept" | "none" = "none") {
    if (duplicates === "none" || row.state !== "pending") return presentSubmission(row);
    if (duplicates === "kept")
      return presentSubmission(row, (row.duplicates ?? []) as DuplicateRow[]);
    return presentSubmission(row, await duplicatesOf(row.payload as StoredPayload));
  }

  async function mailAuthor(
    row: SubmissionRow,
    mail: typeof approvedMail | typeof rejectedMail,
    extra: string,
  ) {
    const author = await repo.author(row.userId);
    if (!author) return;
    const payload = row.payload as StoredPayload;
    await deps.mailer.send(
      mail({
        siteName: deps.siteName,
        publicUrl: deps.publicUrl,
        to: author.email,
        name: payload.name,
        extra,
      }),
    );
  }

  return {
    /** POST /submissions: a draft, or (submit: true) sent for review. */
    async create(actor: Actor, input: unknown, clientIp: string) {
      const user = await requireSubmitter(actor);
      const s = parseOrThrow(submissionSchema, input);
      refuseRobots(s.hp);
      const payload = await payloadOf(user, s);
      // An account's own daily limit, then its address's (shared by a household or a gallery's wifi).
      if (
        (await repo.sentSince(user.userId, new Date(clock.now().getTime() - DAY))) >=
        SUBMISSIONS_PER_ACCOUNT_PER_DAY
      )
        throw conflict(
          `You sent ${SUBMISSIONS_PER_ACCOUNT_PER_DAY} events today. Send more tomorrow.`,
        );
      await deps.limiter.check(
        {
          name: "submission-address",
          max: SUBMISSIONS_PER_ADDRESS_PER_DAY,
          windowSeconds: DAY / 1000,
        },
        clientIp,
      );
      const row = await repo.create({
        userId: user.userId,
        state: s.submit ? "pending" : "draft",
        payload,
        submittedDate: s.submit ? clock.now() : null,
        duplicates: s.submit ? await duplicatesOf(payload) : null,
      });
      if (row.state === "pending") await announceQueue();
      return present(row);
    },

    /**
     * Whether the caller may send events, for the /submit page to say so
     * before anything is typed: signed out, address not confirmed, blocked, or ok.
     */
    async standing(actor: Actor): Promise<"anonymous" | "unconfirmed" | "blocked" | "ok"> {
      if (actor.kind !== "user") return "anonymous";
      const author = await repo.author(actor.userId);
      if (!author?.verified) return "unconfirmed";
      if (await repo.isBlocked(actor.userId)) return "blocked";
      return "ok";
    },

    /**
     * POST /submissions/prefill {url}: "Start from a link". The page's event
     * (or its share tags) as a first guess for the form, its place matched to
     * one of our venues or proposed as a new one. Nothing is saved.
     */
    async prefill(actor: Actor, input: unknown) {
      const user = await requireSubmitter(actor);
      const { url } = parseOrThrow(submissionPrefillSchema, input);
      await deps.limiter.check(PREFILL_RULE, user.userId);
      const { location, ...found } = prefillOf(await deps.utils.scrapeMeta(actor, { url }));
      let venue: { id: string; name: string } | null = null;
      let newVenue: {
        name: string;
        address: string | null;
        postal_code: string | null;
        city_id: string | null;
      } | null = null;
      if (location?.name) {
        const near = await deps.places.listVenues({ query: location.name, page_size: "20" });
        const match = matchVenue(location, near.results);
        if (match) venue = { id: match.id, name: match.name };
      }
      if (location && !venue) {
        const cities = location.locality
          ? (await deps.places.listCities({ query: location.locality, page_size: "20" })).results
          : [];
        const city = cities.find((c) => looseKey(c.name) === looseKey(location.locality));
        newVenue = {
          name: (location.name ?? location.street ?? location.address ?? "").slice(0, 160),
          address: (location.street ?? location.address)?.slice(0, 200) ?? null,
          postal_code: location.postal_code?.slice(0, 10) ?? null,
          city_id: city?.id ?? null,
        };
      }
      return { ...found, venue, new_venue: newVenue };
    },

    /** GET /account/submissions: the caller's, newest first, with where each stands. */
    async mine(actor: Actor) {
      const user = requireUser(actor);
      return (await repo.mine(user.userId)).map((r) => ({
        ...presentSubmission(r.submission),
        event_slug: r.eventSlug,
      }));
    },

    /** GET /submissions/id/{id}: the author's own, or any for staff (with likely duplicates). */
    async get(actor: Actor, id: string) {
      const row = await readable(actor, id);
      if (!requireUser(actor).isSuperAdmin) return present(row);
      const payload = row.payload as StoredPayload;
      const [author, venue] = await Promise.all([
        repo.author(row.userId),
        payload.venue_id ? deps.places.getVenue("id", payload.venue_id).catch(() => null) : null,
      ]);
      return {
        ...(await present(row, "live")),
        author: author ? { name: author.name, email: author.email } : null,
        venue: venue ? { id: venue.id, name: venue.name, slug: venue.slug } : null,
      };
    },

    /** PUT /submissions/id/{id}: the author until it is reviewed; staff while it waits. */
    async update(actor: Actor, id: string, input: unknown) {
      const row = await readable(actor, id);
      const user = requireUser(actor);
      const own = row.userId === user.userId;
      if (own && !user.isSuperAdmin) await requireSubmitter(actor);
      const s = parseOrThrow(submissionUpdateSchema, input);
      refuseRobots(s.hp);
      const { version, ...fields } = s;
      const payload = await payloadOf(
        user,
        fields as SubmissionPayload,
        row.payload as StoredPayload,
      );
      const states = own ? AUTHOR_EDITABLE : REVIEWABLE;
      const duplicates = row.state === "pending" ? await duplicatesOf(payload) : null;
      const saved = await repo.update(id, states, version, { payload, duplicates });
      if (!saved) throw staleOrDecided(await repo.get(id), states);
      return present(saved, user.isSuperAdmin ? "kept" : "none");
    },

    /** POST /submissions/id/{id}/submit: a draft goes to the queue. */
    async submit(actor: Actor, id: string) {
      const row = await readable(actor, id);
      if (row.userId !== requireUser(actor).userId) throw notFound("That submission");
      await requireSubmitter(actor);
      if (row.state === "pending") return present(row);
      const saved = await repo.update(id, ["draft"], undefined, {
        state: "pending",
        submittedDate: clock.now(),
        duplicates: await duplicatesOf(row.payload as StoredPayload),
      });
      if (!saved) throw staleOrDecided(await repo.get(id), ["draft"]);
      await announceQueue();
      return present(saved);
    },

    /** DELETE /submissions/id/{id}: the author withdraws it, until it is reviewed. */
    async withdraw(actor: Actor, id: string) {
      const row = await readable(actor, id);
      if (row.userId !== requireUser(actor).userId) throw notFound("That submission");
      if (!(await repo.remove(id, AUTHOR_EDITABLE)))
        throw conflict("It was already reviewed, so it can no longer be withdrawn.");
      if (row.state === "pending") await announceQueue();
      return { removed: 1 };
    },

    /**
     * GET /submissions/list?state=pending: staff's queue, oldest first, each
     * with its likely duplicates; `state=all` for every one sent (not drafts).
     */
    async list(actor: Actor, query: Record<string, string | undefined>) {
      requireSuperAdmin(actor);
      const params = parseListParams(
        { ...query, state: undefined },
        { sortable: ["submitted_date"], defaultSortBy: "submitted_date", defaultSort: "asc" },
      );
      const wanted = query.state || "pending";
      if (!["draft", "pending", "approved", "rejected", "all"].includes(wanted))
        throw validationError([
          { field: "state", message: "Use one of: draft, pending, approved, rejected, all." },
        ]);
      const { rows, total } = await repo.inState(
        wanted === "all" ? SENT : [wanted as SubmissionRow["state"]],
        params.offset,
        params.pageSize,
        params.query,
      );
      const results = await Promise.all(
        rows.map(async (r) => ({
          ...(await present(r.submission, "kept")),
          author: { name: r.author, email: r.email },
        })),
      );
      return listEnvelope(results, total, params);
    },

    /**
     * POST /submissions/id/{id}/approve: the venue it proposed (if any) and
     * the event are made, published, and the author is told.
     */
    async approve(actor: Actor, id: string, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const { version } = parseOrThrow(submissionApproveSchema, input ?? {});
      const row = await readable(actor, id);
      if (row.state !== "pending") throw staleOrDecided(row, REVIEWABLE);
      if (version !== undefined && version !== row.version) throw staleOrDecided(row, REVIEWABLE);
      const payload = row.payload as StoredPayload;
      // What the event would be is checked before anything is written, so a
      // proposal that cannot become an event leaves no venue behind.
      parseOrThrow(eventSchema, eventInputOf(payload, payload.venue_id ?? PLACEHOLDER_ID));
      // Claimed first: a second approval (another tab, another staff member)
      // finds it decided and makes nothing twice.
      const claimed = await repo.update(id, REVIEWABLE, row.version, {
        state: "approved",
        reviewedDate: clock.now(),
        reviewedBy: admin.userId,
      });
      if (!claimed) throw staleOrDecided(await repo.get(id), REVIEWABLE);
      let made: { venueId: string; event: { id: string; slug: string } };
      try {
        // The author's focal point, applied now so the event's crops keep it.
        if (payload.primary_image_id && payload.image_focus)
          await deps.images.update(admin, payload.primary_image_id, {
            focal_point: payload.image_focus,
          });
        const venueId =
          payload.venue_id ??
          (await deps.places.createVenue(admin, venueInputOf(payload.new_venue!))).id;
        made = {
          venueId,
          event: await deps.calendar.create(admin, eventInputOf(payload, venueId)),
        };
      } catch (error) {
        // Back in the queue as it was, so staff can fix it and try again.
        await repo.update(id, ["approved"], claimed.version, {
          state: "pending",
          reviewedDate: null,
          reviewedBy: null,
        });
        throw error;
      }
      const { venueId, event } = made;
      const saved =
        (await repo.update(id, ["approved"], claimed.version, {
          eventId: event.id,
          venueId: payload.venue_id ? null : venueId,
        })) ?? (await readable(actor, id));
      await repo.creditEvent(event.id, row.userId);
      await mailAuthor(saved, approvedMail, `${deps.publicUrl}/events/${event.slug}`);
      await announceQueue();
      return present(saved);
    },

    /** POST /submissions/id/{id}/reject {reason}: the author is mailed the reason. */
    async reject(actor: Actor, id: string, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const { reason, version } = parseOrThrow(submissionRejectSchema, input);
      await readable(actor, id);
      const saved = await repo.update(id, REVIEWABLE, version, {
        state: "rejected",
        reason,
        reviewedDate: clock.now(),
        reviewedBy: admin.userId,
      });
      if (!saved) throw staleOrDecided(await repo.get(id), REVIEWABLE);
      await mailAuthor(saved, rejectedMail, reason);
      await announceQueue();
      return present(saved);
    },

    /**
     * Staff's corrections from the back office's queue (the fields of
     * submissionReviewSchema) over what was sent, then saved as any edit is.
     */
    async revise(actor: Actor, id: string, input: unknown) {
      requireSuperAdmin(actor);
      const { version, ...fields } = parseOrThrow(submissionReviseSchema, input);
      const row = await readable(actor, id);
      return this.update(actor, id, { ...(row.payload as StoredPayload), ...fields, version });
    },

    /** How many wait for review: the back office navigation's count. */
    async pendingCount(actor: Actor) {
      requireSuperAdmin(actor);
      return repo.countInState("pending");
    },

    /** GET /submissions/blocks */
    async blocks(actor: Actor) {
      requireSuperAdmin(actor);
      return (await repo.blocks()).map((b) => ({
        user_id: b.block.userId,
        name: b.name,
        email: b.email,
        reason: b.block.reason,
        created_date: b.block.createdDate.toISOString(),
      }));
    },

    /** PUT /submissions/blocks/{user_id} {reason?}: that account may not submit any more. */
    async block(actor: Actor, userId: string, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const { reason } = parseOrThrow(submissionBlockSchema, input ?? {});
      if (!isUuid(userId) || !(await repo.userExists(userId))) throw notFound("That account");
      await repo.block(userId, reason ?? null, admin.userId);
      return { user_id: userId, blocked: true };
    },

    /** DELETE /submissions/blocks/{user_id} */
    async unblock(actor: Actor, userId: string) {
      requireSuperAdmin(actor);
      if (!isUuid(userId) || !(await repo.unblock(userId))) throw notFound("That block");
      return { user_id: userId, blocked: false };
    },
  };
}

/** Why a write found nothing to change: someone else's write came first, or it was decided. */
function staleOrDecided(row: SubmissionRow | null, states: readonly string[]) {
  if (!row) return notFound("That submission");
  if (!states.includes(row.state))
    return conflict(`It is ${row.state} now, so it can no longer be changed here.`);
  return conflict("It changed since you opened it. Reload to see the latest, then try again.");
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
