import { createContext, useContext } from "react";
import type { CardBodyProps } from "../components/event-card.tsx";

/**
 * The server's kept card markup (./card-markup.server.tsx), given to a render
 * by app/entry.server.tsx; null in the browser, which renders cards as usual.
 */
export const CardMarkupContext = createContext<((body: CardBodyProps) => string) | null>(null);

export const useCardMarkup = () => useContext(CardMarkupContext);
