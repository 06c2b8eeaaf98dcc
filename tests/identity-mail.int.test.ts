import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress, latestMail, linkIn, uniqueEmail } from "./factories.ts";
import { type SmtpFixture, startSmtpFixture } from "./smtp-fixture.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// Identity mail (confirmation, sign-in link, reset) with SMTP_URL set goes
// through the job queue like every mail: better-auth's hooks wait only for the
// mail to be stored, so signing up works while the mail server is down, and
// the mail arrives, once, when it is back.

let t: TestApp;
let smtp: SmtpFixture;
// The queue's clock (and the site's): moved past a retry's pause instead of waiting for it.
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };

beforeAll(async () => {
  smtp = await startSmtpFixture();
  await smtp.stop();
  t = await createTestApp({ env: { SMTP_URL: smtp.url }, app: { clock } });
});
afterAll(async () => {
  await smtp?.stop();
  await t?.close();
});

const post = (path: string, body: unknown) =>
  t.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientAddress() },
    body: JSON.stringify(body),
  });

describe("identity mail through the queue", () => {
  it("signs up while the mail server is down; the confirmation arrives once it is up", async () => {
    const email = uniqueEmail("queued");
    const res = await post("/api/auth/sign-up/email", {
      email,
      password: "correct horse battery",
      name: "Queued Reader",
    });
    expect(res.status).toBe(200);
    expect(await latestMail(t.database, email)).toMatchObject({
      kind: "verification",
      status: "queued",
    });

    await t.app.services.jobQueue.runDue();
    expect(await latestMail(t.database, email)).toMatchObject({ status: "queued", attempts: 1 });

    await smtp.start();
    // Not due before its pause is over; then it goes.
    await t.app.services.jobQueue.runDue();
    expect(smtp.to(email)).toHaveLength(0);
    offset += 60_000;
    await t.app.services.jobQueue.runDue();
    const received = smtp.to(email);
    expect(received).toHaveLength(1);
    expect(received[0]!.parsed.subject).toMatch(/Confirm your email/);
    expect(received[0]!.parsed.html).toContain("Confirm my email");

    // The link in the mail that arrived confirms the address.
    const link = new URL(linkIn(received[0]!.parsed.text ?? ""));
    const confirmed = await t.app.request(link.pathname + link.search);
    expect(confirmed.status).toBeLessThan(400);
    await t.app.services.jobQueue.runDue();
    expect(smtp.to(email)).toHaveLength(1);
  });

  it("mails a sign-in link through the queue", async () => {
    const email = uniqueEmail("linked");
    await smtp.start();
    const res = await post("/api/auth/sign-in/magic-link", { email, callbackURL: "/" });
    expect(res.status).toBe(200);
    await t.app.services.jobQueue.runDue();
    const [mail] = smtp.to(email);
    expect(mail?.parsed.subject).toMatch(/sign-in link/);
  });
});
