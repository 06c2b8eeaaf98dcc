import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mails } from "../db/schema/mail.ts";
import { createJobsRepo } from "../server/lib/jobs/repo.ts";
import { adminPages } from "./authorization-routes.ts";
import { makeArticle, makeAuthor, makeCategory } from "./blog-factories.ts";
import { makeCity, makeEvent, makeVenue, send } from "./calendar-factories.ts";
import { failedJob, member, type SignedIn, signUp, superadmin } from "./factories.ts";
import {
  joinMembership,
  makeAdvert,
  makeContainer,
  makeProduct,
  makeRate,
  makeTier,
  placeOrder,
} from "./shop-factories.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";

// Every back-office page (read from app/routes.ts, so a new one without a row
// fails) and the signed-in pages, for anonymous visitors, plain members and
// superadmins, signed in by session cookie as a browser is.
// Anonymous: a 302 to sign-in that comes back here; member: the 403 page;
// superadmin: the page.

type Role = "anonymous" | "user" | "superadmin";
const ROLES: Role[] = ["anonymous", "user", "superadmin"];

let site: SiteTestApp;
let t: TestApp;
let people: Record<"user" | "superadmin" | "target" | "newcomer", SignedIn>;
/** A venue editor (decision 056), their venue and its event. */
let editor: SignedIn;
let own: { venue: string; event: string };
let ids: Record<string, string>;

beforeAll(async () => {
  site = await createSiteTestApp("authz-pages");
  t = site.t;
  const admin = await superadmin(t, "pages_admin");
  people = {
    superadmin: admin,
    user: await member(t, "pages_user"),
    target: await member(t, "pages_target"),
    // Signed up and verified, but has not chosen a username yet.
    newcomer: await signUp(t),
  };
  const author = await makeAuthor(t, admin.token);
  const product = await makeProduct(t, admin.token, { name: "Pages Print" });
  const sale = await placeOrder(t, product);
  const file = await makeContainer(t, admin.token, { url: "https://example.org/pages.jpg" });
  const advert = await makeAdvert(t, admin.token, {
    client: "Pages Client",
    label: "Pages banner",
  });
  const membership = await joinMembership(
    t,
    people.target.token,
    admin.token,
    await makeTier(t, admin.token, { name: "Pages Friend" }),
  );
  const trashed = await send(t, admin.token, "POST", "/trash/list", {
    resource: "city",
    id: (await makeCity(t, admin.token)).id,
  });
  const venue = await makeVenue(t, admin.token);
  const sent = await send(t, people.user.token, "POST", "/submissions", {
    name: "Pages Submission",
    venue_id: venue.id,
    dates: [{ category: "reception", start: "2030-01-05T00:00:00Z", end: "2030-01-05T02:00:00Z" }],
    submit: true,
  });
  ids = {
    event: (await makeEvent(t, admin.token, [])).id,
    venue: venue.id,
    submission: sent.id,
    city: (await makeCity(t, admin.token)).id,
    user: people.target.userId,
    file: file.id,
    article: (await makeArticle(t, admin.token, author.id)).id,
    author: author.id,
    category: (await makeCategory(t, admin.token)).id,
    advert: advert.id,
    product: product.id,
    order: sale.order.id,
    subscription: membership.id,
    trash: trashed.id,
    // Sign-ups wrote mail (kept: no SMTP_URL here).
    mail: (await t.database.db.select().from(mails).orderBy(desc(mails.createdDate)).limit(1))[0]!
      .id,
    job: await failedJob(t),
    shipping_rate: (await makeRate(t, admin.token)).id,
    api_key: (
      await send(t, people.target.token, "POST", "/account/api-keys", { name: "Pages key" })
    ).id,
  };
  editor = await member(t, "pages_venue_editor");
  const editorVenue = await makeVenue(t, admin.token, { name: "Pages Editor Gallery" });
  await send(t, admin.token, "PUT", `/places/venues/id/${editorVenue.id}/editors`, {
    user_ids: [editor.userId],
  });
  const at = [
    {
      venue_id: editorVenue.id,
      category: "reception",
      start: "2030-02-01T00:00:00Z",
      end: "2030-02-01T02:00:00Z",
    },
  ];
  own = { venue: editorVenue.id, event: (await makeEvent(t, admin.token, at)).id };
  // A webhook endpoint at the editor's venue (decision 065) and a delivery to it:
  // port 9 on loopback, allowed as tests allow it, refuses at once.
  t.deps.config.webhooks.allowedHosts.push({ host: "127.0.0.1", port: 9 });
  ids.webhook = (
    await send(t, admin.token, "POST", "/webhooks/endpoints/list", {
      url: "http://127.0.0.1:9/pages",
      event_types: ["venue.updated"],
      venue_id: editorVenue.id,
    })
  ).id;
  await send(t, admin.token, "PUT", `/places/venues/id/${editorVenue.id}`, { summary: "Hooked" });
  await t.app.services.jobQueue.runDue();
  ids.webhook_delivery = (
    await send(
      t,
      admin.token,
      "GET",
      `/webhooks/deliveries/list?endpoint_id=${ids.webhook}`,
      undefined,
    )
  )[0].id;
}, 120_000);

