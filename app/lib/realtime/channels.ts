import { type Channel, Presence, Socket, type SocketConnectOption } from "phoenix";
import { REALTIME_ENDPOINT, REALTIME_SOCKET_OPTIONS } from "./options.ts";

// One Phoenix socket per tab, opened on first use, and one channel per topic
// shared by every component that listens to it. The phoenix client reconnects
// with the spec's backoff and rejoins channels itself; we only watch.

/** Spec §9's channel states, as the phoenix client names them. */
export type ChannelState = "closed" | "joining" | "joined" | "leaving" | "errored";

export interface PresenceMeta {
  user_id: string;
  name: string;
  phx_ref: string;
}

export interface ChannelListener {
  /** A broadcast on the topic (not the protocol's own phx_* and presence events). */
  onMessage?(event: string, payload: Record<string, unknown>): void;
  onState?(state: ChannelState): void;
  /** Joined again after the connection or the channel failed: messages may have been missed. */
  onRejoin?(): void;
  /** Everyone present on the topic, one entry per person (admin topics). */
  onPresence?(people: PresenceMeta[]): void;
}

interface Shared {
  channel: Channel;
  presence: Presence | null;
  listeners: Set<ChannelListener>;
  state: ChannelState;
  joinedBefore: boolean;
  people: PresenceMeta[];
}

const PROTOCOL_EVENT = /^(phx_|chan_reply_|presence_)/;

let socket: Socket | null = null;
const shared = new Map<string, Shared>();
let endpoint = REALTIME_ENDPOINT;
let extraOptions: Partial<SocketConnectOption> = {};

/**
 * Points the socket elsewhere (tests in Node, which has no page origin and
 * passes `ws` as the transport); disconnects and forgets any current one.
 */
export function configureRealtime(url: string, options: Partial<SocketConnectOption> = {}) {
  socket?.disconnect();
  socket = null;
  shared.clear();
  endpoint = url;
  extraOptions = options;
}

/** The tab's socket, connected on first call (never during server rendering). */
export function getSocket(): Socket {
  if (!socket) {
    socket = new Socket(endpoint, { ...REALTIME_SOCKET_OPTIONS, ...extraOptions });
    socket.connect();
    // A reconnect rejoins channels (joining); tell listeners as it happens.
    socket.onOpen(() => {
      for (const s of shared.values()) observe(s);
    });
  }
  return socket;
}

function observe(s: Shared) {
  const state = s.channel.state as ChannelState;
  if (state === s.state) return;
  s.state = state;
  for (const l of s.listeners) l.onState?.(state);
  if (state === "joined") {
    if (s.joinedBefore) for (const l of s.listeners) l.onRejoin?.();
    s.joinedBefore = true;
  }
}

function open(topic: string, params: () => object): Shared {
  const channel = getSocket().channel(topic, params);
  const s: Shared = {
    channel,
    presence: null,
    listeners: new Set(),
    state: "closed",
    joinedBefore: false,
    people: [],
  };
  channel.onMessage = (event, payload) => {
    if (!PROTOCOL_EVENT.test(event))
      for (const l of s.listeners) l.onMessage?.(event, (payload ?? {}) as Record<string, unknown>);
    return payload;
  };
  if (topic.startsWith("admin:")) {
    const presence = new Presence(channel);
    s.presence = presence;
    presence.onSync(() => {
      s.people = presence.list((_key, p: { metas: PresenceMeta[] }) => p.metas[0]!);
      for (const l of s.listeners) l.onPresence?.(s.people);
    });
  }
  channel.onError(() => observe(s));
  channel.onClose(() => observe(s));
  // The channel's rejoin timer changes its state without an event of its own.
  const c = channel as unknown as { rejoin(timeout?: number): void };
  const rejoin = c.rejoin.bind(channel);
  c.rejoin = (timeout) => {
    rejoin(timeout);
    observe(s);
  };
  channel
    .join()
    .receive("ok", () => observe(s))
    .receive("error", () => observe(s))
    .receive("timeout", () => observe(s));
  observe(s);
  return s;
}

/**
 * Listens to a topic; the first listener joins it, the last one leaves.
 * `params` is read at every (re)join, so it can hand out a fresh token.
 */
export function listen(
  topic: string,
  listener: ChannelListener,
  params: () => object = () => ({}),
): () => void {
  let s = shared.get(topic);
  if (!s) {
    s = open(topic, params);
    shared.set(topic, s);
  }
  const entry = s;
  entry.listeners.add(listener);
  listener.onState?.(entry.state);
  if (entry.presence) listener.onPresence?.(entry.people);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0 || shared.get(topic) !== entry) return;
    shared.delete(topic);
    entry.channel.leave();
  };
}
