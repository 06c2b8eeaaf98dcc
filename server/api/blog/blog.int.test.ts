import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeArticle, makeAuthor, makeCategory } from "../../../tests/blog-factories.ts";
import { postJson, putJson, send } from "../../../tests/calendar-factories.ts";
import { bearer, member, type SignedIn, superadmin } from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/test-app.ts";

// The blog API on a fixed clock: Saturday 2026-11-21, noon in Minneapolis.
const NOW = "2026-11-21T18:00:00.000Z";

let t: TestApp;
let admin: SignedIn;
let editor: SignedIn;
let reader: SignedIn;
let author: { id: string };
beforeAll(async () => {
  t = await createTestApp({
    env: { TEST_NOW: NOW, PUBLIC_URL: "https://artcal.example", CANONICAL_HOST: "tcart.example" },
  });
  admin = await superadmin(t, "blog_admin");
  editor = await superadmin(t, "blog_editor");
  reader = await member(t, "blog_reader");
  expect(
    (await putJson(t, editor.token, "/account/profile", { name: "Eddie Editor" })).status,
  ).toBe(200);
  author = await makeAuthor(t, admin.token, { name: "Maren Lindqvist" });
});
afterAll(() => t.close());

const get = (path: string, token?: string) =>
  t.app.request(`/api/v5${path}`, { headers: token ? bearer(token) : {} });
const json = async (path: string, token?: string) => (await get(path, token)).json();
const titles = (body: { results: { title: string }[] }) => body.results.map((r) => r.title);
const image = (url: string) =>
  send(t, admin.token, "POST", "/files/containers/list", { url, width: 800, height: 600 });

