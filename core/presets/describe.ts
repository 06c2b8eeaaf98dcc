import { DateTime } from "luxon";
import { ordinal } from "../dates/display.ts";
import { siteDayOf } from "../dates/site-day.ts";
import { DEFAULT_TIMEZONE } from "../site.ts";
import { type Preset, type PresetWindow, presetWindow } from "./index.ts";

// A preset's window in words, for the line under a listing page's title
// ("This Weekend" → "Thursday, November 19th – Sunday, November 22nd").
// Dates are the site days presetWindow covers, so the text and the query
// the page sends cannot disagree.

/** The preset's window at `now`, in words. */
export function describePresetWindow(preset: Preset, now: Date): string {
  const rule = preset.window;
  switch (rule.kind) {
    case "none":
      return `Every event on the calendar, ${preset.sort === "desc" ? "newest" : "oldest"} first`;
    case "upcoming":
      if (preset.categories?.length === 1 && preset.categories[0] === "class") {
        return "Classes and workshops from today on";
      }
      return `From today, ${weekdayDate(siteDayOf(now).date)}, soonest first`;
    case "now":
      return "Exhibitions on view now, closing soonest first";
    case "weekend": {
      // Inside the weekend the window starts now, not on Thursday; count back
      // from its end (Sunday's site day), which never moves.
      const { last } = windowDays(presetWindow(preset, now));
      const thursday = DateTime.fromISO(last, { zone: DEFAULT_TIMEZONE }).minus({ days: 3 });
      return `${weekdayDate(thursday.toISODate()!)} – ${weekdayDate(last)}`;
    }
    case "week": {
      const { first, last } = windowDays(presetWindow(preset, now));
      return `${weekdayDate(first)} – ${weekdayDate(last)}`;
    }
    case "days": {
      const { first, last } = windowDays(presetWindow(preset, now));
      return dateRange(first, last);
    }
    case "opening": {
      const { first, last } = windowDays(presetWindow(preset, now));
      return `Exhibitions opening ${weekdayDate(first)} – ${weekdayDate(last)}, soonest first`;
    }
    case "closing": {
      const { last } = windowDays(presetWindow(preset, now));
      return `Exhibitions on view now that close by ${weekdayDate(last)}, soonest first`;
    }
    case "tonight":
      return `Tonight, ${weekdayDate(siteDayOf(now).date)}: receptions still to come or under way`;
  }
}

/**
 * The first and last site days of a bounded window. A window ends at 03:00
 * after its last day, which belongs to the next day's gap, so the last day is
 * the site day of the instant just before the end.
 */
function windowDays(w: PresetWindow): { first: string; last: string } {
  if (!w.start || !w.end) throw new RangeError("The window is not bounded");
  return {
    first: siteDayOf(w.start).date,
    last: siteDayOf(new Date(w.end.getTime() - 1)).date,
  };
}

/** "Saturday, November 21st". */
function weekdayDate(date: string): string {
  const d = local(date);
  return `${d.toFormat("cccc, LLLL")} ${ordinal(d.day)}`;
}

/**
 * "October 11th – 19th, 2022", "September 27th – October 2nd, 2023",
 * "November 1st, 2024 – January 15th, 2025"; one day: "October 11th, 2022".
 */
function dateRange(first: string, last: string): string {
  const a = local(first);
  const b = local(last);
  const monthDay = (d: DateTime) => `${d.toFormat("LLLL")} ${ordinal(d.day)}`;
  if (a.year !== b.year) return `${monthDay(a)}, ${a.year} – ${monthDay(b)}, ${b.year}`;
  if (a.month !== b.month) return `${monthDay(a)} – ${monthDay(b)}, ${b.year}`;
  if (a.day !== b.day) return `${monthDay(a)} – ${ordinal(b.day)}, ${b.year}`;
  return `${monthDay(a)}, ${a.year}`;
}

/**
 * A YYYY-MM-DD date in en-US. Luxon spells English names out itself for
 * en-US (no Intl), so server and browsers agree, as display.ts requires.
 */
function local(date: string): DateTime {
  return DateTime.fromISO(date, { zone: DEFAULT_TIMEZONE, locale: "en-US" });
}
