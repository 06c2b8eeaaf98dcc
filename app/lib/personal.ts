import { useSyncExternalStore } from "react";
import { ApiCallError, api } from "./api-client.ts";
import { toast } from "./toast.tsx";

// What the visitor has saved and follows (issue 29), on the client. Public
// pages are one cached document for everybody, so this arrives after
// hydration with the session (GET /api/v5/auth/viewer's `personal`, asked
// once by SessionProvider); private pages ask for it when a control needs it.
// Changes are optimistic: shown at once, sent, and rolled back with a toast
// if the server refuses. The visitor's other tabs hear of them through their
// `user:{id}` realtime topic (app/lib/realtime/personal-sync.tsx).

export interface PersonalAnswer {
  saved_event_ids: string[];
  follows: { kind: string; target: string }[];
}

type Status = "unknown" | "loading" | "ready" | "none";
interface State {
  status: Status;
  saved: ReadonlySet<string>;
  follows: ReadonlySet<string>;
}

const followKey = (kind: string, target: string) => `${kind}:${target}`;
const VIEWER_URL = "/api/v5/auth/viewer";

let state: State = { status: "unknown", saved: new Set(), follows: new Set() };
const listeners = new Set<() => void>();
function set(next: State) {
  state = next;
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const getState = () => state;
const serverState: State = { status: "unknown", saved: new Set(), follows: new Set() };

/** What the viewer answer said: the state, or null for nobody signed in. */
export function setPersonal(answer: PersonalAnswer | null | undefined) {
  if (!answer) {
    set({ status: "none", saved: new Set(), follows: new Set() });
    return;
  }
  set({
    status: "ready",
    saved: new Set(answer.saved_event_ids),
    follows: new Set(answer.follows.map((f) => followKey(f.kind, f.target))),
  });
}

/** Asks for the state again (a private page, or a realtime channel that rejoined). */
export async function loadPersonal(): Promise<void> {
  if (state.status === "loading") return;
  if (state.status !== "ready") set({ ...state, status: "loading" });
  try {
    const res = await fetch(VIEWER_URL, { credentials: "same-origin" });
    if (!res.ok) throw new Error(String(res.status));
    const body = (await res.json()) as { personal?: PersonalAnswer | null };
    setPersonal(body.personal ?? null);
  } catch {
    // Still nobody's answer (a newer one may have come meanwhile).
    if (getState().status === "loading") set({ ...state, status: "unknown" });
  }
}

/** One save changed (here, or in another tab as the realtime topic says). */
export function applySave(eventId: string, saved: boolean) {
  if (state.saved.has(eventId) === saved) return;
  const next = new Set(state.saved);
  if (saved) next.add(eventId);
  else next.delete(eventId);
  set({ ...state, saved: next });
}

export function applyFollow(kind: string, target: string, following: boolean) {
  const key = followKey(kind, target);
  if (state.follows.has(key) === following) return;
  const next = new Set(state.follows);
  if (following) next.add(key);
  else next.delete(key);
  set({ ...state, follows: next });
}

export function usePersonal(): State {
  return useSyncExternalStore(subscribe, getState, () => serverState);
}

/** Saved or not once known; undefined while nobody has said. */
export function useSaved(eventId: string): boolean | undefined {
  const s = usePersonal();
  return s.status === "ready" ? s.saved.has(eventId) : undefined;
}

export function useFollowing(kind: string, target: string): boolean | undefined {
  const s = usePersonal();
  return s.status === "ready" ? s.follows.has(followKey(kind, target)) : undefined;
}

const failure = (err: unknown, doing: string) =>
  err instanceof ApiCallError && err.error.code === "N-1001"
    ? `Couldn't ${doing}: no connection. Try again when you're back online.`
    : err instanceof ApiCallError && err.error.code === "X-404"
      ? `Couldn't ${doing}: it is no longer on the calendar.`
      : `Couldn't ${doing}. Please try again.`;

/** Saves or unsaves at once; the server confirms, or it flips back with a toast saying so. */
export async function toggleSave(eventId: string, name: string, saved: boolean): Promise<void> {
  applySave(eventId, saved);
  try {
    await api(`/account/saves/${encodeURIComponent(eventId)}`, {
      method: saved ? "PUT" : "DELETE",
    });
  } catch (err) {
    applySave(eventId, !saved);
    toast(failure(err, saved ? `save “${name}”` : `remove “${name}” from your saved events`), {
      variant: "error",
    });
  }
}

export async function toggleFollow(
  kind: string,
  target: string,
  name: string,
  following: boolean,
): Promise<void> {
  applyFollow(kind, target, following);
  try {
    await api(`/account/follows/${kind}/${encodeURIComponent(target)}`, {
      method: following ? "PUT" : "DELETE",
    });
  } catch (err) {
    applyFollow(kind, target, !following);
    toast(failure(err, following ? `follow ${name}` : `stop following ${name}`), {
      variant: "error",
    });
  }
}
