import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { Box, Typography } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import type { AdSpot } from "../../../core/schemas/promo.ts";
import { type MarqueeSlot, slotKey } from "../../lib/admin/marquee-items.ts";
import { visuallyHidden } from "../visually-hidden.ts";
import { MarqueeItemRow, moveButtonId } from "./marquee-item-row.tsx";

const INSTRUCTIONS =
  "To move an item with the keyboard, press space on its drag handle, move it with the up and down arrow keys, then press space again to drop it or escape to cancel. The Move up and Move down buttons move it one place at a time.";

/**
 * The marquee's items in order, reordered by dragging (pointer, touch or
 * keyboard through dnd-kit) or with each item's Move buttons. Moves are
 * announced to screen readers by position and title, and focus follows the
 * item a button moved.
 */
export function MarqueeItemList({
  slots,
  errors,
  onMove,
  onRemove,
  onAdvertSpot,
}: {
  slots: MarqueeSlot[];
  errors: Record<string, string>;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
  onAdvertSpot: (key: string, spot: AdSpot | null) => void;
}) {
  const [message, setMessage] = useState("");
  const refocus = useRef<{ key: string; dir: "up" | "down" } | null>(null);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so clicks on the handle stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = slots.map(slotKey);
  const n = slots.length;
  const position = (id: UniqueIdentifier) => keys.indexOf(String(id)) + 1;
  const title = (id: UniqueIdentifier) => slots[keys.indexOf(String(id))]?.title ?? "The item";

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${title(active.id)}, at position ${position(active.id)} of ${n}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${title(active.id)} would move to position ${position(over.id)} of ${n}.`
        : `${title(active.id)} is outside the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Dropped ${title(active.id)} at position ${position(over.id)} of ${n}.`
        : `Dropped ${title(active.id)}; it stays at position ${position(active.id)}.`,
    onDragCancel: ({ active }) =>
      `Moving ${title(active.id)} was cancelled; it stays at position ${position(active.id)}.`,
  };

  // After a Move button, the item's DOM node moved and lost focus: give it
  // back to the same button, or to the other one at either end of the list.
  useEffect(() => {
    const r = refocus.current;
    if (!r) return;
    refocus.current = null;
    const same = document.getElementById(moveButtonId(r.key, r.dir)) as HTMLButtonElement | null;
    const other = document.getElementById(
      moveButtonId(r.key, r.dir === "up" ? "down" : "up"),
    ) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  return (
    <>
      {n ? (
        <DndContext
          id="marquee-items"
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
        >
          <SortableContext
            id="marquee-items-list"
            items={keys}
            strategy={verticalListSortingStrategy}
          >
            <Box
              component="ol"
              aria-label="Marquee items, in order"
              sx={{ p: 0, m: 0, display: "grid", gap: 1.5 }}
            >
              {slots.map((slot, i) => {
                const key = slotKey(slot);
                return (
                  <MarqueeItemRow
                    key={key}
                    slot={slot}
                    index={i}
                    count={n}
                    error={errors[key]}
                    onMove={(from, to, dir) => {
                      refocus.current = { key, dir };
                      setMessage(`Moved ${slot.title} to position ${to + 1} of ${n}.`);
                      onMove(from, to);
                    }}
                    onRemove={() => {
                      setMessage(`Removed ${slot.title}.`);
                      onRemove(key);
                    }}
                    onAdvertSpot={(spot) => onAdvertSpot(key, spot)}
                  />
                );
              })}
            </Box>
          </SortableContext>
        </DndContext>
      ) : (
        <Box
          sx={{ border: 1, borderStyle: "dashed", borderColor: "divider", borderRadius: 1, p: 3 }}
        >
          <Typography color="text.secondary">
            The marquee is empty, so the home page shows the featured events instead (see above).
            Add events, articles or venues to choose what it shows.
          </Typography>
        </Box>
      )}
      {/* Stays mounted, so removing the last item is announced too. */}
      <Box aria-live="polite" sx={visuallyHidden}>
        {message}
      </Box>
    </>
  );
}
