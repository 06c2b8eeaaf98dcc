import { useEffect, useState } from "react";
import { ApiCallError, api } from "./api-client.ts";

/**
 * GETs a v5 path once typing pauses: each new path cancels the call still
 * pending for the previous one, so answers never arrive out of order. A
 * null path fetches nothing. `data` and `error` come from the last call that answered.
 */
export function useDebouncedApi<T>(path: string | null, delayMs = 200) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<ApiCallError | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (path === null) {
      setLoading(false);
      return;
    }
    const ctl = new AbortController();
    setLoading(true);
    const t = setTimeout(() => {
      api<T>(path, { signal: ctl.signal })
        .then((d) => {
          setData(d);
          setError(null);
        })
        .catch((err: unknown) => {
          if (ctl.signal.aborted || !(err instanceof ApiCallError)) return;
          setData(null);
          setError(err);
        })
        .finally(() => {
          if (!ctl.signal.aborted) setLoading(false);
        });
    }, delayMs);
    return () => {
      clearTimeout(t);
      ctl.abort();
    };
  }, [path, delayMs]);

  return { data, error, loading };
}
