import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { versionSchema } from "../../../core/files/versions.ts";
import { postJson } from "../../../tests/calendar-factories.ts";
import { member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import {
  type FixtureServer,
  htmlPage,
  redirectTo,
  startFixtureServer,
} from "../../../tests/fixture-server.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

// POST /utils/scraper/meta and POST /files/import against a fixture web
// server this file starts on loopback, which SCRAPER_ALLOWED_HOSTS lets the
// app reach (nothing else on loopback or a private network is reachable).

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const HUGE_BYTES = 5 * 1024 * 1024;

let fixture: FixtureServer;
let t: TestApp;
let dataDir: string;
let user: SignedIn;
let admin: SignedIn;
/** Whether the huge page was sent to its end (false: the reader hung up at its limit). */
let hugeFinished: boolean | null = null;
let poster: Buffer;

beforeAll(async () => {
  poster = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#1f6f5c" } })
    .png()
    .toBuffer();
  fixture = await startFixtureServer({
    "/og": htmlPage(`
      <meta property="og:title" content="Tide Lines">
      <meta property="og:description" content="Relief prints of the North Shore.">
      <meta property="og:image" content="/poster.png">
      <meta property="og:site_name" content="Lakeside Print Studio">
      <meta property="og:type" content="website">`),
    "/twitter": htmlPage(`
      <meta name="twitter:card" content="summary">
      <meta name="twitter:title" content="Night Market">
      <meta name="twitter:description" content="Makers after dark.">
      <meta name="twitter:image" content="https://cdn.example.net/night.png">`),
    "/json-ld": htmlPage(
      `<title>Shows | Lakeside</title>${ld({
        "@context": "https://schema.org",
        "@type": "ExhibitionEvent",
        name: "Tide Lines: Prints",
        startDate: "2026-11-14",
        endDate: "2026-12-31",
        location: {
          "@type": "Place",
          name: "Lakeside Print Studio",
          address: "1 Lakeside Ave, Minneapolis, MN 55401",
        },
        image: "/poster.png",
      })}`,
    ),
    "/h-event": htmlPage(
      "<title>Calendar</title>",
      `<div class="h-event"><span class="p-name">Night Prints</span>
        <time class="dt-start" datetime="2026-12-05T18:00-06:00">6pm</time>
        <span class="p-location">The Loading Dock</span></div>`,
    ),
    "/plain": (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<p>No metadata at all.</p>");
    },
    "/r1": redirectTo("/r2", 301),
    "/r2": redirectTo("/r3", 302),
    "/r3": redirectTo("/og", 307),
    "/r0": redirectTo("/r1", 308),
    "/to-private": redirectTo("http://10.0.0.1/admin"),
    "/to-metadata": redirectTo("http://169.254.169.254/latest/meta-data/"),
    "/to-localhost": redirectTo("http://localhost/og"),
    "/slow": (_req, res) => {
      // Headers at once, then a trickle that never ends: only a deadline on the whole exchange stops it.
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html><head><title>Slow");
      const drip = setInterval(() => res.write(" ."), 100);
      res.on("close", () => clearInterval(drip));
    },
    "/huge": (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write(`<html><head><meta property="og:title" content="Huge page"></head><body>`);
      const chunk = `<p>${"filler ".repeat(1000)}</p>`;
      let sent = 0;
      res.on("close", () => {
        hugeFinished = res.writableFinished;
      });
      const pump = () => {
        while (sent < HUGE_BYTES) {
          sent += chunk.length;
          if (!res.write(chunk)) {
            res.once("drain", pump);
            return;
          }
        }
        res.end(`<meta property="og:description" content="Past the limit"></body></html>`);
      };
      pump();
    },
    "/poster.png": (_req, res) => {
      res.writeHead(200, { "content-type": "image/png" });
      res.end(poster);
    },
    "/fake.png": (_req, res) => {
      res.writeHead(200, { "content-type": "image/png" });
      res.end("this is not a png");
    },
    "/report.pdf": (_req, res) => {
      res.writeHead(200, { "content-type": "application/pdf" });
      res.end("%PDF-1.7");
    },
  });
  dataDir = await mkdtemp(path.join(os.tmpdir(), "artcal-scraper-"));
  await mkdir(path.join(dataDir, "files"));
  t = await createTestApp({
    env: {
      DATA_DIR: dataDir,
      SCRAPER_ALLOWED_HOSTS: fixture.host,
      // A second instead of five, so the slow page costs this file little time.
      SCRAPER_TIMEOUT_MS: "1000",
    },
  });
  user = await member(t, "scraper_user");
  admin = await superadmin(t, "scraper_admin");
});
afterAll(async () => {
  await t?.close();
  await fixture?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Each describe reads as a person of its own: one person's calls are rate-limited. */
let reader: SignedIn;
const scrape = (url: string, token: string | null = reader.token) =>
  postJson(t, token, "/utils/scraper/meta", { url });

async function preview(pathname: string) {
  const res = await scrape(`${fixture.origin}${pathname}`);
  expect(res.status).toBe(200);
  return (await res.json()).results;
}

async function refusal(url: string, token: string | null = reader.token) {
  const res = await scrape(url, token);
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body).toMatchObject({ type: "DataValidationError", code: "V-1001" });
  expect(body.errors[0].field).toBe("url");
  return body.errors[0].message as string;
}

describe("POST /utils/scraper/meta: what a page says about itself", () => {
  beforeAll(() => {
    reader = user;
  });

  it("reads an OpenGraph-only page", async () => {
    expect(await preview("/og")).toEqual({
      url: `${fixture.origin}/og`,
      title: "Tide Lines",
      description: "Relief prints of the North Shore.",
      image: `${fixture.origin}/poster.png`,
      site_name: "Lakeside Print Studio",
      type: "website",
    });
  });

  it("reads a Twitter-card-only page", async () => {
    expect(await preview("/twitter")).toMatchObject({
      title: "Night Market",
      description: "Makers after dark.",
      image: "https://cdn.example.net/night.png",
      site_name: null,
    });
  });

  it("reads a JSON-LD Event with its place and address", async () => {
    const p = await preview("/json-ld");
    expect(p.title).toBe("Shows | Lakeside");
    expect(p.event).toMatchObject({
      type: "ExhibitionEvent",
      name: "Tide Lines: Prints",
      start: "2026-11-14",
      end: "2026-12-31",
      location: { name: "Lakeside Print Studio", address: "1 Lakeside Ave, Minneapolis, MN 55401" },
      image: `${fixture.origin}/poster.png`,
    });
  });

  it("reads an h-event", async () => {
    expect((await preview("/h-event")).event).toMatchObject({
      type: "h-event",
      name: "Night Prints",
      start: "2026-12-05T18:00:00-06:00",
      end: null,
      location: { name: "The Loading Dock", address: null },
    });
  });

  it("answers nulls for a page without metadata", async () => {
    expect(await preview("/plain")).toEqual({
      url: `${fixture.origin}/plain`,
      title: null,
      description: null,
      image: null,
      site_name: null,
      type: null,
    });
  });

  it("follows a chain of three redirects and answers the final address", async () => {
    const p = await preview("/r1");
    expect(p.url).toBe(`${fixture.origin}/og`);
    expect(p.title).toBe("Tide Lines");
    expect(await refusal(`${fixture.origin}/r0`)).toBe("The page redirected too many times.");
  });

  it("keeps the first 2 MB of a huge page and hangs up", async () => {
    const p = await preview("/huge");
    expect(p.title).toBe("Huge page");
    // The description sits past the limit: never read.
    expect(p.description).toBeNull();
    await expect.poll(() => hugeFinished).toBe(false);
  });
});

describe("POST /utils/scraper/meta: the guard", () => {
  beforeAll(async () => {
    reader = await member(t, "scraper_prober");
  });

  it("refuses a redirect to a private or metadata address before connecting to it", async () => {
    const res = await scrape(`${fixture.origin}/to-metadata`);
    expect(await res.json()).toEqual({
      type: "DataValidationError",
      code: "V-1001",
      message: "That address is not allowed.",
      errors: [{ field: "url", message: "That address is not allowed." }],
      request_id: expect.any(String),
    });
    for (const hop of ["/to-private", "/to-metadata"]) {
      const before = fixture.requests.length;
      const started = Date.now();
      expect(await refusal(`${fixture.origin}${hop}`)).toBe("That address is not allowed.");
      // Refused at once, not after trying to connect (nothing answers there).
      expect(Date.now() - started).toBeLessThan(900);
      expect(fixture.requests.slice(before).map((r) => r.path)).toEqual([hop]);
    }
  });

  it("refuses loopback and private hosts that are not on the allow-list", async () => {
    const port = fixture.port;
    for (const url of [
      `http://localhost:${port}/og`,
      `http://[::1]:${port}/og`,
      `http://127.0.0.2:${port}/og`,
      "http://2130706433/",
      "http://10.1.2.3/",
      "http://192.168.1.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[fd00:ec2::254]/",
      "http://[::ffff:127.0.0.1]/",
      "http://0.0.0.0/",
      `${fixture.origin}/to-localhost`,
    ]) {
      expect(await refusal(url), url).toBe("That address is not allowed.");
    }
  });

  it("takes http and https addresses only", async () => {
    for (const url of [
      "ftp://example.org/",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "gallery",
    ]) {
      expect(await refusal(url), url).toBe("Use a web address starting with http:// or https://.");
    }
    const res = await postJson(t, user.token, "/utils/scraper/meta", {});
    expect((await res.json()).errors).toEqual([
      { field: "url", message: "Give the web address to read." },
    ]);
  });

  it("gives up on a page slower than the time limit", async () => {
    const started = Date.now();
    expect(await refusal(`${fixture.origin}/slow`)).toBe("The page took too long to answer.");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("reads only HTML", async () => {
    expect(await refusal(`${fixture.origin}/report.pdf`)).toBe("That address is not a web page.");
    expect(await refusal(`${fixture.origin}/poster.png`)).toBe("That address is not a web page.");
    expect(await refusal(`${fixture.origin}/nothing-here`)).toBe(
      "The page answered with an error (HTTP 404).",
    );
  });

  it("is for signed-in people, 30 a minute each", async () => {
    const anonymous = await scrape(`${fixture.origin}/og`, null);
    expect(anonymous.status).toBe(401);
    const busy = await member(t, "scraper_busy");
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await scrape("http://10.0.0.1/", busy.token)).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await scrape(`${fixture.origin}/og`, busy.token)).status).toBe(429);
    // Someone else is not held up.
    expect((await scrape(`${fixture.origin}/og`, user.token)).status).toBe(200);
  });
});

describe("POST /files/import: an image from a link becomes one of our files", () => {
  const importImage = (url: string, token: string | null = admin.token, type = "event") =>
    postJson(t, token, "/files/import", { url, type, alt_text: "Green poster" });

  it("downloads the image through the guard and stores its versions", async () => {
    const res = await importImage(`${fixture.origin}/poster.png`);
    expect(res.status).toBe(201);
    const c = (await res.json()).results;
    expect(c).toMatchObject({
      filename: "poster.png",
      content_type: "image/png",
      width: 1200,
      height: 800,
      alt_text: "Green poster",
      upload_type: "event",
    });
    // The versions an uploaded event image gets, and the original.
    const names = versionSchema("event").versions.map((v) => v.name);
    expect(Object.keys(c.versions).sort()).toEqual([...names, "FULL_ORIGINAL"].sort());
    const served = await t.app.request(new URL(c.versions.CARD_LARGE.url, "http://x").pathname);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(900);
  });

  it("refuses what is not an image, and addresses the guard refuses", async () => {
    const cases: [string, string][] = [
      [`${fixture.origin}/og`, "That address is not an image."],
      [
        `${fixture.origin}/fake.png`,
        "That address is not an image we can use: link a JPEG, PNG, WebP, GIF or AVIF.",
      ],
      ["http://169.254.169.254/latest/meta-data/iam", "That address is not allowed."],
      [`http://localhost:${fixture.port}/poster.png`, "That address is not allowed."],
    ];
    for (const [url, message] of cases) {
      const res = await importImage(url);
      expect(res.status, url).toBe(400);
      expect((await res.json()).errors).toEqual([{ field: "url", message }]);
    }
    const avatar = await importImage(`${fixture.origin}/poster.png`, admin.token, "avatar");
    expect((await avatar.json()).errors[0].field).toBe("type");
  });

  it("is for site administrators", async () => {
    expect((await importImage(`${fixture.origin}/poster.png`, null)).status).toBe(401);
    expect((await importImage(`${fixture.origin}/poster.png`, user.token)).status).toBe(403);
  });
});
