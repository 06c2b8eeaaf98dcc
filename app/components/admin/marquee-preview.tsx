import { Box, Typography } from "@mui/material";
import { type MarqueeSlot, previewEntries } from "../../lib/admin/marquee-items.ts";
import { Marquee } from "../marquee.tsx";

/**
 * The marquee as the home page would draw it, with the same component, fed
 * with the items being edited (published ones only, as on the site). Its
 * links are inert here: a click would leave the editor and be counted as a
 * visitor's marquee click.
 */
export function MarqueePreview({ slots }: { slots: readonly MarqueeSlot[] }) {
  const entries = previewEntries(slots);
  if (!entries.length) {
    return (
      <Typography color="text.secondary">
        Nothing to show: with no published items the home page has no marquee, and shows the events
        marked “Featured” instead.
      </Typography>
    );
  }
  return (
    <Box
      // Capture phase: stops the click before the card's own handler tracks it.
      onClickCapture={(e) => {
        if ((e.target as HTMLElement).closest("a")) {
          e.preventDefault();
          e.stopPropagation();
        }
      }}
      sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: { xs: 2, md: 3 } }}
    >
      <Marquee items={entries} />
    </Box>
  );
}