afterAll(() => site?.close());

// Path pattern → the address to request (with a real record for `:id`).
const id = (kind: string) => () => `/${kind}s/${ids[kind]}`;
const admin: Record<string, () => string> = {
  "/admin": () => "/admin",
  "/admin/analytics.csv": () => "/admin/analytics.csv",
  "/admin/orders.csv": () => "/admin/orders.csv",
  "/admin/analytics": () => "/admin/analytics",
  "/admin/marquee": () => "/admin/marquee",
};
// Resources the generic screens serve (app/lib/admin/resources/): their rows
// stand for the routes /admin/:resource, /admin/:resource/new and /admin/:resource/:id.
const DESCRIBED = [
  "city",
  "author",
  "category",
  "venue",
  "event",
  "article",
  "advert",
  "product",
  "shipping_rate",
];
const generic: Record<string, string> = {};
for (const kind of [
  "event",
  "venue",
  "city",
  "article",
  "author",
  "category",
  "advert",
  "product",
  "shipping_rate",
]) {
  const plural =
    kind === "city"
      ? "cities"
      : kind === "category"
        ? "categories"
        : kind === "shipping_rate"
          ? "shipping-rates"
          : `${kind}s`;
  admin[`/admin/${plural}`] = () => `/admin/${plural}`;
  admin[`/admin/${plural}/new`] = () => `/admin/${plural}/new`;
  admin[`/admin/${plural}/:id`] = () => `/admin/${plural}/${ids[kind]}`;
  if (DESCRIBED.includes(kind)) {
    generic[`/admin/${plural}`] = "/admin/:resource";
    generic[`/admin/${plural}/new`] = "/admin/:resource/new";
    generic[`/admin/${plural}/:id`] = "/admin/:resource/:id";
  }
}
/** The route pattern in app/routes.ts a row exercises. */
const patternOf = (row: string) => generic[row] ?? row;
for (const kind of ["user", "file", "order", "subscription"]) {
  admin[`/admin/${kind}s`] = () => `/admin/${kind}s`;
  admin[`/admin/${kind}s/:id`] = () => `/admin${id(kind)()}`;
}
admin["/admin/trash"] = () => "/admin/trash";
admin["/admin/trash/:id"] = () => `/admin/trash/${ids.trash}`;
admin["/admin/outbox"] = () => "/admin/outbox";
admin["/admin/outbox/:id"] = () => `/admin/outbox/${ids.mail}`;
admin["/admin/jobs"] = () => "/admin/jobs";
admin["/admin/jobs/:id"] = () => `/admin/jobs/${ids.job}`;
// API keys (decision 063): made by their owners on /account/api-keys; staff view and revoke.
admin["/admin/api-keys"] = () => "/admin/api-keys";
admin["/admin/api-keys/:id"] = () => `/admin/api-keys/${ids.api_key}`;
// Webhooks (decision 065): endpoints are edited; deliveries are viewed (no "new").
admin["/admin/webhooks"] = () => "/admin/webhooks";
admin["/admin/webhooks/new"] = () => "/admin/webhooks/new";
admin["/admin/webhooks/:id"] = () => `/admin/webhooks/${ids.webhook}`;
admin["/admin/webhook-deliveries"] = () => "/admin/webhook-deliveries";
admin["/admin/webhook-deliveries/:id"] = () => `/admin/webhook-deliveries/${ids.webhook_delivery}`;
generic["/admin/webhooks/new"] = "/admin/:resource/new";
// Submissions come from the public (no "new"): staff review them.
admin["/admin/submissions"] = () => "/admin/submissions";
admin["/admin/submissions/:id"] = () => `/admin/submissions/${ids.submission}`;
// Users, orders, memberships, the trash, mail (the outbox) and jobs are viewed
// resources on the generic screens (no "new"); files are edited there but
// made by uploading (no "new").
for (const key of [
  "users",
  "orders",
  "subscriptions",
  "trash",
  "files",
  "outbox",
  "jobs",
  "submissions",
  "api-keys",
  "webhooks",
  "webhook-deliveries",
]) {
  generic[`/admin/${key}`] = "/admin/:resource";
  generic[`/admin/${key}/:id`] = "/admin/:resource/:id";
}

