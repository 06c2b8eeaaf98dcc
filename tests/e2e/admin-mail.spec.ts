import { expect, test } from "@playwright/test";
import { signUpAndConfirm, unique } from "./accounts.ts";
import { newestMail } from "./mailbox.ts";
import { journeyPages, reviewShots } from "./pages.ts";

// Mail as staff see it: a sign-up's confirmation goes out through the job
// queue to the journeys' SMTP server; the outbox lists it as sent and shows
// its text and HTML; the jobs list has its delivery job, done.
// EDITOR_SHOTS=/tmp writes /tmp/outbox-*.png and /tmp/jobs-*.png for a review.

const { newPage, adminPage, adminPageWithoutJs } = journeyPages();

test("a confirmation mail: received by the mail server, sent in the outbox, done in the jobs", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await newPage(browser);
  const admin = await adminPage(browser);
  const who = {
    name: "Mo Mailer",
    email: `${unique("mailer")}@example.com`,
    password: "mailer pw 1234",
  };
  await signUpAndConfirm(page, admin, who);

  const mail = await newestMail(who.email, /Confirm your email/);
  expect(mail.html).toContain("Confirm my email");
  expect(mail.text).toMatch(/Confirm my email: https?:\/\//);

  await admin.goto(`/admin/outbox?query=${encodeURIComponent(who.email)}`);
  const row = admin.getByRole("row", { name: /Confirm your email/ });
  await expect(row).toContainText("Sent");
  await reviewShots(admin, "outbox-list");
  await row.getByRole("link").first().click();
  await expect(admin.getByRole("heading", { level: 1, name: /Confirm your email/ })).toBeVisible();
  await expect(admin.getByTestId("outbox-message")).toContainText(who.email);
  const html = admin.frameLocator('iframe[title="The mail as HTML"]');
  await expect(html.getByRole("link", { name: "Confirm my email" })).toBeVisible();
  await reviewShots(admin, "outbox-mail");

  await admin.getByRole("link", { name: "Its delivery job" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "mail.send" })).toBeVisible();
  await expect(admin.getByText("Done", { exact: true })).toBeVisible();
  await reviewShots(admin, "jobs-job");
  await admin.goto("/admin/jobs?kind=mail.send");
  await expect(admin.getByRole("row", { name: /mail\.send/ }).first()).toBeVisible();
  await reviewShots(admin, "jobs-list");
});

test("the outbox works without JavaScript", async ({ browser }) => {
  const admin = await adminPageWithoutJs(browser);
  await admin.goto("/admin/outbox?status=sent");
  await expect(admin.getByRole("table", { name: "Outbox" })).toBeVisible();
  await admin.goto("/admin/jobs?status=failed");
  await expect(admin.getByRole("table", { name: "Jobs" })).toBeVisible();
});
