import { CssBaseline } from "@mui/material";
import { ThemeProvider } from "@mui/material/styles";
import { AdapterLuxon } from "@mui/x-date-pickers/AdapterLuxon";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { QueryClientProvider } from "@tanstack/react-query";
import { Settings } from "luxon";
import { SnackbarProvider } from "notistack";
import { type ReactNode, useState } from "react";
import type { Profile } from "../../core/schemas/profile.ts";
import { DEFAULT_TIMEZONE, MAX_TOASTS } from "../../core/site.ts";
import { makeQueryClient } from "../lib/query-client.ts";
import { LiveUpdates } from "../lib/realtime/live-updates.tsx";
import { SessionProvider } from "../lib/session.tsx";
import { theme } from "../theme.ts";
import { NavigationProgress } from "./navigation-progress.tsx";

// Pickers and every Luxon date in the app read and show Chicago time.
Settings.defaultZone = DEFAULT_TIMEZONE;

/** Everything spec §2 says wraps every page. */
export function AppProviders({
  viewer,
  children,
}: {
  viewer: Profile | null;
  children: ReactNode;
}) {
  // One query cache per request on the server, one per tab in the browser.
  const [queryClient] = useState(makeQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-US">
        <QueryClientProvider client={queryClient}>
          <SessionProvider viewer={viewer}>
            <SnackbarProvider
              maxSnack={MAX_TOASTS}
              anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
              autoHideDuration={5000}
            >
              <NavigationProgress />
              <LiveUpdates />
              {children}
            </SnackbarProvider>
          </SessionProvider>
        </QueryClientProvider>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
