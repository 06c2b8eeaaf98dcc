import { useSortable } from "@dnd-kit/sortable";
import { Alert, Box, Button, Chip, Link as MuiLink, Paper, Stack, Typography } from "@mui/material";
import { Link } from "react-router";
import type { AdSpot } from "../../../core/schemas/promo.ts";
import {
  adminUrl,
  hiddenReason,
  type MarqueeSlot,
  STATUS_LABELS,
  slotKey,
  TYPE_LABELS,
} from "../../lib/admin/marquee-items.ts";
import { CardImageView } from "../card-image.tsx";
import { visuallyHidden } from "../visually-hidden.ts";
import { AdvertSpotSelect } from "./marquee-adverts.tsx";

/** The id of an item's move button, so focus can follow the item it moved. */

/** From sm up, the handle, picture and buttons span the title's row and the advert place's. */
const SPAN_BOTH = { sm: "1 / span 2" } as const;

/** The id of an item's row, which takes focus when a save fails on it. */
export const rowId = (key: string) => `marquee-slot-${key}`;

export const moveButtonId = (key: string, dir: "up" | "down") => `marquee-move-${dir}-${key}`;

/**
 * One item of the marquee being edited: a drag handle (pointer or keyboard),
 * its place, picture, title, kind and state, and buttons that move it one
 * place or remove it. An item the home page would skip is flagged in words,
 * not colour alone.
 */
export function MarqueeItemRow({
  slot,
  index,
  count,
  error,
  onMove,
  onRemove,
  onAdvertSpot,
}: {
  slot: MarqueeSlot;
  index: number;
  count: number;
  error: string | undefined;
  onMove: (from: number, to: number, dir: "up" | "down") => void;
  onRemove: () => void;
  onAdvertSpot: (spot: AdSpot | null) => void;
}) {
  const key = slotKey(slot);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: key });
  const hidden = hiddenReason(slot);
  const name = slot.status === "gone" ? `${TYPE_LABELS[slot.resource_type]} (deleted)` : slot.title;

  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      data-testid="marquee-slot"
      id={rowId(key)}
      tabIndex={-1}
      style={{
        transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
      }}
      sx={{
        listStyle: "none",
        p: 1.5,
        display: "grid",
        gap: 1.5,
        alignItems: "center",
        gridTemplateColumns: {
          xs: "auto 72px minmax(0, 1fr)",
          sm: "auto 112px minmax(0, 1fr) auto",
        },
        borderColor: error || hidden ? "error.main" : "divider",
        position: "relative",
        zIndex: isDragging ? 2 : "auto",
        boxShadow: isDragging ? 6 : "none",
        bgcolor: "background.paper",
        "&:focus-visible": { outline: 2, outlineColor: "error.main", outlineOffset: 2 },
      }}
    >
      <Stack sx={{ alignItems: "center", gridRow: SPAN_BOTH }} spacing={0.5}>
        <Box
          component="button"
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder: ${name}`}
          sx={{
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
            bgcolor: "transparent",
            color: "text.secondary",
            cursor: isDragging ? "grabbing" : "grab",
            fontSize: "1.25rem",
            lineHeight: 1,
            px: 0.75,
            py: 0.5,
            touchAction: "none",
            "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 },
          }}
        >
          <span aria-hidden="true">⠿</span>
        </Box>
        <Typography variant="caption" color="text.secondary" aria-hidden="true">
          {index + 1}
        </Typography>
      </Stack>
      <Box sx={{ borderRadius: 1, overflow: "hidden", gridRow: SPAN_BOTH }}>
        <CardImageView
          image={slot.image}
          title={slot.title}
          venueType={slot.venueType}
          sizes="112px"
        />
      </Box>
      <Box sx={{ minWidth: 0, gridRow: { sm: "1" } }}>
        <Typography sx={{ fontWeight: 600, wordBreak: "break-word" }}>
          <Box component="span" sx={visuallyHidden}>
            {`Item ${index + 1} of ${count}: `}
          </Box>
          {slot.status === "gone" ? (
            name
          ) : (
            <MuiLink component={Link} to={adminUrl(slot)}>
              {slot.title}
            </MuiLink>
          )}
        </Typography>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap", mt: 0.5 }}>
          <Chip size="small" variant="outlined" label={TYPE_LABELS[slot.resource_type]} />
          <Chip
            size="small"
            label={STATUS_LABELS[slot.status]}
            color={hidden ? "error" : "success"}
            variant={hidden ? "filled" : "outlined"}
          />
        </Stack>
        {hidden ? (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {hidden}
          </Typography>
        ) : null}
      </Box>
      {slot.status === "gone" ? null : (
        // Under the title from sm up; the row's whole width on a phone, where the title's column is narrow.
        <Box sx={{ gridColumn: { xs: "1 / -1", sm: "3" }, gridRow: { sm: "2" } }}>
          <AdvertSpotSelect slot={slot} name={name} onChange={onAdvertSpot} />
        </Box>
      )}
      <Stack
        direction={{ xs: "row", sm: "column" }}
        spacing={0.5}
        sx={{
          gridColumn: { xs: "1 / -1", sm: "4" },
          gridRow: SPAN_BOTH,
          justifyContent: "flex-end",
        }}
      >
        <Button
          size="small"
          id={moveButtonId(key, "up")}
          aria-label={`Move up: ${name}`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1, "up")}
        >
          ↑ Move up
        </Button>
        <Button
          size="small"
          id={moveButtonId(key, "down")}
          aria-label={`Move down: ${name}`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1, "down")}
        >
          ↓ Move down
        </Button>
        <Button size="small" color="error" aria-label={`Remove: ${name}`} onClick={onRemove}>
          Remove
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ gridColumn: "1 / -1", py: 0 }}>
          {error}
        </Alert>
      ) : null}
    </Paper>
  );
}
