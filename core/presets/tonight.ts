import { siteDayOf } from "../dates/site-day.ts";

// "Tonight" for the venue map's Near me: the timed event dates (openings,
// talks, performances, classes, sales) still to come or going on from now to
// the end of the site day (03:00 next morning, DOMAIN.md "Time rules"), as
// the query of GET /api/v5/calendar/event_dates/list. The visitor's position
// is not part of it: the browser sorts the answer by distance itself.

const TONIGHT_CATEGORIES = "reception,performance,artist_talk,class,sale";

/**
 * The query for tonight's event dates. `pageNow` is the server's clock when
 * the page was made (it may have been cached for hours since); `browserNow`
 * replaces it when it lies later in the same site day, so what has already
 * ended drops out. A browser clock outside that day (set wrong, or a test's
 * pinned server clock) is ignored.
 */
export function tonightQuery(pageNow: Date, browserNow: Date): Record<string, string> {
  const day = siteDayOf(pageNow);
  const from = browserNow > pageNow && browserNow < day.end ? browserNow : pageNow;
  return {
    category: TONIGHT_CATEGORIES,
    type: "timed",
    is_canceled: "false",
    start: `lte:${day.end.toISOString()}`,
    end: `gte:${from.toISOString()}`,
    sort_by: "start",
    sort: "asc",
    page_size: "100",
  };
}
