import { CacheProvider } from "@emotion/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { documentNonce, NonceContext } from "./lib/csp-nonce.ts";
import { createEmotionCache } from "./lib/emotion-cache.ts";

// Styles MUI inserts after hydration need the page's nonce too.
const nonce = documentNonce();
const cache = createEmotionCache(nonce);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext value={nonce}>
        <CacheProvider value={cache}>
          <HydratedRouter />
        </CacheProvider>
      </NonceContext>
    </StrictMode>,
  );
});
