import { formatEventDate, formatEventTime } from "../../core/dates/index.ts";
import { useViewerZone } from "../lib/use-viewer-zone.ts";

/** "Sat Nov 8th 7pm – 10pm", "Now – thru May 20th", "May 15th – 20th" at the page's `now`. */
export function useEventDateText(d: { start: string; end: string }, now: string): string {
  const viewerZone = useViewerZone();
  const shown = formatEventDate(
    { start: new Date(d.start), end: new Date(d.end) },
    new Date(now),
    viewerZone ? { viewerZone } : {},
  );
  return shown.secondary ? `${shown.primary} – ${shown.secondary}` : shown.primary;
}

/** "7pm – 10pm" for a row under its day's heading; "Now – thru May 20th" and ranges as on a card. */
export function useEventTimeText(d: { start: string; end: string }, now: string): string {
  const viewerZone = useViewerZone();
  return formatEventTime(
    { start: new Date(d.start), end: new Date(d.end) },
    new Date(now),
    viewerZone ? { viewerZone } : {},
  );
}

export function EventDateText({
  date,
  now,
}: {
  date: { start: string; end: string };
  now: string;
}) {
  return <>{useEventDateText(date, now)}</>;
}
