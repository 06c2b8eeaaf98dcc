import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointOfRow, fitsPattern, v5Endpoints } from "./authorization-routes.ts";
import { makeArticle, makeAuthor, makeCategory } from "./blog-factories.ts";
import { makeCity, makeEvent, makeVenue, send } from "./calendar-factories.ts";
import { bearer, failedJob, latestMail, member, type SignedIn, superadmin } from "./factories.ts";
import {
  makeAdvert,
  makeContainer,
  makeProduct,
  makeRate,
  makeTier,
  placeOrder,
} from "./shop-factories.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// Every v5 endpoint × anonymous / signed-in user / venue editor / superadmin, with the exact
// status each gets. The endpoints are read from the Hono app itself: one
// without a row here (or a row for one that no longer exists) fails the
// first test. The owner's rows (own profile, own avatar) are in
// authorization-owner.int.test.ts, pages and realtime topics in their own files.

// The venue editor (decision 056) edits one venue of its own (`editorVenueId`)
// and its events; on every other row it is refused like a plain user.
type Role = "anonymous" | "user" | "venueEditor" | "superadmin";
interface Row {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: (ctx: Ctx) => string;
  body?: (ctx: Ctx, role: Role) => unknown;
  expect: Record<Role, number>;
}
interface Ctx {
  user: SignedIn;
  admin: SignedIn;
  editor: SignedIn;
  /** The venue the editor edits, its published event, its draft, and one to delete. */
  editorVenueId: string;
  editorEventId: string;
  editorDraftId: string;
  doomedEditorEventId: string;
  /** Events with a weekly series (decision 059) and one generated date of each: staff's and the editor's. */
  seriesEventId: string;
  seriesDateId: string;
  editorSeriesEventId: string;
  editorSeriesDateId: string;
  target: SignedIn;
  cityId: string;
  guideId: string;
  venueId: string;
  eventId: string;
  draftEventId: string;
  containerId: string;
  authorId: string;
  categoryId: string;
  articleId: string;
  draftId: string;
  advertId: string;
  productId: string;
  inactiveProductId: string;
  priceId: string;
  tierPriceId: string;
  orderConfirmationId: string;
  orderId: string;
  rateId: string;
  revisionId: string;
  trashId: string;
  doomedAdvertId: string;
  mailId: string;
  failedJobId: string;
  /** The user's own: a draft (to submit), a pending one (to read and edit), one to withdraw. */
  draftSubmissionId: string;
  submissionId: string;
  doomedSubmissionId: string;
  /** Someone else's, waiting for review: one to approve, one to reject. */
  approveSubmissionId: string;
  rejectSubmissionId: string;
  /** An API key of `target`'s (decision 063). */
  targetKeyId: string;
  /** Webhook endpoints scoped to the editor's venue (decision 065): one to keep, one to delete; a delivery of the first. */
  editorHookId: string;
  doomedHookId: string;
  editorDeliveryId: string;
}

// In this order: rows that change state (a retried job, a deleted event) count on it.
const ROLES = ["anonymous", "user", "venueEditor", "superadmin"] as const;
const tokenOf = (c: Ctx, role: Exclude<Role, "anonymous">) =>
  role === "user" ? c.user.token : role === "venueEditor" ? c.editor.token : c.admin.token;

const ALL_OK = { anonymous: 200, user: 200, venueEditor: 200, superadmin: 200 };
const SIGNED_IN = { anonymous: 401, user: 200, venueEditor: 200, superadmin: 200 };
const ADMIN = { anonymous: 401, user: 403, venueEditor: 403, superadmin: 200 };
const CREATED_BY_ADMIN = { anonymous: 401, user: 403, venueEditor: 403, superadmin: 201 };
const HIDDEN_FROM_PUBLIC = { anonymous: 404, user: 404, venueEditor: 404, superadmin: 200 };
/** Staff, and the venue editor on their own venue, its events and its pictures. */
const VENUE_EDITOR = { anonymous: 401, user: 403, venueEditor: 200, superadmin: 200 };
const CREATED_BY_VENUE_EDITOR = { anonymous: 401, user: 403, venueEditor: 201, superadmin: 201 };
const advert = {
  client: "Matrix Client",
  label: "Matrix banner",
  spots: ["home_1"],
  goto_url: "https://example.org/ad",
};
const image = { filename: "matrix.jpg", content_type: "image/jpeg", size: 1000 };

