import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverZone = () => undefined;

/**
 * The visitor's time zone once hydrated, undefined on the server and during
 * hydration: pages render Chicago times first (matching the server's HTML),
 * then add "CST"/"CDT" for a visitor elsewhere.
 */
export function useViewerZone(): string | undefined {
  return useSyncExternalStore(noSubscribe, browserZone, serverZone);
}
