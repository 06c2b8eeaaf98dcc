import { notOverAt, siteInstant } from "./runs.ts";

// Where each of an event's dates stands at `now`, for the event page's list
// and its "Add the dates still to come" download, which must agree: the file
// holds exactly the dates counted "coming" here.

/** `/events/{slug}.ics?date=coming`: the download of the dates counted coming. */
export const COMING_DATES = "coming";

type DateLike = {
  category: string;
  start: string | Date;
  end: string | Date;
  is_canceled: boolean;
};

/**
 * - `canceled`: not happening (whether or not its time has passed);
 * - `ended`: over by the site-day rules (a run's last day lasts to 03:00);
 * - `now`: on at `now` and the soonest date not over;
 * - `next`: the soonest date not yet started, when none is on;
 * - `later`: any other date still to come.
 */
export type DateStatus = "canceled" | "ended" | "now" | "next" | "later";

/** The status of each date, in the order given. */
export function dateStatuses(dates: readonly DateLike[], now: Date): DateStatus[] {
  const base = dates.map((d) =>
    d.is_canceled ? "canceled" : notOverAt(d, now) ? "later" : "ended",
  ) as DateStatus[];
  let soonest = -1;
  dates.forEach((d, i) => {
    if (base[i] !== "later") return;
    const start = siteInstant(d, "start").getTime();
    if (soonest < 0 || start < siteInstant(dates[soonest]!, "start").getTime()) soonest = i;
  });
  if (soonest >= 0) {
    const on = siteInstant(dates[soonest]!, "start").getTime() <= now.getTime();
    base[soonest] = on ? "now" : "next";
  }
  return base;
}

/** Whether a status counts as still to come: what the whole-event download of the page holds. */
export const isComing = (s: DateStatus) => s === "now" || s === "next" || s === "later";

/** The dates the page's download holds and what it leaves out, counted. */
export function comingSummary(
  dates: readonly DateLike[],
  now: Date,
): { coming: number; ended: number; canceled: number } {
  const statuses = dateStatuses(dates, now);
  return {
    coming: statuses.filter(isComing).length,
    ended: statuses.filter((s) => s === "ended").length,
    canceled: statuses.filter((s) => s === "canceled").length,
  };
}
