import type { ReactNode } from "react";
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
}: {
  summary: ReactNode;
  /** id of the text the button acts on ("Opening Reception, Sat Nov 7th…"). */
  describedBy?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      component="details"
      data-testid={testId}
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
