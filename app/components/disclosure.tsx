import type { ReactNode, SyntheticEvent } from "react";
import { Box } from "./ui/index.ts";

/**
 * A small button that opens a panel below it: <details>/<summary>, so it
 * works before (and without) JavaScript and with the keyboard (Enter or
 * Space on the focused button), and the panel pushes content down instead
 * of floating over it.
 */
export function Disclosure({
  summary,
  describedBy,
  children,
  testId,
  onToggle,
}: {
  summary: ReactNode;
  /** id of the text the button acts on ("Opening Reception, Sat Nov 7th…"). */
  describedBy?: string;
  children: ReactNode;
  testId?: string;
  /** Told when the panel opens or closes (to load what it shows only then). */
  onToggle?: (open: boolean) => void;
}) {
  return (
    <Box
      component="details"
      data-testid={testId}
      {...(onToggle
        ? {
            onToggle: (e: SyntheticEvent<HTMLElement>) =>
              onToggle((e.currentTarget as HTMLDetailsElement).open),
          }
        : {})}
      sx={{
        "& > summary": {
          display: "inline-flex",
          alignItems: "center",
          gap: 0.75,
          cursor: "pointer",
          listStyle: "none",
          fontWeight: 600,
          fontSize: "0.9375rem",
          lineHeight: 1.5,
          px: 1.5,
          py: 0.5,
          border: 1,
          borderColor: "text.primary",
          borderRadius: 1,
          userSelect: "none",
          "&::-webkit-details-marker": { display: "none" },
          "&::after": { content: '"▾"', fontSize: "0.8em" },
          "&:hover": { bgcolor: "action.hover" },
          "&:focus-visible": {
            outline: "2px solid",
            outlineColor: "primary.main",
            outlineOffset: "2px",
          },
        },
        "&[open] > summary::after": { content: '"▴"' },
      }}
    >
      <summary aria-describedby={describedBy}>{summary}</summary>
      <Box sx={{ mt: 1.5 }}>{children}</Box>
    </Box>
  );
}
