import type { TrackingDimension } from "../../../core/schemas/promo.ts";

// The site's one tracking entry point (spec §3, §5). Events go to our own
// collect endpoint in batches, and to Google Analytics 4 when the page
// loaded it. Nothing is sent for visitors who asked not to be tracked.

export type Dimensions = Partial<Record<TrackingDimension, string | number | boolean>>;

export interface TrackEvent {
  category?: string | null;
  action?: string | null;
  label?: string | null;
  value?: number | null;
  dimensions?: Dimensions;
}

interface Collected {
  category: string;
  action: string;
  label?: string;
  value?: number;
  path?: string;
  dimensions?: Dimensions;
}

export interface TrackerDeps {
  /** Sends one batch to the collect endpoint; true when handed over. */
  send: (batch: Collected[]) => boolean;
  /** Google Analytics' gtag, when GA_MEASUREMENT_ID loaded it. */
  gtag?: ((...args: unknown[]) => void) | undefined;
  /** Do-Not-Track or Global Privacy Control is on. */
  optedOut: () => boolean;
  path: () => string;
  schedule: (fn: () => void, ms: number) => unknown;
}

/** The collect endpoint takes at most 25 events per batch. */
const BATCH = 25;
const FLUSH_AFTER_MS = 2000;

export function createTracker(deps: TrackerDeps) {
  let queue: Collected[] = [];
  let scheduled = false;

  function flush() {
    scheduled = false;
    while (queue.length) {
      const batch = queue.slice(0, BATCH);
      if (!deps.send(batch)) return;
      queue = queue.slice(batch.length);
    }
  }

  function track(event: TrackEvent) {
    // Spec §5: an event without both a category and an action is ignored.
    if (!event.category || !event.action) return;
    if (deps.optedOut()) return;
    const item: Collected = {
      category: event.category,
      action: event.action,
      path: deps.path(),
    };
    if (event.label) item.label = event.label;
    if (typeof event.value === "number" && Number.isFinite(event.value)) item.value = event.value;
    if (event.dimensions && Object.keys(event.dimensions).length)
      item.dimensions = event.dimensions;
    queue.push(item);
    deps.gtag?.("event", event.action, {
      event_category: event.category,
      event_label: event.label ?? undefined,
      value: item.value,
      ...event.dimensions,
    });
    if (queue.length >= BATCH) flush();
    else if (!scheduled) {
      scheduled = true;
      deps.schedule(flush, FLUSH_AFTER_MS);
    }
  }

  return {
    track,
    /** A page view with the page's own dimensions (its resource and parent resource). */
    pageView(dimensions: Dimensions = {}) {
      track({ category: "page", action: "view", dimensions });
    },
    flush,
    /** What is waiting to be sent (for tests). */
    pending: () => queue.length,
  };
}

export type Tracker = ReturnType<typeof createTracker>;