/** A submission at the matrix's venue, a week after the tests' clock. */
const submissionBody = (c: Ctx) => ({
  name: "Matrix Submitted Show",
  venue_id: c.venueId,
  dates: [
    { category: "reception", start: "2030-01-10T00:00:00.000Z", end: "2030-01-10T02:00:00.000Z" },
  ],
});
const matrix: Record<string, Row> = {
  "GET /site": { method: "GET", path: () => "/site", expect: ALL_OK },
  "GET /search": { method: "GET", path: () => "/search", expect: ALL_OK },
  // The token travels in the body (the header is not read here): without one
  // it is a 400 before any sign-in question.
  "POST /auth/authenticate": {
    method: "POST",
    path: () => "/auth/authenticate",
    body: (c, role) => (role === "anonymous" ? {} : { token: tokenOf(c, role) }),
    expect: { anonymous: 400, user: 200, venueEditor: 200, superadmin: 200 },
  },
  // Who the session cookie belongs to (null without one): anyone may ask.
  "GET /auth/viewer": { method: "GET", path: () => "/auth/viewer", expect: ALL_OK },
  "POST /auth/isUsernameAvailable": {
    method: "POST",
    path: () => "/auth/isUsernameAvailable",
    body: () => ({ username: "free_name_here" }),
    expect: ALL_OK,
  },
  "POST /auth/initProfile": {
    method: "POST",
    path: () => "/auth/initProfile",
    body: () => ({ username: `n${Math.random().toString(36).slice(2, 10)}`, name: "Matrix" }),
    expect: SIGNED_IN,
  },
  "PUT /account/profile": {
    method: "PUT",
    path: () => "/account/profile",
    body: () => ({ name: "Matrix Edit" }),
    expect: SIGNED_IN,
  },
  // One's own sign-in sessions; a session that is not the caller's is not found.
  "GET /account/sessions": { method: "GET", path: () => "/account/sessions", expect: SIGNED_IN },
  "POST /account/sessions/revoke": {
    method: "POST",
    path: () => "/account/sessions/revoke",
    body: () => ({ session_id: crypto.randomUUID() }),
    expect: { anonymous: 401, user: 404, venueEditor: 404, superadmin: 404 },
  },
  // The buyer's own orders: another's (here a guest's) is a 404 to everyone, staff included.
  "GET /account/orders/list": {
    method: "GET",
    path: () => "/account/orders/list",
    expect: SIGNED_IN,
  },
  "GET /account/orders/id/{id}": {
    method: "GET",
    path: (c) => `/account/orders/id/${c.orderId}`,
    expect: { anonymous: 401, user: 404, venueEditor: 404, superadmin: 404 },
  },
  // Mails the caller's own confirmed address, whatever it finds.
  "POST /account/orders/claims": {
    method: "POST",
    path: () => "/account/orders/claims",
    body: () => ({}),
    expect: SIGNED_IN,
  },
  // Past the sign-in check, a token we never sent is a 400.
  "POST /account/orders/claims/confirm": {
    method: "POST",
    path: () => "/account/orders/claims/confirm",
    body: () => ({ token: "00000000-0000-4000-8000-000000000000.AAAA" }),
    expect: { anonymous: 401, user: 400, venueEditor: 400, superadmin: 400 },
  },
  "GET /account/membership": {
    method: "GET",
    path: () => "/account/membership",
    expect: SIGNED_IN,
  },
  // The personal calendar feed's settings (decision 052): one's own only.
  "GET /account/calendar-feed": {
    method: "GET",
    path: () => "/account/calendar-feed",
    expect: SIGNED_IN,
  },
  "PUT /account/calendar-feed": {
    method: "PUT",
    path: () => "/account/calendar-feed",
    body: () => ({ include_follows: true }),
    expect: SIGNED_IN,
  },
  "POST /account/calendar-feed/regenerate": {
    method: "POST",
    path: () => "/account/calendar-feed/regenerate",
    body: () => ({}),
    expect: SIGNED_IN,
  },
  // One's own saves and follows (issue 29): only ever the caller's.
  "GET /account/saves": { method: "GET", path: () => "/account/saves", expect: SIGNED_IN },
  "PUT /account/saves/{event_id}": {
    method: "PUT",
    path: (c) => `/account/saves/${c.eventId}`,
    expect: SIGNED_IN,
  },
  // A draft cannot be saved: it does not exist for anyone but staff's editor.
  "PUT /account/saves/{event_id} (draft)": {
    method: "PUT",
    path: (c) => `/account/saves/${c.draftEventId}`,
    expect: { anonymous: 401, user: 404, venueEditor: 404, superadmin: 404 },
  },
  "DELETE /account/saves/{event_id}": {
    method: "DELETE",
    path: (c) => `/account/saves/${c.eventId}`,
    expect: SIGNED_IN,
  },
  "GET /account/follows": { method: "GET", path: () => "/account/follows", expect: SIGNED_IN },
  "PUT /account/follows/{kind}/{target}": {
    method: "PUT",
    path: (c) => `/account/follows/venue/${c.venueId}`,
    expect: SIGNED_IN,
  },
  "DELETE /account/follows/{kind}/{target}": {
    method: "DELETE",
    path: (c) => `/account/follows/venue/${c.venueId}`,
    expect: SIGNED_IN,
  },
  "POST /account/sessions/revoke-others": {
    method: "POST",
    path: () => "/account/sessions/revoke-others",
    expect: SIGNED_IN,
  },
  // Issue 29: one's own mail preferences, data export and deletion.
  "GET /account/mail-preferences": {
    method: "GET",
    path: () => "/account/mail-preferences",
    expect: SIGNED_IN,
  },
  "PUT /account/mail-preferences": {
    method: "PUT",
    path: () => "/account/mail-preferences",
    body: () => ({ digest_hour: 10 }),
    expect: SIGNED_IN,
  },
  "GET /account/export": { method: "GET", path: () => "/account/export", expect: SIGNED_IN },
  // Past the sign-in check, an email that is not the caller's deletes nothing (400).
  "DELETE /account": {
    method: "DELETE",
    path: () => "/account",
    body: () => ({ confirm: "someone-else@example.com" }),
    expect: { anonymous: 401, user: 400, venueEditor: 400, superadmin: 400 },
  },
  // The one-click unsubscribe is judged by its token alone: GET only leads to the page.
  "GET /mail/unsubscribe": {
    method: "GET",
    path: () => "/mail/unsubscribe?token=matrix&list=digest",
    expect: { anonymous: 303, user: 303, venueEditor: 303, superadmin: 303 },
  },
  "POST /mail/unsubscribe": {
    method: "POST",
    path: () => "/mail/unsubscribe?token=matrix-not-ours&list=digest",
    expect: { anonymous: 404, user: 404, venueEditor: 404, superadmin: 404 },
  },
  "GET /places/cities/list": { method: "GET", path: () => "/places/cities/list", expect: ALL_OK },
  "GET /places/venues/list": { method: "GET", path: () => "/places/venues/list", expect: ALL_OK },
  "GET /calendar/events/list": {
    method: "GET",
    path: () => "/calendar/events/list",
    expect: ALL_OK,
  },
  "GET /places/cities/id/{id}": {
    method: "GET",
    path: (c) => `/places/cities/id/${c.cityId}`,
    expect: ALL_OK,
  },
  "GET /places/cities/slug/{slug}": {
    method: "GET",
    path: () => "/places/cities/slug/matrix-town",
    expect: ALL_OK,
  },
  "GET /places/cities/legacy_id/{id}": {
    method: "GET",
    path: () => "/places/cities/legacy_id/matrix-city",
    expect: ALL_OK,
  },
  "GET /places/venues/id/{id}": {
    method: "GET",
    path: (c) => `/places/venues/id/${c.venueId}`,
    expect: ALL_OK,
  },
  "GET /places/venues/slug/{slug}": {
    method: "GET",
    path: () => "/places/venues/slug/matrix-gallery",
    expect: ALL_OK,
  },
  "GET /places/venues/legacy_id/{id}": {
    method: "GET",
    path: () => "/places/venues/legacy_id/matrix-venue",
    expect: ALL_OK,
  },
  "GET /calendar/event_dates/list": {
    method: "GET",
    path: () => "/calendar/event_dates/list",
    expect: ALL_OK,
  },
  // The API presets (issue 31): public reads, as the listing pages are.
  "GET /calendar/presets/list": {
    method: "GET",
    path: () => "/calendar/presets/list",
    expect: ALL_OK,
  },
  "GET /calendar/presets/{key}/event_dates": {
    method: "GET",
    path: () => "/calendar/presets/closing_soon/event_dates",
    expect: ALL_OK,
  },
  // The OpenAPI document and its reference page (issue 32): public, the same for everyone.
  "GET /openapi.json": { method: "GET", path: () => "/openapi.json", expect: ALL_OK },
  "GET /docs": { method: "GET", path: () => "/docs", expect: ALL_OK },
  "GET /docs/start.js": { method: "GET", path: () => "/docs/start.js", expect: ALL_OK },
  "GET /docs/{file}": { method: "GET", path: () => "/docs/swagger-ui.css", expect: ALL_OK },
  "GET /calendar/tags/list": {
    method: "GET",
    path: () => "/calendar/tags/list",
    expect: ALL_OK,
  },
  "GET /calendar/events/id/{id}": {
    method: "GET",
    path: (c) => `/calendar/events/id/${c.eventId}`,
    expect: ALL_OK,
  },
  "GET /calendar/events/slug/{slug}": {
    method: "GET",
    path: () => "/calendar/events/slug/matrix-show",
    expect: ALL_OK,
  },
  "GET /calendar/events/legacy_id/{id}": {
    method: "GET",
    path: () => "/calendar/events/legacy_id/matrix-event",
    expect: ALL_OK,
  },
  "GET /calendar/events/id/{id} (draft)": {
    method: "GET",
    path: (c) => `/calendar/events/id/${c.draftEventId}`,
    expect: HIDDEN_FROM_PUBLIC,
  },
  "GET /guides/list": { method: "GET", path: () => "/guides/list", expect: ALL_OK },
  "GET /guides/id/{value}": {
    method: "GET",
    path: (c) => `/guides/id/${c.guideId}`,
    expect: ALL_OK,
  },
  "GET /guides/slug/{value}": {
    method: "GET",
    path: () => "/guides/slug/matrix-guide",
    expect: ALL_OK,
  },
  "POST /guides/list": {
    method: "POST",
    path: () => "/guides/list",
    body: () => ({ title: "Matrix Guide Two", first_day: "2026-12-01", last_day: "2026-12-02" }),
    expect: CREATED_BY_ADMIN,
  },
  "PUT /guides/id/{id}": {
    method: "PUT",
    path: (c) => `/guides/id/${c.guideId}`,
    body: () => ({ summary: "Edited" }),
    expect: ADMIN,
  },
  "POST /places/cities/list": {
    method: "POST",
    path: () => "/places/cities/list",
    body: () => ({ name: "Matrix City" }),
    expect: CREATED_BY_ADMIN,
  },
  "PUT /places/cities/id/{id}": {
    method: "PUT",
    path: (c) => `/places/cities/id/${c.cityId}`,
    body: () => ({ summary: "Edited" }),
    expect: ADMIN,
  },
  "POST /places/venues/list": {
    method: "POST",
    path: () => "/places/venues/list",
    body: () => ({ name: "Matrix Venue", accessibility: ["step_free", "seating"] }),
    expect: CREATED_BY_ADMIN,
  },
  "PUT /places/venues/id/{id}": {
    method: "PUT",
    path: (c) => `/places/venues/id/${c.venueId}`,
    body: () => ({ summary: "Edited", accessibility: ["step_free"] }),
    expect: ADMIN,
  },
  "POST /calendar/events/list": {
    method: "POST",
    path: () => "/calendar/events/list",
    // With every field a write may carry: admission, age, access features, and a
    // date's previous start and its own admission and features.
    body: (c) => ({
      name: "Matrix Event",
      admission: "paid",
      price_text: "$10",
      ticket_url: "https://tickets.example.org/matrix",
      min_age: 18,
      accessibility: ["asl"],
      event_dates: [
        {
          venue_id: c.venueId,
          category: "reception",
          start: "2026-12-11T00:00:00Z",
          end: "2026-12-11T03:00:00Z",
          previous_start: "2026-12-04T00:00:00Z",
          admission: "free",
          accessibility: ["captions"],
        },
      ],
    }),
    expect: CREATED_BY_ADMIN,
  },
  "PUT /calendar/events/id/{id}": {
    method: "PUT",
    path: (c) => `/calendar/events/id/${c.eventId}`,
    body: () => ({
      summary: "Edited",
      admission: "pay_what_you_can",
      price_text: null,
      ticket_url: "",
      min_age: null,
      accessibility: ["relaxed"],
    }),
    expect: ADMIN,
  },
  "POST /calendar/events/id/{id}/duplicate": {
    method: "POST",
    path: (c) => `/calendar/events/id/${c.eventId}/duplicate`,
    body: () => ({ shift_days: 7 }),
    expect: CREATED_BY_ADMIN,
  },
  // The venue editor's own venue and events (decision 056): theirs and staff's.
  "PUT /places/venues/id/{id} (venue editor's)": {
    method: "PUT",
    path: (c) => `/places/venues/id/${c.editorVenueId}`,
    body: () => ({ summary: "Edited by its editor", hours: { 4: ["11:00", "20:00"] } }),
    expect: VENUE_EDITOR,
  },
  "GET /places/venues/id/{id}/editors": {
    method: "GET",
    path: (c) => `/places/venues/id/${c.venueId}/editors`,
    expect: ADMIN,
  },
  "PUT /places/venues/id/{id}/editors": {
    method: "PUT",
    path: (c) => `/places/venues/id/${c.venueId}/editors`,
    body: (c) => ({ user_ids: [c.target.userId] }),
    expect: ADMIN,
  },
  "POST /calendar/events/list (at the venue editor's venue)": {
    method: "POST",
    path: () => "/calendar/events/list",
    body: (c) => ({
      name: "Matrix Editor Event",
      event_dates: [
        {
          venue_id: c.editorVenueId,
          category: "reception",
          start: "2026-12-11T00:00:00Z",
          end: "2026-12-11T03:00:00Z",
        },
      ],
    }),
    expect: CREATED_BY_VENUE_EDITOR,
  },
  "GET /calendar/events/id/{id} (venue editor's draft)": {
    method: "GET",
    path: (c) => `/calendar/events/id/${c.editorDraftId}`,
    expect: { anonymous: 404, user: 404, venueEditor: 200, superadmin: 200 },
  },
  "PUT /calendar/events/id/{id} (venue editor's)": {
    method: "PUT",
    path: (c) => `/calendar/events/id/${c.editorEventId}`,
    body: () => ({ summary: "Edited by its venue's editor" }),
    expect: VENUE_EDITOR,
  },
  "POST /calendar/events/id/{id}/duplicate (venue editor's)": {
    method: "POST",
    path: (c) => `/calendar/events/id/${c.editorEventId}/duplicate`,
    body: () => ({ shift_days: 7 }),
    expect: CREATED_BY_VENUE_EDITOR,
  },
  "PUT /calendar/events/id/{id}/dates/{dateId}": {
    method: "PUT",
    path: (c) => `/calendar/events/id/${c.seriesEventId}/dates/${c.seriesDateId}`,
    body: () => ({ scope: "this", label: "Guest teacher" }),
    expect: ADMIN,
  },
  "PUT /calendar/events/id/{id}/dates/{dateId} (venue editor's series)": {
    method: "PUT",
    path: (c) => `/calendar/events/id/${c.editorSeriesEventId}/dates/${c.editorSeriesDateId}`,
    body: () => ({ scope: "this", label: "Guest teacher" }),
    expect: VENUE_EDITOR,
  },
  "POST /files/versionschema/type/{type} (event)": {
    method: "POST",
    path: () => "/files/versionschema/type/event",
    expect: VENUE_EDITOR,
  },
  "POST /files/versionschema/type/{type} (avatar)": {
    method: "POST",
    path: () => "/files/versionschema/type/avatar",
    expect: SIGNED_IN,
  },
  // Issue 30: any confirmed user may upload a picture for an event they send in.
  "POST /files/versionschema/type/{type} (submission)": {
    method: "POST",
    path: () => "/files/versionschema/type/submission",
    expect: SIGNED_IN,
  },
  "POST /files/getuploadurl/type/{type} (submission)": {
    method: "POST",
    path: () => "/files/getuploadurl/type/submission",
    body: () => image,
    expect: SIGNED_IN,
  },
  // Without a type an upload is an event's.
  "POST /files/getuploadurl": {
    method: "POST",
    path: () => "/files/getuploadurl",
    body: () => image,
    expect: VENUE_EDITOR,
  },
  "POST /files/getuploadurl/type/{type} (event)": {
    method: "POST",
    path: () => "/files/getuploadurl/type/event",
    body: () => image,
    expect: VENUE_EDITOR,
  },
  "POST /files/getuploadurl/type/{type} (avatar)": {
    method: "POST",
    path: () => "/files/getuploadurl/type/avatar",
    body: () => image,
    expect: SIGNED_IN,
  },
  // Any signed-in user may move their own (avatar) upload; an empty body is
  // a 400 past the sign-in check. files.int.test.ts covers the rest.
  "POST /files/movething": {
    method: "POST",
    path: () => "/files/movething",
    body: () => ({}),
    expect: { anonymous: 401, user: 400, venueEditor: 400, superadmin: 400 },
  },
  "GET /files/containers/list": {
    method: "GET",
    path: () => "/files/containers/list",
    expect: ADMIN,
  },
  "GET /files/containers/id/{id}": {
    method: "GET",
    path: (c) => `/files/containers/id/${c.containerId}`,
    expect: ALL_OK,
  },
  "GET /files/containers/legacy_id/{id}": {
    method: "GET",
    path: () => "/files/containers/legacy_id/matrix-container",
    expect: ALL_OK,
  },
  "POST /files/containers/list": {
    method: "POST",
    path: () => "/files/containers/list",
    body: () => ({ url: "https://example.org/matrix.jpg" }),
    expect: CREATED_BY_ADMIN,
  },
  "PUT /files/containers/id/{id}": {
    method: "PUT",
    path: (c) => `/files/containers/id/${c.containerId}`,
    body: () => ({ caption: "Edited" }),
    expect: ADMIN,
  },
  "GET /blog/articles/list": { method: "GET", path: () => "/blog/articles/list", expect: ALL_OK },
  "GET /blog/articles/id/{id}": {
    method: "GET",
    path: (c) => `/blog/articles/id/${c.articleId}`,
    expect: ALL_OK,
  },
  "GET /blog/articles/slug/{slug}": {
    method: "GET",
    path: () => "/blog/articles/slug/matrix-story",
    expect: ALL_OK,
  },
  "GET /blog/articles/legacy_id/{id}": {
    method: "GET",
    path: () => "/blog/articles/legacy_id/matrix-article",
    expect: ALL_OK,
  },
  "GET /blog/articles/id/{id} (draft)": {
    method: "GET",
    path: (c) => `/blog/articles/id/${c.draftId}`,
    expect: HIDDEN_FROM_PUBLIC,
  },
  "POST /blog/articles/list": {
    method: "POST",
    path: () => "/blog/articles/list",
    body: (c) => ({ title: "Matrix Draft", author_id: c.authorId }),
    expect: CREATED_BY_ADMIN,
  },
  "PUT /blog/articles/id/{id}": {
    method: "PUT",
    path: (c) => `/blog/articles/id/${c.articleId}`,
    body: () => ({ summary: "Edited" }),
    expect: ADMIN,
  },
  "GET /blog/authors/list": { method: "GET", path: () => "/blog/authors/list", expect: ALL_OK },
  "GET /blog/authors/id/{id}": {
    method: "GET",
    path: (c) => `/blog/authors/id/${c.authorId}`,
    expect: ALL_OK,
  },
  "GET /blog/authors/slug/{slug}": {
    method: "GET",
    path: () => "/blog/authors/slug/matrix-writer",
    expect: ALL_OK,
  },
  "GET /blog/authors/legacy_id/{id}": {
    method: "GET",
    path: () => "/blog/authors/legacy_id/matrix-author",
    expect: ALL_OK,
  },
  "POST /blog/authors/list": {
    method: "POST",
    path: () => "/blog/authors/list",
    body: () => ({ name: "Matrix Author" }),
    expect: CREATED_BY_ADMIN,
  },
  "PUT /blog/authors/id/{id}": {
    method: "PUT",
    path: (c) => `/blog/authors/id/${c.authorId}`,
    body: () => ({ bio: "Edited" }),
    expect: ADMIN,
  },
  "PUT /blog/authors/profile_picture": {
    method: "PUT",
    path: () => "/blog/authors/profile_picture",
    body: (c) => ({ author_id: c.authorId, file_id: c.containerId }),
    expect: ADMIN,
  },
  "GET /blog/categories/list": {
    method: "GET",
    path: () => "/blog/categories/list",
    expect: ALL_OK,
  },
  "GET /blog/categories/id/{id}": {
    method: "GET",
    path: (c) => `/blog/categories/id/${c.categoryId}`,
    expect: ALL_OK,
  },
  "GET /blog/categories/slug/{slug}": {
    method: "GET",
    path: () => "/blog/categories/slug/matrix-section",
    expect: ALL_OK,
  },
  "GET /blog/categories/legacy_id/{id}": {
    method: "GET",
    path: () => "/blog/categories/legacy_id/matrix-category",
    expect: ALL_OK,
  },
  "POST /blog/categories/list": {
    method: "POST",
    path: () => "/blog/categories/list",
    body: () => ({ title: "Matrix Category" }),
    expect: CREATED_BY_ADMIN,
  },
  "PUT /blog/categories/id/{id}": {
    method: "PUT",
    path: (c) => `/blog/categories/id/${c.categoryId}`,
    body: () => ({ description: "Edited" }),
    expect: ADMIN,
  },
  "PUT /blog/categories/header_image": {
    method: "PUT",
    path: () => "/blog/categories/header_image",
    body: (c) => ({ category_id: c.categoryId, file_id: c.containerId }),
    expect: ADMIN,
  },
  "GET /featured/marquee": { method: "GET", path: () => "/featured/marquee", expect: ALL_OK },
  "PUT /featured/marquee": {
    method: "PUT",
    path: () => "/featured/marquee",
    body: (c) => ({ items: [{ resource_type: "venue", resource_id: c.venueId }] }),
    expect: ADMIN,
  },
  "GET /promo/adverts/list": { method: "GET", path: () => "/promo/adverts/list", expect: ADMIN },
  "GET /promo/adverts/id/{id}": {
    method: "GET",
    path: (c) => `/promo/adverts/id/${c.advertId}`,
    expect: ADMIN,
  },
  "GET /promo/adverts/legacy_id/{id}": {
    method: "GET",
    path: () => "/promo/adverts/legacy_id/matrix-advert",
    expect: ADMIN,
  },
  "POST /promo/adverts/list": {
    method: "POST",
    path: () => "/promo/adverts/list",
    body: () => advert,
    expect: CREATED_BY_ADMIN,
  },
  "PUT /promo/adverts/id/{id}": {
    method: "PUT",
    path: (c) => `/promo/adverts/id/${c.advertId}`,
    body: () => ({ weight: 2 }),
    expect: ADMIN,
  },
  "POST /analytics/collect": {
    method: "POST",
    path: () => "/analytics/collect",
    body: () => ({ events: [{ category: "page", action: "view", path: "/" }] }),
    expect: { anonymous: 204, user: 204, venueEditor: 204, superadmin: 204 },
  },
  "GET /analytics/report": { method: "GET", path: () => "/analytics/report", expect: ADMIN },
  "GET /analytics/report.csv": {
    method: "GET",
    path: () => "/analytics/report.csv",
    expect: ADMIN,
  },
  "GET /shop/store/products/list": {
    method: "GET",
    path: () => "/shop/store/products/list",
    expect: ALL_OK,
  },
  "GET /shop/store/products/id/{id}": {
    method: "GET",
    path: (c) => `/shop/store/products/id/${c.productId}`,
    expect: ALL_OK,
  },
  "GET /shop/store/products/slug/{slug}": {
    method: "GET",
    path: () => "/shop/store/products/slug/matrix-print",
    expect: ALL_OK,
  },
  "GET /shop/store/products/legacy_id/{id}": {
    method: "GET",
    path: () => "/shop/store/products/legacy_id/matrix-product",
    expect: ALL_OK,
  },
  "GET /shop/store/products/id/{id} (inactive)": {
    method: "GET",
    path: (c) => `/shop/store/products/id/${c.inactiveProductId}`,
    expect: HIDDEN_FROM_PUBLIC,
  },
  "POST /shop/store/products/list": {
    method: "POST",
    path: () => "/shop/store/products/list",
    body: () => ({ name: "Matrix Poster", prices: [{ amount: 1000 }] }),
    expect: CREATED_BY_ADMIN,
  },
  "PUT /shop/store/products/id/{id}": {
    method: "PUT",
    path: (c) => `/shop/store/products/id/${c.productId}`,
    body: () => ({ summary: "Edited" }),
    expect: ADMIN,
  },
  "POST /shop/store/create-checkout-session": {
    method: "POST",
    path: () => "/shop/store/create-checkout-session",
    body: (c) => ({
      product_id: c.productId,
      price_id_items: [{ price_id: c.priceId, quantity: 1 }],
    }),
    expect: ALL_OK,
  },
  "POST /shop/store/order/confirmation/": {
    method: "POST",
    path: () => "/shop/store/order/confirmation/",
    body: (c) => ({ order_confirmation_id: c.orderConfirmationId }),
    expect: ALL_OK,
  },
  // The same endpoint without the trailing slash API.md writes.
  "POST /shop/store/order/confirmation": {
    method: "POST",
    path: () => "/shop/store/order/confirmation",
    body: (c) => ({ order_confirmation_id: c.orderConfirmationId }),
    expect: ALL_OK,
  },
  "POST /shop/tipjar/create-payment-intent": {
    method: "POST",
    path: () => "/shop/tipjar/create-payment-intent",
    body: () => ({ amount: 500 }),
    expect: ALL_OK,
  },
  "POST /shop/memberships/create-checkout-session": {
    method: "POST",
    path: () => "/shop/memberships/create-checkout-session",
    body: (c) => ({ priceId: c.tierPriceId }),
    expect: SIGNED_IN,
  },
  // Signed in, but with no billing account yet: a 400 past the sign-in check.
  "POST /stripe/get-portal-link": {
    method: "POST",
    path: () => "/stripe/get-portal-link",
    body: () => ({}),
    expect: { anonymous: 401, user: 400, venueEditor: 400, superadmin: 400 },
  },
  "POST /shop/subscriptions": {
    method: "POST",
    path: () => "/shop/subscriptions",
    body: () => ({}),
    expect: SIGNED_IN,
  },
  // Webhooks are judged by their signature alone, never by who sends them.
  "POST /shop/webhooks/{provider}": {
    method: "POST",
    path: () => "/shop/webhooks/sandbox",
    body: () => ({ id: "evt_matrix", type: "ignored" }),
    expect: { anonymous: 400, user: 400, venueEditor: 400, superadmin: 400 },
  },
  "POST /shop/sandbox/confirm-payment": {
    method: "POST",
    path: () => "/shop/sandbox/confirm-payment",
    body: () => ({ client_secret: "pi_sandbox_x_secret_y", card: "4242424242424242" }),
    expect: { anonymous: 400, user: 400, venueEditor: 400, superadmin: 400 },
  },
  "GET /shop/orders/list": { method: "GET", path: () => "/shop/orders/list", expect: ADMIN },
  "GET /shop/orders/id/{id}": {
    method: "GET",
    path: (c) => `/shop/orders/id/${c.orderId}`,
    expect: ADMIN,
  },
  // Past the role check the order is still pending: nothing to send or give back yet (409).
  "POST /shop/orders/id/{id}/fulfil": {
    method: "POST",
    path: (c) => `/shop/orders/id/${c.orderId}/fulfil`,
    body: () => ({ carrier: "USPS", tracking_number: "9400100000000000" }),
    expect: { anonymous: 401, user: 403, venueEditor: 403, superadmin: 409 },
  },
  "POST /shop/orders/id/{id}/refund": {
    method: "POST",
    path: (c) => `/shop/orders/id/${c.orderId}/refund`,
    body: () => ({ amount: 100 }),
    expect: { anonymous: 401, user: 403, venueEditor: 403, superadmin: 409 },
  },
  "GET /shop/shipping-rates/list": {
    method: "GET",
    path: () => "/shop/shipping-rates/list",
    expect: ADMIN,
  },
  "GET /shop/shipping-rates/id/{id}": {
    method: "GET",
    path: (c) => `/shop/shipping-rates/id/${c.rateId}`,
    expect: ADMIN,
  },
  "POST /shop/shipping-rates/list": {
    method: "POST",
    path: () => "/shop/shipping-rates/list",
    body: () => ({ name: "Matrix rate", countries: ["CA"], amount: 1500 }),
    expect: CREATED_BY_ADMIN,
  },
  "PUT /shop/shipping-rates/id/{id}": {
    method: "PUT",
    path: (c) => `/shop/shipping-rates/id/${c.rateId}`,
    body: () => ({ amount: 900 }),
    expect: ADMIN,
  },
  "GET /shop/subscriptions/list": {
    method: "GET",
    path: () => "/shop/subscriptions/list",
    expect: ADMIN,
  },
  // Link previews: past the role check, the address guard refuses a private
  // address with a 400 (a 200 needs a page to read: server/api/utils tests).
  "POST /utils/scraper/meta": {
    method: "POST",
    path: () => "/utils/scraper/meta",
    body: () => ({ url: "http://10.0.0.1/" }),
    expect: { anonymous: 401, user: 400, venueEditor: 400, superadmin: 400 },
  },
  // Whether a slug is free, as the back office's slug field asks: staff only,
  // since it would tell anyone the slugs of drafts.
  "GET /utils/slugs/check": {
    method: "GET",
    path: () => "/utils/slugs/check?type=event&slug=matrix-free-slug",
    expect: VENUE_EDITOR,
  },
  "POST /files/import": {
    method: "POST",
    path: () => "/files/import",
    body: () => ({ url: "http://169.254.169.254/latest/meta-data/", type: "event" }),
    expect: { anonymous: 401, user: 403, venueEditor: 403, superadmin: 400 },
  },
  // History and trash: staff only, like the edits they record (decision 040).
  "GET /revisions/list": {
    method: "GET",
    path: (c) => `/revisions/list?resource=venue&id=${c.venueId}`,
    expect: ADMIN,
  },
  "POST /revisions/id/{id}/revert": {
    method: "POST",
    path: (c) => `/revisions/id/${c.revisionId}/revert`,
    body: () => ({}),
    expect: ADMIN,
  },
  "GET /trash/list": { method: "GET", path: () => "/trash/list", expect: ADMIN },
  "POST /trash/list": {
    method: "POST",
    path: () => "/trash/list",
    body: (c) => ({ resource: "advert", id: c.doomedAdvertId }),
    expect: CREATED_BY_ADMIN,
  },
  // The editor's own event: once deleted, staff's call finds it gone.
  "POST /trash/list (venue editor's event)": {
    method: "POST",
    path: () => "/trash/list",
    body: (c) => ({ resource: "event", id: c.doomedEditorEventId }),
    expect: { anonymous: 401, user: 403, venueEditor: 201, superadmin: 404 },
  },
  "POST /trash/id/{id}/restore": {
    method: "POST",
    path: (c) => `/trash/id/${c.trashId}/restore`,
    expect: ADMIN,
  },
  "GET /jobs/list": { method: "GET", path: () => "/jobs/list", expect: ADMIN },
  "GET /jobs/id/{id}": { method: "GET", path: (c) => `/jobs/id/${c.failedJobId}`, expect: ADMIN },
  // Only the superadmin's call finds the job failed (the roles run in order).
  "POST /jobs/id/{id}/retry": {
    method: "POST",
    path: (c) => `/jobs/id/${c.failedJobId}/retry`,
    expect: ADMIN,
  },
  "GET /mail/list": { method: "GET", path: () => "/mail/list", expect: ADMIN },
  "GET /mail/id/{id}": { method: "GET", path: (c) => `/mail/id/${c.mailId}`, expect: ADMIN },
  // Public submissions (issue 30): the author's own, and staff's queue.
  "POST /submissions": {
    method: "POST",
    path: () => "/submissions",
    body: (c) => submissionBody(c),
    expect: { anonymous: 401, user: 201, venueEditor: 201, superadmin: 201 },
  },
  // "Start from a link": past the sign-in and confirmed-address checks, an empty body is a 400.
  "POST /submissions/prefill": {
    method: "POST",
    path: () => "/submissions/prefill",
    body: () => ({}),
    expect: { anonymous: 401, user: 400, venueEditor: 400, superadmin: 400 },
  },
  "GET /account/submissions": {
    method: "GET",
    path: () => "/account/submissions",
    expect: SIGNED_IN,
  },
  "GET /submissions/id/{id}": {
    method: "GET",
    path: (c) => `/submissions/id/${c.submissionId}`,
    expect: { anonymous: 401, user: 200, venueEditor: 404, superadmin: 200 },
  },
  "GET /submissions/id/{id} (someone else's)": {
    method: "GET",
    path: (c) => `/submissions/id/${c.approveSubmissionId}`,
    expect: { anonymous: 401, user: 404, venueEditor: 404, superadmin: 200 },
  },
  // The author while it waits; staff too (a pending one).
  "PUT /submissions/id/{id}": {
    method: "PUT",
    path: (c) => `/submissions/id/${c.submissionId}`,
    body: (c) => submissionBody(c),
    expect: { anonymous: 401, user: 200, venueEditor: 404, superadmin: 200 },
  },
  // Only its author sends a draft; staff do not see others' drafts as theirs to send.
  "POST /submissions/id/{id}/submit": {
    method: "POST",
    path: (c) => `/submissions/id/${c.draftSubmissionId}/submit`,
    expect: { anonymous: 401, user: 200, venueEditor: 404, superadmin: 404 },
  },
  "DELETE /submissions/id/{id}": {
    method: "DELETE",
    path: (c) => `/submissions/id/${c.doomedSubmissionId}`,
    expect: { anonymous: 401, user: 200, venueEditor: 404, superadmin: 404 },
  },
  "GET /submissions/list": { method: "GET", path: () => "/submissions/list", expect: ADMIN },
  "POST /submissions/id/{id}/approve": {
    method: "POST",
    path: (c) => `/submissions/id/${c.approveSubmissionId}/approve`,
    body: () => ({}),
    expect: ADMIN,
  },
  "POST /submissions/id/{id}/reject": {
    method: "POST",
    path: (c) => `/submissions/id/${c.rejectSubmissionId}/reject`,
    body: () => ({ reason: "Not visual art." }),
    expect: ADMIN,
  },
  "GET /submissions/blocks": { method: "GET", path: () => "/submissions/blocks", expect: ADMIN },
  "PUT /submissions/blocks/{user_id}": {
    method: "PUT",
    path: (c) => `/submissions/blocks/${c.target.userId}`,
    body: () => ({ reason: "Matrix" }),
    expect: ADMIN,
  },
  "DELETE /submissions/blocks/{user_id}": {
    method: "DELETE",
    path: (c) => `/submissions/blocks/${c.target.userId}`,
    expect: ADMIN,
  },
  "GET /security/users/list": { method: "GET", path: () => "/security/users/list", expect: ADMIN },
  "GET /security/users/id/{id}": {
    method: "GET",
    path: (c) => `/security/users/id/${c.target.userId}`,
    expect: ADMIN,
  },
  "POST /security/users/id/{id}/revoke-sessions": {
    method: "POST",
    path: (c) => `/security/users/id/${c.target.userId}/revoke-sessions`,
    expect: ADMIN,
  },
  "PUT /security/users/id/{id}": {
    method: "PUT",
    path: (c) => `/security/users/id/${c.target.userId}`,
    body: () => ({ is_superadmin: false }),
    expect: ADMIN,
  },
  // API keys (decision 063): one's own; another's key is a 404 except to staff.
  "GET /account/api-keys": { method: "GET", path: () => "/account/api-keys", expect: SIGNED_IN },
  "POST /account/api-keys": {
    method: "POST",
    path: () => "/account/api-keys",
    body: (_c, role) => ({ name: `Matrix ${role}` }),
    expect: { anonymous: 401, user: 201, venueEditor: 201, superadmin: 201 },
  },
  "POST /account/api-keys/id/{id}/revoke": {
    method: "POST",
    path: (c) => `/account/api-keys/id/${c.targetKeyId}/revoke`,
    expect: { anonymous: 401, user: 404, venueEditor: 404, superadmin: 200 },
  },
  "GET /security/api-keys/list": {
    method: "GET",
    path: () => "/security/api-keys/list",
    expect: ADMIN,
  },
  // Outgoing webhooks (decision 065): staff, and a venue's editors for endpoints scoped to it.
  "GET /webhooks/endpoints/list": {
    method: "GET",
    path: () => "/webhooks/endpoints/list",
    expect: VENUE_EDITOR,
  },
  "POST /webhooks/endpoints/list": {
    method: "POST",
    path: () => "/webhooks/endpoints/list",
    body: (c, role) => ({
      url: "https://93.184.216.34/matrix-hook",
      event_types: ["event.updated"],
      ...(role === "superadmin" ? {} : { venue_id: c.editorVenueId }),
    }),
    expect: CREATED_BY_VENUE_EDITOR,
  },
  "GET /webhooks/endpoints/id/{id}": {
    method: "GET",
    path: (c) => `/webhooks/endpoints/id/${c.editorHookId}`,
    expect: { anonymous: 401, user: 403, venueEditor: 200, superadmin: 200 },
  },
  "PUT /webhooks/endpoints/id/{id}": {
    method: "PUT",
    path: (c) => `/webhooks/endpoints/id/${c.editorHookId}`,
    body: (_c, role) => ({ description: `Changed by ${role}` }),
    expect: VENUE_EDITOR,
  },
  "DELETE /webhooks/endpoints/id/{id}": {
    method: "DELETE",
    path: (c) => `/webhooks/endpoints/id/${c.doomedHookId}`,
    expect: { anonymous: 401, user: 403, venueEditor: 200, superadmin: 404 },
  },
  "GET /webhooks/deliveries/list": {
    method: "GET",
    path: () => "/webhooks/deliveries/list",
    expect: VENUE_EDITOR,
  },
  "GET /webhooks/deliveries/id/{id}": {
    method: "GET",
    path: (c) => `/webhooks/deliveries/id/${c.editorDeliveryId}`,
    expect: VENUE_EDITOR,
  },
  "POST /webhooks/deliveries/id/{id}/replay": {
    method: "POST",
    path: (c) => `/webhooks/deliveries/id/${c.editorDeliveryId}/replay`,
    expect: VENUE_EDITOR,
  },
};

