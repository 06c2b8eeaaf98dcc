import { createContext, type ReactNode, useContext } from "react";

// Spec §4: no session → loading (profile being fetched with the access
// token) → authenticated with a profile, or an error message. The identity
// issue fills this in; until then every visitor is anonymous.

export interface SessionProfile {
  id: string;
  username: string | null;
  name: string | null;
  avatar_url: string | null;
  is_superadmin: boolean;
}

export type SessionState =
  | { status: "anonymous" }
  | { status: "loading" }
  | { status: "authenticated"; profile: SessionProfile }
  | { status: "error"; message: string };

export interface SessionValue {
  state: SessionState;
  /** superAdmin is granted only when the profile's is_superadmin flag is true (spec §6). */
  isSuperAdmin: boolean;
}

const anonymous: SessionValue = { state: { status: "anonymous" }, isSuperAdmin: false };
const SessionContext = createContext<SessionValue>(anonymous);

export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext value={anonymous}>{children}</SessionContext>;
}

export const useSession = () => useContext(SessionContext);
