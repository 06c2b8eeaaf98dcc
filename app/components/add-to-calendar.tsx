import { googleCalendarUrl, outlookCalendarUrl } from "../../core/feeds/calendar-links.ts";
import type { CalendarEntry } from "../../core/feeds/entry.ts";
import { Disclosure } from "./disclosure.tsx";
import { Link, Stack } from "./ui/index.ts";

/**
 * "Add to calendar" for one event date: Google Calendar, Outlook.com and
 * Office 365 open their new-event form filled in (in a new tab); the .ics
 * file suits Apple Calendar and every desktop app. Plain links, so all of it
 * works before the page's scripts load.
 */
export function AddToCalendar({
  entry,
  icsHref,
  describedBy,
}: {
  entry: CalendarEntry;
  /** This date's .ics download (/events/{slug}.ics?date={id}). */
  icsHref: string;
  /** id of the text naming the date, for screen readers. */
  describedBy?: string;
}) {
  const services = [
    { name: "Google Calendar", href: googleCalendarUrl(entry) },
    { name: "Outlook.com", href: outlookCalendarUrl(entry, "outlook.live.com") },
    { name: "Office 365", href: outlookCalendarUrl(entry, "outlook.office.com") },
  ];
  return (
    <Disclosure summary="Add to calendar" describedBy={describedBy} testId="add-to-calendar">
      <Stack component="ul" spacing={0.75} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {services.map((s) => (
          <li key={s.name}>
            <Link href={s.href} target="_blank" rel="noopener">
              {s.name}
            </Link>
          </li>
        ))}
        <li>
          <Link href={icsHref} download>
            Apple Calendar and other apps (.ics)
          </Link>
        </li>
      </Stack>
    </Disclosure>
  );
}
