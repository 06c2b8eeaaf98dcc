// Fixed facts about the site (DOMAIN.md "Site configuration"). Values an
// operator may change (SITE_NAME, CANONICAL_HOST…) come from server/config.ts.

export const DEFAULT_TIMEZONE = "America/Chicago";
export const DEFAULT_SITE_ID = "tcart";
export const DEFAULT_SITE_NAME = "Twin Cities Art Calendar";

/** The site day starts at 05:00 local time… */
export const SITE_START_OF_DAY_TIME = "05:00";
/** …and ends at 03:00 of the next calendar day. */
export const SITE_END_OF_DAY_TIME = "03:00";

/** Toasts on screen at once (spec §9). */
export const MAX_TOASTS = 10;

/** Public facts a page or client may need about the site. */
export interface SiteInfo {
  site_id: string;
  site_name: string;
  canonical_host: string | null;
  default_timezone: string;
  start_of_day_time: string;
  end_of_day_time: string;
}
