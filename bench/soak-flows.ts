// The soak's mixed traffic: what visitors and the back office do, drawn by
// weight. Each request goes to a server picked at random, as behind a load
// balancer without sticky sessions, so a flow's steps cross servers (an
// upload PUT to one, processed by the other; a checkout paid on the other).
import sharp from "sharp";
import { BENCH_NOW } from "./scales.ts";
import { upcomingApiPath } from "./scenarios.ts";
import { type Client, results, visitorAddress } from "./soak-http.ts";
import type { Write } from "./soak-realtime.ts";
import { type Session, type Site, signIn } from "./soak-setup.ts";

export interface FlowContext {
  servers: string[];
  site: Site;
  client: Client;
  /** The soak's event writes, for the realtime check. */
  writes: Write[];
  /** The admin's token, renewed before it expires (15 minutes). */
  adminToken(): Promise<string>;
  images: { bytes: Buffer; type: string; name: string }[];
}

/** What one worker remembers between flows: the events it made (so its updates never race another's). */
export interface WorkerState {
  events: { id: string; version: number }[];
}

type Flow = (c: FlowContext, w: WorkerState) => Promise<void>;

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const server = (c: FlowContext) => pick(c.servers);

const BROWSER = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "user-agent": "artcal-soak",
};
const JSON_HEADERS = { accept: "application/json", "content-type": "application/json" };
const SEARCH_WORDS = ["printmaking", "gallery", "painting", "opening", "ceramics", "photo", "zine"];

const isPage = (a: { status: number; text: string }) =>
  a.status === 200 && a.text.includes("</html>");
const isList = (a: { status: number; json: unknown }) =>
  a.status === 200 && Array.isArray(results(a.json));

const anonymous = () => ({ ...BROWSER, "x-forwarded-for": visitorAddress() });

const page: Flow = async (c) => {
  const [name, path] = pick([
    ["home", "/"],
    ["upcoming", "/calendar/upcoming"],
    ["now showing", "/calendar/now_showing"],
    ["event", `/events/${pick(c.site.eventSlugs)}`],
    ["venue", `/venues/${pick(c.site.venueSlugs)}`],
    ["written", "/written"],
  ] as const);
  await c.client.send(`page ${name}`, `${server(c)}${path}`, { headers: anonymous() }, isPage);
};

const apiList: Flow = async (c) => {
  const [name, path] = pick([
    ["upcoming", upcomingApiPath(new Date(BENCH_NOW))],
    ["events", "/api/v5/calendar/events/list"],
    ["venues", "/api/v5/places/venues/list"],
    ["cities", "/api/v5/places/cities/list"],
    ["articles", "/api/v5/blog/articles/list"],
  ] as const);
  const headers = { ...JSON_HEADERS, "x-forwarded-for": visitorAddress() };
  await c.client.send(`api ${name}`, `${server(c)}${path}`, { headers }, isList);
};

const search: Flow = async (c) => {
  const q = encodeURIComponent(pick(SEARCH_WORDS));
  if (Math.random() < 0.5) {
    await c.client.send(
      "search page",
      `${server(c)}/search?q=${q}`,
      { headers: anonymous() },
      isPage,
    );
    return;
  }
  const path = pick(["/calendar/events/list", "/places/venues/list", "/blog/articles/list"]);
  const headers = { ...JSON_HEADERS, "x-forwarded-for": visitorAddress() };
  await c.client.send("search api", `${server(c)}/api/v5${path}?query=${q}`, { headers }, isList);
};

/** Signs the bench visitor in from an address of its own, takes a token and reads the profile with it. */
const signInFlow: Flow = async (c) => {
  const address = visitorAddress();
  const headers = {
    "content-type": "application/json",
    origin: c.site.origin,
    "x-forwarded-for": address,
  };
  const res = await c.client.send(
    "sign-in",
    `${server(c)}/api/auth/sign-in/email`,
    { method: "POST", headers, body: JSON.stringify(c.site.visitor) },
    (a) => a.status === 200 && a.headers.getSetCookie().length > 0,
  );
  if (res.outcome !== "ok") return;
  const cookie = res.headers
    .getSetCookie()
    .map((s) => s.split(";")[0])
    .join("; ");
  const token = await c.client.send(
    "sign-in token",
    `${server(c)}/api/auth/token`,
    { headers: { cookie, "x-forwarded-for": address } },
    (a) => a.status === 200 && typeof (a.json as { token?: unknown })?.token === "string",
  );
  if (token.outcome !== "ok") return;
  await c.client.send(
    "sign-in profile",
    `${server(c)}/api/v5/auth/authenticate`,
    {
      method: "POST",
      headers: { ...JSON_HEADERS, "x-forwarded-for": address },
      body: JSON.stringify({ token: (token.json as { token: string }).token }),
    },
    (a) => a.status === 200 && results<{ username?: string }>(a.json)?.username === "bench_visitor",
  );
};

