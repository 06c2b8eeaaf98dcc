// The Phoenix channels wire format, version 2.0.0 (the `phoenix` client's
// default serializer): every text frame is a JSON array
// [join_ref, ref, topic, event, payload]. Binary frames (the client's
// ArrayBuffer payloads) are not part of what we speak.

export const REALTIME_PATH = "/realtime/v1/websocket";
export const PROTOCOL_VSN = "2.0.0";

export const EVENTS = {
  join: "phx_join",
  leave: "phx_leave",
  reply: "phx_reply",
  error: "phx_error",
  close: "phx_close",
  heartbeat: "heartbeat",
  presenceState: "presence_state",
  presenceDiff: "presence_diff",
} as const;

/** The socket-level topic of heartbeats. */
export const PHOENIX_TOPIC = "phoenix";

export type Payload = Record<string, unknown>;

export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Payload;
}

/** What a frame turned out to be. */
export type Decoded =
  | { kind: "message"; message: Message }
  /** A Phoenix frame we can answer (it has a ref), but with fields we refuse. */
  | { kind: "invalid"; joinRef: string | null; ref: string; topic: string; reason: string }
  /** Not a Phoenix frame at all: nothing to reply to. */
  | { kind: "garbage" };

const MAX_NAME = 255;
const isRef = (v: unknown): v is string | null =>
  v === null || (typeof v === "string" && v.length <= MAX_NAME);
const isPlainObject = (v: unknown): v is Payload =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Parses one text frame. Never throws. */
export function decode(text: string): Decoded {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: "garbage" };
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) return { kind: "garbage" };
  const [joinRef, ref, topic, event, payload] = parsed as unknown[];
  if (!isRef(joinRef) || !isRef(ref)) return { kind: "garbage" };
  const problem =
    typeof topic !== "string" || topic.length === 0 || topic.length > MAX_NAME
      ? "invalid topic"
      : typeof event !== "string" || event.length === 0 || event.length > MAX_NAME
        ? "invalid event"
        : !isPlainObject(payload)
          ? "invalid payload"
          : null;
  if (problem) {
    if (ref === null) return { kind: "garbage" };
    return {
      kind: "invalid",
      joinRef,
      ref,
      topic: typeof topic === "string" ? topic : "",
      reason: problem,
    };
  }
  return {
    kind: "message",
    message: {
      joinRef,
      ref,
      topic: topic as string,
      event: event as string,
      payload: payload as Payload,
    },
  };
}

/**
 * The ref, join ref and topic of a frame we refuse to handle (too large), so
 * the refusal reaches the push that sent it. Null when it is not a frame.
 */
export function addressOf(
  text: string,
): { joinRef: string | null; ref: string; topic: string } | null {
  const decoded = decode(text);
  if (decoded.kind === "garbage") return null;
  if (decoded.kind === "invalid") return decoded;
  const { joinRef, ref, topic } = decoded.message;
  return ref === null ? null : { joinRef, ref, topic };
}

export function encode(m: Message): string {
  return JSON.stringify([m.joinRef, m.ref, m.topic, m.event, m.payload]);
}

export function reply(
  to: { joinRef: string | null; ref: string | null; topic: string },
  status: "ok" | "error",
  response: Payload = {},
): Message {
  return {
    joinRef: to.joinRef,
    ref: to.ref,
    topic: to.topic,
    event: EVENTS.reply,
    payload: { status, response },
  };
}

/** A broadcast: no join ref and no ref, so every join of the topic takes it. */
export function broadcast(topic: string, event: string, payload: Payload): Message {
  return { joinRef: null, ref: null, topic, event, payload };
}

/** A message to one join of a topic (presence_state, phx_close). */
export function push(
  joinRef: string,
  topic: string,
  event: string,
  payload: Payload,
  ref: string | null = null,
): Message {
  return { joinRef, ref, topic, event, payload };
}
