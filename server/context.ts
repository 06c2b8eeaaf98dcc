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
}

export const requestContext = createContext<RequestContext>();

export function makeLoadContext(value: RequestContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(requestContext, value);
  return provider;
}
