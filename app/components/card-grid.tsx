import type { ReactNode } from "react";

/**
 * Cards in one column on a phone, two on a tablet, three or four on a
 * desktop (app/styles/cards.css).
 */
export function CardGrid({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={wide ? "ac-grid ac-grid--wide" : "ac-grid"}>{children}</div>;
}
