import { type FormEvent, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { FilterChip } from "../../core/listing/filters.ts";
import { ChipLink } from "./chip.tsx";

// The public filter bars (listings, the venue directory) behave alike: a GET
// form that works without JavaScript (its button submits it, and the server
// redirects away the empty fields the browser sends), and with JavaScript
// applies each change at once, with no button and only the set filters in
// the URL.

/** How long typing in a search box rests before it applies. */
const TYPING_PAUSE_MS = 600;

/**
 * Props for the filter form and what it needs: `toSearch` turns the form's
 * fields into the query string of the filters they set ("" for none);
 * `shown` is each field's value by the URL's filters.
 */
export function useFilterForm(
  toSearch: (fields: URLSearchParams) => string,
  shown: Record<string, string>,
) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  // False in the server's HTML and while hydrating, so the no-script button is there then.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => () => clearTimeout(typing.current), []);
  // Keeps the uncontrolled fields showing the URL's filters after a
  // navigation the form did not make (a chip, Clear all, Back), without
  // touching the field being typed in.
  const key = JSON.stringify(shown);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `shown`.
  useEffect(() => {
    const f = form.current;
    if (!f) return;
    for (const [name, value] of Object.entries(shown)) {
      const field = f.elements.namedItem(name);
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
        field !== document.activeElement &&
        field.value !== value
      ) {
        field.value = value;
      }
    }
  }, [key]);

  const apply = (replace = false) => {
    clearTimeout(typing.current);
    if (!form.current) return;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) {
      if (typeof value === "string") fields.append(name, value);
    }
    void navigate(`${pathname}${toSearch(fields)}`, { preventScrollReset: true, replace });
  };
  return {
    hydrated,
    formProps: {
      ref: form,
      method: "get" as const,
      role: "search",
      onSubmit: (e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        apply();
      },
    },
    /** For selects: apply now. */
    applyNow: () => apply(),
    /** For a search box: apply once typing rests (replacing, so each pause is not a history entry). */
    applySoon: () => {
      clearTimeout(typing.current);
      typing.current = setTimeout(() => apply(true), TYPING_PAUSE_MS);
    },
  };
}

/** The set filters as removable chips, and "Clear all" when any is set. */
export function FilterChips({ chips, clearTo }: { chips: FilterChip[]; clearTo: string }) {
  if (!chips.length) return null;
  return (
    <ul className="ac-chip-row ac-chip-row--filters" aria-label="Filters applied">
      {chips.map((c) => (
        <li key={c.label}>
          {/* Named by its text, "Remove City: Minneapolis", not an aria-label:
              the name keeps the visible words (axe's label-content-name-mismatch),
              and the chip does not answer to the City field's label. */}
          <ChipLink look="filled" to={c.search || clearTo}>
            <span className="ac-sr-only">Remove </span>
            {c.label} <span aria-hidden="true">✕</span>
          </ChipLink>
        </li>
      ))}
      <li>
        <ChipLink to={clearTo}>Clear all</ChipLink>
      </li>
    </ul>
  );
}
