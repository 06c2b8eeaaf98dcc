import { useEffect } from "react";
import { Form, Link as RouterLink, useLocation, useNavigate } from "react-router";
import type { ListingView, StripDay } from "../../core/listing/views.ts";
import { withListingPlace } from "../../core/listing/views.ts";

// The view toggle and the jump to a day above a day-grouped listing
// (decision 035). Both are plain links and a GET form: the URL says where a
// visitor is, the pages work without JavaScript, and the page cache keeps one
// document per URL. Only the remembered view is the visitor's own: it lives
// in localStorage and is applied after hydration.

const VIEW_KEY = "artcal.listing-view";

function remember(view: ListingView) {
  try {
    localStorage.setItem(VIEW_KEY, view);
  } catch {
    // Storage off (private mode, a full quota): the links still work.
  }
}

function remembered(): string | null {
  try {
    return localStorage.getItem(VIEW_KEY);
  } catch {
    return null;
  }
}

/**
 * Arriving at a listing whose URL names no view, shows the one the visitor
 * chose last (replacing the history entry, so Back does not bounce). A URL
 * with `?view=` wins: a shared link shows what its sender saw.
 */
export function useRememberedView(enabled: boolean) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!enabled || params.has("view") || remembered() !== "compact") return;
    params.set("view", "compact");
    void navigate(
      { pathname, search: `?${params.toString()}`, hash },
      { replace: true, preventScrollReset: true },
    );
  }, [enabled, pathname, search, hash, navigate]);
}

/** Grid / List: two links to this listing in each view. */
export function ViewToggle({
  view,
  filterSearch,
  from,
}: {
  view: ListingView;
  /** The filters' query string (listingSearch), kept by both links. */
  filterSearch: string;
  from: string | null;
}) {
  const { pathname } = useLocation();
  const views: { key: ListingView; label: string }[] = [
    { key: "grid", label: "Grid" },
    { key: "compact", label: "List" },
  ];
  return (
    <nav aria-label="View" className="ac-toggle">
      {views.map((v) => (
        <RouterLink
          key={v.key}
          to={`${pathname}${withListingPlace(filterSearch, { view: v.key, from })}`}
          className="ac-toggle__option"
          aria-current={v.key === view ? "true" : undefined}
          onClick={() => remember(v.key)}
          preventScrollReset
        >
          {v.label}
        </RouterLink>
      ))}
    </nav>
  );
}

/**
 * The next fourteen site days as links (`?from=`, today without), and a date
 * field for any later day: a GET form carrying the filters and the view.
 */
export function JumpToDay({
  days,
  from,
  view,
  filterSearch,
  max,
}: {
  days: StripDay[];
  from: string | null;
  view: ListingView;
  filterSearch: string;
  /** The last day the field offers, YYYY-MM-DD. */
  max: string;
}) {
  const { pathname } = useLocation();
  const today = days[0]?.date ?? "";
  const current = from ?? today;
  const hidden = [...new URLSearchParams(withListingPlace(filterSearch, { view }))];
  return (
    <div className="ac-jump">
      <nav aria-label="Jump to a day">
        <ul className="ac-jump__days">
          {days.map((d) => (
            <li key={d.date}>
              <RouterLink
                to={`${pathname}${withListingPlace(filterSearch, { view, from: d.today ? null : d.date })}`}
                className="ac-jump__day"
                aria-current={d.date === current ? "date" : undefined}
              >
                <span aria-hidden="true" className="ac-jump__weekday">
                  {d.today ? "Today" : d.weekday}
                </span>
                <span aria-hidden="true" className="ac-jump__date">
                  {d.day}
                </span>
                <span className="ac-sr-only">{d.today ? `Today, ${d.label}` : d.label}</span>
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" action={pathname} className="ac-jump__form">
        {hidden.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <label className="ac-jump__label">
          Go to a day
          <input
            type="date"
            name="from"
            required
            min={today}
            max={max}
            defaultValue={current}
            key={current}
            className="ac-jump__input"
          />
        </label>
        <button type="submit" className="ac-jump__go">
          Go
        </button>
      </Form>
    </div>
  );
}
