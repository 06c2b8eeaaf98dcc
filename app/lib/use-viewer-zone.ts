import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};
// Read once: making a DateTimeFormat costs a fraction of a millisecond, and
// React asks for the snapshot on every render of every card (a listing hydrates
// a hundred of them).
let zone: string | undefined;
const browserZone = () => {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
};
const serverZone = () => undefined;

/**
 * The visitor's time zone once hydrated, undefined on the server and during
 * hydration: pages render Chicago times first (matching the server's HTML),
 * then add "CST"/"CDT" for a visitor elsewhere.
 */
export function useViewerZone(): string | undefined {
  return useSyncExternalStore(noSubscribe, browserZone, serverZone);
}
