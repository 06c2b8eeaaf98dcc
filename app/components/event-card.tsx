import { Link as RouterLink } from "react-router";
import { ACCESS_LABELS, ACCESS_MARKS, isAccessFeature } from "../../core/calendar/access.ts";
import {
  CATEGORY_LABELS,
  type CardEventDate,
  dateLabel,
  venueDisplayName,
} from "../../core/listing/cards.ts";
import { useCardMarkup } from "../lib/card-markup.ts";
import { CardImageView } from "./card-image.tsx";
import { useEventDateText, useEventTimeText } from "./event-date-text.tsx";
import { FollowMenu, SaveButton } from "./personal-controls.tsx";

/**
 * The one card of the public calendar: image, category label, title, date,
 * venue and city. On a phone it is a row (small image left) so a day's list
 * scans quickly; from `sm` up it stands as a tile with the image on top.
 * Plain markup with the class names of app/styles/cards.css, not MUI: a
 * listing renders a hundred of these on every uncached request.
 */
export function EventCard({
  date,
  now,
  note,
  reason,
  headingLevel = 3,
  layout = "responsive",
  timeOnly = false,
  controls = true,
}: {
  date: CardEventDate;
  now: string;
  /** A short extra line, such as "Closes in 3 days". */
  note?: string | null;
  /** Why it is on one visitor's own list ("Because you follow …", /for-you). */
  reason?: string | null;
  headingLevel?: 2 | 3 | 4;
  layout?: "responsive" | "tile";
  /** Under its day's heading: the times without the day ("7pm – 10pm"). */
  timeOnly?: boolean;
  /**
   * Save and follow (buttons of the page's shared forms). Off for the back
   * office's preview, which sits inside the editor's form: its buttons would
   * submit the editor.
   */
  controls?: boolean;
}) {
  const fullWhen = useEventDateText(date, now);
  const time = useEventTimeText(date, now);
  const markup = useCardMarkup();
  const tile = layout === "tile";
  const body: CardBodyProps = {
    date,
    when: timeOnly ? time : fullWhen,
    note: note ?? null,
    reason: reason ?? null,
    headingLevel,
    tile,
    controls,
  };
  const className = tile ? "ac-card ac-card--tile" : "ac-card";
  const canceled = date.is_canceled || undefined;
  // On the server, the card's inside as kept markup (app/lib/card-markup.server.tsx):
  // the same bytes this component renders, which the browser hydrates as usual.
  if (markup)
    return (
      <article
        className={className}
        data-testid="event-card"
        data-canceled={canceled}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of CardBody, kept.
        dangerouslySetInnerHTML={{ __html: markup(body) }}
      />
    );
  return (
    <article className={className} data-testid="event-card" data-canceled={canceled}>
      <CardBody {...body} />
    </article>
  );
}

export interface CardBodyProps {
  date: CardEventDate;
  /** The date in words at the page's moment: the card's one reading of the clock. */
  when: string;
  note: string | null;
  reason: string | null;
  headingLevel: 2 | 3 | 4;
  tile: boolean;
  controls: boolean;
}

/** What is inside a card's article: a pure function of its props, so its markup can be kept. */
export function CardBody({
  date,
  when,
  note,
  reason,
  headingLevel,
  tile,
  controls,
}: CardBodyProps) {
  const venue = date.venue;
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <div className="ac-card__art card-art">
        <CardImageView
          image={date.image}
          title={date.event.name}
          venueType={venue?.type}
          phoneSquare={!tile}
        />
      </div>
      <div className="ac-card__body">
        <div className="ac-card__labels ac-card__labels--controls">
          <p className="ac-card__label">{dateLabel(date)}</p>
          {date.is_canceled ? <span className="ac-card__chip">Canceled</span> : null}
          {controls ? <CardControls date={date} /> : null}
        </div>
        <Heading className="ac-card__title">
          <RouterLink to={`/events/${date.event.slug}`} className="card-title">
            {date.event.name}
          </RouterLink>
        </Heading>
        <p className="ac-card__when">{when}</p>
        {venue ? (
          <p className="ac-card__meta">
            <span className="ac-card__venue">{venueDisplayName(venue)}</span>
            {venue.city && !venue.multiple_locations_label ? (
              <span className="ac-card__city">{` · ${venue.city.name}`}</span>
            ) : null}
          </p>
        ) : null}
        <CardFacets date={date} />
        {note ? <p className="ac-card__note">{note}</p> : null}
        {reason ? <p className="ac-card__reason">{reason}</p> : null}
      </div>
    </>
  );
}

/**
 * The "Free" badge and the access marks (decision 054). Each mark is a
 * short sign hidden from screen readers, with its feature's name beside it
 * for them (and as a tooltip).
 */
export function CardFacets({
  date,
  as: Tag = "p",
}: {
  date: Pick<CardEventDate, "is_free" | "access">;
  /** A span inside a line of text (the compact list's rows). */
  as?: "p" | "span";
}) {
  const access = (date.access ?? []).filter(isAccessFeature);
  if (!date.is_free && !access.length) return null;
  return (
    <Tag className="ac-card__facets" data-testid="card-facets">
      {date.is_free ? <span className="ac-card__free">Free</span> : null}
      {access.map((f) => (
        <span key={f} className="ac-card__access" title={ACCESS_LABELS[f]}>
          <span aria-hidden="true">{ACCESS_MARKS[f]}</span>
          <span className="ac-sr-only">{ACCESS_LABELS[f]}</span>
        </span>
      ))}
    </Tag>
  );
}

/**
 * Save, and a "more" menu to follow the card's venue or its kind of event
 * (issue 29). The menu is a disclosure, so it opens without JavaScript.
 */
function CardControls({ date }: { date: CardEventDate }) {
  const venue = date.venue;
  const category = CATEGORY_LABELS[date.category];
  return (
    <div className="ac-card__controls">
      <SaveButton eventId={date.event.id} name={date.event.name} />
      <FollowMenu
        label={`More for ${date.event.name}`}
        items={[
          ...(venue?.id
            ? [{ kind: "venue" as const, target: venue.id, name: venueDisplayName(venue) }]
            : []),
          ...(category
            ? [
                {
                  kind: "category" as const,
                  target: date.category,
                  name: `every ${category.toLowerCase()}`,
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
