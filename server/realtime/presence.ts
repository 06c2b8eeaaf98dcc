// Who has which back-office record open, across app servers. Each server owns
// the presences of its own sockets and keeps a copy of every other server's,
// learnt from the bus; a server that stops saying it is alive loses its
// presences. The shapes are Phoenix Presence's, so the client's Presence
// class syncs them as is.
import type { PresenceEntry } from "./bus.ts";

type Meta = PresenceEntry["meta"] & { phx_ref: string };
/** Phoenix Presence state: key → {metas}. */
export type PresenceState = Record<string, { metas: Meta[] }>;
export interface PresenceDiff {
  joins: PresenceState;
  leaves: PresenceState;
}

export interface PresenceStore {
  /** Adds one of this server's presences. */
  trackLocal(entry: PresenceEntry): void;
  untrackLocal(ref: string): PresenceEntry | null;
  local(): PresenceEntry[];
  /** Another server's joins and leaves; unknown leaves and known joins are ignored. */
  applyRemote(from: string, joins: PresenceEntry[], leaves: PresenceEntry[], now: number): void;
  seen(from: string, now: number): void;
  /** Drops the presences of a server that went down, or of every other server (null). */
  dropServer(from: string | null): void;
  /** Drops servers not heard from since `before`. */
  expire(before: number): void;
  state(topic: string): PresenceState;
}

const metaOf = (e: PresenceEntry): Meta => ({ ...e.meta, phx_ref: e.ref });

function group(entries: PresenceEntry[]): Map<string, PresenceState> {
  const byTopic = new Map<string, PresenceState>();
  for (const e of entries) {
    const state: PresenceState = byTopic.get(e.topic) ?? Object.create(null);
    byTopic.set(e.topic, state);
    const presence = state[e.key] ?? { metas: [] };
    state[e.key] = presence;
    presence.metas.push(metaOf(e));
  }
  return byTopic;
}

/** Builds the per-topic diffs of a batch of joins and leaves. */
export function diffsOf(
  joins: PresenceEntry[],
  leaves: PresenceEntry[],
): Map<string, PresenceDiff> {
  const diffs = new Map<string, PresenceDiff>();
  const at = (topic: string) => {
    let d = diffs.get(topic);
    if (!d) {
      d = { joins: Object.create(null), leaves: Object.create(null) };
      diffs.set(topic, d);
    }
    return d;
  };
  for (const [topic, state] of group(joins)) at(topic).joins = state;
  for (const [topic, state] of group(leaves)) at(topic).leaves = state;
  return diffs;
}

export function createPresenceStore(
  onChange: (joins: PresenceEntry[], leaves: PresenceEntry[]) => void,
): PresenceStore {
  const mine = new Map<string, PresenceEntry>();
  const others = new Map<string, { seenAt: number; entries: Map<string, PresenceEntry> }>();

  const serverOf = (from: string, now: number) => {
    let s = others.get(from);
    if (!s) {
      s = { seenAt: now, entries: new Map() };
      others.set(from, s);
    }
    s.seenAt = now;
    return s;
  };

  function drop(from: string) {
    const s = others.get(from);
    others.delete(from);
    if (s?.entries.size) onChange([], [...s.entries.values()]);
  }

  return {
    trackLocal(entry) {
      mine.set(entry.ref, entry);
      onChange([entry], []);
    },
    untrackLocal(ref) {
      const entry = mine.get(ref);
      if (!entry) return null;
      mine.delete(ref);
      onChange([], [entry]);
      return entry;
    },
    local: () => [...mine.values()],
    applyRemote(from, joins, leaves, now) {
      const s = serverOf(from, now);
      const joined = joins.filter((e) => !s.entries.has(e.ref));
      for (const e of joined) s.entries.set(e.ref, e);
      const left = leaves.filter((e) => s.entries.delete(e.ref));
      if (joined.length || left.length) onChange(joined, left);
    },
    seen(from, now) {
      const s = others.get(from);
      if (s) s.seenAt = now;
    },
    dropServer(from) {
      if (from !== null) drop(from);
      else for (const id of [...others.keys()]) drop(id);
    },
    expire(before) {
      for (const [id, s] of [...others]) if (s.seenAt < before) drop(id);
    },
    state(topic) {
      const all = [
        ...mine.values(),
        ...[...others.values()].flatMap((s) => [...s.entries.values()]),
      ];
      return group(all.filter((e) => e.topic === topic)).get(topic) ?? {};
    },
  };
}
