import { Chip } from "@mui/material";
import type { OrderStatus } from "../../../core/schemas/shop.ts";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
};

/** What an order is for: products from the shop, or a tip. */
export const ORDER_KIND_LABELS: Record<string, string> = { product: "Products", tip: "Tip" };

const COLORS = {
  pending: "default",
  paid: "success",
  failed: "error",
  refunded: "default",
} as const;

/** An order's payment state, in words (the colour only repeats it). */
export function OrderStatusChip({
  status,
  size = "small",
}: {
  status: string;
  size?: "small" | "medium";
}) {
  const known = status in COLORS ? (status as OrderStatus) : null;
  return (
    <Chip
      size={size}
      label={known ? ORDER_STATUS_LABELS[known] : status}
      color={known ? COLORS[known] : "default"}
      variant={known === "pending" ? "outlined" : "filled"}
    />
  );
}
