import { createTracker, type Dimensions, type TrackEvent, type Tracker } from "./tracker.ts";

// The browser's tracker: one per tab, made on first use. Batches go out
// with navigator.sendBeacon (they survive the page unloading).

const COLLECT_URL = "/api/v5/analytics/collect";

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

/** Do-Not-Track or Global Privacy Control: the visitor asked not to be tracked. */
export function visitorOptedOut(): boolean {
  if (typeof navigator === "undefined") return true;
  const dnt = navigator.doNotTrack ?? (window as { doNotTrack?: string }).doNotTrack;
  return dnt === "1" || dnt === "yes" || navigator.globalPrivacyControl === true;
}

let tracker: Tracker | null = null;

function browserTracker(): Tracker | null {
  if (typeof window === "undefined") return null;
  if (tracker) return tracker;
  tracker = createTracker({
    send: (batch) => {
      const body = JSON.stringify({ events: batch });
      if (navigator.sendBeacon?.(COLLECT_URL, new Blob([body], { type: "application/json" })))
        return true;
      void fetch(COLLECT_URL, {
        method: "POST",
        body,
        keepalive: true,
        headers: { "content-type": "application/json" },
      }).catch(() => {});
      return true;
    },
    get gtag() {
      return window.gtag;
    },
    optedOut: visitorOptedOut,
    path: () => window.location.pathname,
    schedule: (fn, ms) => window.setTimeout(fn, ms),
  });
  const flush = () => tracker?.flush();
  window.addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  return tracker;
}

/** Tracks one event; ignored without a category and an action (spec §5). */
export function track(event: TrackEvent) {
  browserTracker()?.track(event);
}

/** Records a page view with the page's dimensions. */
export function trackPageView(dimensions: Dimensions = {}) {
  browserTracker()?.pageView(dimensions);
}

export type { Dimensions, TrackEvent };
