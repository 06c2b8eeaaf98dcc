import { Settings } from "luxon";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import type { Profile } from "../../core/schemas/profile.ts";
import { DEFAULT_TIMEZONE } from "../../core/site.ts";
import { SessionProvider } from "../lib/session.tsx";
import { Toasts } from "../lib/toast.tsx";
import { NavigationProgress } from "./navigation-progress.tsx";

// Pickers (their provider is in the back office's layout) and every Luxon
// date in the app read and show Chicago time.
Settings.defaultZone = DEFAULT_TIMEZONE;

// Live updates (the phoenix client and its socket) load after hydration: no
// page needs them to render, and they were 7 KB of every page's first load.
const LiveUpdates = lazy(async () => ({
  default: (await import("../lib/realtime/live-updates.tsx")).LiveUpdates,
}));

/** Its children once the page has hydrated; nothing on the server or while hydrating. */
function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Everything spec §2 says wraps every page. MUI's theme and TanStack Query's
 * cache are not here: the pages built with MUI wrap themselves in MuiTheme
 * (./mui-theme.tsx), the back office in QueryProvider (./query-provider.tsx),
 * so public pages load neither; app/styles/ui.css is the page's CssBaseline.
 */
export function AppProviders({
  viewer,
  children,
}: {
  /** Undefined on shared public pages: the session is asked for after hydration. */
  viewer: Profile | null | undefined;
  children: ReactNode;
}) {
  return (
    <SessionProvider viewer={viewer}>
      <NavigationProgress />
      <AfterHydration>
        <LiveUpdates />
      </AfterHydration>
      {children}
      <Toasts />
    </SessionProvider>
  );
}
