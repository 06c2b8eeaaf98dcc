import { LRUCache } from "lru-cache";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { CardBody, type CardBodyProps } from "../components/event-card.tsx";
import { StaticSession } from "./session.tsx";

// A listing renders a hundred cards and most of its server time was React
// rendering them again on every request, though a card changes only when its
// event, venue or words of the clock do (issue 24, decision 067). So the
// inside of a card is rendered once on its own and kept, keyed by everything
// it shows: a changed event makes a new key, never a stale card, and what is
// not asked for again falls out of the cache. Rendered in the state every
// server render of a card is in: no one signed in yet, no saves known, no
// viewer time zone (those arrive after hydration), so its bytes are those of
// the card rendered in the page, which the browser hydrates as usual.

const MAX_BYTES = 8 * 1024 * 1024;

const kept = new LRUCache<string, string>({
  maxSize: MAX_BYTES,
  // UTF-16 strings: two bytes a character, key and markup.
  sizeCalculation: (html, key) => 2 * (html.length + key.length),
});

export function cardMarkup(body: CardBodyProps): string {
  const key = JSON.stringify(body);
  let html = kept.get(key);
  if (html === undefined) {
    html = renderToString(
      <MemoryRouter>
        <StaticSession>
          <CardBody {...body} />
        </StaticSession>
      </MemoryRouter>,
    );
    kept.set(key, html);
  }
  return html;
}
