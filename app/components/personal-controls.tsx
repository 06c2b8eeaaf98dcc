import { useLocation } from "react-router";
import { CATEGORY_LABELS, venueDisplayName } from "../../core/listing/cards.ts";
import { toggleFollow, toggleSave, useFollowing, useSaved } from "../lib/personal.ts";
import { useSession } from "../lib/session.tsx";

// The save (bookmark) and follow controls of cards, event, venue and city
// pages (issue 29). Plain markup (app/styles/personal.css): a listing draws
// a hundred. Before the visitor's state is known (server render, hydration,
// the viewer answer on its way) and for anyone signed out, a control is a
// submit button of a GET form to /account/saved/add or /account/following/add
// (one of the page's few, PersonalForms), which signs them in first and comes
// back with it done, with or without JavaScript (a form, not a link: a card
// keeps its one link, its title). The bookmark is drawn by CSS.
// Once a signed-in visitor's state is known it is a toggle button
// (aria-pressed), changed at once and confirmed by the server. Both take the
// same box, so nothing moves when the state arrives.

/** Where the visitor is, to come back to after signing in. */
function useHere(): string {
  const { pathname, search } = useLocation();
  return pathname + search;
}

const FOLLOW_KINDS = ["venue", "city", "category", "tag"] as const;
type FollowKind = (typeof FOLLOW_KINDS)[number];
const SAVE_FORM = "ac-save-form";
const followForm = (kind: FollowKind) => `ac-follow-${kind}`;

/**
 * The page's few plain GET forms (never intercepted by the router) that every
 * control submits with its own name and value (the `form` attribute): a
 * listing of a hundred cards carries one `next` and one `kind` per form, not
 * a form of hidden fields per control. Rendered once by the site frame.
 */
export function PersonalForms() {
  const here = useHere();
  return (
    <div hidden>
      <form id={SAVE_FORM} method="get" action="/account/saved/add">
        <input type="hidden" name="next" value={here} />
      </form>
      {FOLLOW_KINDS.map((kind) => (
        <form key={kind} id={followForm(kind)} method="get" action="/account/following/add">
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="next" value={here} />
        </form>
      ))}
    </div>
  );
}

export function SaveButton({
  eventId,
  name,
  variant = "card",
}: {
  eventId: string;
  /** The event's name: the control's label says which event it saves. */
  name: string;
  variant?: "card" | "page";
}) {
  const { state } = useSession();
  const saved = useSaved(eventId);
  const label = `Save ${name}`;
  const className = `ac-save ac-save--${variant}`;
  const text =
    variant === "page" ? <span className="ac-save__text">{saved ? "Saved" : "Save"}</span> : null;
  if (state.status !== "authenticated" || saved === undefined) {
    return (
      <button
        type="submit"
        form={SAVE_FORM}
        name="event"
        value={eventId}
        className={className}
        aria-label={label}
        data-save-control=""
      >
        {text}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-pressed={saved}
      data-save-control=""
      onClick={() => void toggleSave(eventId, name, !saved)}
    >
      {text}
    </button>
  );
}

export function FollowButton({
  kind,
  target,
  name,
  variant = "page",
}: {
  kind: FollowKind;
  target: string;
  /** What is followed, as the label says it: "Follow Walker Art Center". */
  name: string;
  variant?: "page" | "menu";
}) {
  const { state } = useSession();
  const following = useFollowing(kind, target);
  const label = `Follow ${name}`;
  const className = `ac-follow ac-follow--${variant}`;
  const text = variant === "menu" ? label : following ? "Following" : "Follow";
  if (state.status !== "authenticated" || following === undefined) {
    return (
      <button
        type="submit"
        form={followForm(kind)}
        name="target"
        value={target}
        className={className}
        aria-label={variant === "menu" ? undefined : label}
        data-follow-control=""
      >
        {text}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={variant === "menu" ? undefined : label}
      aria-pressed={following}
      data-follow-control=""
      onClick={() => void toggleFollow(kind, target, name, !following)}
    >
      {text}
    </button>
  );
}

export interface FollowItem {
  kind: FollowKind;
  target: string;
  name: string;
}

/**
 * A "more" disclosure listing follow controls (a card's menu, the event
 * page's): a details element, so it opens without JavaScript too.
 */
export function FollowMenu({
  label,
  items,
  text,
}: {
  /** The summary's accessible name: "More for {event}". */
  label: string;
  items: FollowItem[];
  /** A word to show instead of "⋯" (the event page's "Follow…"). */
  text?: string;
}) {
  if (!items.length) return null;
  return (
    <details className={text ? "ac-card__more ac-card__more--page" : "ac-card__more"}>
      <summary aria-label={label} title={text ? undefined : "More"}>
        <span aria-hidden="true">{text ?? "⋯"}</span>
      </summary>
      <div className="ac-card__menu">
        {items.map((i) => (
          <FollowButton key={`${i.kind}:${i.target}`} {...i} variant="menu" />
        ))}
      </div>
    </details>
  );
}

/** What an event page offers to follow: its venue, its kinds of date and its tags. */
export function eventFollowItems(
  event: { event_dates: { category: string }[]; tags: string[] },
  venue: {
    id: string;
    name: string;
    nickname: string | null;
    multiple_locations_label: string | null;
  } | null,
): FollowItem[] {
  const categories = [...new Set(event.event_dates.map((d) => d.category))];
  return [
    ...(venue ? [{ kind: "venue" as const, target: venue.id, name: venueDisplayName(venue) }] : []),
    ...categories
      .filter((c) => CATEGORY_LABELS[c])
      .map((c) => ({
        kind: "category" as const,
        target: c,
        name: `every ${CATEGORY_LABELS[c]!.toLowerCase()}`,
      })),
    ...event.tags.map((t) => ({ kind: "tag" as const, target: t, name: `#${t}` })),
  ];
}
