import { describe, expect, it } from "vitest";
import type { Profile } from "../../core/schemas/profile.ts";
import { editsVenues, isSuperAdmin, sessionReducer } from "./session-machine.ts";

const profile: Profile = {
  id: "u1",
  username: "mia",
  name: "Mia",
  avatar_url: null,
  email: "mia@example.com",
  email_verified: true,
  is_superadmin: false,
  venue_ids: [],
  is_initialized: true,
  created_date: "2026-11-21T00:00:00.000Z",
  modified_date: "2026-11-21T00:00:00.000Z",
  version: 1,
};

describe("session state machine", () => {
  it("goes none → loading → authenticated", () => {
    const loading = sessionReducer({ status: "none" }, { type: "load" });
    expect(loading).toEqual({ status: "loading" });
    expect(sessionReducer(loading, { type: "loaded", profile })).toEqual({
      status: "authenticated",
      profile,
    });
  });

  it("goes loading → error with the message", () => {
    expect(
      sessionReducer({ status: "loading" }, { type: "failed", message: "Unable to connect" }),
    ).toEqual({
      status: "error",
      message: "Unable to connect",
    });
  });

  it("clears the profile when the session user disappears", () => {
    expect(sessionReducer({ status: "authenticated", profile }, { type: "session-gone" })).toEqual({
      status: "none",
    });
  });

  it("setProfile updates name and avatar locally, and only those", () => {
    const next = sessionReducer(
      { status: "authenticated", profile },
      { type: "set-profile", name: "Mia L.", avatar_url: "https://example.com/m.png" },
    );
    expect(next).toEqual({
      status: "authenticated",
      profile: { ...profile, name: "Mia L.", avatar_url: "https://example.com/m.png" },
    });
    expect(sessionReducer({ status: "none" }, { type: "set-profile", name: "X" })).toEqual({
      status: "none",
    });
  });

  it("grants superAdmin only for an authenticated profile with the flag", () => {
    expect(
      isSuperAdmin({ status: "authenticated", profile: { ...profile, is_superadmin: true } }),
    ).toBe(true);
    expect(isSuperAdmin({ status: "authenticated", profile })).toBe(false);
    expect(isSuperAdmin({ status: "loading" })).toBe(false);
  });
});

describe("who reaches the back office", () => {
  it("staff and venue editors, nobody else", () => {
    const as = (p: Partial<Profile>) => ({
      status: "authenticated" as const,
      profile: { ...profile, ...p },
    });
    expect(editsVenues(as({}))).toBe(false);
    expect(editsVenues(as({ venue_ids: ["v1"] }))).toBe(true);
    expect(isSuperAdmin(as({ venue_ids: ["v1"] }))).toBe(false);
    expect(editsVenues({ status: "none" })).toBe(false);
  });
});
