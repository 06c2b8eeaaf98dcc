import { type RefObject, useEffect, useRef, useState } from "react";

export type MapState = "loading" | "ready" | "failed";

/**
 * Loads a Leaflet map into `ref` after the first render (Leaflet needs the
 * browser), with its tile-failure notice, and destroys it when `rebuildKey`
 * changes or the component goes. `create` gets the element and a callback to
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuildKey says when the map must be made again
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
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
  }, [ref, rebuildKey]);

  return { controller, state, tilesFailed };
}
