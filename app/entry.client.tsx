import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { documentNonce, NonceContext } from "./lib/csp-nonce.ts";

// Inline styles inserted after hydration (app/lib/sx.ts, MUI's in app/components/mui-theme.tsx) carry the page's nonce.
const nonce = documentNonce();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext value={nonce}>
        <HydratedRouter />
      </NonceContext>
    </StrictMode>,
  );
});
