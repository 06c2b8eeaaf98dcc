import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { unique } from "./accounts.ts";
import { journeyPages, reviewShots } from "./pages.ts";

// The blog's back office (issue 8): a superadmin makes a category and an
// author, writes an article with a primary image and an image inside the
// text, publishes it and finds it on every public blog page and in the feed;
// a scheduled article waits off the site; without JavaScript an article is
// written, refused in place and published. Every record here is new, so the
// demo articles other journeys read stay as they are.

const { adminPage, adminPageWithoutJs } = journeyPages();
const articleUrl = /\/admin\/articles\/[0-9a-f-]{36}$/;

/** Types a date-time into an MUI X picker field, section by section. */
async function typeInPicker(page: Page, label: string, text: string) {
  const group = page.getByRole("group", { name: label });
  await group.getByRole("spinbutton").first().click();
  await page.keyboard.type(text.replace(/\D/g, ""));
}

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Uploads through the image field's "Upload an image" dialog. */
async function uploadToImageField(page: Page, name: string, buffer: Buffer) {
  await page.getByRole("button", { name: "Upload an image" }).click();
  await page.getByTestId("image-file-input").setInputFiles({ name, mimeType: "image/png", buffer });
  await expect(page.getByRole("dialog")).toBeHidden({ timeout: 20_000 });
}

/** The editor's selects are native ones (they post without JavaScript). */
async function chooseOption(page: Page, field: string, option: string) {
  await page.getByLabel(field, { exact: true }).selectOption({ label: option });
}