const page = (path: string, role: Role | "newcomer", init: RequestInit = {}) =>
  site.pages.app.request(path, {
    redirect: "manual",
    ...init,
    headers: {
      ...(role === "anonymous" ? {} : { cookie: people[role].cookie }),
      ...(init.headers as Record<string, string>),
    },
  });
const signInFor = (path: string) => `/sign-in?next=${encodeURIComponent(path)}`;

describe("the page matrix covers the back office", () => {
  it("has a row for every page under /admin in app/routes.ts, and none for a page that does not exist", () => {
    const pages = Object.keys(adminPages());
    const rows = Object.keys(admin);
    expect({
      withoutRow: pages.filter((p) => !rows.map(patternOf).includes(p)),
      withoutPage: rows.filter((r) => !pages.includes(patternOf(r))),
    }).toEqual({ withoutRow: [], withoutPage: [] });
    console.info(
      `authorization pages: ${pages.length} admin pages, ${pages.length * ROLES.length} page×role cases, ${(pages.length - 1) * ROLES.length} data-request cases`,
    );
  });
});

describe("back-office pages", () => {
  const expected = { anonymous: 302, user: 403, superadmin: 200 };
  for (const [pattern, address] of Object.entries(admin)) {
    for (const role of ROLES) {
      it(`${pattern} as ${role} → ${expected[role]}`, async () => {
        const path = address();
        const res = await page(path, role);
        expect(res.status).toBe(expected[role]);
        if (role === "anonymous") expect(res.headers.get("location")).toBe(signInFor(path));
        if (role === "superadmin") {
          expect(res.headers.get("content-type")).toContain(
            pattern.endsWith(".csv") ? "text/csv" : "text/html",
          );
        }
        await res.arrayBuffer();
      });
    }
  }
});

// A client-side navigation asks for `<page>.data?_routes=<route id>`, which
// runs only the named route's loader, not the admin layout's: each loader must
// refuse on its own. (The analytics CSV is a file route with no data request.)
describe("back-office data requests", () => {
  for (const [pattern, address] of Object.entries(admin)) {
    if (pattern.endsWith(".csv")) continue;
    for (const role of ROLES) {
      // The back-office home has no loader: its data request serves nothing, to anyone.
      const status =
        pattern === "/admin" ? 200 : { anonymous: 202, user: 403, superadmin: 200 }[role];
      it(`${pattern}.data as ${role} → ${status}`, async () => {
        const routeId = adminPages()[patternOf(pattern)]!;
        const path = `${address()}.data?_routes=${encodeURIComponent(routeId)}`;
        const res = await page(path, role);
        const body = await res.text();
        expect(res.status).toBe(status);
        if (pattern === "/admin") return expect(body.trim()).toBe("[{}]");
        if (role === "anonymous") {
          expect(body).toContain(`"SingleFetchRedirect"`);
          expect(body).toContain(`"redirect","${signInFor(path)}"`);
        }
        if (role === "user") {
          expect(body).toContain(`"error",["ErrorResponse"`);
          expect(body).not.toContain(`"data"`);
        }
        if (role === "superadmin") expect(body).toContain(`"data"`);
      });
    }
  }
});

