import { createContext, RouterContextProvider } from "react-router";
import type { Services } from "./services.ts";

// What page loaders and actions receive from the server: the same services
// the API uses, and the request id that logs and error pages quote.
export interface RequestContext {
  services: Services;
  requestId: string;
  clientIp: string;
  /** The page's Content-Security-Policy nonce (server/lib/security-headers.ts). */
  cspNonce: string;
  /** Cards' markup kept between renders (app/lib/card-markup.server.tsx); off by MARKUP_CACHE=off. */
  markupCache: boolean;
}

export const requestContext = createContext<RequestContext>();

export function makeLoadContext(value: RequestContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(requestContext, value);
  return provider;
}
