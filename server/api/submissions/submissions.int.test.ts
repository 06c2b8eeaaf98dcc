import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../../db/schema/auth.ts";
import {
  makeCity,
  makeEvent,
  makeVenue,
  postJson,
  putJson,
} from "../../../tests/calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { type SmtpFixture, startSmtpFixture } from "../../../tests/smtp-fixture.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

// Events sent in by the public (issue 30 items 1-3), on a real database and
// through a real SMTP server: drafts, the queue with likely duplicates, an
// approval that makes the proposed venue and the event and mails the author,
// a rejection that mails the reason, and the guards (confirmed address, the
// hidden field, links, blocks, who may see and change what).
const NOW = "2026-11-24T18:00:00.000Z";

let t: TestApp;
let smtp: SmtpFixture;
let admin: SignedIn;
let ada: SignedIn;
let otto: SignedIn;
const place: Record<string, { id: string; name: string }> = {};

const get = (path: string, token?: string) =>
  t.app.request(`/api/v5${path}`, { headers: token ? bearer(token) : {} });
const del = (path: string, token: string) =>
  t.app.request(`/api/v5${path}`, { method: "DELETE", headers: bearer(token) });
// biome-ignore lint/suspicious/noExplicitAny: JSON answers, read field by field in the assertions.
const results = async (res: Response) => ((await res.json()) as { results: any }).results;

/** A timed date `days` after NOW, two hours long. */
const timed = (category: string, days: number) => {
  const start = new Date(Date.parse(NOW) + days * 86_400_000 + 3600_000);
  return {
    category,
    start: start.toISOString(),
    end: new Date(start.getTime() + 2 * 3600_000).toISOString(),
  };
};

const submission = (over: Record<string, unknown> = {}) => ({
  name: "Riverbank Prints: Opening Night",
  summary: "New relief prints from the river studios.",
  content: "<p>Come see <strong>new work</strong>.</p><script>alert(1)</script>",
  venue_id: place.ember!.id,
  dates: [timed("reception", 3)],
  ...over,
});

