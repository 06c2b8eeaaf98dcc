import type { Db } from "../../db/client.ts";
import { createBlogRepo } from "../../server/api/blog/repo.ts";
import { createCalendarRepo } from "../../server/api/calendar/repo.ts";
import { createPlacesRepo } from "../../server/api/places/repo.ts";
import type { Storage } from "../../server/lib/storage/types.ts";
import { demoImageMaker } from "../../server/seed/images.ts";
import { BENCH_NOW, BENCH_SEED, type Scale } from "../scales.ts";
import { buildArticle, buildAuthors, buildCategories } from "./blog.ts";
import { draws, siteDays } from "./draw.ts";
import { type BuiltEvent, buildEvent, datesForEvent } from "./events.ts";
import { buildCities, buildVenues } from "./places.ts";

export interface DatasetCounts {
  cities: number;
  venues: number;
  events: number;
  eventDates: number;
  authors: number;
  articles: number;
  images: number;
}

/** Events per transaction: ~1,500 dates, a few thousand bind parameters per insert. */
const EVENT_BATCH = 500;
const ARTICLE_LINK_POOL = 2000;

/**
 * Writes a whole dataset through the repos, in order: images, places, events
 * (batched), the blog. Deterministic for a scale: the same draws in the same
 * order every time.
 */
export async function writeDataset(
  db: Db,
  scale: Scale,
  o: { storage?: Storage; log: (line: string) => void },
): Promise<DatasetCounts> {
  const d = draws(BENCH_SEED);
  const now = new Date(BENCH_NOW);
  const places = createPlacesRepo(db);
  const calendar = createCalendarRepo(db);
  const blog = createBlogRepo(db);
  const progress = progressLine(o.log);

  // A small pool of pictures, shared round-robin as the demo does: pages carry
  // image markup like real ones without rendering thousands of images. None
  // without storage (tests).
  const make = o.storage ? demoImageMaker(db, o.storage) : null;
  const pool = async (n: number, type: "event" | "venue" | "article") => {
    const ids: string[] = [];
    for (let i = 0; make && i < n; i++) ids.push(await make(`bench-${type}-${i}`, type));
    return ids;
  };
  const images = { event: await pool(8, "event"), venue: await pool(4, "venue") };
  const articleImages = await pool(4, "article");
  if (make)
    o.log(`images: ${images.event.length + images.venue.length + articleImages.length} made`);

  const cities = buildCities(scale, d);
  for (const c of cities) await places.cities.insert(c);
  const venues = buildVenues(scale, d, cities);
  for (const [i, v] of venues.entries()) {
    const image = v.isPremium && images.venue.length ? d.pick(images.venue) : null;
    await places.venues.insert({ ...v, primaryImageId: image });
    progress("venues", i + 1, venues.length);
  }

  const open = venues.filter((v) => !v.isClosed && !v.isOnlineOnly);
  const context = {
    d,
    days: siteDays(now),
    daysBefore: scale.daysBefore,
    daysAfter: scale.daysAfter,
    galleries: open.filter((v) => ["gallery", "institution", "studios"].includes(v.type)),
    venues: open,
    images: images.event,
  };
  const linkable: string[] = [];
  let datesLeft = scale.eventDates;
  let batch: BuiltEvent[] = [];
  for (let i = 0; i < scale.events; i++) {
    const n = datesForEvent(d, datesLeft, scale.events - i);
    datesLeft -= n;
    const event = buildEvent(context, i, n);
    if (event.values.status === "published" && linkable.length < ARTICLE_LINK_POOL)
      linkable.push(event.values.slug);
    batch.push(event);
    if (batch.length === EVENT_BATCH || i === scale.events - 1) {
      await calendar.createMany(batch);
      batch = [];
      progress("events", i + 1, scale.events, `${fmt(scale.eventDates - datesLeft)} dates`);
    }
  }

  const authors = buildAuthors(scale.authors, d);
  for (const a of authors) await blog.authors.insert(a);
  const categories = buildCategories(d);
  for (const c of categories) await blog.categories.insert(c);
  const articleContext = {
    now,
    daysBefore: scale.daysBefore,
    authors,
    categories,
    images: articleImages,
    eventSlugs: linkable,
  };
  for (let i = 0; i < scale.articles; i++) {
    await blog.articles.insert(buildArticle(d, i, articleContext));
    progress("articles", i + 1, scale.articles);
  }

  return {
    cities: cities.length,
    venues: venues.length,
    events: scale.events,
    eventDates: scale.eventDates,
    authors: authors.length,
    articles: scale.articles,
    images: images.event.length + images.venue.length + articleImages.length,
  };
}

const fmt = (n: number) => n.toLocaleString("en-US");

/** A line every two seconds (and at the end) per table: done/total and rows per second. */
function progressLine(log: (line: string) => void) {
  const started = new Map<string, number>();
  let lastLine = 0;
  return (table: string, done: number, total: number, extra = "") => {
    const now = performance.now();
    if (!started.has(table)) {
      started.set(table, now - 1);
      lastLine = now;
    }
    if (done < total && now - lastLine < 2000) return;
    lastLine = now;
    const seconds = (now - started.get(table)!) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    log(`${table}: ${fmt(done)}/${fmt(total)}${extra ? ` · ${extra}` : ""} · ${fmt(rate)} rows/s`);
  };
}
