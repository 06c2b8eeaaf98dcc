import { QueryClientProvider } from "@tanstack/react-query";
import { Settings } from "luxon";
import { type ReactNode, useState } from "react";
import type { Profile } from "../../core/schemas/profile.ts";
import { DEFAULT_TIMEZONE } from "../../core/site.ts";
import { makeQueryClient } from "../lib/query-client.ts";
import { LiveUpdates } from "../lib/realtime/live-updates.tsx";
import { SessionProvider } from "../lib/session.tsx";
import { Toasts } from "../lib/toast.tsx";
import { NavigationProgress } from "./navigation-progress.tsx";

// Pickers (their provider is in the back office's layout) and every Luxon
// date in the app read and show Chicago time.
Settings.defaultZone = DEFAULT_TIMEZONE;

/**
 * Everything spec §2 says wraps every page. MUI's theme is not here: the pages
 * and pieces built with MUI wrap themselves in MuiTheme (./mui-theme.tsx), so
 * public pages load no MUI; app/styles/ui.css is the page's CssBaseline.
 */
export function AppProviders({
  viewer,
  children,
}: {
  /** Undefined on shared public pages: the session is asked for after hydration. */
  viewer: Profile | null | undefined;
  children: ReactNode;
}) {
  // One query cache per request on the server, one per tab in the browser.
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider viewer={viewer}>
        <NavigationProgress />
        <LiveUpdates />
        {children}
        <Toasts />
      </SessionProvider>
    </QueryClientProvider>
  );
}
