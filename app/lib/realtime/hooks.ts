import { useEffect, useRef, useState } from "react";
import { type ChannelListener, type ChannelState, listen, type PresenceMeta } from "./channels.ts";

/**
 * Joins `topic` while mounted (null: not at all) and returns the channel's
 * state. Handlers may change between renders without rejoining.
 */
export function useChannel(
  topic: string | null,
  handlers: Omit<ChannelListener, "onState"> = {},
  params?: () => object,
): ChannelState {
  const [state, setState] = useState<ChannelState>("closed");
  const latest = useRef({ handlers, params });
  latest.current = { handlers, params };

  useEffect(() => {
    if (!topic) {
      setState("closed");
      return;
    }
    return listen(
      topic,
      {
        onState: setState,
        onMessage: (event, payload) => latest.current.handlers.onMessage?.(event, payload),
        onRejoin: () => latest.current.handlers.onRejoin?.(),
        onPresence: (people) => latest.current.handlers.onPresence?.(people),
      },
      () => latest.current.params?.() ?? {},
    );
  }, [topic]);

  return state;
}

/** Who is on a presence topic (one entry per person), and the channel's state. */
export function usePresence(
  topic: string | null,
  params?: () => object,
): { state: ChannelState; people: PresenceMeta[] } {
  const [people, setPeople] = useState<PresenceMeta[]>([]);
  useEffect(() => {
    if (!topic) setPeople([]);
  }, [topic]);
  const state = useChannel(topic, { onPresence: setPeople }, params);
  return { state, people };
}
