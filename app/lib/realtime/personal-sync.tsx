import { useEffect, useRef, useState } from "react";
import { getAccessToken } from "../access-token.ts";
import { applyFollow, applySave, loadPersonal, usePersonal } from "../personal.ts";
import { useSession } from "../session.tsx";
import { useChannel } from "./hooks.ts";

/** Tokens last 15 minutes; a rejoin sends whichever is current, fetched this often. */
const TOKEN_REFRESH_MS = 60_000;

/**
 * Keeps this tab's saves and follows in step with the visitor's other tabs:
 * joins their own `user:{id}` topic (the access token proves who they are)
 * and applies each change it announces; after a lost connection, asks for
 * the whole state again, as messages may have been missed.
 */
export function PersonalSync() {
  const { profile } = useSession();
  const { status } = usePersonal();
  const [token, setToken] = useState<string | null>(null);
  const current = useRef(token);
  current.current = token;
  const userId = profile?.id ?? null;

  useEffect(() => {
    if (!userId) {
      setToken(null);
      return;
    }
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
  }, [userId]);

  // A private page's session came with the document (or someone signed in
  // since): ask for the state once per person, unless the viewer answer brought it.
  const statusNow = useRef(status);
  statusNow.current = status;
  useEffect(() => {
    if (userId && statusNow.current !== "ready") void loadPersonal();
  }, [userId]);

  const topic = userId && token ? `user:${userId}` : null;
  useChannel(
    topic,
    {
      onMessage: (_event, p) => {
        if (p.kind === "save" && typeof p.event_id === "string")
          applySave(p.event_id, p.saved === true);
        if (
          p.kind === "follow" &&
          typeof p.follow_kind === "string" &&
          typeof p.target === "string"
        )
          applyFollow(p.follow_kind, p.target, p.following === true);
      },
      onRejoin: () => void loadPersonal(),
    },
    () => ({ token: current.current }),
  );
  return null;
}