describe("authors", () => {
  it("creates with a slug from the name and looks up by id, slug and legacy id", async () => {
    const a = await makeAuthor(t, admin.token, {
      name: "Devon Okafor",
      bio: "Photographer.\n\nCritic.",
      website: "https://example.com/devon",
      legacy_id: "au-9",
    });
    expect(a).toMatchObject({ slug: "devon-okafor", version: 1, bio: "Photographer.\n\nCritic." });
    for (const path of [
      `/blog/authors/id/${a.id}`,
      "/blog/authors/slug/devon-okafor",
      "/blog/authors/legacy_id/au-9",
    ]) {
      expect((await json(path)).results.id).toBe(a.id);
    }
    expect((await get("/blog/authors/slug/nobody")).status).toBe(404);
    expect((await get("/blog/authors/id/not-a-uuid")).status).toBe(404);
    const again = await makeAuthor(t, admin.token, { name: "Devon Okafor" });
    expect(again.slug).toBe("devon-okafor-2");
  });

  it("lists by name ascending by default and searches by name", async () => {
    await makeAuthor(t, admin.token, { name: "Aaron Aalto" });
    const list = await json("/blog/authors/list?page_size=100");
    const names = list.results.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await json("/blog/authors/list?query=aalto")).results).toHaveLength(1);
    expect((await get("/blog/authors/list?sort_by=shoe_size")).status).toBe(400);
  });

  it("updates with its version, names who changed it on a stale write, and refuses bad input", async () => {
    const a = await makeAuthor(t, admin.token);
    const ok = await putJson(t, editor.token, `/blog/authors/id/${a.id}`, {
      bio: "New bio",
      version: 1,
    });
    expect((await ok.json()).results).toMatchObject({ bio: "New bio", version: 2 });
    const stale = await putJson(t, admin.token, `/blog/authors/id/${a.id}`, {
      bio: "Late",
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).current).toMatchObject({
      version: 2,
      modified_by: { name: "Eddie Editor" },
    });
    const bad = await putJson(t, admin.token, `/blog/authors/id/${a.id}`, {
      website: "javascript:alert(1)",
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("website");
    expect((await putJson(t, admin.token, `/blog/authors/id/${a.id}`, { shoe: 1 })).status).toBe(
      400,
    );
    const missing = await putJson(
      t,
      admin.token,
      "/blog/authors/id/00000000-0000-4000-8000-000000000000",
      { bio: "x" },
    );
    expect(missing.status).toBe(404);
  });

  it("sets and clears the profile picture", async () => {
    const a = await makeAuthor(t, admin.token);
    const file = await image("https://example.com/face.jpg");
    const set = await putJson(t, admin.token, "/blog/authors/profile_picture", {
      author_id: a.id,
      file_id: file.id,
    });
    expect(set.status).toBe(200);
    expect((await set.json()).results.profile_picture_id).toBe(file.id);
    const gone = await putJson(t, admin.token, "/blog/authors/profile_picture", {
      author_id: a.id,
      file_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(gone.status).toBe(400);
    expect((await gone.json()).errors[0]).toMatchObject({ field: "file_id" });
    const cleared = await putJson(t, admin.token, "/blog/authors/profile_picture", {
      author_id: a.id,
      file_id: null,
    });
    expect((await cleared.json()).results.profile_picture_id).toBeNull();
    const noAuthor = await putJson(t, admin.token, "/blog/authors/profile_picture", {
      author_id: "00000000-0000-4000-8000-000000000000",
      file_id: file.id,
    });
    expect(noAuthor.status).toBe(404);
  });
});

describe("categories", () => {
  it("creates, looks up by id, slug and legacy id, and lists by title", async () => {
    const c = await makeCategory(t, admin.token, {
      title: "Exhibition Reviews",
      description: "Close looks.",
      legacy_id: "cat-3",
    });
    expect(c).toMatchObject({ slug: "exhibition-reviews", site_id: "tcart" });
    for (const path of [
      `/blog/categories/id/${c.id}`,
      "/blog/categories/slug/exhibition-reviews",
      "/blog/categories/legacy_id/cat-3",
    ]) {
      expect((await json(path)).results.id).toBe(c.id);
    }
    await makeCategory(t, admin.token, { title: "Apple Section" });
    const list = titles(await json("/blog/categories/list?page_size=100"));
    expect(list).toEqual([...list].sort((a, b) => a.localeCompare(b)));
    const clash = await postJson(t, admin.token, "/blog/categories/list", {
      title: "Other",
      slug: "exhibition-reviews",
    });
    expect(clash.status).toBe(409);
    expect((await clash.json()).errors[0].field).toBe("slug");
  });

  it("updates, refuses a stale version, and sets the header image", async () => {
    const c = await makeCategory(t, admin.token);
    const ok = await putJson(t, admin.token, `/blog/categories/id/${c.id}`, {
      description: "Now described",
      version: 1,
    });
    expect((await ok.json()).results.version).toBe(2);
    const stale = await putJson(t, admin.token, `/blog/categories/id/${c.id}`, {
      description: "Late",
      version: 1,
    });
    expect(stale.status).toBe(409);
    const file = await image("https://example.com/header.jpg");
    const set = await putJson(t, admin.token, "/blog/categories/header_image", {
      category_id: c.id,
      file_id: file.id,
    });
    expect((await set.json()).results.header_image_id).toBe(file.id);
    const bad = await putJson(t, admin.token, "/blog/categories/header_image", {
      category_id: "nope",
      file_id: file.id,
    });
    expect(bad.status).toBe(400);
  });
});

describe("articles", () => {
  it("keeps a draft from the public, dates the first publish and keeps the date on unpublish", async () => {
    const draft = await makeArticle(t, admin.token, author.id, { title: "Quiet Rooms" });
    expect(draft).toMatchObject({
      is_published: false,
      published_date: null,
      status: "draft",
      slug: "quiet-rooms",
    });
    expect((await get("/blog/articles/slug/quiet-rooms")).status).toBe(404);
    expect((await get("/blog/articles/slug/quiet-rooms", reader.token)).status).toBe(404);
    expect((await get("/blog/articles/slug/quiet-rooms", admin.token)).status).toBe(200);
    expect(titles(await json("/blog/articles/list?page_size=100"))).not.toContain("Quiet Rooms");

    const published = await putJson(t, admin.token, `/blog/articles/id/${draft.id}`, {
      is_published: true,
      version: 1,
    });
    expect((await published.json()).results).toMatchObject({
      published_date: NOW,
      status: "published",
      permalink: "/written/2026/11/quiet-rooms",
    });
    expect((await json("/blog/articles/slug/quiet-rooms")).results.title).toBe("Quiet Rooms");

    const unpublished = await putJson(t, admin.token, `/blog/articles/id/${draft.id}`, {
      is_published: false,
    });
    expect((await unpublished.json()).results).toMatchObject({
      is_published: false,
      published_date: NOW,
      status: "draft",
    });
    expect((await get("/blog/articles/slug/quiet-rooms")).status).toBe(404);
    const again = await putJson(t, admin.token, `/blog/articles/id/${draft.id}`, {
      is_published: true,
    });
    expect((await again.json()).results.published_date).toBe(NOW);
  });

  it("hides a scheduled article until its date, and lets superadmins filter by status", async () => {
    const later = "2026-12-05T15:00:00.000Z";
    const a = await makeArticle(t, admin.token, author.id, {
      title: "Coming Soon Column",
      is_published: true,
      published_date: later,
    });
    expect(a).toMatchObject({ status: "scheduled", published_date: later });
    expect((await get(`/blog/articles/id/${a.id}`)).status).toBe(404);
    expect(titles(await json("/blog/articles/list?page_size=100"))).not.toContain(
      "Coming Soon Column",
    );
    // Anyone else asking for a status still gets only what is public.
    expect(
      titles(await json("/blog/articles/list?status=scheduled&page_size=100", reader.token)),
    ).not.toContain("Coming Soon Column");
    const scheduled = await json("/blog/articles/list?status=scheduled&page_size=100", admin.token);
    expect(titles(scheduled)).toContain("Coming Soon Column");
    expect(scheduled.results.every((r: { status: string }) => r.status === "scheduled")).toBe(true);
    const drafts = await json("/blog/articles/list?status=draft&page_size=100", admin.token);
    expect(drafts.results.every((r: { status: string }) => r.status === "draft")).toBe(true);
    expect((await get("/blog/articles/list?status=hidden", admin.token)).status).toBe(400);
  });

  it("sorts by published date, newest first, by default; other sorts on request", async () => {
    const writer = await makeAuthor(t, admin.token, { name: "Sort Writer" });
    for (const [title, date] of [
      ["Middle Piece", "2026-10-10T12:00:00.000Z"],
      ["Oldest Piece", "2026-01-10T12:00:00.000Z"],
      ["Newest Piece", "2026-11-20T12:00:00.000Z"],
    ] as const) {
      await makeArticle(t, admin.token, writer.id, {
        title,
        is_published: true,
        published_date: date,
      });
    }
    const q = `author_id=${writer.id}`;
    const list = await json(`/blog/articles/list?${q}`);
    expect(titles(list)).toEqual(["Newest Piece", "Middle Piece", "Oldest Piece"]);
    expect(list).toMatchObject({ total: 3, page: 0, more: false });
    expect(list.results[0]).not.toHaveProperty("content");
    expect(titles(await json(`/blog/articles/list?${q}&sort=asc`))).toEqual([
      "Oldest Piece",
      "Middle Piece",
      "Newest Piece",
    ]);
    expect(titles(await json(`/blog/articles/list?${q}&sort_by=title&sort=asc`))).toEqual([
      "Middle Piece",
      "Newest Piece",
      "Oldest Piece",
    ]);
    const paged = await json(`/blog/articles/list?${q}&page_size=2&page=1`);
    expect(titles(paged)).toEqual(["Oldest Piece"]);
    expect((await get("/blog/articles/list?sort_by=colour")).status).toBe(400);
    expect((await get("/blog/articles/list?author_id=nope")).status).toBe(400);
  });

  it("filters by category and finds words in the title, summary and content", async () => {
    const section = await makeCategory(t, admin.token, { title: "Interviews" });
    await makeArticle(t, admin.token, author.id, {
      title: "Talking Clay",
      category_id: section.id,
      summary: "A potter who teaches.",
      content: "<p>On kilns and <strong>glazes</strong>.</p>",
      is_published: true,
    });
    await makeArticle(t, admin.token, author.id, { title: "Unfiled Notes", is_published: true });
    const inSection = await json(`/blog/articles/list?category_id=${section.id}`);
    expect(titles(inSection)).toEqual(["Talking Clay"]);
    expect(inSection.results[0].category).toMatchObject({
      title: "Interviews",
      slug: "interviews",
    });
    expect(inSection.results[0].author).toMatchObject({ name: "Maren Lindqvist" });
    for (const word of ["clay", "potter", "glazes"]) {
      expect(titles(await json(`/blog/articles/list?query=${word}`)), word).toContain(
        "Talking Clay",
      );
    }
  });

  it("sanitizes content: no script or event handler ever comes back", async () => {
    const a = await makeArticle(t, admin.token, author.id, {
      title: "Sneaky Markup",
      is_published: true,
      content:
        '<p>Hello<script>alert(1)</script></p><img src="https://example.com/a.jpg" onerror="alert(2)" srcset="https://example.com/a.jpg 900w, javascript:alert(3) 1500w"><a href="javascript:alert(4)">x</a>',
    });
    const body = (await json(`/blog/articles/id/${a.id}`)).results.content as string;
    expect(body).toContain("<p>Hello</p>");
    expect(body).not.toMatch(/script|onerror|javascript:/i);
    expect(body).toContain('loading="lazy"');
  });

  it("remembers which of our events the content links to", async () => {
    const a = await makeArticle(t, admin.token, author.id, {
      title: "Linked Up",
      content:
        '<p><a href="/events/northern-light">one</a> <a href="https://artcal.example/events/poster-night/">two</a> <a href="https://tcart.example/events/studio-crawl">three</a> <a href="https://elsewhere.example/events/not-ours">four</a> <a href="/venues/walker">venue</a> <a href="/events/northern-light">again</a></p>',
    });
    expect(a.event_slugs).toEqual(["northern-light", "poster-night", "studio-crawl"]);
  });

  it("puts the permalink in Chicago's month and looks up by legacy id", async () => {
    // 03:00 UTC on November 1st is still October 31st in Minneapolis.
    const a = await makeArticle(t, admin.token, author.id, {
      title: "Month End",
      is_published: true,
      published_date: "2026-11-01T03:00:00Z",
      legacy_id: "wr-77",
    });
    expect(a.permalink).toBe("/written/2026/10/month-end");
    expect((await json("/blog/articles/legacy_id/wr-77")).results.id).toBe(a.id);
  });

  it("answers bad input with 400s in the error shape and writes nothing", async () => {
    const noTitle = await postJson(t, admin.token, "/blog/articles/list", {
      author_id: author.id,
    });
    expect(noTitle.status).toBe(400);
    expect(await noTitle.json()).toMatchObject({
      errors: [{ field: "title", message: "Enter a title." }],
    });
    const ghostAuthor = await postJson(t, admin.token, "/blog/articles/list", {
      title: "Ghost Written",
      author_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(ghostAuthor.status).toBe(400);
    expect((await ghostAuthor.json()).errors[0].field).toBe("author_id");
    const ghostCategory = await postJson(t, admin.token, "/blog/articles/list", {
      title: "Ghost Filed",
      author_id: author.id,
      category_id: "00000000-0000-4000-8000-000000000000",
    });
    expect((await ghostCategory.json()).errors[0].field).toBe("category_id");
    const badDate = await postJson(t, admin.token, "/blog/articles/list", {
      title: "Whenever",
      author_id: author.id,
      published_date: "next tuesday",
    });
    expect((await badDate.json()).errors[0].field).toBe("published_date");
    const broken = await t.app.request("/api/v5/blog/articles/list", {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer(admin.token) },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    const all = titles(await json("/blog/articles/list?page_size=100", admin.token));
    expect(all).not.toEqual(expect.arrayContaining(["Ghost Written"]));
    expect(all).not.toContain("Ghost Filed");
    expect(all).not.toContain("Whenever");
  });

  it("refuses a taken slug and a stale version with 409s, and an unknown id with 404", async () => {
    await makeArticle(t, admin.token, author.id, { title: "Taken Title" });
    const clash = await postJson(t, admin.token, "/blog/articles/list", {
      title: "Another",
      slug: "taken-title",
      author_id: author.id,
    });
    expect(clash.status).toBe(409);
    const a = await makeArticle(t, admin.token, author.id);
    await putJson(t, editor.token, `/blog/articles/id/${a.id}`, { summary: "Edited", version: 1 });
    const stale = await putJson(t, admin.token, `/blog/articles/id/${a.id}`, {
      summary: "Mine",
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).current).toMatchObject({
      version: 2,
      modified_by: { name: "Eddie Editor" },
    });
    expect((await json(`/blog/articles/id/${a.id}`, admin.token)).results.summary).toBe("Edited");
    const missing = await putJson(
      t,
      admin.token,
      "/blog/articles/id/00000000-0000-4000-8000-000000000000",
      { title: "x" },
    );
    expect(missing.status).toBe(404);
  });

  it("lets only superadmins write", async () => {
    const body = { title: "Not Yours", author_id: author.id };
    expect((await postJson(t, null, "/blog/articles/list", body)).status).toBe(401);
    expect((await postJson(t, reader.token, "/blog/articles/list", body)).status).toBe(403);
    expect((await postJson(t, reader.token, "/blog/authors/list", { name: "X" })).status).toBe(403);
    expect((await postJson(t, reader.token, "/blog/categories/list", { title: "X" })).status).toBe(
      403,
    );
  });
});
