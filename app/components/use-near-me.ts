import { useCallback, useState } from "react";
import type { LatLon } from "../../core/geo/distance.ts";

export type NearMeState =
  | { kind: "idle" }
  | { kind: "asking" }
  | { kind: "found"; position: LatLon }
  | { kind: "failed"; message: string };

/** What went wrong, in plain words; the list stays as it was in every case. */
export function nearMeFailure(code: number | null): string {
  switch (code) {
    case 1:
      return "Your browser didn't share your location, so the list stays by city. You can allow it for this site in the browser's settings.";
    case 3:
      return "Finding your location took too long. Try again, or browse the list by city.";
    case null:
      return "This browser can't share a location. The list stays by city.";
    default:
      return "Your location couldn't be found just now. Try again, or browse the list by city.";
  }
}

/**
 * Near me: asks the browser where the visitor is, once per press. The
 * position stays in this page's memory; nothing here sends it anywhere.
 */
export function useNearMe() {
  const [state, setState] = useState<NearMeState>({ kind: "idle" });
  const ask = useCallback(() => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      setState({ kind: "failed", message: nearMeFailure(null) });
      return;
    }
    setState({ kind: "asking" });
    navigator.geolocation.getCurrentPosition(
      (p) =>
        setState({ kind: "found", position: { lat: p.coords.latitude, lon: p.coords.longitude } }),
      (err) => setState({ kind: "failed", message: nearMeFailure(err.code) }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }, []);
  const reset = useCallback(() => setState({ kind: "idle" }), []);
  return { state, ask, reset };
}
