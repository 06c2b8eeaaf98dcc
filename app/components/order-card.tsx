import { Box, Chip, Link, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import {
  type BuyerOrder,
  dayOf,
  money,
  orderDay,
  orderItems,
  orderStatusLabel,
} from "../lib/order-display.ts";
import { visuallyHidden } from "./visually-hidden.ts";

/** One order in the buyer's list: when, what, the total, shipping and refunds, and its receipt. */
export function OrderCard({ order: o }: { order: BuyerOrder }) {
  const status = orderStatusLabel(o);
  const tip = o.kind === "tip";
  return (
    <Box
      component="article"
      aria-labelledby={`order-${o.id}`}
      data-testid="order-card"
      sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: { xs: 2, sm: 2.5 } }}
    >
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: 1.5 }}>
        <Typography
          id={`order-${o.id}`}
          component="h2"
          sx={{ fontWeight: 800, fontSize: "1.15rem" }}
        >
          {tip ? "Tip" : "Order"} of {orderDay(o)}
        </Typography>
        <Chip
          size="small"
          label={status}
          color={status === "Paid" || status === "Shipped" ? "success" : "default"}
          variant={status === "Refunded" ? "outlined" : "filled"}
        />
        <Typography sx={{ ml: "auto", fontWeight: 700, fontSize: "1.15rem" }}>
          {money(o, o.amount_total)}
        </Typography>
      </Box>
      <Typography sx={{ mt: 0.5 }}>{orderItems(o)}</Typography>
      <Typography variant="body2" color="text.secondary">
        Reference {o.confirmation_id.slice(0, 8)}…
      </Typography>
      {o.fulfillment ? (
        <Typography color="text.secondary">
          Shipped {dayOf(o.fulfillment.fulfilled_date)} by {o.fulfillment.carrier}
          {o.fulfillment.tracking_url ? (
            <>
              {" · "}
              <Link href={o.fulfillment.tracking_url} rel="noopener noreferrer" target="_blank">
                Track package {o.fulfillment.tracking_number}
              </Link>
            </>
          ) : (
            ` · tracking number ${o.fulfillment.tracking_number}`
          )}
        </Typography>
      ) : null}
      {o.amount_refunded > 0 ? (
        <Typography color="text.secondary">
          Refunded {money(o, o.amount_refunded)} of {money(o, o.amount_total)}
        </Typography>
      ) : null}
      <Typography sx={{ mt: 1 }}>
        <Link component={RouterLink} to={`/account/orders/${o.id}`}>
          Receipt
          <Box component="span" sx={visuallyHidden}>
            {" "}
            for the {tip ? "tip" : "order"} of {orderDay(o)}
          </Box>
        </Link>
      </Typography>
    </Box>
  );
}
