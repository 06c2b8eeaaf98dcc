import type { Profile } from "../../core/schemas/profile.ts";

// Spec §4: no session → loading (profile fetched with the access token) →
// authenticated with a profile, or an error message. When the session user
// disappears the profile is cleared; setProfile updates name and avatar locally.

export type SessionState =
  | { status: "none" }
  | { status: "loading" }
  | { status: "authenticated"; profile: Profile }
  | { status: "error"; message: string };

export type SessionEvent =
  | { type: "load" }
  | { type: "loaded"; profile: Profile }
  | { type: "failed"; message: string }
  | { type: "session-gone" }
  | { type: "set-profile"; name?: string | null; avatar_url?: string | null };

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case "load":
      return { status: "loading" };
    case "loaded":
      return { status: "authenticated", profile: event.profile };
    case "failed":
      return { status: "error", message: event.message };
    case "session-gone":
      return { status: "none" };
    case "set-profile": {
      if (state.status !== "authenticated") return state;
      const profile = { ...state.profile };
      if (event.name !== undefined) profile.name = event.name;
      if (event.avatar_url !== undefined) profile.avatar_url = event.avatar_url;
      return { status: "authenticated", profile };
    }
  }
}

/** A venue editor (decision 056): their account menu links the back office too. */
export const editsVenues = (state: SessionState) =>
  state.status === "authenticated" && (state.profile.venue_ids?.length ?? 0) > 0;

/** superAdmin only when the profile's is_superadmin flag is true (spec §6). */
export const isSuperAdmin = (state: SessionState) =>
  state.status === "authenticated" && state.profile.is_superadmin === true;
