import type { CardImage } from "../listing/cards.ts";

// What the public blog pages show of an article in a list (the "Written"
// cards), and how they read a page number from the URL.

/** Articles per page on /written, a category and an author page. */
export const WRITTEN_PAGE_SIZE = 12;
/** Deeper pages than this are not worth a database scan; they show as empty. */
const MAX_PAGE = 500;

export interface ArticleCardData {
  id: string;
  title: string;
  summary: string | null;
  /** /written/{YYYY}/{MM}/{slug} */
  permalink: string;
  published_date: string | null;
  author: { name: string; slug: string } | null;
  category: { title: string; slug: string } | null;
  image: CardImage | null;
}

/** `?page=` as the calendar reads it: from 0, anything odd is the first page. */
export function pageParam(value: string | null | undefined): number {
  const n = Number.parseInt(value ?? "0", 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_PAGE) : 0;
}

/** "?page=2", or "?" for the first page (so a link back always clears the query). */
export function pageSearch(page: number): string {
  return page > 0 ? `?page=${page}` : "?";
}
