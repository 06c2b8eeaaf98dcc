import type { EmotionCache } from "@emotion/cache";
import { __unsafe_useEmotionCache, CacheProvider } from "@emotion/react";
import { ThemeProvider } from "@mui/material/styles";
import type { ReactNode } from "react";
import { documentNonce } from "../lib/csp-nonce.ts";
import { createEmotionCache } from "../lib/emotion-cache.ts";
import { theme } from "../theme.ts";

/** The browser's one emotion cache, made when the first MUI page or popup renders. */
let browserCache: EmotionCache | undefined;

/**
 * MUI's theme and emotion's cache, around the pages and pieces that are built
 * with MUI (forms, account and sign-in pages, the shop's checkout, the back
 * office, the account menu). Public pages are drawn without MUI
 * (app/components/ui/) and never load it (docs/decisions/033-lighter-first-load.md).
 * On the server the request's cache comes from app/entry.server.tsx, which
 * collects its styles into the document; in the browser one cache with the
 * page's nonce adopts those and adds the rest.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  const outer = __unsafe_useEmotionCache();
  if (typeof document !== "undefined" && !browserCache)
    browserCache = createEmotionCache(documentNonce());
  const cache = browserCache ?? outer;
  return (
    <CacheProvider value={cache as EmotionCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
