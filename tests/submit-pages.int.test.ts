import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../db/schema/auth.ts";
import { makeCity, makeVenue, postJson } from "./calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "./factories.ts";
import { type FixtureServer, htmlPage, startFixtureServer } from "./fixture-server.ts";
import { formPoster, mainOf } from "./page-forms.ts";
import { createSiteTestApp, type SiteTestApp } from "./ssr-app.ts";
import type { TestApp } from "./test-app.ts";

// The /submit form and /account/submissions (issue 30 item 1) as a browser
// without JavaScript uses them, on the real server and database: who may
// send, an event with a new venue sent in one post, a mistake shown next to
// its field with everything typed kept, "Start from a link", editing until
// review, withdrawing; and the picture's rules through the files API (a
// confirmed user uploads one, and nobody can put someone else's on theirs).
const NOW = "2026-11-27T18:00:00.000Z";
const ORIGIN = "http://submit-pages.test";

let site: SiteTestApp;
let t: TestApp;
let fixture: FixtureServer;
let admin: SignedIn;
let ada: SignedIn;
let city: { id: string; name: string };
let gallery: { id: string; name: string };

const get = (p: string, cookie?: string) =>
  site.pages.app.request(`${ORIGIN}${p}`, {
    redirect: "manual",
    headers: cookie ? { cookie } : {},
  });
const post = (p: string, form: Record<string, string>, cookie?: string) =>
  formPoster(site.pages, ORIGIN)(p, form, cookie);
// biome-ignore lint/suspicious/noExplicitAny: JSON answers, read field by field in the assertions.
const results = async (res: Response) => ((await res.json()) as { results: any }).results;
const mine = async (who: SignedIn) =>
  results(
    await t.app.request("/api/v5/account/submissions", { headers: bearer(who.token) }),
  ) as Promise<{ id: string; name: string; state: string; [k: string]: unknown }[]>;

/** What a person types into the form: an opening with a new venue. */
const typed = (over: Record<string, string> = {}): Record<string, string> => ({
  name: "Salt & Paper: Opening Night",
  summary: "New cut-paper work from the river studios.",
  content: "Come see the work.\n\nThe artist will be there.",
  url: "https://saltpaper.example.org/opening",
  admission: "free",
  min_age: "",
  accessibility: "step_free",
  date_0_category: "reception",
  date_0_day: "2026-12-05",
  date_0_from: "18:00",
  date_0_to: "21:00",
  date_1_category: "ongoing",
  date_1_day: "2026-12-05",
  date_1_last_day: "2027-01-10",
  date_2_category: "reception",
  date_2_day: "",
  venue_mode: "new",
  new_venue_name: "The Salt Loft",
  new_venue_address: "2400 Riverside Ave",
  new_venue_city_id: city.id,
  new_venue_postal_code: "55454",
  new_venue_lat: "44.9680",
  new_venue_lng: "-93.2420",
  hp: "",
  ...over,
});

async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: "#2a6" } })
    .jpeg()
    .toBuffer();
}

