import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeArticle, makeAuthor, makeCategory } from "../blog-factories.ts";
import { makeCity, makeEvent, makeVenue, send } from "../calendar-factories.ts";
import { accessToken, bearer, member, type SignedIn, superadmin } from "../factories.ts";
import { makeAdvert, makeContainer, makeProduct, makeRate, makeTier } from "../shop-factories.ts";
import { createTestApp } from "../test-app.ts";
import { bodyText, pathParam, queryText, schemaFieldNames } from "./arbitraries.ts";
import { stateQuery } from "./db-state.ts";
import { expectErrorShape, PREFIX, v5Endpoints } from "./endpoints.ts";

// Every v5 endpoint, read from the Hono app so a new one is fuzzed without
// an entry here, gets generated bodies (POST, PUT), query strings (GET) and
// path parameters, as anonymous and as a superadmin. The answer must be a 2xx
// or a 4xx in the error shape, never a 500, and a refused write must leave
// the database as it was. `npm test` runs a few cases per endpoint with a
// fixed seed; `npm run test:fuzz` runs 2000.

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = 20261121;

const dataDir = await mkdtemp(path.join(os.tmpdir(), "artcal-fuzz-"));
await mkdir(path.join(dataDir, "files"));
const t = await createTestApp({ env: { DATA_DIR: dataDir } });

const endpoints = v5Endpoints(t.app);

interface Fixtures {
  admin: SignedIn;
  known: string[];
  samples: Record<string, Record<string, unknown>>;
}
let fx: Fixtures;
let cases = 0;
/** Answers by status, so the summary shows the fuzzer got past validation too. */
const statuses = new Map<number, number>();
const started = Date.now();

