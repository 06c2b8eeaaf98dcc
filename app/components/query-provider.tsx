import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { makeQueryClient } from "../lib/query-client.ts";
import { trackQueryClient } from "../lib/query-clients.ts";

/**
 * TanStack Query's cache, around the parts that read through it (the back
 * office). Public pages read their loaders' data and never load the library
 * (docs/decisions/033-lighter-first-load.md); live updates reach every mounted
 * cache through app/lib/query-clients.ts.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  // One query cache per request on the server, one per mounted provider in the browser.
  const [client] = useState(makeQueryClient);
  useEffect(() => trackQueryClient(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
