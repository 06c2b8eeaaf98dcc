import { QueryClient } from "@tanstack/react-query";

/**
 * Entries never go stale: what the server prefetched is what the page shows,
 * and nothing is fetched again after hydration. Realtime updates (a later
 * issue) invalidate entries explicitly.
 */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: 1,
      },
    },
  });
}

export const queryKeys = {
  site: ["site"] as const,
};
