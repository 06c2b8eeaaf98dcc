import { mkdirSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saves } from "../../../db/schema/personal.ts";
import { makeEvent, makeVenue } from "../../../tests/calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { type SmtpFixture, startSmtpFixture } from "../../../tests/smtp-fixture.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";
import { createApp } from "../../app.ts";
import { createPersonalRepo } from "./repo.ts";

// The weekly digest and the reminders, on a fixed clock, through the job
// queue to a real SMTP server started here and read back with mailparser:
// one mail per person with the right dates, its one-click unsubscribe
// works, and two app processes running the same hour send each mail once.
// PGlite, and PostgreSQL with TEST_DATABASE_URL.

let smtp: SmtpFixture;
let t: TestApp;
/** A second app process on the same database, with its own queue runner. */
let other: ReturnType<typeof createApp>;
let now = new Date("2026-11-26T14:30:00Z"); // Thursday 08:30 CST
const clock = { now: () => now };

let reader: SignedIn;
let elsewhere: SignedIn;
let empty: SignedIn;
const names = {
  reception: "Digest Reception at A",
  closing: "Digest Run Closing at B",
  talk: "Digest Saved Talk at C",
  unrelated: "Digest Unrelated at C",
  later: "Digest Too Late at A",
};

const api = (path: string, token: string | null, init: RequestInit = {}) =>
  t.app.request(`/api/v5${path}`, {
    ...init,
    headers: {
      "content-type": "application/json",
      ...(token ? bearer(token) : {}),
      ...(init.headers as Record<string, string>),
    },
  });

async function prefs(who: SignedIn, body: Record<string, unknown>) {
  const res = await api("/account/mail-preferences", who.token, {
    method: "PUT",
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()).results;
}

/** Both processes run what is due, at once, twice (a job queued by a run is run by the next). */
async function runBoth() {
  for (let i = 0; i < 3; i++)
    await Promise.all([t.app.services.jobQueue.runDue(), other.services.jobQueue.runDue()]);
}

/** Digests received by `who` (their sign-up confirmation went through the same server). */
const digests = (who: SignedIn) =>
  smtp.to(who.email).filter((m) => m.parsed.subject?.startsWith("Your week in art"));
const reminders = (who: SignedIn) =>
  smtp
    .to(who.email)
    .filter((m) => /^(Coming up|Opening soon|Closing soon):/.test(m.parsed.subject ?? ""));

/** The List-Unsubscribe header's URL of a received mail. */
function unsubscribeOf(mail: SmtpFixture["received"][number]): URL {
  const line = mail.parsed.headerLines.find((h) => h.key === "list-unsubscribe")?.line ?? "";
  return new URL(/<([^>]+)>/.exec(line)![1]!);
}

beforeAll(async () => {
  smtp = await startSmtpFixture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url }, app: { clock } });
  other = createApp(t.deps, { clock });
  const admin = await superadmin(t, "digest_admin");
  const [a, b, c] = [
    await makeVenue(t, admin.token, { name: "Digest Gallery A" }),
    await makeVenue(t, admin.token, { name: "Digest Gallery B" }),
    await makeVenue(t, admin.token, { name: "Digest Gallery C" }),
  ];
  const date = (venue: { id: string }, category: string, start: string, end: string) => [
    { venue_id: venue.id, category, start, end },
  ];
  await makeEvent(
    t,
    admin.token,
    date(a, "reception", "2026-11-28T00:00:00Z", "2026-11-28T03:00:00Z"),
    {
      name: names.reception,
    },
  );
  // Nov 1–29: its last day is in the week.
  await makeEvent(
    t,
    admin.token,
    date(b, "ongoing", "2026-11-01T05:00:00Z", "2026-11-30T06:00:00Z"),
    {
      name: names.closing,
    },
  );
  // Tuesday Dec 1, 7pm CST, at a venue nobody follows: saved.
  const talk = await makeEvent(
    t,
    admin.token,
    date(c, "artist_talk", "2026-12-02T01:00:00Z", "2026-12-02T02:30:00Z"),
    { name: names.talk },
  );
  await makeEvent(
    t,
    admin.token,
    date(c, "reception", "2026-11-28T00:00:00Z", "2026-11-28T03:00:00Z"),
    {
      name: names.unrelated,
    },
  );
  await makeEvent(
    t,
    admin.token,
    date(a, "reception", "2026-12-11T00:00:00Z", "2026-12-11T03:00:00Z"),
    {
      name: names.later,
    },
  );

  reader = await member(t, "digest_reader");
  elsewhere = await member(t, "digest_friday");
  empty = await member(t, "digest_nothing");
  const personal = createPersonalRepo(t.database.db);
  await personal.follow(reader.userId, "venue", a.id);
  await personal.follow(reader.userId, "venue", b.id);
  // Saved well before the reminder's time (a save's date decides "day before" or "morning of").
  await t.database.db.insert(saves).values({
    userId: reader.userId,
    eventId: talk.id,
    createdDate: new Date("2026-11-20T12:00:00Z"),
  });
  await personal.follow(elsewhere.userId, "venue", a.id);
  await prefs(reader, { digest_enabled: true });
  await prefs(elsewhere, { digest_enabled: true, digest_weekday: 5 });
  await prefs(empty, { digest_enabled: true });
});
afterAll(async () => {
  await smtp?.stop();
  await t?.close();
});

