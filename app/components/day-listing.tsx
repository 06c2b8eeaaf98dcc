import { Link as RouterLink } from "react-router";
import type { CardEventDate } from "../../core/listing/cards.ts";
import { venueDisplayName } from "../../core/listing/cards.ts";
import type { DayGroup } from "../../core/listing/day-groups.ts";
import { CardArt } from "./card-art.tsx";
import { CardFacets, EventCard } from "./event-card.tsx";
import { useEventTimeText } from "./event-date-text.tsx";

// A listing's days in its two views (decision 035), styled by
// app/styles/listing.css. Plain markup: a listing renders a hundred rows.

/**
 * The grid: each day a block as wide as its cards (up to the row), the
 * blocks flowing side by side in date order, so a day with one event no
 * longer takes a whole row of the page.
 */
export function DayGrid({
  groups,
  now,
  reasonOf,
}: {
  groups: DayGroup<CardEventDate>[];
  now: string;
  /** Why a card is on one visitor's list (/for-you). */
  reasonOf?: (d: CardEventDate) => string | null;
}) {
  return (
    <div className="ac-days">
      {groups.map((g) => (
        <section
          key={g.date}
          aria-labelledby={`day-${g.date}`}
          className={`ac-day ac-day--${Math.min(g.rows.length, 5)}`}
        >
          <h2 id={`day-${g.date}`} className="ac-day__heading">
            {g.heading}
          </h2>
          <div className="ac-day__cards">
            {g.rows.map((d) => (
              <EventCard key={d.id} date={d} now={now} timeOnly reason={reasonOf?.(d)} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** The compact list: a heading per day, one line per date. */
export function CompactList({
  groups,
  now,
  reasonOf,
}: {
  groups: DayGroup<CardEventDate>[];
  now: string;
  reasonOf?: (d: CardEventDate) => string | null;
}) {
  return (
    <div className="ac-compact">
      {groups.map((g) => (
        <section key={g.date} aria-labelledby={`day-${g.date}`}>
          <h2 id={`day-${g.date}`} className="ac-day__heading">
            {g.heading}
          </h2>
          <ul className="ac-compact__rows">
            {g.rows.map((d) => (
              <CompactRow key={d.id} date={d} now={now} reason={reasonOf?.(d) ?? null} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** time · title · venue · city, with the event's square THUMB crop. */
function CompactRow({
  date,
  now,
  reason,
}: {
  date: CardEventDate;
  now: string;
  reason: string | null;
}) {
  const time = useEventTimeText(date, now);
  const venue = date.venue;
  const thumb = date.image?.versions.THUMB;
  const city = venue?.city && !venue.multiple_locations_label ? venue.city.name : null;
  return (
    <li
      className="ac-compact__row"
      data-testid="event-row"
      data-canceled={date.is_canceled || undefined}
    >
      <span className="ac-compact__thumb">
        {thumb ? (
          <img src={thumb.url} width={48} height={48} alt="" loading="lazy" decoding="async" />
        ) : (
          <CardArt title={date.event.name} venueType={venue?.type} />
        )}
      </span>
      <span className="ac-compact__text">
        <span className="ac-compact__time">{time}</span>
        <span className="ac-compact__title">
          <RouterLink to={`/events/${date.event.slug}`} className="card-title">
            {date.event.name}
          </RouterLink>
          {date.is_canceled ? <span className="ac-compact__canceled"> · Canceled</span> : null}
          {reason ? <span className="ac-compact__reason">{reason}</span> : null}
          <CardFacets date={date} as="span" />
        </span>
        <span className="ac-compact__place">
          <span className="ac-compact__venue">{venue ? venueDisplayName(venue) : ""}</span>
          <span className="ac-compact__city">{city ?? ""}</span>
        </span>
      </span>
    </li>
  );
}
