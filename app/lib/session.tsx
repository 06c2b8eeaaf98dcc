import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
} from "react";
import { useNavigation, useSubmit } from "react-router";
import { sessionErrorMessage, toClientError } from "../../core/errors.ts";
import type { Profile } from "../../core/schemas/profile.ts";
import { forgetAccessToken, getAccessToken } from "./access-token.ts";
import { ApiCallError, api, setAccessTokenSource } from "./api-client.ts";
import { type PersonalAnswer, setPersonal } from "./personal.ts";
import { editsVenues, isSuperAdmin, type SessionState, sessionReducer } from "./session-machine.ts";

export interface SessionValue {
  state: SessionState;
  profile: Profile | null;
  isSuperAdmin: boolean;
  /** An editor of some venue (decision 056): the back office shows them those. */
  editsVenues: boolean;
  /** Reloads the profile with a fresh access token (loading → authenticated | error). */
  refresh(): Promise<void>;
  signOut(): void;
  /** Updates name and avatar locally, e.g. right after the account form saved them. */
  setProfile(patch: { name?: string | null; avatar_url?: string | null }): void;
}

const SessionContext = createContext<SessionValue | null>(null);

const VIEWER_URL = "/api/v5/auth/viewer";

/**
 * Who is signed in. Private pages (account, back office, sign-in…) are
 * rendered with the session from the cookie and say who in `viewer`, which
 * navigations keep following (that is how a vanished session clears the
 * profile). Public pages are one cached document for everybody: `viewer` is
 * undefined there, the session starts "loading" and is asked for once after
 * hydration, and again after a form submission, which may have signed
 * someone in or out (docs/decisions/022-fast-without-the-cache.md).
 */
export function SessionProvider({
  viewer,
  children,
}: {
  /** Profile or null when the server said; undefined on a shared public page. */
  viewer: Profile | null | undefined;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(
    sessionReducer,
    viewer === undefined
      ? { status: "loading" }
      : viewer
        ? { status: "authenticated", profile: viewer }
        : { status: "none" },
  );
  const submit = useSubmit();
  const navigation = useNavigation();
  // Bumped by every answer about the session, so an older question's late
  // answer never overrides a newer one.
  const asked = useRef(0);

  const told = useCallback((profile: Profile | null) => {
    asked.current++;
    if (profile) dispatch({ type: "loaded", profile });
    else {
      forgetAccessToken();
      setPersonal(null);
      dispatch({ type: "session-gone" });
    }
  }, []);

  const ask = useCallback(async () => {
    const mine = ++asked.current;
    try {
      const res = await fetch(VIEWER_URL, { credentials: "same-origin" });
      if (!res.ok) throw new Error(String(res.status));
      const { results, personal } = (await res.json()) as {
        results: Profile | null;
        personal?: PersonalAnswer | null;
      };
      if (mine !== asked.current) return;
      // The same answer carries saved events and follows (issue 29): one request.
      setPersonal(results ? personal : null);
      told(results);
    } catch {
      // The header then offers "Sign in"; the next page load asks again.
      if (mine === asked.current) dispatch({ type: "session-gone" });
    }
  }, [told]);

  useEffect(() => {
    if (viewer !== undefined) told(viewer);
  }, [viewer, told]);

  // A shared page learns who is looking once it has hydrated.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render's view.
  useEffect(() => {
    if (viewer === undefined) void ask();
  }, []);

  // After a submission (sign-in, sign-out, account forms) lands on a shared page, ask again.
  const submitted = useRef(false);
  useEffect(() => {
    const method = navigation.formMethod?.toUpperCase();
    if (method && method !== "GET") submitted.current = true;
    else if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      if (viewer === undefined) void ask();
    }
  }, [navigation.state, navigation.formMethod, viewer, ask]);

  const signedIn = state.status === "authenticated";
  // A layout effect, not a passive one: it runs in the hydration commit, before
  // React replays events that arrived while the page hydrated (an upload
  // chosen right after load must already carry the token).
  useLayoutEffect(() => {
    setAccessTokenSource(signedIn ? (fresh) => getAccessToken(fresh) : null);
  }, [signedIn]);

  const refresh = useCallback(async () => {
    const mine = ++asked.current;
    dispatch({ type: "load" });
    try {
      const token = await getAccessToken(true);
      if (mine !== asked.current) return;
      if (!token) {
        dispatch({ type: "session-gone" });
        return;
      }
      const profile = await api<Profile>("/auth/authenticate", { body: { token }, auth: false });
      if (mine === asked.current) dispatch({ type: "loaded", profile });
    } catch (err) {
      const error = err instanceof ApiCallError ? err.error : toClientError(undefined);
      if (mine === asked.current) dispatch({ type: "failed", message: sessionErrorMessage(error) });
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
      editsVenues: editsVenues(state),
      refresh,
      signOut: () => {
        told(null);
        submit(null, { method: "post", action: "/sign-out" });
      },
      setProfile,
    }),
    [state, refresh, submit, setProfile, told],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/**
 * Nobody known yet, as every server render of a public page starts: for markup
 * rendered apart from the page (app/lib/card-markup.server.tsx), whose controls
 * must come out as the page's own would.
 */
const NOT_YET_KNOWN: SessionValue = {
  state: { status: "loading" },
  profile: null,
  isSuperAdmin: false,
  editsVenues: false,
  refresh: async () => {},
  signOut: () => {},
  setProfile: () => {},
};

export function StaticSession({ children }: { children: ReactNode }) {
  return <SessionContext value={NOT_YET_KNOWN}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession outside SessionProvider");
  return value;
}
