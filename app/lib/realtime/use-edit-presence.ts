import { useEffect, useRef, useState } from "react";
import { getAccessToken } from "../access-token.ts";
import { useSession } from "../session.tsx";
import { usePresence } from "./hooks.ts";

/** Tokens last 15 minutes; the join sends whichever is current, fetched this often. */
const TOKEN_REFRESH_MS = 60_000;

/**
 * The other people who have this back-office record open (by display name),
 * from the presence of `admin:edit:{type}:{id}`. Joining needs the
 * superadmin's access token; null id (a new record) joins nothing.
 */
export function useEditPresence(type: string, id: string | null): string[] {
  const { profile } = useSession();
  const [token, setToken] = useState<string | null>(null);
  const current = useRef(token);
  current.current = token;

  useEffect(() => {
    if (!id) return;
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
  }, [id]);

  const topic = id && token ? `admin:edit:${type}:${id}` : null;
  const { people } = usePresence(topic, () => ({ token: current.current }));
  const names = people.filter((p) => p.user_id !== profile?.id).map((p) => p.name);
  return [...new Set(names)];
}
