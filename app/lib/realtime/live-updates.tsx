import { useCallback, useEffect, useRef } from "react";
import { useLocation, useRevalidator } from "react-router";
import { mountedQueryClients } from "../query-clients.ts";
import { useChannel } from "./hooks.ts";
import { PersonalSync } from "./personal-sync.tsx";

/** The public topics, which are also the query-key roots of the data they change. */
export const LIVE_TOPICS = ["calendar", "featured", "blog"] as const;
type LiveTopic = (typeof LIVE_TOPICS)[number];

const LIVE_PAGES =
  /^\/(?:$|calendar(?:\/|$)|events\/|venues(?:\/|$)|cities(?:\/|$)|search$|written(?:\/|$))/;

/** The public pages that show calendar, marquee or blog data (not forms, the shop or the back office). */
export function isLivePage(pathname: string): boolean {
  return LIVE_PAGES.test(pathname) && pathname !== "/written/feed";
}

/** Waits this long after a message for more, so a burst of changes costs one reload. */
const SETTLE_MS = 250;

/**
 * On public pages, listens to the calendar, the marquee and the blog; when
 * one changes, marks its entries in any mounted query cache stale and runs
 * the page's loaders again, so an open page shows the change without a reload.
 * On every page, keeps the visitor's own saves and follows in step (issue 29).
 */
export function LiveUpdates() {
  const { pathname } = useLocation();
  const live = isLivePage(pathname);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const pending = useRef(new Set<LiveTopic>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(false);

  const flush = useCallback(async () => {
    timer.current = null;
    if (running.current) return;
    running.current = true;
    try {
      // Changes that arrive while the loaders run get a round of their own.
      while (pending.current.size) {
        const topics = [...pending.current];
        pending.current.clear();
        await Promise.all(
          mountedQueryClients().flatMap((client) =>
            topics.map((t) => client.invalidateQueries({ queryKey: [t] })),
          ),
        );
        await revalidate.current();
      }
    } finally {
      running.current = false;
    }
  }, []);

  const changed = useCallback(
    (topic: LiveTopic) => {
      pending.current.add(topic);
      if (!timer.current) timer.current = setTimeout(() => void flush(), SETTLE_MS);
    },
    [flush],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useChannel(live ? "calendar" : null, {
    onMessage: () => changed("calendar"),
    onRejoin: () => changed("calendar"),
  });
  useChannel(live ? "featured" : null, {
    onMessage: () => changed("featured"),
    onRejoin: () => changed("featured"),
  });
  useChannel(live ? "blog" : null, {
    onMessage: () => changed("blog"),
    onRejoin: () => changed("blog"),
  });
  // Every page, public or private: the visitor's saves and follows across tabs.
  return <PersonalSync />;
}