let eventCounter = 0;

/** Creates an event through the API, or updates one this worker made (a version it knows: no 409). */
const adminWrite: Flow = async (c, w) => {
  const auth = { ...JSON_HEADERS, authorization: `Bearer ${await c.adminToken()}` };
  const base = server(c);
  const mine = w.events.length && Math.random() < 0.5 ? pick(w.events) : null;
  if (mine) {
    const res = await c.client.send(
      "admin update event",
      `${base}/api/v5/calendar/events/id/${mine.id}`,
      {
        method: "PUT",
        headers: auth,
        body: JSON.stringify({
          summary: `Updated ${new Date().toISOString()}`,
          version: mine.version,
        }),
      },
      (a) =>
        a.status === 200 && results<{ version?: number }>(a.json)?.version === mine.version + 1,
    );
    if (res.outcome === "ok") {
      mine.version++;
      c.writes.push({ id: mine.id, action: "updated", server: base });
    }
    return;
  }
  const n = ++eventCounter;
  const start = new Date(Date.parse(BENCH_NOW) + (1 + (n % 60)) * 86_400_000);
  const res = await c.client.send(
    "admin create event",
    `${base}/api/v5/calendar/events/list`,
    {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        name: `Soak show ${n}`,
        summary: "Made by the soak.",
        tags: ["soak"],
        event_dates: [
          {
            venue_id: pick(c.site.venueIds),
            category: pick(["reception", "performance", "artist_talk"]),
            start: start.toISOString(),
            end: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
          },
        ],
      }),
    },
    (a) => a.status === 201 && typeof results<{ id?: string }>(a.json)?.id === "string",
  );
  if (res.outcome !== "ok") return;
  const made = results<{ id: string; version: number; slug: string }>(res.json)!;
  w.events.push({ id: made.id, version: made.version });
  c.writes.push({ id: made.id, action: "created", server: base });
  // New events are visited too, so the pages the writes invalidate get rendered.
  if (c.site.eventSlugs.length < 200) c.site.eventSlugs.push(made.slug);
};

/**
 * The back office's slug field as an editor types: the slug check, signed in
 * and never cached, half the time for a slug the site has and half for a new one.
 */
const slugCheck: Flow = async (c) => {
  const auth = { ...JSON_HEADERS, authorization: `Bearer ${await c.adminToken()}` };
  const slug = Math.random() < 0.5 ? pick(c.site.eventSlugs) : `soak-new-${++eventCounter}`;
  await c.client.send(
    "admin slug check",
    `${server(c)}/api/v5/utils/slugs/check?type=event&slug=${slug}`,
    { headers: auth },
    (a) =>
      a.status === 200 && typeof results<{ available?: boolean }>(a.json)?.available === "boolean",
  );
};

/** getuploadurl, PUT the bytes to the signed URL, movething: each step on any server (one shared DATA_DIR). */
const upload: Flow = async (c) => {
  const auth = { ...JSON_HEADERS, authorization: `Bearer ${await c.adminToken()}` };
  const image = pick(c.images);
  const slot = await c.client.send(
    "upload url",
    `${server(c)}/api/v5/files/getuploadurl`,
    {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        filename: image.name,
        content_type: image.type,
        size: image.bytes.length,
      }),
    },
    (a) => a.status === 200 && typeof results<{ url?: string }>(a.json)?.url === "string",
  );
  if (slot.outcome !== "ok") return;
  const s = results<{ url: string; headers: Record<string, string>; upload_id: string }>(
    slot.json,
  )!;
  const u = new URL(s.url);
  const put = await c.client.send(
    "upload put",
    `${server(c)}${u.pathname}${u.search}`,
    { method: "PUT", headers: s.headers, body: new Uint8Array(image.bytes) },
    (a) => a.status === 204,
  );
  if (put.outcome !== "ok") return;
  await c.client.send(
    "upload movething",
    `${server(c)}/api/v5/files/movething`,
    {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ upload_id: s.upload_id, alt_text: "A soak test image" }),
    },
    (a) =>
      a.status === 201 &&
      results<{ width?: number }>(a.json)?.width === 320 &&
      Object.keys(results<{ versions?: object }>(a.json)?.versions ?? {}).length > 0,
  );
};

const OK_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";

/**
 * An anonymous buyer: a checkout session through the API, the sandbox's
 * hosted form posted as a browser without JavaScript would (sometimes a
 * declined card first), then the order confirmation, which must say paid.
 */
