export {
  COMING_DATES,
  comingSummary,
  type DateStatus,
  dateStatuses,
  isComing,
} from "./date-status.ts";
export {
  displayTZAbbreviation,
  type EventDateDisplay,
  type FormatEventDateOptions,
  formatEventDate,
  formatEventTime,
  formatLongDate,
  formatPreviousStart,
  ordinal,
  SINGLE_DAY_MAX_MS,
} from "./display.ts";
export { shiftSpanDays, shiftWallClockDays } from "./shift.ts";
export {
  addDays,
  inSiteZone,
  localInstant,
  SITE_DAY_END_HOUR,
  SITE_DAY_START_HOUR,
  type SiteDay,
  siteDayForDate,
  siteDayOf,
  startOfSiteDay,
} from "./site-day.ts";