/** getuploadurl (type submission), PUT and movething: the container, or the first refusal. */
async function upload(who: SignedIn, type = "submission") {
  const bytes = await jpeg();
  const ask = await postJson(t, who.token, `/files/getuploadurl/type/${type}`, {
    filename: "poster.jpg",
    content_type: "image/jpeg",
    size: bytes.length,
  });
  if (ask.status !== 200) return { status: ask.status, container: null };
  const slot = await results(ask);
  const u = new URL(slot.url, "http://localhost");
  const put = await t.app.request(u.pathname + u.search, {
    method: "PUT",
    headers: slot.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(204);
  const moved = await postJson(t, who.token, "/files/movething", { upload_id: slot.upload_id });
  return { status: moved.status, container: moved.status === 201 ? await results(moved) : null };
}

beforeAll(async () => {
  fixture = await startFixtureServer({
    "/opening": htmlPage(
      `<title>Events | Loading Dock</title><script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Event",
        name: "Night Prints at the Dock",
        description: "Letterpress and relief prints, made on the night.",
        startDate: "2026-12-12T18:00:00-06:00",
        endDate: "2026-12-12T21:00:00-06:00",
        location: {
          "@type": "Place",
          name: "The Loading Dock",
          address: {
            "@type": "PostalAddress",
            streetAddress: "77 Dock St",
            addressLocality: "Submitville",
            postalCode: "55401",
          },
        },
      })}</script>`,
    ),
  });
  site = await createSiteTestApp("submit-pages", {
    TEST_NOW: NOW,
    PUBLIC_URL: ORIGIN,
    SCRAPER_ALLOWED_HOSTS: fixture.host,
  });
  ({ t } = site);
  admin = await superadmin(t, "submit_pages_admin");
  city = await makeCity(t, admin.token, { name: "Submitville" });
  gallery = await makeVenue(t, admin.token, { name: "Harbor Gallery", city_id: city.id });
  ada = await member(t, "submit_pages_ada", "Ada Sender");
}, 120_000);
afterAll(async () => {
  await site?.close();
  await fixture?.close();
});

describe("/submit", () => {
  it("asks a visitor to sign in, coming back to the form", async () => {
    const res = await get("/submit");
    expect(res.status).toBe(200);
    const page = mainOf(await res.text());
    expect(page).toContain("Sign in to send an event");
    expect(page).toContain(`href="/sign-in?next=${encodeURIComponent("/submit")}"`);
    expect(page).not.toContain('name="name"');
  });

  it("tells someone who has not confirmed their address to do that first", async () => {
    const eve = await member(t, "submit_pages_eve", "Eve Unconfirmed");
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, eve.userId));
    const page = mainOf(await (await get("/submit", eve.cookie)).text());
    expect(page).toContain("Confirm your email address first");
    expect(page).not.toContain('name="name"');
    // Nor can they upload a picture for one.
    expect((await upload(eve)).status).toBe(403);
  });

  it("is the person's own: private and never cached", async () => {
    const res = await get("/submit", ada.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const page = mainOf(await res.text());
    for (const name of ["name", "content", "date_0_day", "venue_query", "new_venue_lat", "hp"])
      expect(page).toContain(`name="${name}"`);
    expect(page).toContain("Send for review");
    expect(page).toContain("Save draft");
    expect(page).toContain('href="/account/submissions"');
  });

  it("sends an event with a new venue in one post, without JavaScript", async () => {
    const res = await post("/submit", { ...typed(), intent: "send" }, ada.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account/submissions?saved=sent");
    const [sent] = await mine(ada);
    expect(sent).toMatchObject({
      name: "Salt & Paper: Opening Night",
      state: "pending",
      admission: "free",
      accessibility: ["step_free"],
      content: "<p>Come see the work.</p><p>The artist will be there.</p>",
      venue_id: null,
      new_venue: {
        name: "The Salt Loft",
        address: "2400 Riverside Ave",
        city_id: city.id,
        postal_code: "55454",
        geo: { lat: 44.968, lon: -93.242 },
      },
      // 6–9 pm Chicago time, and a run from its first day to the end of its last.
      dates: [
        {
          category: "reception",
          start: "2026-12-06T00:00:00.000Z",
          end: "2026-12-06T03:00:00.000Z",
        },
        { category: "ongoing", start: "2026-12-05T06:00:00.000Z", end: "2027-01-11T06:00:00.000Z" },
      ],
    });

    const list = await get("/account/submissions?saved=sent", ada.cookie);
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    const page = mainOf(await list.text());
    expect(page).toContain("Sent for review");
    expect(page).toContain("Salt &amp; Paper: Opening Night");
    expect(page).toContain("Pending review");
    expect(page).toContain(`href="/submit/${sent!.id}"`);
  });

  it("shows a mistake next to its field and keeps everything typed", async () => {
    const before = (await mine(ada)).length;
    const res = await post(
      "/submit",
      {
        ...typed({ name: "", date_0_to: "", new_venue_lat: "44.97", new_venue_lng: "" }),
        intent: "send",
      },
      ada.cookie,
    );
    expect(res.status).toBe(400);
    const page = mainOf(await res.text());
    expect(page).toContain("Give the end time.");
    expect(page).toContain("Give both the latitude and the longitude");
    // And, in the same answer, what the rest of the form lacks.
    expect(page).toContain("Enter the event&#x27;s name.");
    // What was typed is still in the fields.
    expect(page).toContain("New cut-paper work from the river studios.");
    expect(page).toContain("The artist will be there.");
    expect(page).toContain('value="The Salt Loft"');
    expect(page).toContain('value="2400 Riverside Ave"');
    expect(page).toContain('value="2027-01-10"');
    expect(page).toContain('value="44.97"');
    expect((await mine(ada)).length).toBe(before);

    // The service's own check (a title) comes back by its field too.
    const titled = await post("/submit", { ...typed({ name: "" }), intent: "draft" }, ada.cookie);
    expect(titled.status).toBe(400);
    const again = mainOf(await titled.text());
    expect(again).toContain("Enter the event&#x27;s name.");
    expect(again).toContain('value="The Salt Loft"');
  });

  it("finds a venue on the calendar by name and keeps the rest", async () => {
    const res = await post(
      "/submit",
      { ...typed({ venue_mode: "existing", venue_query: "harbor" }), intent: "find-venue" },
      ada.cookie,
    );
    expect(res.status).toBe(200);
    const page = mainOf(await res.text());
    expect(page).toContain("Harbor Gallery");
    expect(page).toContain(`value="${gallery.id}"`);
    expect(page).toContain('value="Salt &amp; Paper: Opening Night"');
  });

  it("starts from a link: the page's event, date and place fill the form", async () => {
    const res = await post(
      "/submit",
      { intent: "prefill", link: `${fixture.origin}/opening` },
      ada.cookie,
    );
    expect(res.status).toBe(200);
    const page = mainOf(await res.text());
    expect(page).toContain("We filled in what that page says");
    expect(page).toContain('value="Night Prints at the Dock"');
    expect(page).toContain('value="2026-12-12"');
    expect(page).toContain('value="18:00"');
    expect(page).toContain('value="21:00"');
    // Not one of our venues: proposed as a new one, in our city of that name.
    expect(page).toContain('value="The Loading Dock"');
    expect(page).toContain('value="77 Dock St"');
    expect(page).toMatch(new RegExp(`<option value="${city.id}" selected=""`));

    const bad = await post("/submit", { intent: "prefill", link: "not a link" }, ada.cookie);
    expect(bad.status).toBe(400);
    expect(mainOf(await bad.text())).toContain('value="not a link"');
  });

  it("opens a draft filled in, saves a change and sends it, then withdraws it", async () => {
    const draft = await post(
      "/submit",
      {
        ...typed({ name: "Harbor Talk", venue_mode: "existing", venue_id: gallery.id }),
        intent: "draft",
      },
      ada.cookie,
    );
    expect(draft.headers.get("location")).toBe("/account/submissions?saved=draft");
    const kept = (await mine(ada)).find((s) => s.name === "Harbor Talk")!;
    expect(kept.state).toBe("draft");

    const form = mainOf(await (await get(`/submit/${kept.id}`, ada.cookie)).text());
    expect(form).toContain('value="Harbor Talk"');
    expect(form).toContain("Harbor Gallery");
    expect(form).toContain('value="18:00"');
    expect(form).toContain("The artist will be there.");

    const sent = await post(
      `/submit/${kept.id}`,
      {
        ...typed({ name: "Harbor Talk, Revised", venue_mode: "existing", venue_id: gallery.id }),
        version: String(kept.version),
        intent: "send",
      },
      ada.cookie,
    );
    expect(sent.headers.get("location")).toBe("/account/submissions?saved=sent");
    const revised = (await mine(ada)).find((s) => s.id === kept.id)!;
    expect(revised).toMatchObject({ name: "Harbor Talk, Revised", state: "pending" });

    // Someone else's is not theirs to open.
    const otto = await member(t, "submit_pages_otto", "Otto");
    expect((await get(`/submit/${kept.id}`, otto.cookie)).status).toBe(404);

    const withdrawn = await post(
      "/account/submissions",
      { intent: "withdraw", id: kept.id, name: "Harbor Talk, Revised" },
      ada.cookie,
    );
    expect(withdrawn.status).toBe(200);
    expect(mainOf(await withdrawn.text())).toContain("Harbor Talk, Revised was withdrawn.");
    expect((await mine(ada)).map((s) => s.id)).not.toContain(kept.id);
  });

  it("shows an approved one with its event and a rejected one with the reason", async () => {
    const [pending] = (await mine(ada)).filter((s) => s.state === "pending");
    const approved = await postJson(t, admin.token, `/submissions/id/${pending!.id}/approve`, {});
    expect(approved.status).toBe(200);
    const rejectMe = await results(
      await postJson(t, ada.token, "/submissions", {
        name: "Not Art",
        venue_id: gallery.id,
        dates: [{ category: "sale", start: "2026-12-10T18:00:00Z", end: "2026-12-10T20:00:00Z" }],
        submit: true,
      }),
    );
    await postJson(t, admin.token, `/submissions/id/${rejectMe.id}/reject`, {
      reason: "A garage sale, not visual art.",
    });
    const page = mainOf(await (await get("/account/submissions", ada.cookie)).text());
    expect(page).toContain("Approved");
    expect(page).toMatch(/href="\/events\/salt-paper-opening-night[^"]*"/);
    expect(page).toContain("Not accepted");
    expect(page).toContain("A garage sale, not visual art.");
    // Reviewed ones can no longer be changed from here.
    expect(page).not.toContain(`href="/submit/${rejectMe.id}"`);
  });

  it("keeps a signed-out visitor out of /account/submissions", async () => {
    const res = await get("/account/submissions");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(
      `/sign-in?next=${encodeURIComponent("/account/submissions")}`,
    );
  });
});

describe("a submission's picture (files API)", () => {
  it("is uploaded by its author, kept with its focal point, and cut around it on approval", async () => {
    const kim = await member(t, "submit_pages_kim", "Kim");
    const { status, container } = await upload(kim);
    expect(status).toBe(201);
    expect(container.upload_type).toBe("submission");
    expect(container.versions.CARD_LARGE).toBeTruthy();
    const sent = await postJson(t, kim.token, "/submissions", {
      name: "Kim's Prints",
      venue_id: gallery.id,
      primary_image_id: container.id,
      image_focus: { x: 0.2, y: 0.3 },
      dates: [
        { category: "reception", start: "2026-12-10T00:00:00Z", end: "2026-12-10T03:00:00Z" },
      ],
      submit: true,
    });
    expect(sent.status).toBe(201);
    const submission = await results(sent);
    expect(submission.image_focus).toEqual({ x: 0.2, y: 0.3 });

    // Another user cannot put Kim's picture on theirs, nor one from the library.
    const lou = await member(t, "submit_pages_lou", "Lou");
    const theirs = await postJson(t, lou.token, "/submissions", {
      name: "Lou's Show",
      venue_id: gallery.id,
      primary_image_id: container.id,
      dates: [
        { category: "reception", start: "2026-12-11T00:00:00Z", end: "2026-12-11T03:00:00Z" },
      ],
    });
    expect(theirs.status).toBe(400);
    const err = await theirs.json();
    expect(err.code).toBe("V-1001");
    expect(err.errors.map((e: { field: string }) => e.field)).toEqual(["primary_image_id"]);
    const staffImage = (await upload(admin, "event")).container;
    const library = await postJson(t, lou.token, "/submissions", {
      name: "Lou's Show",
      venue_id: gallery.id,
      primary_image_id: staffImage.id,
      dates: [
        { category: "reception", start: "2026-12-11T00:00:00Z", end: "2026-12-11T03:00:00Z" },
      ],
    });
    expect(library.status).toBe(400);
    // A user still cannot upload for staff's types.
    expect((await upload(lou, "event")).status).toBe(403);

    // Approved: the picture's crops keep the author's focal point, on the event it became.
    const approved = await results(
      await postJson(t, admin.token, `/submissions/id/${submission.id}/approve`, {}),
    );
    const file = await results(await t.app.request(`/api/v5/files/containers/id/${container.id}`));
    expect(file.focal_point).toEqual({ x: 0.2, y: 0.3 });
    const event = await results(
      await t.app.request(`/api/v5/calendar/events/id/${approved.event_id}`, {
        headers: bearer(admin.token),
      }),
    );
    expect(event.primary_image_id ?? event.primary_image?.id).toBe(container.id);
  });
});
