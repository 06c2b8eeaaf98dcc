import http from "node:http";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { signUpMember, unique } from "./accounts.ts";
import { SUBMIT_FIXTURE_PORT } from "./link-fixture.ts";

// Sending an event in through /submit (issue 30 item 1), as a new member
// does it: shared by the submission journey (submit.spec.ts) and the staff
// review journey, which starts from a submission waiting in the queue.

export const SUBMIT_FIXTURE_ORIGIN = `http://127.0.0.1:${SUBMIT_FIXTURE_PORT}`;
const POSTER = path.resolve(import.meta.dirname, "../fixtures/submit-poster.jpg");

/**
 * A gallery's event page for "Start from a link": a schema.org Event whose
 * name, venue and day come from the address (`/event?name=…&venue=…&day=…`),
 * so every journey reads a page of its own from one stateless server.
 */
function eventPage(req: http.IncomingMessage, res: http.ServerResponse) {
  const q = new URL(req.url ?? "/", "http://fixture").searchParams;
  const day = q.get("day") ?? "2026-12-12";
  const data = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: q.get("name") ?? "An Opening",
    description: "New relief prints and the artist's talk at the opening.",
    startDate: `${day}T18:00:00-06:00`,
    endDate: `${day}T21:00:00-06:00`,
    location: {
      "@type": "Place",
      name: q.get("venue") ?? "A New Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: "401 Dock St",
        addressLocality: "Minneapolis",
        addressRegion: "MN",
        postalCode: "55401",
      },
    },
  };
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(
    `<!doctype html><html><head><title>${data.name}</title><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`,
  );
}

let fixture: Promise<void> | null = null;

/**
 * The event pages' server, once per worker. It answers from the address
 * alone, so when another worker's is already listening on the port that one
 * serves this worker as well (and a worker's server lives as long as it does).
 */
export function startSubmitFixture(): Promise<void> {
  fixture ??= new Promise<void>((resolve, reject) => {
    const server = http.createServer((req, res) => {
      if (new URL(req.url ?? "/", "http://fixture").pathname === "/event")
        return eventPage(req, res);
      res.writeHead(404).end("not here");
    });
    server.once("error", (err: NodeJS.ErrnoException) =>
      err.code === "EADDRINUSE" ? resolve() : reject(err),
    );
    server.listen(SUBMIT_FIXTURE_PORT, "127.0.0.1", () => {
      server.unref();
      resolve();
    });
  });
  return fixture;
}

export interface SubmittedEvent {
  /** The event's title as sent. */
  title: string;
  /** The new venue it proposes. */
  venueName: string;
  /** The member who sent it (signed in on `page`). */
  user: { name: string; email: string; password: string };
}

/**
 * A new member signs up and confirms (the link read from the outbox by
 * `adminPage`), starts /submit from a gallery's page, proposes the new venue
 * the page names with its pin, uploads a picture and sets its focal point,
 * sends it for review and sees it pending in /account/submissions. `page` is
 * left there, signed in as that member. It takes up to a minute on a busy
 * machine: give the calling test a longer timeout.
 */
export async function submitEventAsNewUser(
  page: Page,
  adminPage: Page,
  o: { title?: string; venueName?: string } = {},
): Promise<SubmittedEvent> {
  const title = o.title ?? unique("Riverbank Relief Prints ");
  const venueName = o.venueName ?? unique("Dockside Print Loft ");
  const user = {
    name: "Sam Sender",
    email: `${unique("sender")}@example.com`,
    password: "sender password 1",
  };
  await startSubmitFixture();
  await signUpMember(page, adminPage, user);

  await page.goto("/submit");
  const link = `${SUBMIT_FIXTURE_ORIGIN}/event?${new URLSearchParams({ name: title, venue: venueName })}`;
  await page.getByLabel("Event page address").fill(link);
  await page.getByRole("button", { name: "Fill in from the link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We filled in" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Starts").first()).toHaveValue("18:00");

  // Not on the calendar yet: proposed as a new venue, its address from the page.
  await expect(page.getByLabel("A new venue")).toBeChecked();
  await expect(page.getByLabel("Venue's name")).toHaveValue(venueName);
  await expect(page.getByLabel("Street address")).toHaveValue("401 Dock St");
  await expect(page.getByLabel("City")).toHaveValue(/.+/);
  await page.getByLabel("Latitude").fill("44.9836");
  await page.getByLabel("Longitude").fill("-93.2695");

  await page.getByTestId("image-file-input").setInputFiles(POSTER);
  const picker = page.getByTestId("focal-picker");
  await expect(picker).toBeVisible();
  await picker.click({ position: { x: 20, y: 20 } });
  await expect(page.getByLabel("Focus from the left (0–1)")).not.toHaveValue("0.5");

  await page.getByLabel("Admission").selectOption("free");
  await page
    .getByRole("group", { name: "Access at this event" })
    .getByLabel("Step-free access")
    .check();

  await page.getByRole("button", { name: "Send for review" }).click();
  await expect(page).toHaveURL(/\/account\/submissions\?saved=sent$/);
  await expect(page.getByRole("status").filter({ hasText: "Sent for review" })).toBeVisible();
  const item = page.getByTestId("submission").filter({ hasText: title });
  await expect(item).toContainText("Pending review");
  return { title, venueName, user };
}
