import { useEffect, useState } from "react";
import { useChannel } from "./hooks.ts";
import { useStaffToken } from "./use-staff-token.ts";

/** The back office's queues: how many submissions wait for review. */
export interface QueueCounts {
  submissions: number;
}

/**
 * The queue counts the page loaded with, then as `admin:queue` announces
 * them (a submission sent, approved, rejected or withdrawn in any tab, on
 * any app server). Staff only: the join needs their access token.
 */
export function useQueueCounts(loaded: QueueCounts | null): QueueCounts | null {
  const [counts, setCounts] = useState(loaded);
  useEffect(() => setCounts(loaded), [loaded]);
  const [token, params] = useStaffToken(loaded !== null);
  useChannel(
    loaded && token ? "admin:queue" : null,
    {
      onMessage: (event, payload) => {
        if (event === "queue" && typeof payload.submissions === "number")
          setCounts({ submissions: payload.submissions });
      },
    },
    params,
  );
  return counts;
}