// A venue editor (decision 056) reaches the back office's home, Venues and
// Events (their own records) and "New event"; every other page, another
// venue's records and "New venue" are the 403 page, in the page and its data request.
describe("back-office pages as a venue editor", () => {
  const open = new Set([
    "/admin",
    "/admin/venues",
    "/admin/events",
    "/admin/events/new",
    // Their venue's webhook endpoint and its delivery (decision 065).
    "/admin/webhooks",
    "/admin/webhooks/new",
    "/admin/webhooks/:id",
    "/admin/webhook-deliveries",
    "/admin/webhook-deliveries/:id",
  ]);
  const asEditor = (path: string, init: RequestInit = {}) =>
    site.pages.app.request(path, {
      redirect: "manual",
      ...init,
      headers: { cookie: editor.cookie, ...(init.headers as Record<string, string>) },
    });
  for (const [pattern, address] of Object.entries(admin)) {
    const status = open.has(pattern) ? 200 : 403;
    it(`${pattern} → ${status}`, async () => {
      const res = await asEditor(address());
      expect(res.status).toBe(status);
      await res.arrayBuffer();
    });
    if (pattern.endsWith(".csv") || pattern === "/admin") continue;
    it(`${pattern}.data → ${status}`, async () => {
      const routeId = adminPages()[patternOf(pattern)]!;
      const res = await asEditor(`${address()}.data?_routes=${encodeURIComponent(routeId)}`);
      expect(res.status).toBe(status);
      const body = await res.text();
      expect(body).toContain(status === 200 ? `"data"` : `"error",["ErrorResponse"`);
    });
  }

  it("opens their venue and its event, and names Venues and Events only", async () => {
    for (const path of [`/admin/venues/${own.venue}`, `/admin/events/${own.event}`]) {
      const res = await asEditor(path);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const home = await (await asEditor("/admin")).text();
    expect(home).toContain('href="/admin/events"');
    expect(home).toContain('href="/admin/venues"');
    expect(home).not.toContain('href="/admin/users"');
    // Staff's fields are not on their venue's form.
    const venue = await (await asEditor(`/admin/venues/${own.venue}`)).text();
    expect(venue).not.toContain('name="editor_review"');
    expect(venue).not.toContain('name="is_premium"');
  });

  it("says in plain words that another venue's event is not theirs", async () => {
    const res = await asEditor(`/admin/events/${ids.event}`);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("This event is not one of yours");
  });

  it("saves their event posted without JavaScript, and is refused another's", async () => {
    const before = await send(
      t,
      editor.token,
      "GET",
      `/calendar/events/id/${own.event}`,
      undefined,
    );
    const d = before.event_dates[0];
    const fields = (version: number) => ({
      name: before.name,
      slug: before.slug,
      summary: "Saved by its venue's editor",
      admission: "unknown",
      status: "published",
      "event_dates.0.id": d.id,
      "event_dates.0.venue_id": d.venue_id,
      "event_dates.0.category": d.category,
      "event_dates.0.start": d.start,
      "event_dates.0.end": d.end,
      version: String(version),
    });
    const path = `${origin()}/admin/events/${own.event}`;
    const res = await asEditor(path, {
      method: "POST",
      headers: { origin: origin(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields(before.version)).toString(),
    });
    expect(res.status).toBe(302);
    const after = await send(t, editor.token, "GET", `/calendar/events/id/${own.event}`, undefined);
    expect(after.summary).toBe("Saved by its venue's editor");
    const other = await send(
      t,
      people.superadmin.token,
      "GET",
      `/calendar/events/id/${ids.event}`,
      undefined,
    );
    const refused = await asEditor(`${origin()}/admin/events/${ids.event}`, {
      method: "POST",
      headers: { origin: origin(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        ...fields(other.version),
        name: other.name,
        slug: other.slug,
      }).toString(),
    });
    expect(refused.status).toBe(403);
    await refused.arrayBuffer();
  });
});

// A browser without JavaScript, posting from the site itself (React Router
// refuses an action whose Origin is not the request's own).
const origin = () => new URL(t.deps.config.publicUrl).origin;
const post = (path: string, role: Role, fields: Record<string, string>) =>
  page(`${origin()}${path}`, role, {
    method: "POST",
    headers: { origin: origin(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe("back-office forms", () => {
  const targetIsSuperadmin = async () =>
    (
      await send(
        t,
        people.superadmin.token,
        "GET",
        `/security/users/id/${people.target.userId}`,
        undefined,
      )
    ).is_superadmin as boolean;

  // The user page's commands answer with the page again (POST/redirect/GET).
  const commanded = { anonymous: 302, user: 403, superadmin: 302 };
  for (const role of ROLES) {
    it(`granting superadmin on /admin/users/:id as ${role} → ${commanded[role]}`, async () => {
      const path = `/admin/users/${people.target.userId}`;
      const res = await post(path, role, {
        _command: "role",
        is_superadmin: "true",
        confirm: "yes",
      });
      expect(res.status).toBe(commanded[role]);
      if (role === "anonymous") expect(res.headers.get("location")).toBe(signInFor(path));
      if (role === "superadmin") expect(res.headers.get("location")).toBe(path);
      expect(await targetIsSuperadmin()).toBe(role === "superadmin");
      if (role === "superadmin") {
        await send(
          t,
          people.superadmin.token,
          "PUT",
          `/security/users/id/${people.target.userId}`,
          {
            is_superadmin: false,
          },
        );
      }
    });

    it(`editing a caption on /admin/files/:id as ${role} → ${commanded[role]}`, async () => {
      const path = `/admin/files/${ids.file}`;
      const before = await send(t, null, "GET", `/files/containers/id/${ids.file}`, undefined);
      const caption = `Caption by ${role}`;
      const res = await post(path, role, {
        caption,
        alt_text: "",
        "focal_point.x": "0.5",
        "focal_point.y": "0.5",
        version: String(before.version),
      });
      expect(res.status).toBe(commanded[role]);
      if (role === "superadmin") expect(res.headers.get("location")).toBe(path);
      const after = await send(t, null, "GET", `/files/containers/id/${ids.file}`, undefined);
      expect(after.caption === caption).toBe(role === "superadmin");
    });

    it(`restoring from /admin/trash/:id as ${role} → ${commanded[role]}`, async () => {
      const city = await makeCity(t, people.superadmin.token);
      const entry = await send(t, people.superadmin.token, "POST", "/trash/list", {
        resource: "city",
        id: city.id,
      });
      const res = await post(`/admin/trash/${entry.id}`, role, { _command: "restore" });
      expect(res.status).toBe(commanded[role]);
      // Restored, it opens in its editor (the trash entry is gone).
      if (role === "superadmin")
        expect(res.headers.get("location")).toBe(`/admin/cities/${city.id}`);
      const found = await t.app.request(`/api/v5/places/cities/id/${city.id}`);
      expect(found.status).toBe(role === "superadmin" ? 200 : 404);
    });
  }
});

// The resource editor's form (a browser without JavaScript posts it): only a
// superadmin saves, and is sent back to the record (POST/redirect/GET).
describe("resource editor forms", () => {
  const city = () => send(t, null, "GET", `/places/cities/id/${ids.city}`, undefined);
  const expected = { anonymous: 302, user: 403, superadmin: 302 };
  for (const role of ROLES) {
    it(`saving a city on /admin/cities/:id as ${role} → ${expected[role]}`, async () => {
      const path = `/admin/cities/${ids.city}`;
      const before = await city();
      const summary = `Summary by ${role}`;
      const res = await post(path, role, {
        name: before.name,
        slug: before.slug,
        state: before.state,
        sort_order: String(before.sort_order),
        summary,
        version: String(before.version),
      });
      expect(res.status).toBe(expected[role]);
      expect(res.headers.get("location")).toBe(
        role === "anonymous" ? signInFor(path) : role === "superadmin" ? path : null,
      );
      expect((await city()).summary === summary).toBe(role === "superadmin");
    });
  }

  it("answers bad input with the form and its errors (400), a stale version with the merge (409)", async () => {
    const path = `/admin/cities/${ids.city}`;
    const before = await city();
    const bad = await post(path, "superadmin", { name: "", version: String(before.version) });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter the city&#x27;s name.");
    const stale = await post(path, "superadmin", {
      name: before.name,
      slug: before.slug,
      state: before.state,
      sort_order: String(before.sort_order),
      summary: "From an old page",
      version: String(before.version - 1),
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Merge your changes");
    expect((await city()).version).toBe(before.version);
  });

  it("saves a product posted without JavaScript: prices in dollars, the stock as a difference, a bad amount in dollars' words", async () => {
    const made = await makeProduct(t, people.superadmin.token, { name: "Form Print", stock: 4 });
    const path = `/admin/products/${made.id}`;
    const fields = (over: Record<string, string>) => ({
      name: "Form Print",
      slug: made.slug,
      kind: "product",
      "prices.0.id": made.prices[0].id,
      "prices.0.amount": "20.00",
      "prices.0.is_active": "on",
      "prices.1.amount": "35",
      "prices.1.label": "Framed",
      stock: "6",
      stock_was: "4",
      is_active: "on",
      sort_order: "0",
      version: String(made.version),
      ...over,
    });
    // A checkout takes one while the form is open: 3 left, and the form still says 4.
    await placeOrder(t, made);
    const bad = await post(path, "superadmin", fields({ "prices.1.amount": "lots" }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter the price in dollars and cents, e.g. 25.00.");
    const res = await post(path, "superadmin", fields({}));
    expect(res.status).toBe(302);
    const saved = await send(
      t,
      people.superadmin.token,
      "GET",
      `/shop/store/products/id/${made.id}`,
      undefined,
    );
    expect(saved.prices.map((p: { amount: number }) => p.amount)).toEqual([2000, 3500]);
    // Two more than the form showed: 3 + 2.
    expect(saved.stock).toBe(5);
  });

  it("has no page for a resource nobody described", async () => {
    const res = await page("/admin/nonsense", "superadmin");
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });
});

describe("signed-in pages", () => {
  // newcomer: signed in, no username chosen yet.
  const rows: Record<string, Record<Role | "newcomer", [number, string | null]>> = {
    "/account": {
      anonymous: [302, signInFor("/account")],
      user: [200, null],
      superadmin: [200, null],
      newcomer: [200, null],
    },
    // One's own orders; another's order (here a guest's) is a 404 to everyone.
    "/account/orders": {
      anonymous: [302, signInFor("/account/orders")],
      user: [200, null],
      superadmin: [200, null],
      newcomer: [200, null],
    },
    "/account/orders/:id": {
      anonymous: [302, signInFor("/account/orders/:id")],
      user: [404, null],
      superadmin: [404, null],
      newcomer: [404, null],
    },
    // Without a token the claim page says the link is not one we sent.
    "/account/orders/claim": {
      anonymous: [302, signInFor("/account/orders/claim")],
      user: [200, null],
      superadmin: [200, null],
      newcomer: [200, null],
    },
    // One's own calendar feed; /for-you explains itself to anyone signed out (200, no redirect).
    "/account/calendar": {
      anonymous: [302, signInFor("/account/calendar")],
      user: [200, null],
      superadmin: [200, null],
      newcomer: [200, null],
    },
    "/for-you": {
      anonymous: [200, null],
      user: [200, null],
      superadmin: [200, null],
      newcomer: [200, null],
    },
    // One's own saves and follows (issue 29).
    "/account/saved": {
      anonymous: [302, signInFor("/account/saved")],
      user: [200, null],
      superadmin: [200, null],
      newcomer: [200, null],
    },
    "/account/following": {
      anonymous: [302, signInFor("/account/following")],
      user: [200, null],
      superadmin: [200, null],
      newcomer: [200, null],
    },
    // A save or follow link without a (known) target: sign-in first, then the page says why.
    "/account/saved/add": {
      anonymous: [302, signInFor("/account/saved/add")],
      user: [404, null],
      superadmin: [404, null],
      newcomer: [404, null],
    },
    "/account/following/add": {
      anonymous: [302, signInFor("/account/following/add")],
      user: [400, null],
      superadmin: [400, null],
      newcomer: [400, null],
    },
    // Issue 29: mail preferences, the data export and the deletion's pages are one's own.
    "/account/mail": {
      anonymous: [302, signInFor("/account/mail")],
      user: [200, null],
      superadmin: [200, null],
      newcomer: [200, null],
    },
    // Issue 32: one's own API keys.
    "/account/api-keys": {
      anonymous: [302, signInFor("/account/api-keys")],
      user: [200, null],
      superadmin: [200, null],
      newcomer: [200, null],
    },
    "/account/export.json": {
      anonymous: [302, signInFor("/account/export.json")],
      user: [200, null],
      superadmin: [200, null],
      newcomer: [200, null],
    },
    "/account/delete": {
      anonymous: [302, signInFor("/account/delete")],
      user: [200, null],
      superadmin: [200, null],
      newcomer: [200, null],
    },
    // Issue 30: sending an event in. A visitor is asked to sign in on the page itself.
    "/submit": {
      anonymous: [200, null],
      user: [200, null],
      superadmin: [200, null],
      newcomer: [200, null],
    },
    // Only one's own submission opens (here the id is an order's: nobody's submission).
    "/submit/:id": {
      anonymous: [200, null],
      user: [404, null],
      superadmin: [404, null],
      newcomer: [404, null],
    },
    "/account/submissions": {
      anonymous: [302, signInFor("/account/submissions")],
      user: [200, null],
      superadmin: [200, null],
      newcomer: [200, null],
    },
    // After the deletion nobody is signed in: it only says what happened.
    "/account/deleted": {
      anonymous: [200, null],
      user: [200, null],
      superadmin: [200, null],
      newcomer: [200, null],
    },
    // An unsubscribe link's page works without signing in; opening it changes nothing.
    "/mail/unsubscribe": {
      anonymous: [200, null],
      user: [200, null],
      superadmin: [200, null],
      newcomer: [200, null],
    },
    // Welcome is the step after sign-up; anyone done with it goes on home.
    "/welcome": {
      anonymous: [302, signInFor("/welcome")],
      user: [302, "/"],
      superadmin: [302, "/"],
      newcomer: [200, null],
    },
  };
  for (const [path, byRole] of Object.entries(rows)) {
    for (const [role, [status, location]] of Object.entries(byRole)) {
      it(`${path} as ${role} → ${status}`, async () => {
        const address = path.replace(":id", ids.order!);
        const res = await page(address, role as Role | "newcomer");
        expect(res.status).toBe(status);
        expect(res.headers.get("location")).toBe(location?.replace("%3Aid", ids.order!) ?? null);
        await res.arrayBuffer();
      });
    }
  }
});

// Addresses a superadmin can type: a page past the lists' depth or not a
// number is the page's own answer, never a 500 (decision 020).
describe("back-office pages with odd page numbers", () => {
  it("clamps a grid's page past 10,000 rows to the last within reach, and one below the first", async () => {
    for (const path of [
      "/admin/events?page=100000",
      "/admin/users?page=100000",
      "/admin/files?page=-1",
      "/admin/outbox?page=100000",
      "/admin/jobs?page=100000",
    ])
      expect((await page(path, "superadmin")).status, path).toBe(200);
  });
  it("shows a grid's first page for a page number that is not one", async () => {
    for (const path of ["/admin/outbox?page=abc", "/admin/trash?page=abc"])
      expect((await page(path, "superadmin")).status, path).toBe(200);
  });
});

describe("a viewed resource's page (users)", () => {
  const path = () => `/admin/users/${people.target.userId}`;

  it("has no page for a new user (membership, trash entry, file), and no command it does not name", async () => {
    for (const key of ["users", "subscriptions", "trash", "files"])
      expect((await page(`/admin/${key}/new`, "superadmin")).status, key).toBe(404);
    expect((await post(path(), "superadmin", { _command: "delete" })).status).toBe(404);
  });

  it("refuses the role change without the tick, says why, and changes nothing", async () => {
    const res = await post(path(), "superadmin", { _command: "role", is_superadmin: "true" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Tick the box to confirm the change.");
    const target = await send(
      t,
      people.superadmin.token,
      "GET",
      `/security/users/id/${people.target.userId}`,
      undefined,
    );
    expect(target.is_superadmin).toBe(false);
  });
});

describe("the outbox and the jobs pages", () => {
  it("shows a mail's text, and its HTML only in a sandboxed frame", async () => {
    const res = await page(`/admin/outbox/${ids.mail}`, "superadmin");
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('data-testid="outbox-message"');
    expect(html).toMatch(/<iframe[^>]*sandbox=""/);
  });

  it("retries a failed job from its page without JavaScript, for superadmins only", async () => {
    const path = `/admin/jobs/${ids.job}`;
    expect((await page(path, "superadmin").then((r) => r.text())).includes("Retry now")).toBe(true);
    expect((await post(path, "user", { _command: "retry" })).status).toBe(403);
    const jobs = createJobsRepo(t.database.db);
    expect((await jobs.find(ids.job!))?.status).toBe("failed");

    const res = await post(path, "superadmin", { _command: "retry" });
    expect([302, 303]).toContain(res.status);
    expect(await jobs.find(ids.job!)).toMatchObject({ status: "pending", attempts: 0 });

    // Not failed any more: a second retry is refused beside the form, and changes nothing.
    const again = await post(path, "superadmin", { _command: "retry" });
    expect(await again.text()).toContain("Only a failed job can be retried");
    expect((await jobs.find(ids.job!))?.status).toBe("pending");
  });
});

// Webhook endpoints (decision 065) on the resource editor, posted without
// JavaScript: a venue's editor registers one for their venue, is told in the
// form why another address or "every venue" is refused, and the page shows
// the signing secret.
describe("webhook endpoint forms", () => {
  const asEditor = (path: string, fields: [string, string][]) =>
    site.pages.app.request(`${origin()}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: editor.cookie,
        origin: origin(),
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields).toString(),
    });
  const fields = (url: string, venue: string): [string, string][] => [
    ["url", url],
    ["description", "Our website"],
    ["venue_id", venue],
    ["enabled", "on"],
    ["event_types", "event.published"],
    ["event_types", "event.updated"],
  ];

  it("registers one at their venue and shows its secret", async () => {
    const res = await asEditor("/admin/webhooks/new", fields("http://127.0.0.1:9/form", own.venue));
    expect(res.status).toBe(302);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/admin\/webhooks\/[0-9a-f-]{36}$/);
    const shown = await (
      await site.pages.app.request(location, { headers: { cookie: editor.cookie } })
    ).text();
    expect(shown).toMatch(/whsec_[A-Za-z0-9+/]{32}/);
    expect(shown).toContain("Nothing sent yet");
    const saved = await send(
      t,
      editor.token,
      "GET",
      `/webhooks/endpoints/id/${location.split("/").pop()}`,
      undefined,
    );
    expect(saved).toMatchObject({
      url: "http://127.0.0.1:9/form",
      event_types: ["event.published", "event.updated"],
      venue: { id: own.venue },
      enabled: true,
    });
  });

  it("says why a private address or every venue is refused, keeping what was typed", async () => {
    const privateAddress = await asEditor(
      "/admin/webhooks/new",
      fields("https://192.168.1.20/hook", own.venue),
    );
    expect(privateAddress.status).toBe(400);
    const page = await privateAddress.text();
    expect(page).toContain("That address is not allowed");
    expect(page).toContain('value="https://192.168.1.20/hook"');
    const everyVenue = await asEditor("/admin/webhooks/new", fields("http://127.0.0.1:9/form", ""));
    expect(everyVenue.status).toBe(400);
    expect(await everyVenue.text()).toContain("Pick one of the venues you edit.");
  });
});
