import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signUpMember, unique } from "./accounts.ts";
import { journeyPages } from "./pages.ts";

// Staff see "Edit …" on the public page of a record they can edit (issue 27,
// item 5). Public pages are one cached document for everybody, so the link
// arrives after hydration with the viewer answer: the cached bytes are the
// same for staff and for anyone else, and hold no such link.

const { newPage, adminPage } = journeyPages();

const PAGES = [
  { kind: "event", list: "/calendar/upcoming", link: 'a[href^="/events/"]', admin: "events" },
  {
    kind: "venue",
    list: "/venues",
    link: 'main a[href^="/venues/"]:not([href="/venues/map"])',
    admin: "venues",
  },
  { kind: "article", list: "/written", link: 'main a[href^="/written/20"]', admin: "articles" },
] as const;

/** The first record of each kind the demo calendar lists, by its public path. */
async function publicPaths(page: Page) {
  const paths: Record<string, string> = {};
  for (const p of PAGES) {
    await page.goto(p.list);
    const href = await page.locator(p.link).first().getAttribute("href");
    if (!href) throw new Error(`no ${p.kind} on ${p.list}`);
    paths[p.kind] = href;
  }
  return paths;
}

const hydrated = (page: Page) =>
  expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

test("staff see Edit on an event, a venue and an article page, and it opens that record's editor", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser);
  const paths = await publicPaths(admin);
  for (const p of PAGES) {
    await admin.goto(paths[p.kind]!);
    const title = (await admin.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    const edit = admin.getByRole("link", { name: `Edit ${p.kind}`, exact: true });
    await expect(edit).toBeInViewport();
    // Keyboard: pinned to the corner, it still comes right after the heading when tabbing.
    await admin.getByRole("heading", { level: 1 }).click();
    await admin.keyboard.press("Tab");
    await expect(edit).toBeFocused();
    await admin.keyboard.press("Enter");
    await expect(admin).toHaveURL(new RegExp(`/admin/${p.admin}/[0-9a-f-]{36}$`));
    const field = admin.getByRole("textbox", {
      name: p.kind === "article" ? "Title" : "Name",
      exact: true,
    });
    await expect(field).toHaveValue(title);
  }
});

test("visitors and users without the role see no Edit link, and everyone gets the same cached bytes", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  const paths = await publicPaths(admin);

  const anonymous = await newPage(browser);
  const member = await newPage(browser);
  const who = {
    name: "Reader Rae",
    email: `${unique("rae")}@example.com`,
    password: "rae pw 12345",
  };
  await signUpMember(member, admin, who);

  const bytes = async (request: APIRequestContext, path: string) => {
    const res = await request.get(path);
    expect(res.ok(), path).toBe(true);
    return res.text();
  };
  for (const p of PAGES) {
    const path = paths[p.kind]!;
    const forStaff = await bytes(admin.request, path);
    expect(forStaff).toBe(await bytes(anonymous.request, path));
    expect(forStaff).not.toContain(`Edit ${p.kind}`);
    expect(forStaff).not.toContain("staff-edit");

    await anonymous.goto(path);
    await hydrated(anonymous);
    await expect(anonymous.getByTestId("account-slot")).toHaveAttribute("data-session", "none");
    await expect(anonymous.getByTestId("staff-edit-link")).toHaveCount(0);

    await member.goto(path);
    await hydrated(member);
    await expect(member.getByTestId("header-user-name")).toHaveText(who.name);
    await expect(member.getByTestId("staff-edit-link")).toHaveCount(0);

    // The link arrives without moving the page: the heading sits where it does for anyone.
    await admin.goto(path);
    await expect(admin.getByTestId("staff-edit-link")).toBeVisible();
    const heading = (page: Page) => page.getByRole("heading", { level: 1 }).boundingBox();
    expect(await heading(admin)).toEqual(await heading(anonymous));
  }
});
