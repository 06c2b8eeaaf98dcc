import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
} from "react";
import { useSubmit } from "react-router";
import { sessionErrorMessage, toClientError } from "../../core/errors.ts";
import type { Profile } from "../../core/schemas/profile.ts";
import { forgetAccessToken, getAccessToken } from "./access-token.ts";
import { ApiCallError, api, setAccessTokenSource } from "./api-client.ts";
import { isSuperAdmin, type SessionState, sessionReducer } from "./session-machine.ts";

export interface SessionValue {
  state: SessionState;
  profile: Profile | null;
  isSuperAdmin: boolean;
  /** Reloads the profile with a fresh access token (loading → authenticated | error). */
  refresh(): Promise<void>;
  signOut(): void;
  /** Updates name and avatar locally, e.g. right after the account form saved them. */
  setProfile(patch: { name?: string | null; avatar_url?: string | null }): void;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * The server renders pages with the session from the cookie, so a signed-in
 * page starts authenticated; navigations keep following the server's view
 * (`viewer`), which is how a vanished session clears the profile.
 */
export function SessionProvider({
  viewer,
  children,
}: {
  viewer: Profile | null;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(
    sessionReducer,
    viewer ? { status: "authenticated", profile: viewer } : { status: "none" },
  );
  const submit = useSubmit();

  useEffect(() => {
    if (viewer) dispatch({ type: "loaded", profile: viewer });
    else {
      forgetAccessToken();
      dispatch({ type: "session-gone" });
    }
  }, [viewer]);

  // A layout effect, not a passive one: it runs in the hydration commit, before
  // React replays events that arrived while the page hydrated (an upload
  // chosen right after load must already carry the token).
  useLayoutEffect(() => {
    setAccessTokenSource(viewer ? () => getAccessToken() : null);
  }, [viewer]);

  const refresh = useCallback(async () => {
    dispatch({ type: "load" });
    try {
      const token = await getAccessToken(true);
      if (!token) {
        dispatch({ type: "session-gone" });
        return;
      }
      const profile = await api<Profile>("/auth/authenticate", { body: { token }, auth: false });
      dispatch({ type: "loaded", profile });
    } catch (err) {
      const error = err instanceof ApiCallError ? err.error : toClientError(undefined);
      dispatch({ type: "failed", message: sessionErrorMessage(error) });
    }
  }, []);

  const setProfile = useCallback(
    (patch: { name?: string | null; avatar_url?: string | null }) =>
      dispatch({ type: "set-profile", ...patch }),
    [],
  );

  const value = useMemo<SessionValue>(
    () => ({
      state,
      profile: state.status === "authenticated" ? state.profile : null,
      isSuperAdmin: isSuperAdmin(state),
      refresh,
      signOut: () => submit(null, { method: "post", action: "/sign-out" }),
      setProfile,
    }),
    [state, refresh, submit, setProfile],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession outside SessionProvider");
  return value;
}
