import { LinearProgress } from "@mui/material";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** A thin bar at the top while a page navigation loads; quick ones never flash it. */
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
    <LinearProgress
      aria-label="Loading page"
      data-testid="navigation-progress"
      sx={{
        position: "fixed",
        top: 0,
        left: 0,
        right: 0,
        zIndex: (t) => t.zIndex.tooltip + 1,
        height: 3,
      }}
    />
  );
}