beforeAll(async () => {
  const admin = await superadmin(t, "fuzz_admin");
  // Someone for the user endpoints to act on; never the admin, so the fuzzer cannot demote it.
  const target = await member(t, "fuzz_target");
  const city = await makeCity(t, admin.token, { slug: "fuzz-town", legacy_id: "fuzz-city" });
  const venue = await makeVenue(t, admin.token, { slug: "fuzz-gallery", city_id: city.id });
  const event = await makeEvent(
    t,
    admin.token,
    [
      {
        venue_id: venue.id,
        category: "ongoing",
        start: "2026-12-01T18:00:00Z",
        end: "2026-12-01T21:00:00Z",
      },
    ],
    { slug: "fuzz-show" },
  );
  // A weekly series (decision 059): its event and one generated date for the per-date edits.
  const series = await send(t, admin.token, "POST", "/calendar/events/list", {
    name: "Fuzz Weekly Class",
    recurrence: {
      freq: "weekly",
      by_weekday: ["WE"],
      start_date: "2027-01-06",
      start_time: "18:00",
      duration_minutes: 60,
      count: 5,
      venue_id: venue.id,
      category: "class",
    },
  });
  const author = await makeAuthor(t, admin.token, { name: "Fuzz Writer" });
  const category = await makeCategory(t, admin.token, { title: "Fuzz Section" });
  const article = await makeArticle(t, admin.token, author.id, { title: "Fuzz Story" });
  // Two left: the order below takes one, the fuzzer's first checkout the other, the rest are sold out.
  const product = await makeProduct(t, admin.token, { name: "Fuzz Print", stock: 2 });
  const tier = await makeTier(t, admin.token, { name: "Fuzz Tier" });
  const container = await makeContainer(t, admin.token, { url: "https://example.org/fuzz.jpg" });
  const advert = await makeAdvert(t, admin.token, { client: "Fuzz Client", label: "Fuzz banner" });
  const order = await send(t, null, "POST", "/shop/store/create-checkout-session", {
    product_id: product.id,
    price_id_items: [{ price_id: product.prices[0].id, quantity: 1 }],
  });
  const [placed] = (
    await (
      await t.app.request(`${PREFIX}/shop/orders/list`, { headers: bearer(admin.token) })
    ).json()
  ).results;
  const rate = await makeRate(t, admin.token, { name: "Fuzz rate" });
  // History and trash: a revision to revert to, an entry to restore, and a record to delete.
  const [created] = (
    await (
      await t.app.request(`${PREFIX}/revisions/list?resource=event&id=${event.id}`, {
        headers: bearer(admin.token),
      })
    ).json()
  ).results;
  const gone = await makeCity(t, admin.token, { name: "Fuzz Ghost Town" });
  const trashed = await send(t, admin.token, "POST", "/trash/list", {
    resource: "city",
    id: gone.id,
  });
  const doomed = await makeAdvert(t, admin.token, { client: "Fuzz Doomed", label: "Doomed" });
  // A public submission waiting for review (issue 30), sent by the admin, whose address is confirmed.
  const submissionSample = {
    name: "Fuzz Submitted Show",
    venue_id: venue.id,
    admission: "free",
    accessibility: ["asl"],
    image_focus: { x: 0.4, y: 0.6 },
    dates: [{ category: "reception", start: "2026-12-03T00:00:00Z", end: "2026-12-03T02:00:00Z" }],
  };
  const submitted = await send(t, admin.token, "POST", "/submissions", {
    ...submissionSample,
    submit: true,
  });
  // A webhook endpoint (decision 065) at a public address: nothing is delivered in this file.
  const hook = await send(t, admin.token, "POST", "/webhooks/endpoints/list", {
    url: "https://93.184.216.34/fuzz",
    event_types: ["event.updated"],
  });
  const ids = [
    hook,
    city,
    venue,
    event,
    author,
    category,
    article,
    product,
    tier,
    container,
    advert,
    placed,
    rate,
  ];
  fx = {
    admin,
    known: [
      ...ids.map((r) => r.id as string),
      target.userId,
      series.id,
      series.event_dates[0].id,
      created.id,
      trashed.id,
      submitted.id,
      "fuzz-town",
      "fuzz-gallery",
      "fuzz-show",
      "fuzz-city",
      // A preset key (GET /calendar/presets/:key/event_dates).
      "closing_soon",
      "image",
      "sandbox",
      "stripe",
      order.order_confirmation_id,
    ],
    // Valid bodies, so mutating one field reaches past the first check.
    samples: {
      "POST /webhooks/endpoints/list": {
        url: "https://93.184.216.34/fuzz-new",
        event_types: ["event.published", "venue.updated"],
        description: "Fuzz",
        enabled: true,
      },
      "PUT /webhooks/endpoints/id/:id": { description: "Edited", enabled: false },
      "POST /submissions": { ...submissionSample, submit: true },
      "PUT /submissions/id/:id": submissionSample,
      "POST /submissions/id/:id/reject": { reason: "Not visual art." },
      // A host that never resolves (RFC 2606): the fetch fails at once, whatever the network.
      "POST /submissions/prefill": { url: "https://fuzz.invalid/opening" },
      "PUT /submissions/blocks/:user_id": { reason: "Fuzz" },
      "POST /places/cities/list": { name: "Fuzz City" },
      "PUT /places/cities/id/:id": { summary: "Edited" },
      "POST /places/venues/list": {
        name: "Fuzz Venue",
        type: "gallery",
        city_id: city.id,
        accessibility: ["step_free"],
      },
      "PUT /places/venues/id/:id": { summary: "Edited", editor_review: true },
      // Who edits a venue (decision 056): a list of user ids.
      "PUT /places/venues/id/:id/editors": { user_ids: [target.userId] },
      "POST /calendar/events/list": {
        name: "Fuzz Event",
        admission: "paid",
        price_text: "$10, students $5",
        ticket_url: "https://tickets.example.org/fuzz",
        min_age: 21,
        accessibility: ["asl", "captions"],
        recurrence: {
          freq: "monthly",
          by_weekday: ["TH"],
          nth: -1,
          start_date: "2027-01-01",
          start_time: "18:30",
          duration_minutes: 120,
          until: "2027-06-30",
          venue_id: venue.id,
          category: "artist_talk",
          exceptions: [{ date: "2027-02-25", skip: true }],
        },
        event_dates: [
          {
            venue_id: venue.id,
            category: "ongoing",
            start: "2026-12-02T18:00:00Z",
            end: "2026-12-02T20:00:00Z",
            previous_start: "2026-11-25T18:00:00Z",
            admission: "free",
            accessibility: ["relaxed"],
          },
        ],
      },
      "PUT /calendar/events/id/:id/dates/:dateId": {
        scope: "this",
        start: "2027-01-06T19:00",
        end: "2027-01-06T20:00",
        label: "Fuzz guest",
      },
      "PUT /calendar/events/id/:id": {
        name: "Fuzz Event Edited",
        admission: "free",
        ticket_url: "https://tickets.example.org/fuzz-edited",
        event_dates: [
          {
            venue_id: venue.id,
            category: "ongoing",
            start: "2026-12-09T18:00:00Z",
            end: "2026-12-09T21:00:00Z",
          },
        ],
      },
      "POST /blog/authors/list": { name: "Fuzz Author" },
      "POST /blog/categories/list": { title: "Fuzz Category" },
      "POST /blog/articles/list": { title: "Fuzz Article", author_id: author.id },
      "PUT /blog/articles/id/:id": { title: "Fuzz Article Edited" },
      "POST /promo/adverts/list": {
        client: "Fuzz",
        label: "Banner",
        spots: ["home_1"],
        goto_url: "https://example.org/ad",
      },
      "POST /shop/store/products/list": {
        name: "Fuzz Product",
        prices: [{ amount: 1500 }],
        stock: 3,
      },
      "POST /shop/store/create-checkout-session": {
        product_id: product.id,
        price_id_items: [{ price_id: product.prices[0].id, quantity: 1 }],
      },
      "POST /shop/tipjar/create-payment-intent": { amount: 700 },
      "POST /shop/memberships/create-checkout-session": { priceId: tier.prices[0].id },
      "POST /shop/orders/id/:id/fulfil": { carrier: "USPS", tracking_number: "9400100000000000" },
      "POST /shop/orders/id/:id/refund": {
        lines: [{ price_id: product.prices[0].id, quantity: 1 }],
        restock: true,
      },
      "POST /shop/shipping-rates/list": { name: "Fuzz Rate", countries: ["US"], amount: 500 },
      "PUT /shop/shipping-rates/id/:id": { amount: 600, free_above: 15000 },
      "POST /shop/store/order/confirmation": {
        order_confirmation_id: order.order_confirmation_id,
      },
      "POST /files/getuploadurl": {
        filename: "fuzz.jpg",
        content_type: "image/jpeg",
        size: 1000,
      },
      "POST /files/containers/list": { url: "https://example.org/another.jpg" },
      "POST /analytics/collect": { events: [{ category: "event", action: "view" }] },
      "POST /auth/isUsernameAvailable": { username: "free_name" },
      "POST /auth/initProfile": { username: "fuzz_new", name: "Fuzz" },
      "PUT /account/profile": { name: "Fuzz Admin" },
      "POST /account/orders/claims/confirm": {
        token: "00000000-0000-4000-8000-000000000000.AAAA",
      },
      "PUT /account/calendar-feed": { include_follows: true },
      "PUT /account/mail-preferences": { digest_enabled: true, digest_weekday: 4, digest_hour: 9 },
      // Never the admin's own email: the fuzzer must not delete the account it fuzzes with.
      "DELETE /account": { confirm: "not-the-admin@example.com" },
      "PUT /security/users/id/:id": { name: "Fuzz Target" },
      "POST /trash/list": { resource: "advert", id: doomed.id },
      "POST /revisions/id/:id/revert": { version: event.version },
    },
  };
});

