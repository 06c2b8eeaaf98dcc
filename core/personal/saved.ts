import { notOverAt } from "../dates/runs.ts";

// /account/saved (issue 29): the dates of one's saved events, upcoming first
// by date; events whose dates are all over come after, folded away, the most
// recently ended first, one card each. "Over" is the site's rule
// (core/dates/runs.ts): a date stays upcoming until its site end passes, so
// a run ending at midnight is still on until 03:00.

interface DateLike {
  category: string;
  start: string;
  end: string;
  event: { id: string };
}

const ms = (iso: string) => Date.parse(iso);

export function splitSaved<T extends DateLike>(dates: readonly T[], now: Date) {
  const upcoming = dates
    .filter((d) => notOverAt(d, now))
    .sort((a, b) => ms(a.start) - ms(b.start) || ms(a.end) - ms(b.end));
  const coming = new Set(upcoming.map((d) => d.event.id));
  const lastOf = new Map<string, T>();
  for (const d of dates) {
    if (coming.has(d.event.id)) continue;
    const kept = lastOf.get(d.event.id);
    if (!kept || ms(d.end) > ms(kept.end)) lastOf.set(d.event.id, d);
  }
  const past = [...lastOf.values()].sort((a, b) => ms(b.end) - ms(a.end));
  return { upcoming, past };
}