let t: TestApp;
let ctx: Ctx;
let dataDir: string;
beforeAll(async () => {
  // Uploads write under DATA_DIR; keep them out of the working copy.
  dataDir = await mkdtemp(path.join(os.tmpdir(), "artcal-matrix-"));
  await mkdir(path.join(dataDir, "files"));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const admin = await superadmin(t, "matrix_admin");
  const container = await makeContainer(t, admin.token, {
    url: "https://example.org/matrix-existing.jpg",
    legacy_id: "matrix-container",
  });
  const author = await makeAuthor(t, admin.token, {
    name: "Matrix Writer",
    legacy_id: "matrix-author",
  });
  const category = await makeCategory(t, admin.token, {
    title: "Matrix Section",
    legacy_id: "matrix-category",
  });
  const article = await makeArticle(t, admin.token, author.id, {
    title: "Matrix Story",
    legacy_id: "matrix-article",
    is_published: true,
    published_date: "2026-01-01T12:00:00Z",
  });
  const draft = await makeArticle(t, admin.token, author.id, { title: "Matrix Unpublished" });
  const ad = await makeAdvert(t, admin.token, { ...advert, legacy_id: "matrix-advert" });
  const product = await makeProduct(t, admin.token, {
    name: "Matrix Print",
    legacy_id: "matrix-product",
  });
  const inactive = await makeProduct(t, admin.token, {
    name: "Matrix Withdrawn Print",
    is_active: false,
  });
  const tier = await makeTier(t, admin.token, { name: "Matrix Tier" });
  const sale = await placeOrder(t, product);
  const gone = await makeCity(t, admin.token, { name: "Matrix Ghost Town" });
  const trashed = await send(t, admin.token, "POST", "/trash/list", {
    resource: "city",
    id: gone.id,
  });
  const doomed = await makeAdvert(t, admin.token, { ...advert, label: "Matrix doomed" });
  const editor = await member(t, "matrix_editor");
  const editorVenue = await makeVenue(t, admin.token, { name: "Matrix Editor Gallery" });
  await send(t, admin.token, "PUT", `/places/venues/id/${editorVenue.id}/editors`, {
    user_ids: [editor.userId],
  });
  const atEditorVenue = [
    {
      venue_id: editorVenue.id,
      category: "reception",
      start: "2026-12-18T00:00:00Z",
      end: "2026-12-18T03:00:00Z",
    },
  ];
  const weekly = (venue_id: string) => ({
    freq: "weekly",
    by_weekday: ["TU"],
    start_date: "2027-01-05",
    start_time: "18:00",
    duration_minutes: 90,
    count: 4,
    venue_id,
    category: "class",
  });
  const seriesEvent = await send(t, admin.token, "POST", "/calendar/events/list", {
    name: "Matrix Weekly Class",
    recurrence: weekly((await makeVenue(t, admin.token)).id),
  });
  const editorSeries = await send(t, admin.token, "POST", "/calendar/events/list", {
    name: "Matrix Editor Weekly Class",
    recurrence: weekly(editorVenue.id),
  });
  ctx = {
    seriesEventId: seriesEvent.id,
    seriesDateId: seriesEvent.event_dates[0].id,
    editorSeriesEventId: editorSeries.id,
    editorSeriesDateId: editorSeries.event_dates[0].id,
    editor,
    editorVenueId: editorVenue.id,
    editorEventId: (await makeEvent(t, admin.token, atEditorVenue)).id,
    editorDraftId: (await makeEvent(t, admin.token, atEditorVenue, { status: "draft" })).id,
    doomedEditorEventId: (await makeEvent(t, admin.token, atEditorVenue)).id,
    trashId: trashed.id,
    doomedAdvertId: doomed.id,
    productId: product.id,
    inactiveProductId: inactive.id,
    priceId: product.prices[0].id,
    tierPriceId: tier.prices[0].id,
    orderConfirmationId: sale.confirmationId,
    orderId: sale.order.id,
    rateId: (await makeRate(t, admin.token, { name: "Matrix US" })).id,
    advertId: ad.id,
    authorId: author.id,
    categoryId: category.id,
    articleId: article.id,
    draftId: draft.id,
    user: await member(t, "matrix_user"),
    admin,
    target: await member(t, "matrix_target"),
    cityId: (await makeCity(t, admin.token, { slug: "matrix-town", legacy_id: "matrix-city" })).id,
    guideId: (
      await send(t, admin.token, "POST", "/guides/list", {
        title: "Matrix Guide",
        slug: "matrix-guide",
        first_day: "2026-12-01",
        last_day: "2026-12-31",
      })
    ).id,
    venueId: (
      await makeVenue(t, admin.token, { slug: "matrix-gallery", legacy_id: "matrix-venue" })
    ).id,
    eventId: (
      await makeEvent(t, admin.token, [], { slug: "matrix-show", legacy_id: "matrix-event" })
    ).id,
    draftEventId: (await makeEvent(t, admin.token, [], { status: "draft" })).id,
    containerId: container.id,
    revisionId: "",
    mailId: (await latestMail(t.database, admin.email))!.id,
    failedJobId: await failedJob(t),
    draftSubmissionId: "",
    submissionId: "",
    doomedSubmissionId: "",
    approveSubmissionId: "",
    rejectSubmissionId: "",
    targetKeyId: "",
    editorHookId: "",
    doomedHookId: "",
    editorDeliveryId: "",
  };
  const submit = async (who: SignedIn, submit: boolean) =>
    (await send(t, who.token, "POST", "/submissions", { ...submissionBody(ctx), submit })).id;
  ctx.draftSubmissionId = await submit(ctx.user, false);
  ctx.submissionId = await submit(ctx.user, true);
  ctx.doomedSubmissionId = await submit(ctx.user, false);
  ctx.approveSubmissionId = await submit(ctx.target, true);
  ctx.rejectSubmissionId = await submit(ctx.target, true);
  ctx.targetKeyId = (
    await send(t, ctx.target.token, "POST", "/account/api-keys", { name: "Matrix target's" })
  ).id;
  // Endpoints at the editor's venue; a venue change makes a delivery to the first.
  // Port 9 on loopback (allowed here as in tests) refuses at once: the try fails fast.
  t.deps.config.webhooks.allowedHosts.push({ host: "127.0.0.1", port: 9 });
  const hook = (description: string) =>
    send(t, admin.token, "POST", "/webhooks/endpoints/list", {
      url: "http://127.0.0.1:9/matrix",
      event_types: ["venue.updated"],
      venue_id: ctx.editorVenueId,
      description,
    });
  ctx.editorHookId = (await hook("Matrix editor's")).id;
  ctx.doomedHookId = (await hook("Matrix doomed")).id;
  await send(t, admin.token, "PUT", `/places/venues/id/${ctx.editorVenueId}`, {
    summary: "Hooked",
  });
  await t.app.services.jobQueue.runDue();
  const deliveries = await t.app.request(
    `/api/v5/webhooks/deliveries/list?endpoint_id=${ctx.editorHookId}`,
    { headers: bearer(admin.token) },
  );
  ctx.editorDeliveryId = (await deliveries.json()).results[0].id;
  // The venue's revision "created": reverting to the latest changes nothing, but answers.
  const history = await t.app.request(`/api/v5/revisions/list?resource=venue&id=${ctx.venueId}`, {
    headers: bearer(admin.token),
  });
  ctx.revisionId = (await history.json()).results[0].id;
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("the matrix covers the API", () => {
  it("has a row for every v5 endpoint the app serves, and none for one it does not, each status documented", async () => {
    const served = v5Endpoints(t.app);
    const rows = Object.keys(matrix).map(endpointOfRow);
    expect({
      withoutRow: served.filter((e) => !rows.includes(e)),
      withoutEndpoint: rows.filter((r) => !served.includes(r)),
    }).toEqual({ withoutRow: [], withoutEndpoint: [] });
    // Each row calls the endpoint it is named after.
    const misnamed = Object.entries(matrix).filter(([name, row]) => {
      const [method, pattern] = endpointOfRow(name).split(" ");
      // A query string is the endpoint's input, not part of its path.
      return row.method !== method || !fitsPattern(pattern!, row.path(ctx).split("?")[0]!);
    });
    expect(misnamed.map(([name]) => name)).toEqual([]);
    // The OpenAPI document (decision 062) lists every status a role gets here.
    const doc = await (await t.app.request("/api/v5/openapi.json")).json();
    const undocumented = Object.entries(matrix).flatMap(([name, row]) => {
      const [method, pattern] = endpointOfRow(name).split(" ") as [string, string];
      const path = Object.keys(doc.paths).find((p) => p.replace(/\{[^}]+\}/g, "{}") === pattern);
      const operation = path && doc.paths[path][method.toLowerCase()];
      if (!operation) return []; // the document and its own page: not operations
      const statuses = new Set(Object.values(row.expect).map(String));
      return [...statuses].filter((s) => !(s in operation.responses)).map((s) => `${name} → ${s}`);
    });
    expect(undocumented).toEqual([]);
    console.info(
      `authorization matrix: ${served.length} endpoints, ${rows.length} rows, ${rows.length * ROLES.length} endpoint×role cases`,
    );
  });
});

describe("authorization matrix", () => {
  for (const [name, row] of Object.entries(matrix)) {
    for (const role of ROLES) {
      it(`${name} as ${role} → ${row.expect[role]}`, async () => {
        const token = role === "anonymous" ? null : tokenOf(ctx, role);
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (token) Object.assign(headers, bearer(token));
        const res = await t.app.request(`/api/v5${row.path(ctx)}`, {
          method: row.method,
          headers,
          ...(row.body ? { body: JSON.stringify(row.body(ctx, role)) } : {}),
        });
        expect(res.status).toBe(row.expect[role]);
        if (res.status === 401) {
          expect(await res.json()).toEqual({
            type: "AuthenticationException",
            code: "A-1001",
            message: "Please sign in to do that.",
            request_id: expect.any(String),
          });
        }
        if (res.status === 403) {
          // A venue editor refused another venue's records is told why in other words.
          expect(await res.json()).toEqual({
            type: "PermissionException",
            code: "P-1001",
            message:
              role === "venueEditor" ? expect.any(String) : "Only site administrators can do that.",
            request_id: expect.any(String),
          });
        }
      });
    }
  }
});