describe("the weekly digest", () => {
  it("starts off, Thursday 09:00 Chicago time, and is the caller's own to change", async () => {
    const res = await api("/account/mail-preferences", reader.token);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect((await res.json()).results).toMatchObject({
      digest_enabled: true,
      digest_weekday: 4,
      digest_hour: 9,
      reminders_enabled: false,
    });
    const bad = await api("/account/mail-preferences", reader.token, {
      method: "PUT",
      body: JSON.stringify({ digest_hour: 24 }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ type: "DataValidationError", code: "V-1001" });
    const stale = await api("/account/mail-preferences", reader.token, {
      method: "PUT",
      body: JSON.stringify({ digest_hour: 9, version: 1 }),
    });
    expect(stale.status).toBe(409);
  });

  it("sends nothing before its hour", async () => {
    await runBoth();
    expect(digests(reader)).toHaveLength(0);
  });

  it("sends one mail per person at the hour, with the week's dates at what they follow and saved", async () => {
    now = new Date("2026-11-26T15:05:00Z");
    await runBoth();
    // The next hour's scan, by either process, queues nothing new.
    now = new Date("2026-11-26T16:05:00Z");
    await runBoth();

    const mails = digests(reader);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.parsed.subject).toBe("Your week in art: 3 dates from Twin Cities Art Calendar");
    const text = mail.parsed.text ?? "";
    for (const name of [names.reception, names.closing, names.talk]) {
      expect(text).toContain(name);
      expect(mail.parsed.html).toContain(name);
    }
    expect(text).not.toContain(names.unrelated);
    expect(text).not.toContain(names.later);
    expect(text).toMatch(
      /OPENINGS AND RECEPTIONS[\s\S]*Digest Reception at A[\s\S]*Because you follow Digest Gallery A/,
    );
    expect(text).toMatch(/CLOSING SOON[\s\S]*Digest Run Closing at B[\s\S]*Last day Sun Nov 29th/);
    expect(text).toMatch(/Digest Saved Talk at C[\s\S]*Saved/);
    expect(text).toContain("/account/mail");
    // MAIL_SHOTS=<dir> keeps the HTML part, to look at in a browser at 1280 and 390 px.
    if (process.env.MAIL_SHOTS) {
      mkdirSync(process.env.MAIL_SHOTS, { recursive: true });
      writeFileSync(`${process.env.MAIL_SHOTS}/digest.html`, String(mail.parsed.html));
    }
    // Friday's reader gets theirs tomorrow; one with nothing to read gets no mail.
    expect(digests(elsewhere)).toHaveLength(0);
    expect(digests(empty)).toHaveLength(0);
  });

  it("unsubscribes in one click from the mail's List-Unsubscribe header, without signing in", async () => {
    const mail = digests(reader)[0]!;
    const line = (key: string) => mail.parsed.headerLines.find((h) => h.key === key)?.line;
    expect(line("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const url = unsubscribeOf(mail);
    expect(url.pathname).toBe("/api/v5/mail/unsubscribe");
    expect(url.searchParams.get("list")).toBe("digest");

    // Opening the link (as a mail scanner does) changes nothing: it leads to the page with the button.
    const opened = await t.app.request(url.pathname + url.search);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/mail/unsubscribe${url.search}`);
    expect(
      (await (await api("/account/mail-preferences", reader.token)).json()).results.digest_enabled,
    ).toBe(true);

    const res = await t.app.request(url.pathname + url.search, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(
      (await (await api("/account/mail-preferences", reader.token)).json()).results.digest_enabled,
    ).toBe(false);

    const forged = await t.app.request(`${url.pathname}?token=not-ours&list=digest`, {
      method: "POST",
    });
    expect(forged.status).toBe(404);
    expect(await forged.json()).toMatchObject({ type: "DoesNotExistException" });
  });

  it("sends no more digests once unsubscribed; the Friday reader's comes on Friday", async () => {
    now = new Date("2026-11-27T15:05:00Z");
    await runBoth();
    now = new Date("2026-12-03T15:05:00Z");
    await runBoth();
    expect(digests(reader)).toHaveLength(1);
    const friday = digests(elsewhere);
    expect(friday).toHaveLength(1);
    expect(friday[0]!.parsed.text).toContain(names.reception);
    expect(digests(empty)).toHaveLength(0);
  });
});

describe("reminders of saved dates", () => {
  it("reminds once, at 09:00 the day before, whichever process runs the hour", async () => {
    await prefs(reader, { reminders_enabled: true });
    now = new Date("2026-11-30T14:30:00Z"); // Monday 08:30
    await runBoth();
    expect(reminders(reader)).toHaveLength(0);

    now = new Date("2026-11-30T15:10:00Z");
    await runBoth();
    now = new Date("2026-11-30T16:10:00Z");
    await runBoth();
    const got = reminders(reader);
    expect(got).toHaveLength(1);
    expect(got[0]!.parsed.subject).toBe(`Coming up: ${names.talk}`);
    expect(got[0]!.parsed.text).toContain("Tue Dec 1st 7pm");
    // Followed, not saved: no reminders of those.
    expect(got[0]!.parsed.text).not.toContain(names.reception);

    const url = unsubscribeOf(got[0]!);
    expect(url.searchParams.get("list")).toBe("reminders");
    const res = await t.app.request(url.pathname + url.search, { method: "POST" });
    expect(res.status).toBe(200);
    expect(
      (await (await api("/account/mail-preferences", reader.token)).json()).results
        .reminders_enabled,
    ).toBe(false);
  });
});
