// How the public pages say a count: the number with thousands separators
// (en-US, whatever the server's locale) and the word for what was counted,
// so "46 dates · 39 events" cannot be read as two counts of one thing.

const numbers = new Intl.NumberFormat("en-US");

/** "1 venue", "15,208 dates". */
export function countOf(n: number, one: string, many: string): string {
  return `${numbers.format(n)} ${n === 1 ? one : many}`;
}

/** A listing's count: "46 dates · 39 events", or one number when each event has one date ("12 events"). */
export function datesAndEvents(dates: number, events: number): string {
  if (dates === events) return countOf(events, "event", "events");
  return `${countOf(dates, "date", "dates")} · ${countOf(events, "event", "events")}`;
}