const checkout: Flow = async (c) => {
  const address = visitorAddress();
  const json = { ...JSON_HEADERS, "x-forwarded-for": address };
  const session = await c.client.send(
    "checkout session",
    `${server(c)}/api/v5/shop/store/create-checkout-session`,
    {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        product_id: c.site.product.id,
        price_id_items: [
          { price_id: pick(c.site.product.priceIds), quantity: 1 + Math.floor(Math.random() * 3) },
        ],
      }),
    },
    (a) => a.status === 200 && typeof results<{ url?: string }>(a.json)?.url === "string",
  );
  if (session.outcome !== "ok") return;
  const { url, order_confirmation_id } = results<{ url: string; order_confirmation_id: string }>(
    session.json,
  )!;
  const form = (card: string) => ({
    method: "POST",
    redirect: "manual" as const,
    headers: {
      ...BROWSER,
      "content-type": "application/x-www-form-urlencoded",
      origin: c.site.origin,
      // The site's host, as a load balancer passes it on to whichever server.
      host: new URL(c.site.origin).host,
      "x-forwarded-for": address,
    },
    body: new URLSearchParams({ email: `buyer-${address}@example.com`, card }).toString(),
  });
  const path = new URL(url).pathname;
  if (Math.random() < 0.2) {
    await c.client.send(
      "checkout declined",
      `${server(c)}${path}`,
      form(DECLINED_CARD),
      (a) => a.status === 400 && a.text.includes("declined"),
    );
  }
  const paid = await c.client.send(
    "checkout pay",
    `${server(c)}${path}`,
    form(OK_CARD),
    (a) => a.status >= 300 && a.status < 400 && Boolean(a.headers.get("location")),
  );
  if (paid.outcome !== "ok") return;
  await c.client.send(
    "checkout confirmation",
    `${server(c)}/api/v5/shop/store/order/confirmation/`,
    { method: "POST", headers: json, body: JSON.stringify({ order_confirmation_id }) },
    (a) => a.status === 200 && results<{ status?: string }>(a.json)?.status === "paid",
  );
};

/** The mix, by weight: mostly reading, some signing in, a little writing and buying. */
export const FLOWS: { name: string; weight: number; run: Flow }[] = [
  { name: "page", weight: 40, run: page },
  { name: "api list", weight: 20, run: apiList },
  { name: "search", weight: 10, run: search },
  { name: "sign-in", weight: 8, run: signInFlow },
  { name: "admin write", weight: 10, run: adminWrite },
  { name: "slug check", weight: 3, run: slugCheck },
  { name: "upload", weight: 4, run: upload },
  { name: "checkout", weight: 8, run: checkout },
];

export function drawFlow(r = Math.random()): Flow {
  const total = FLOWS.reduce((n, f) => n + f.weight, 0);
  let x = r * total;
  for (const f of FLOWS) {
    x -= f.weight;
    if (x < 0) return f.run;
  }
  return FLOWS.at(-1)!.run;
}

/** A few small images to upload, made once. */
export async function makeImages() {
  const colours = [
    { r: 200, g: 40, b: 40 },
    { r: 40, g: 160, b: 80 },
    { r: 30, g: 60, b: 200 },
    { r: 230, g: 190, b: 40 },
  ];
  const images: FlowContext["images"] = [];
  for (const [i, background] of colours.entries()) {
    const base = sharp({ create: { width: 320, height: 240, channels: 3, background } });
    images.push(
      i % 2
        ? { bytes: await base.png().toBuffer(), type: "image/png", name: `soak-${i}.png` }
        : {
            bytes: await base.jpeg({ quality: 85 }).toBuffer(),
            type: "image/jpeg",
            name: `soak-${i}.jpg`,
          },
    );
  }
  return images;
}

/** The admin's access token, taken again after ten minutes (it lives fifteen). */
export function adminTokens(
  first: Session,
  base: string,
  origin: string,
  who: { email: string; password: string },
) {
  let session = first;
  let at = Date.now();
  let pending: Promise<Session> | null = null;
  return async () => {
    if (Date.now() - at > 10 * 60_000) {
      pending ??= signIn(base, origin, who).finally(() => {
        pending = null;
      });
      session = await pending;
      at = Date.now();
    }
    return session.token;
  };
}

/** `workers` loops drawing flows until `until`. */
export async function drive(c: FlowContext, workers: number, until: number) {
  await Promise.all(
    Array.from({ length: workers }, async () => {
      const state: WorkerState = { events: [] };
      while (Date.now() < until) await drawFlow()(c, state);
    }),
  );
}
