// The VTIMEZONE block for America/Chicago that every iCalendar feed of ours
// carries (RFC 5545 §3.6.5: each TZID used must be defined in the file).
// Written from the US rules rather than generated: the zone has had two rule
// sets since 1987 and ical-generator only asks for the text.
// - 1987–2006: CDT from the first Sunday of April, CST from the last Sunday
//   of October, both at 02:00 local.
// - 2007 on (Energy Policy Act of 2005): CDT from the second Sunday of March,
//   CST from the first Sunday of November, both at 02:00 local.
// UNTIL values are the last transition of the old rules, in UTC. Nothing on
// the calendar predates 1987. A test checks the offsets against luxon's tz
// data for every day from 1988 to 2040.

export const CHICAGO_TZID = "America/Chicago";

export const CHICAGO_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${CHICAGO_TZID}`,
  `X-LIC-LOCATION:${CHICAGO_TZID}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0500",
  "TZNAME:CDT",
  "DTSTART:19870405T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU;UNTIL=20060402T080000Z",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0600",
  "TZNAME:CST",
  "DTSTART:19871025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;UNTIL=20061029T070000Z",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0500",
  "TZNAME:CDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0600",
  "TZNAME:CST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");
