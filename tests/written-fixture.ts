import sharp from "sharp";
import { makeArticle, makeAuthor, makeCategory } from "./blog-factories.ts";
import { makeCity, makeEvent, makeVenue, send } from "./calendar-factories.ts";
import { bearer } from "./factories.ts";
import type { TestApp } from "./test-app.ts";

// The blog the Written pages are tested on, made through the v5 API as a
// superadmin. Images go through the real upload flow (getuploadurl → PUT →
// movething), so they have their versions; the app needs a DATA_DIR of its own.

let n = 0;
const next = () => ++n;

/** A small JPEG uploaded as `type` (article, author, category…); returns the file container. */
export async function uploadImage(t: TestApp, token: string, type: string, hue = 120) {
  const bytes = await sharp({
    create: { width: 1000, height: 600, channels: 3, background: { r: hue, g: 90, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  const slot = await send(t, token, "POST", `/files/getuploadurl/type/${type}`, {
    filename: `${type}-${next()}.jpg`,
    content_type: "image/jpeg",
    size: bytes.length,
  });
  const url = new URL(slot.url, "http://localhost");
  const put = await t.app.request(url.pathname + url.search, {
    method: "PUT",
    headers: slot.headers,
    body: new Uint8Array(bytes),
  });
  if (put.status !== 204) throw new Error(`PUT → ${put.status} ${await put.text()}`);
  const res = await t.app.request("/api/v5/files/movething", {
    method: "POST",
    headers: { "content-type": "application/json", ...bearer(token) },
    body: JSON.stringify({ upload_id: slot.upload_id, alt_text: `A ${type} picture` }),
  });
  if (res.status !== 201) throw new Error(`movething → ${res.status} ${await res.text()}`);
  return (await res.json()).results as { id: string; versions: Record<string, { url: string }> };
}

/**
 * The blog the Written tests read, on a clock pinned at Saturday 2026-11-21,
 * noon in Minneapolis (18:00Z; today's site day began at 11:00Z):
 * - "Glass & <Light>" (Reviews, Ada): the newest, with an image, a legacy id,
 *   links to four events (one on now, one that ended early this morning
 *   inside today's site day, one long past, one draft) and hostile markup.
 * - "Talking Clay" (Interviews, Ben), October.
 * - a scheduled article (published, dated December) and a draft, both with
 *   the word "zebra" that other articles do not have.
 * - `fillers` more published articles from 2025 by Ben, without category.
 * Every public article has a picture (the feed's enclosures).
 */
export async function makeWrittenFixture(t: TestApp, token: string, fillers = 0) {
  const city = await makeCity(t, token, { name: "Minneapolis" });
  const venue = await makeVenue(t, token, { name: "Ember Gallery", city_id: city.id });
  const date = (start: string, end: string, category = "ongoing") => ({
    venue_id: venue.id,
    category,
    start,
    end,
  });
  const onNow = await makeEvent(
    t,
    token,
    [
      date("2026-11-01T06:00:00Z", "2026-12-20T06:00:00Z"),
      date("2026-11-28T00:00:00Z", "2026-11-28T03:00:00Z", "reception"),
    ],
    { name: "Glass Garden" },
  );
  // 6am on Saturday: after today's site day began (5am), but over by noon.
  const endedThisMorning = await makeEvent(
    t,
    token,
    [date("2026-11-21T02:00:00Z", "2026-11-21T12:00:00Z", "performance")],
    { name: "All Night Drawing" },
  );
  // 4am on Saturday still belongs to Friday's site day.
  const endedLastNight = await makeEvent(
    t,
    token,
    [date("2026-11-21T01:00:00Z", "2026-11-21T10:00:00Z", "performance")],
    { name: "Late Late Show" },
  );
  const past = await makeEvent(t, token, [date("2026-09-01T05:00:00Z", "2026-10-01T05:00:00Z")], {
    name: "Summer Survey",
  });
  const hidden = await makeEvent(t, token, [date("2026-11-01T06:00:00Z", "2026-12-31T06:00:00Z")], {
    name: "Secret Preview",
    status: "draft",
  });

  const [articleImage, authorImage, categoryImage] = [
    await uploadImage(t, token, "article", 200),
    await uploadImage(t, token, "author", 40),
    await uploadImage(t, token, "category", 90),
  ];
  const ada = await makeAuthor(t, token, {
    name: "Ada Critic",
    bio: "Ada writes about glass and light.\n\nShe lives in St. Paul.",
    website: "https://ada.example.com/",
    profile_picture_id: authorImage.id,
  });
  const ben = await makeAuthor(t, token, { name: "Ben Writer" });
  const reviews = await makeCategory(t, token, {
    title: "Exhibition Reviews",
    description: "What we saw on the walls.",
    header_image_id: categoryImage.id,
  });
  const interviews = await makeCategory(t, token, { title: "Interviews" });

  const glass = await makeArticle(t, token, ada.id, {
    is_published: true,
    title: "Glass & <Light>",
    summary: "A review of light & glass at Ember.",
    category_id: reviews.id,
    primary_image_id: articleImage.id,
    published_date: "2026-11-20T18:00:00Z",
    legacy_id: "L-100",
    content: [
      '<p>Go see <a href="/events/',
      onNow.slug,
      '">the garden</a>, <a href="https://tcartcal.test/events/',
      endedThisMorning.slug,
      '">the drawing night</a>, <a href="/events/',
      endedLastNight.slug,
      '">the late show</a>, <a href="/events/',
      past.slug,
      '">the survey</a> and <a href="/events/',
      hidden.slug,
      '">the preview</a>.</p>',
      "<script>alert('owned')</script>",
      '<p><img src="https://img.example.com/x.jpg" onerror="alert(1)" alt="x"></p>',
      '<p><a href="javascript:alert(2)">click</a></p>',
    ].join(""),
  });
  const clay = await makeArticle(t, token, ben.id, {
    is_published: true,
    title: "Talking Clay",
    summary: "An interview with a potter.",
    category_id: interviews.id,
    primary_image_id: articleImage.id,
    published_date: "2026-10-15T15:00:00Z",
    content: "<p>Clay, kilns and patience.</p>",
  });
  const scheduled = await makeArticle(t, token, ada.id, {
    is_published: true,
    title: "Coming Zebra",
    summary: "Not yet: zebra.",
    category_id: reviews.id,
    published_date: "2026-12-01T15:00:00Z",
    content: "<p>zebra</p>",
  });
  const draft = await makeArticle(t, token, ada.id, {
    title: "Draft Zebra",
    summary: "Unpublished zebra.",
    category_id: reviews.id,
    content: "<p>zebra</p>",
  });
  for (let i = 0; i < fillers; i++) {
    await makeArticle(t, token, ben.id, {
      is_published: true,
      title: `Filler ${i + 1}`,
      primary_image_id: articleImage.id,
      published_date: new Date(Date.UTC(2025, 0, 1 + i, 18)).toISOString(),
    });
  }
  return {
    events: { onNow, endedThisMorning, endedLastNight, past, hidden },
    authors: { ada, ben },
    categories: { reviews, interviews },
    articles: { glass, clay, scheduled, draft },
    images: { articleImage, authorImage, categoryImage },
  };
}

export type WrittenFixture = Awaited<ReturnType<typeof makeWrittenFixture>>;