test("a superadmin writes an article with images, publishes it and finds it on the site", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const page = await adminPage(browser);
  const categoryTitle = unique("Field Notes ");
  const authorName = unique("Ines Halvorsen ");
  const title = unique("Cyanotypes by the River ");

  // A category with a description.
  await page.goto("/admin/categories/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(categoryTitle);
  await page.getByLabel("Description").fill("Short dispatches from studios and shows.");
  await page.getByRole("button", { name: "Create category" }).click();
  await expect(page.getByText("Category saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/categories\/[0-9a-f-]{36}$/);
  const categorySlug = await page.getByLabel("Slug").inputValue();

  // An author with a bio and a profile picture (author images have no wide crops).
  await page.goto("/admin/authors/new");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(authorName);
  await page.getByLabel("Bio").fill("Writes about photography and paper.");
  await uploadToImageField(page, "ines.png", await picture(600, 600, "#7a4b2a"));
  await expect(page.getByRole("group", { name: "Profile picture" }).locator("img")).toBeVisible();
  await page.getByRole("button", { name: "Create author" }).click();
  await expect(page.getByText("Author saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/authors\/[0-9a-f-]{36}$/);
  const authorSlug = await page.getByLabel("Slug").inputValue();

  // The article: byline, category, primary image, and text with an image inside.
  await page.goto("/admin/articles/new");
  const publishing = page.getByRole("region", { name: "Publishing" });
  await expect(publishing).toContainText("Not saved yet");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Summary").fill("Blueprints of leaves, made in afternoon sun.");
  await chooseOption(page, "Author", authorName);
  await chooseOption(page, "Category", categoryTitle);
  await uploadToImageField(page, "river.png", await picture(1600, 1000, "#1d4e89"));

  const text = page.getByRole("textbox", { name: "Article text" });
  await text.click();
  await page.keyboard.type("Paper coated in iron salts turns blue where the sun reaches it.");
  await page.getByRole("button", { name: "Insert image" }).click();
  const insert = page.getByRole("dialog", { name: "Insert an image" });
  await insert.getByLabel("Alt text").fill("Fern leaves printed white on deep blue paper");
  await insert.getByTestId("inline-image-file-input").setInputFiles({
    name: "ferns.png",
    mimeType: "image/png",
    buffer: await picture(1400, 1000, "#123a6b"),
  });
  await expect(insert.getByRole("button", { name: "Insert image" })).toBeEnabled({
    timeout: 20_000,
  });
  await insert.getByRole("button", { name: "Insert image" }).click();
  await expect(insert).toBeHidden();
  // Typing on goes after the image, not over it.
  await page.keyboard.type("Each sheet takes twenty minutes.");
  await expect(text.locator("p").last()).toHaveText("Each sheet takes twenty minutes.");
  const inline = text.locator("img");
  await expect(inline).toHaveAttribute("alt", "Fern leaves printed white on deep blue paper");
  await expect(inline).toHaveAttribute("srcset", /\s900w, .+\s1400w$/);
  await expect(inline).toHaveAttribute("sizes", "(min-width: 900px) 720px, 100vw");

  // The preview shows the article as its page will, before anything is saved.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: "Preview" });
  await expect(preview.getByText(title)).toBeVisible();
  await expect(preview.getByText(`By ${authorName}`)).toBeVisible();
  await expect(preview.locator(".rich-text img[srcset]")).toBeVisible();
  await preview.getByRole("button", { name: "Back to editing" }).click();

  await publishing.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Article saved.")).toBeVisible();
  await expect(page).toHaveURL(articleUrl);
  await expect(publishing).toContainText("Published");
  await expect(publishing).toContainText("On the site since Nov 21, 2026");
  await reviewShots(page, "articles-editor-js");
  const permalink = await page.getByRole("link", { name: "View on site" }).getAttribute("href");
  expect(permalink).toMatch(/^\/written\/2026\/11\/cyanotypes-by-the-river-[a-z0-9-]+$/);

  // The list says so too.
  await page.goto(`/admin/articles?query=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
  await expect(row).toContainText(authorName);
  await expect(row).toContainText(categoryTitle);

  // On the site: the blog's front page, the article, its category and author pages, the feed.
  await page.goto("/written");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();

  await page.goto(permalink!);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: authorName }).first()).toBeVisible();
  const body = page.locator(".rich-text img");
  await expect(body).toHaveAttribute("alt", "Fern leaves printed white on deep blue paper");
  await expect(body).toHaveAttribute("srcset", /900w, .+1400w/);
  await body.scrollIntoViewIfNeeded();
  await expect
    .poll(() => body.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  await page.goto(`/written/category/${categorySlug}`);
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  await page.goto(`/written/author/${authorSlug}`);
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();

  const feed = await request.get("/written/feed");
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toContain(title);
  expect(xml).toContain(permalink!);
});

test("a scheduled article shows as Scheduled and stays off the site until its date", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const page = await adminPage(browser);
  const title = unique("Winter Salon Preview ");

  await page.goto("/admin/articles/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Author", { exact: true }).selectOption({ index: 1 });
  const publishing = page.getByRole("region", { name: "Publishing" });
  await publishing.getByRole("button", { name: "Schedule", exact: true }).click();
  await typeInPicker(page, "Goes on the site at", "12/15/2026 09:00 AM");
  await publishing.getByRole("button", { name: "Schedule it" }).click();
  await expect(page.getByText("Article saved.")).toBeVisible();
  await expect(page).toHaveURL(articleUrl);
  await expect(publishing).toContainText("Scheduled");
  await expect(publishing).toContainText("Goes on the site Dec 15, 2026, 9:00 AM");
  // Unsaved nothing: the schedule went out with the save.
  await expect(page.getByText("All changes saved.")).toBeVisible();
  await expect(page.getByRole("link", { name: "View on site" })).toHaveCount(0);

  await page.goto(`/admin/articles?status=scheduled&query=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(row).toContainText("Dec 15, 2026, 9:00 AM");

  await page.goto("/written");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  const xml = await (await request.get("/written/feed")).text();
  expect(xml).not.toContain(title);
});

test("an editor's Save waits for a change, and a free slug is checked without a console error", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await adminPage(browser);
  // What the slug field used to leave behind: a 404 per free slug, logged as an error.
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  page.on("response", (r) => {
    if (r.url().includes("/api/v5/") && r.status() >= 400)
      problems.push(`${r.status()} ${r.url()}`);
  });

  await page.goto("/admin/authors/new");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const create = page.getByRole("button", { name: "Create author" });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription("Nothing entered yet.");

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(unique("Tove Amundsen "));
  await expect(create).toBeEnabled();
  const slug = page.getByLabel("Slug");
  const free = unique("tove-amundsen-");
  await slug.fill("");
  await slug.pressSequentially(free, { delay: 20 });
  await expect(slug).toHaveAccessibleDescription("Available.");
  // A taken one is said to be taken, and is no error either.
  await slug.fill("maren-lindqvist");
  await expect(slug).toHaveAccessibleDescription(/already used/);
  await slug.fill(free);
  await expect(slug).toHaveAccessibleDescription("Available.");

  await create.click();
  await expect(page.getByText("Author saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/authors\/[0-9a-f-]{36}$/);
  const save = page.getByRole("button", { name: "Save changes" });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription("All changes saved. Nothing new to save.");

  // A change turns Save on; undoing it turns it off again.
  const bio = page.getByLabel("Bio");
  await bio.fill("Draws harbours in charcoal.");
  await expect(save).toBeEnabled();
  await expect(save).toHaveAccessibleDescription("You have unsaved changes.");
  await bio.fill("");
  await expect(save).toBeDisabled();

  // Saved, it is off again, and the slug of its own record counts as available.
  await bio.fill("Draws harbours in charcoal.");
  await save.click();
  // The toast of the first save may still be up.
  await expect(page.getByText("Author saved.").last()).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(slug).toHaveAccessibleDescription("Available.");
  expect(problems).toEqual([]);
});

test("without JavaScript, an article with a mistake is refused in place, then saved and published", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await adminPageWithoutJs(browser);
  const title = unique("Salt Prints at Dusk ");

  // No title: the summary, the author and the publication typed come back
  // with the error on the title.
  await page.goto("/admin/articles/new");
  await page.getByLabel("Summary").fill("Notes from a darkroom by the lake.");
  await page.getByLabel("Author", { exact: true }).selectOption({ index: 1 });
  const author = await page.getByLabel("Author", { exact: true }).inputValue();
  await page.getByLabel("Published", { exact: true }).check();
  await page.getByLabel("Publication date (Chicago)").fill("2026-11-20T10:30");
  await page.getByRole("button", { name: "Create article" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "needs attention" })).toContainText(
    "One field needs attention: Title.",
  );
  // The publishing panel says what the posted form would do.
  await expect(page.getByTestId("article-publishing")).toContainText(
    "Not saved yet: when you save, it will be published.",
  );
  await expect(
    page.getByRole("textbox", { name: "Title", exact: true }),
  ).toHaveAccessibleDescription("Enter a title.");
  await expect(page.getByLabel("Summary")).toHaveValue("Notes from a darkroom by the lake.");
  await expect(page.getByLabel("Author", { exact: true })).toHaveValue(author);
  await expect(page.getByLabel("Published", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Publication date (Chicago)")).toHaveValue("2026-11-20T10:30");
  await reviewShots(page, "articles-editor-new-error-nojs");

  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("button", { name: "Create article" }).click();
  await expect(page).toHaveURL(articleUrl);
  await expect(page.getByRole("status").filter({ hasText: "Article saved." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const publishing = page.getByRole("region", { name: "Publishing" });
  await expect(publishing).toContainText("On the site since Nov 20, 2026");
  const permalink = await page.getByRole("link", { name: "View on site" }).getAttribute("href");
  expect(permalink).toMatch(/^\/written\/2026\/11\/salt-prints-at-dusk-[a-z0-9-]+$/);

  // Taken off the site again, also without JavaScript; its date is kept.
  await page.getByLabel("Published", { exact: true }).uncheck();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Article saved." })).toBeVisible();
  await expect(page.getByLabel("Publication date (Chicago)")).toHaveValue("2026-11-20T10:30");
  await expect(page.getByRole("link", { name: "View on site" })).toHaveCount(0);
  await page.goto(`/admin/articles?status=draft&query=${encodeURIComponent(title)}`);
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Draft");
});