afterAll(async () => {
  console.info(
    `fuzz: ${cases} cases over ${endpoints.length} endpoints (${RUNS} runs each, seed ${SEED}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
  );
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * The admin's access token, asked for again only when it nears its 15
 * minutes: one per endpoint ran into the token endpoint's rate limit once
 * there were a hundred endpoints.
 */
let kept: { token: string; at: number } | null = null;
async function adminToken() {
  if (!kept || Date.now() - kept.at > 10 * 60_000)
    kept = { token: await accessToken(t, fx.admin.cookie), at: Date.now() };
  return kept.token;
}

const fields = schemaFieldNames();
let address = 0;
/** Each case is a client of its own (tests trust X-Forwarded-For), so rate limits rarely hide the handler. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

describe("fuzzing every v5 endpoint", () => {
  it("finds the endpoints in the app", () => {
    // A sanity floor: if routes stop being listed, the fuzzer would pass having sent nothing.
    expect(endpoints.length).toBeGreaterThan(50);
  });

  endpoints.forEach((endpoint, index) => {
    const name = `${endpoint.method} ${endpoint.pattern}`;
    const params = endpoint.pattern.match(/:\w+/g) ?? [];
    const write = endpoint.method !== "GET";
    it(
      `${name}: 2xx or 4xx in the error shape; refused writes change nothing`,
      async () => {
        const token = await adminToken();
        const snapshot = await stateQuery(t.database);
        const sample = fx.samples[name.replace(/\/$/, "")];
        const request = fc.record({
          role: fc.constantFrom("anonymous", "superadmin"),
          values: fc.tuple(...params.map(() => pathParam(fx.known))),
          query: write ? fc.constant("") : queryText(fields),
          body: write ? bodyText(fields, sample) : fc.constant(undefined),
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ role, values, query, body }) => {
            cases += 1;
            let url = endpoint.pattern;
            params.forEach((p, i) => {
              url = url.replace(p, values[i]!);
            });
            url = `${PREFIX}${url}${query ? `?${query}` : ""}`;
            const headers: Record<string, string> = {
              "content-type": "application/json",
              "x-forwarded-for": nextAddress(),
              ...(role === "superadmin" ? bearer(token) : {}),
            };
            const before = write ? await snapshot() : undefined;
            const res = await t.app.request(url, { method: endpoint.method, headers, body });
            const text = await res.text();
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            const described = `${role} ${endpoint.method} ${url.slice(0, 300)} ${body?.slice(0, 300) ?? ""}`;
            expect(res.status, `${text.slice(0, 500)} ← ${described}`).toBeLessThan(500);
            if (res.status >= 400) {
              expectErrorShape(res.status, JSON.parse(text), described);
              if (before) expect(await snapshot(), `changed by ${described}`).toEqual(before);
            }
            // A "__proto__" key must never reach Object.prototype.
            expect(Object.keys(Object.prototype)).toEqual([]);
          }),
          { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
        );
      },
      RUNS * 1000 + 60_000,
    );
  });
});
