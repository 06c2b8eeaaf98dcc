// What POST /utils/scraper/meta answers (API.md "Utility"): a page's
// preview, and the event it describes when it carries one. Shared by the
// server that reads pages and the back-office forms that import from them.

/** Where an event takes place, as the page states it. */
export interface ScrapedLocation {
  name: string | null;
  /** The whole address on one line ("725 Vineland Pl, Minneapolis, MN 55403"). */
  address: string | null;
  street: string | null;
  locality: string | null;
  region: string | null;
  postal_code: string | null;
}

export interface ScrapedEvent {
  /** The schema.org type ("ExhibitionEvent") or "h-event". */
  type: string;
  name: string | null;
  description: string | null;
  /**
   * ISO 8601 with the page's own offset ("2026-12-05T18:00:00-06:00"); a
   * time without one is read as Chicago time. A date alone (an all-day
   * date) stays "YYYY-MM-DD".
   */
  start: string | null;
  end: string | null;
  location: ScrapedLocation | null;
  image: string | null;
  url: string | null;
}

export interface LinkPreview {
  /** The address the page was finally read from, after redirects. */
  url: string;
  title: string | null;
  description: string | null;
  /** An absolute http(s) URL. */
  image: string | null;
  site_name: string | null;
  /** og:type ("website", "article", …). */
  type: string | null;
  event?: ScrapedEvent;
}
