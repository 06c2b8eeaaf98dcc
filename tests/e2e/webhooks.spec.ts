import http from "node:http";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { WEBHOOK_RECEIVER_HOST, WEBHOOK_RECEIVER_PORT } from "./link-fixture.ts";
import { journeyPages, reviewShots, v5 } from "./pages.ts";

// Outgoing webhooks in the back office (issue 32, decision 065): staff
// register an endpoint on the resource editor, edit an event in the event
// editor, and the receiver gets a signed event.updated within seconds; the
// endpoint's page lists the delivery, whose page shows the try and sends it
// again with the same webhook-id.
// EDITOR_SHOTS=/tmp writes /tmp/webhook-*.png for a review.

const { adminPage } = journeyPages();

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let server: http.Server;

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(204);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(WEBHOOK_RECEIVER_PORT, "127.0.0.1", resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const updatesOf = (eventId: string) =>
  received.filter((r) => {
    const body = JSON.parse(r.body);
    return body.type === "event.updated" && body.data.id === eventId;
  });

test("staff register a webhook, edit an event and the receiver gets it signed; the log replays it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  await admin.goto("/admin");
  const [venue] = await v5(admin, "GET", "/places/venues/list?page_size=1");
  const event = await v5(admin, "POST", "/calendar/events/list", {
    name: "Hooked Evening",
    event_dates: [
      {
        venue_id: venue.id,
        category: "reception",
        start: "2027-03-05T00:00:00Z",
        end: "2027-03-05T02:00:00Z",
      },
    ],
  });

  await admin.goto("/admin/webhooks/new");
  await admin.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await admin.getByLabel("Address").fill(`http://${WEBHOOK_RECEIVER_HOST}/artcal`);
  await admin.getByLabel("What it is for").fill("The journey's receiver");
  await admin.getByLabel(/A published event changes/).check();
  await reviewShots(admin, "webhook-new");
  await admin.getByRole("button", { name: "Create webhook endpoint" }).click();
  await expect(admin.getByText("Webhook endpoint saved.")).toBeVisible();
  const endpointUrl = admin.url();
  const secret = (await admin.getByTestId("webhook-secret").textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  await expect(admin.getByText("Nothing sent yet")).toBeVisible();

  // A staff edit in the event editor.
  await admin.goto(`/admin/events/${event.id}`);
  await admin.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await admin.getByLabel("Summary").fill("Now with a string quartet.");
  await admin.getByRole("button", { name: "Save changes" }).click();
  await expect(admin.getByText("Event saved.")).toBeVisible();

  await expect.poll(() => updatesOf(event.id).length, { timeout: 10_000 }).toBe(1);
  const [delivery] = updatesOf(event.id);
  const wh = new Webhook(secret);
  const verified = wh.verify(delivery!.body, delivery!.headers as Record<string, string>) as {
    data: { summary: string };
  };
  expect(verified.data.summary).toBe("Now with a string quartet.");

  // The endpoint's page lists it; its page shows the try and sends it again.
  await admin.goto(endpointUrl);
  const row = admin.getByRole("row", { name: /event\.updated/ });
  await expect(row).toContainText("Delivered");
  await reviewShots(admin, "webhook-endpoint");
  await row.getByRole("link", { name: "event.updated" }).click();
  await expect(
    admin.getByRole("heading", { level: 1, name: /event\.updated · Delivered/ }),
  ).toBeVisible();
  await expect(admin.getByTestId("webhook-try")).toHaveCount(1);
  await expect(admin.getByTestId("webhook-try")).toContainText("204");
  await admin.getByRole("button", { name: "Send again" }).click();
  await expect(admin.getByText("It is sent again as soon as a runner is free.")).toBeVisible();
  await expect.poll(() => updatesOf(event.id).length, { timeout: 10_000 }).toBe(2);
  const [first, again] = updatesOf(event.id);
  expect(again!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
  expect(() => wh.verify(again!.body, again!.headers as Record<string, string>)).not.toThrow();
  await admin.reload();
  await expect(admin.getByTestId("webhook-try")).toHaveCount(2);
  await reviewShots(admin, "webhook-delivery");
  await admin.goto("/admin/webhook-deliveries");
  await expect(admin.getByRole("row", { name: /event\.updated/ }).first()).toBeVisible();
  await reviewShots(admin, "webhook-deliveries");
  await admin.goto("/admin/webhooks");
  await expect(admin.getByRole("row", { name: /The journey's receiver/ })).toBeVisible();
  await reviewShots(admin, "webhook-list");
});
