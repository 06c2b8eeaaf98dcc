import { type DehydratedState, dehydrate, QueryClient } from "@tanstack/react-query";

/**
 * Fills a query cache on the server and returns it dehydrated: the page's
 * HydrationBoundary hands it to the browser's cache, which then never fetches
 * the same entries again.
 */
export async function prefetch(
  fill: (client: QueryClient) => Promise<void>,
): Promise<DehydratedState> {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  await fill(client);
  return dehydrate(client);
}