async function waitForMail(address: string, subject: string) {
  for (let i = 0; i < 50; i++) {
    await t.app.services.jobQueue.runDue();
    const found = smtp.to(address).find((m) => m.parsed.subject?.includes(subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail "${subject}" for ${address}`);
}

beforeAll(async () => {
  smtp = await startSmtpFixture();
  t = await createTestApp({ env: { TEST_NOW: NOW, SMTP_URL: smtp.url } });
  admin = await superadmin(t, "subs_admin");
  place.mpls = await makeCity(t, admin.token, { name: "Minneapolis" });
  place.ember = await makeVenue(t, admin.token, { name: "Ember Gallery", city_id: place.mpls!.id });
  place.quarry = await makeVenue(t, admin.token, {
    name: "Quarry Studios",
    city_id: place.mpls!.id,
  });
  // An event already listed that a submission will repeat.
  await makeEvent(t, admin.token, [{ venue_id: place.ember!.id, ...timed("reception", 3) }], {
    name: "Riverbank Prints Opening Night",
  });
  ada = await member(t, "subs_ada", "Ada Lind");
  otto = await member(t, "subs_otto", "Otto Berg");
});

afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

describe("sending an event in", () => {
  it("keeps a draft for its author only, then sends it to the queue", async () => {
    const res = await postJson(t, ada.token, "/submissions", submission());
    expect(res.status).toBe(201);
    const draft = await results(res);
    expect(draft).toMatchObject({ state: "draft", name: "Riverbank Prints: Opening Night" });
    // The description keeps the staff editor's markup, nothing more.
    expect(draft.content).toBe("<p>Come see <strong>new work</strong>.</p>");
    expect((await get(`/submissions/id/${draft.id}`, otto.token)).status).toBe(404);
    expect((await get(`/submissions/id/${draft.id}`)).status).toBe(401);
    const staffQueue = await (await get("/submissions/list", admin.token)).json();
    expect(staffQueue.results.map((s: { id: string }) => s.id)).not.toContain(draft.id);

    const sent = await results(
      await postJson(t, ada.token, `/submissions/id/${draft.id}/submit`, {}),
    );
    expect(sent.state).toBe("pending");
    expect(sent.submitted_date).toBe(NOW);
    const mine = await results(await get("/account/submissions", ada.token));
    expect(mine.map((s: { id: string; state: string }) => [s.id, s.state])).toContainEqual([
      draft.id,
      "pending",
    ]);
    expect(await results(await get("/account/submissions", otto.token))).toEqual([]);
  });

  it("shows staff the queue with the event it likely repeats", async () => {
    const queue = await (await get("/submissions/list", admin.token)).json();
    expect(queue.total).toBeGreaterThanOrEqual(1);
    const first = queue.results[0];
    expect(first.author).toMatchObject({ name: "Ada Lind", email: ada.email });
    expect(first.duplicates[0]).toMatchObject({
      name: "Riverbank Prints Opening Night",
      same_venue: true,
      overlapping: true,
    });
    expect(first.duplicates[0].similarity).toBeGreaterThan(0.5);
    expect((await get("/submissions/list", ada.token)).status).toBe(403);
  });

  it("approves with a new venue: the venue and the event are listed, the author is mailed", async () => {
    const sent = await results(
      await postJson(
        t,
        ada.token,
        "/submissions",
        submission({
          name: "Night Kiln Sale",
          admission: "free",
          min_age: 18,
          accessibility: ["asl"],
          venue_id: null,
          new_venue: {
            name: "Night Kiln Studio",
            address: "2400 Fifth St NE",
            city_id: place.mpls!.id,
            geo: { lat: 45.01, lon: -93.26 },
            accessibility: ["step_free"],
          },
          dates: [timed("sale", 5), timed("sale", 6)],
          submit: true,
        }),
      ),
    );
    expect(sent.state).toBe("pending");
    // Staff fix the title while it waits; the author can no longer change it once decided.
    const edited = await results(
      await putJson(t, admin.token, `/submissions/id/${sent.id}`, {
        name: "Night Kiln Holiday Sale",
        summary: sent.summary,
        content: sent.content,
        admission: sent.admission,
        min_age: sent.min_age,
        accessibility: sent.accessibility,
        new_venue: sent.new_venue,
        dates: sent.dates,
        version: sent.version,
      }),
    );
    expect(edited.name).toBe("Night Kiln Holiday Sale");
    const approved = await results(
      await postJson(t, admin.token, `/submissions/id/${sent.id}/approve`, {
        version: edited.version,
      }),
    );
    expect(approved.state).toBe("approved");
    const event = await results(await get(`/calendar/events/id/${approved.event_id}`));
    expect(event).toMatchObject({
      name: "Night Kiln Holiday Sale",
      status: "published",
      admission: "free",
      min_age: 18,
      accessibility: ["asl"],
    });
    expect(event.event_dates).toHaveLength(2);
    const venue = await results(await get(`/places/venues/id/${approved.created_venue_id}`));
    expect(venue).toMatchObject({
      name: "Night Kiln Studio",
      address: "2400 Fifth St NE",
      accessibility: ["step_free"],
    });
    // Listed, and found by the listing's own filters (free, step-free at its venue).
    const listed = await (
      await get(
        `/calendar/event_dates/list?is_free=true&accessibility=step_free,asl&venue_id=${venue.id}`,
      )
    ).json();
    expect(listed.total).toBe(2);
    expect(event.event_dates[0].venue_id).toBe(venue.id);
    const mail = await waitForMail(ada.email, "Your event is on the calendar");
    expect(mail.parsed.text).toContain(`/events/${event.slug}`);
    const mine = await results(await get("/account/submissions", ada.token));
    expect(mine.find((s: { id: string }) => s.id === sent.id).state).toBe("approved");
    // Theirs to download with the rest of their data.
    const exported = await (await get("/account/export", ada.token)).json();
    expect(exported.submissions.find((s: { id: string }) => s.id === sent.id)).toMatchObject({
      state: "approved",
      event_id: event.id,
      submitted: { name: "Night Kiln Holiday Sale" },
    });
    // Decided: the author cannot change or withdraw it any more, and it is not approved twice.
    expect((await del(`/submissions/id/${sent.id}`, ada.token)).status).toBe(409);
    expect((await postJson(t, admin.token, `/submissions/id/${sent.id}/approve`, {})).status).toBe(
      409,
    );
  });

  it("makes one event when two staff approve at once", async () => {
    const sent = await results(
      await postJson(
        t,
        otto.token,
        "/submissions",
        submission({ name: "Twin Click Show", submit: true }),
      ),
    );
    const answers = await Promise.all([
      postJson(t, admin.token, `/submissions/id/${sent.id}/approve`, {}),
      postJson(t, admin.token, `/submissions/id/${sent.id}/approve`, {}),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const listed = await (
      await get("/calendar/events/list?query=Twin%20Click%20Show", admin.token)
    ).json();
    expect(
      listed.results.filter((e: { name: string }) => e.name === "Twin Click Show"),
    ).toHaveLength(1);
  });

  it("rejects with a reason the author reads in a mail", async () => {
    const sent = await results(
      await postJson(
        t,
        otto.token,
        "/submissions",
        submission({ name: "Quarry Jam", submit: true }),
      ),
    );
    // Without a reason: a 400 that says what to write, for the field.
    const noReason = await postJson(t, admin.token, `/submissions/id/${sent.id}/reject`, {});
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).errors).toEqual([
      { field: "reason", message: "Say why, in a sentence the author will read." },
    ]);
    const rejected = await results(
      await postJson(t, admin.token, `/submissions/id/${sent.id}/reject`, {
        reason: "We list visual art; this is a music night.",
      }),
    );
    expect(rejected).toMatchObject({
      state: "rejected",
      reason: "We list visual art; this is a music night.",
    });
    const mail = await waitForMail(otto.email, "We could not list your event");
    expect(mail.parsed.text).toContain("We list visual art; this is a music night.");
    expect(mail.parsed.html).toContain("Quarry Jam");
  });
});

describe("the guards", () => {
  it("refuses what it cannot keep, in the API's error shape, and keeps nothing", async () => {
    const before = (await results(await get("/account/submissions", ada.token))).length;
    const cases: [Record<string, unknown>, string][] = [
      [submission({ venue_id: null }), "venue_id"],
      [
        submission({ new_venue: { name: "X", address: "1 Main", city_id: place.mpls!.id } }),
        "venue_id",
      ],
      [submission({ dates: [] }), "dates"],
      [submission({ venue_id: "00000000-0000-4000-8000-000000000000" }), "venue_id"],
      [
        submission({
          content: Array.from({ length: 6 }, (_, i) => `https://spam${i}.example`).join(" "),
        }),
        "content",
      ],
      [submission({ dates: [{ ...timed("hours", 2) }] }), "dates.0.category"],
    ];
    for (const [body, field] of cases) {
      const res = await postJson(t, ada.token, "/submissions", body);
      expect(res.status, field).toBe(400);
      const err = await res.json();
      expect(
        err.errors.map((e: { field: string }) => e.field),
        field,
      ).toContain(field);
    }
    // The hidden field a robot fills in.
    expect(
      (await postJson(t, ada.token, "/submissions", submission({ hp: "cheap pills" }))).status,
    ).toBe(400);
    expect((await results(await get("/account/submissions", ada.token))).length).toBe(before);
  });

  it("asks for a confirmed address, and staff can stop an account", async () => {
    const eve = await member(t, "subs_eve", "Eve");
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, eve.userId));
    const unconfirmed = await postJson(t, eve.token, "/submissions", submission());
    expect(unconfirmed.status).toBe(403);
    expect((await unconfirmed.json()).message).toContain("Confirm your email address");
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, eve.userId));

    expect((await putJson(t, ada.token, `/submissions/blocks/${eve.userId}`, {})).status).toBe(403);
    expect(
      (await putJson(t, admin.token, `/submissions/blocks/${eve.userId}`, { reason: "spam" }))
        .status,
    ).toBe(200);
    const blocked = await postJson(t, eve.token, "/submissions", submission());
    expect(blocked.status).toBe(403);
    expect(
      (await results(await get("/submissions/blocks", admin.token))).map(
        (b: { user_id: string }) => b.user_id,
      ),
    ).toContain(eve.userId);
    expect((await del(`/submissions/blocks/${eve.userId}`, admin.token)).status).toBe(200);
    expect((await postJson(t, eve.token, "/submissions", submission())).status).toBe(201);
    expect((await postJson(t, null, "/submissions", submission())).status).toBe(401);
  });

  it("lets the author change and withdraw until review, with a stale write refused", async () => {
    const draft = await results(
      await postJson(t, otto.token, "/submissions", submission({ name: "Draft One" })),
    );
    const changed = await results(
      await putJson(t, otto.token, `/submissions/id/${draft.id}`, {
        ...submission({ name: "Draft Two" }),
        version: draft.version,
      }),
    );
    expect(changed.name).toBe("Draft Two");
    const stale = await putJson(t, otto.token, `/submissions/id/${draft.id}`, {
      ...submission({ name: "Draft Three" }),
      version: draft.version,
    });
    expect(stale.status).toBe(409);
    // Someone else's: not found, for an author and for a stranger's edit.
    expect((await putJson(t, ada.token, `/submissions/id/${draft.id}`, submission())).status).toBe(
      404,
    );
    // Staff decide pending ones only: a draft is the author's.
    expect(
      (await putJson(t, admin.token, `/submissions/id/${draft.id}`, submission())).status,
    ).toBe(409);
    expect((await del(`/submissions/id/${draft.id}`, otto.token)).status).toBe(200);
    expect((await get(`/submissions/id/${draft.id}`, otto.token)).status).toBe(404);
  });
});
