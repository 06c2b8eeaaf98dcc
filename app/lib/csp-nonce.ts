import { createContext, useContext } from "react";

// The page's Content-Security-Policy nonce (docs/decisions/019-content-security-policy.md).
// The server puts it in context for our inline scripts; in the browser it is
// read back from <meta property="csp-nonce">, the tag Vite's dev client reads
// too. Browsers hide nonce attributes from the DOM, but the `nonce` property
// still gives the value.

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);

/** The nonce this document was served with, in the browser; undefined on the server. */
export function documentNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLMetaElement>("meta[property=csp-nonce]")?.nonce || undefined;
}

/**
 * Runs in <head> before any module, because both settings are read while
 * modules load, before entry.client runs: goober (notistack's styles) takes
 * its style tag's nonce from window.__nonce__, and zod probes `new Function`
 * when a schema is built unless told it is jitless; a strict policy reports
 * that probe as a violation even though zod catches the refusal.
 */
export const BOOT_SCRIPT =
  "window.__nonce__=document.currentScript.nonce;window.__zod_globalConfig={jitless:true};";
