import { lazy, Suspense, useState } from "react";
import { Disclosure } from "./disclosure.tsx";
import { Link, Typography } from "./ui/index.ts";

// "Embed" on venue and guide pages (decision 064). The generator, its
// options, snippets and live preview, is its own chunk, loaded when a
// visitor opens the panel: the page's first load carries only this button.
const EmbedGenerator = lazy(() => import("./embed-generator.tsx"));

export function EmbedMenu({
  sitePath,
  origin,
  what,
  title,
}: {
  /** The page to embed: `/venues/lowertown-gallery`. */
  sitePath: string;
  /** The canonical origin, for the snippets. */
  origin: string;
  /** "events at Lowertown Gallery", "this guide". */
  what: string;
  /** What the embed is called on the host's page: "Events at Lowertown Gallery". */
  title: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure summary="Embed" testId="embed" onToggle={setOpen}>
      {open ? (
        <Suspense fallback={<Typography variant="body2">Loading the embed options…</Typography>}>
          <EmbedGenerator sitePath={sitePath} origin={origin} what={what} title={title} />
        </Suspense>
      ) : (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          Show {what} on your own site:{" "}
          <Link href={`/embed${sitePath}`} target="_blank" rel="noopener">
            the embeddable list
          </Link>
          .
        </Typography>
      )}
    </Disclosure>
  );
}
