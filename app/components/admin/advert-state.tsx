import { Chip } from "@mui/material";
import {
  ADVERT_STATE_LABELS,
  type AdvertState,
  advertState,
} from "../../lib/admin/advert-form-values.ts";

const COLORS = {
  active: "success",
  scheduled: "primary",
  ended: "default",
  off: "default",
} as const;

/** Whether an advert shows now, as the list and the editor say it (words, not colour alone). */
export function AdvertStateChip({
  advert,
  now,
  size = "small",
}: {
  advert: { is_active: boolean; start_date: string | null; end_date: string | null };
  now: string;
  size?: "small" | "medium";
}) {
  const state: AdvertState = advertState(advert, new Date(now));
  return (
    <Chip
      size={size}
      label={ADVERT_STATE_LABELS[state]}
      color={COLORS[state]}
      variant={state === "active" || state === "scheduled" ? "filled" : "outlined"}
    />
  );
}
