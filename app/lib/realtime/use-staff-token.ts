import { useEffect, useRef, useState } from "react";
import { getAccessToken } from "../access-token.ts";

/** Tokens last 15 minutes; a join sends whichever is current, fetched this often. */
const TOKEN_REFRESH_MS = 60_000;

/**
 * The signed-in staff member's access token while `enabled`, kept fresh,
 * for joining back-office topics: the token (null until fetched) and a
 * getter of the latest for the channel's join parameters.
 */
export function useStaffToken(enabled: boolean): [string | null, () => { token: string | null }] {
  const [token, setToken] = useState<string | null>(null);
  const current = useRef(token);
  current.current = token;

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const refresh = () =>
      getAccessToken()
        .then((t) => {
          if (!stopped) setToken(t);
        })
        .catch(() => {});
    void refresh();
    const timer = setInterval(refresh, TOKEN_REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [enabled]);

  return [token, () => ({ token: current.current })];
}
