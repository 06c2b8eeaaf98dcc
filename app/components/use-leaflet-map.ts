import { type RefObject, useEffect, useRef, useState } from "react";

export type MapState = "loading" | "ready" | "failed";

/** How far outside the screen a map starts loading, so it is there when scrolled to. */
const NEAR = "400px";

/**
 * Loads a Leaflet map into `ref` once it is on or near the screen (Leaflet
 * needs the browser, and is 37 KB a phone need not parse while the page
 * hydrates when the map is below the fold), with its tile-failure notice, and
 * destroys it when `rebuildKey` changes or the component goes. `create` gets the element and a callback to
 * report that the background tiles failed.
 */
export function useLeafletMap<C extends { destroy(): void }>(
  ref: RefObject<HTMLElement | null>,
  create: (el: HTMLElement, onTilesFailed: () => void) => Promise<C>,
  rebuildKey: string,
) {
  const createRef = useRef(create);
  createRef.current = create;
  const [controller, setController] = useState<C | null>(null);
  const [state, setState] = useState<MapState>("loading");
  const [tilesFailed, setTilesFailed] = useState(false);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, [ref, near]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuildKey says when the map must be made again
  useEffect(() => {
    const el = ref.current;
    if (!el || !near) return;
    let cancelled = false;
    let made: C | null = null;
    setTilesFailed(false);
    createRef
      .current(el, () => setTilesFailed(true))
      .then(
        (c) => {
          if (cancelled) {
            c.destroy();
            return;
          }
          made = c;
          setController(c);
          setState("ready");
        },
        (err: unknown) => {
          if (cancelled) return;
          console.error("Couldn't load the map", err);
          setState("failed");
        },
      );
    return () => {
      cancelled = true;
      made?.destroy();
      setController(null);
    };
  }, [ref, rebuildKey, near]);

  return { controller, state, tilesFailed };
}
