import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** A thin bar at the top while a page navigation loads; quick ones never flash it (app/styles/frame.css). */
export function NavigationProgress({ delayMs = 150 }: { delayMs?: number }) {
  const busy = useNavigation().state !== "idle";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [busy, delayMs]);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      data-testid="navigation-progress"
      className="ac-progress"
    >
      <span className="ac-progress__bar" />
    </div>
  );
}
