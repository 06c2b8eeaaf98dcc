import type { QueryClient } from "@tanstack/react-query";

// The query caches mounted in this tab (app/components/query-provider.tsx), so
// live updates can mark their entries stale without loading TanStack Query on
// pages that have no cache (public pages; decision 033).
const mounted = new Set<QueryClient>();

/** Adds a cache while its provider is mounted; returns the removal. */
export function trackQueryClient(client: QueryClient): () => void {
  mounted.add(client);
  return () => {
    mounted.delete(client);
  };
}

export function mountedQueryClients(): QueryClient[] {
  return [...mounted];
}
