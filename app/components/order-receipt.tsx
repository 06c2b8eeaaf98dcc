import { Box, Link, Typography } from "@mui/material";
import {
  addressLines,
  type BuyerOrder,
  dayOf,
  money,
  orderDay,
  orderStatusLabel,
} from "../lib/order-display.ts";
import { ShopOrderLines } from "./shop-order-lines.tsx";

// A paid order's receipt: lines, subtotal, shipping, total, refunds and what
// was paid in the end, where it went and how it shipped. Printed on one page
// (styles/receipt.css leaves the site's header and footer off paper).

const linesByPrice = (o: BuyerOrder) => new Map(o.lines.map((l) => [l.price_id, l.name]));

export function OrderReceipt({ order: o, siteName }: { order: BuyerOrder; siteName: string }) {
  const names = linesByPrice(o);
  const paid = o.amount_total - o.amount_refunded;
  return (
    <Box className="ac-receipt" data-testid="receipt">
      <Typography className="ac-receipt__site" sx={{ fontWeight: 800, letterSpacing: 0.2 }}>
        {siteName}
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mt: 0.5, mb: 2 }}>
        Receipt
      </Typography>
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: "max-content minmax(0, 1fr)",
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
          mb: 3,
          "& dt": { color: "text.secondary" },
          "& dd": { m: 0, fontWeight: 600, overflowWrap: "anywhere" },
        }}
      >
        <dt>Paid on</dt>
        <dd>{orderDay(o)}</dd>
        <dt>Status</dt>
        <dd>{orderStatusLabel(o)}</dd>
        <dt>Order reference</dt>
        <dd>
          <Box component="span" sx={{ fontFamily: "monospace" }}>
            {o.confirmation_id}
          </Box>
        </dd>
        {o.email ? (
          <>
            <dt>Receipt sent to</dt>
            <dd>{o.email}</dd>
          </>
        ) : null}
      </Box>

      <ShopOrderLines
        lines={o.lines}
        total={o.amount_total}
        currency={o.currency}
        caption="What was bought"
        above={[
          { label: "Subtotal", value: money(o, o.subtotal) },
          ...(o.kind === "tip"
            ? []
            : [
                {
                  label: o.shipping_rate_name ? `Shipping (${o.shipping_rate_name})` : "Shipping",
                  value: o.shipping_amount ? money(o, o.shipping_amount) : "Free",
                },
              ]),
          ...(o.tax_amount ? [{ label: "Sales tax", value: money(o, o.tax_amount) }] : []),
        ]}
        below={
          o.amount_refunded > 0
            ? [
                { label: "Refunded", value: `−${money(o, o.amount_refunded)}` },
                { label: "Paid after refunds", value: money(o, paid), strong: true },
              ]
            : []
        }
      />

      {o.refunds.length ? (
        <Box component="section" aria-labelledby="receipt-refunds" sx={{ mt: 3 }}>
          <Typography id="receipt-refunds" variant="h5" component="h2" sx={{ mb: 1 }}>
            Refunds
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {o.refunds.map((r) => (
              <li key={r.id}>
                {money(o, r.amount)} on {dayOf(r.created_date)}
                {r.lines.length
                  ? `: ${r.lines.map((l) => `${l.quantity} × ${names.get(l.price_id) ?? "item"}`).join(", ")}`
                  : ""}
                {r.reason ? ` (${r.reason})` : ""}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}

      <Box
        sx={{
          display: "grid",
          gap: 3,
          mt: 3,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
        }}
      >
        {o.shipping_address ? (
          <Box component="section" aria-labelledby="receipt-address">
            <Typography id="receipt-address" variant="h5" component="h2" sx={{ mb: 1 }}>
              Shipping to
            </Typography>
            <Box component="address" sx={{ fontStyle: "normal" }}>
              {addressLines(o.shipping_address).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Box>
          </Box>
        ) : null}
        {o.fulfillment ? (
          <Box component="section" aria-labelledby="receipt-shipped">
            <Typography id="receipt-shipped" variant="h5" component="h2" sx={{ mb: 1 }}>
              Shipped
            </Typography>
            <Typography>
              {dayOf(o.fulfillment.fulfilled_date)} by {o.fulfillment.carrier}
            </Typography>
            <Typography sx={{ overflowWrap: "anywhere" }}>
              Tracking:{" "}
              {o.fulfillment.tracking_url ? (
                <Link href={o.fulfillment.tracking_url} rel="noopener noreferrer">
                  {o.fulfillment.tracking_number}
                </Link>
              ) : (
                o.fulfillment.tracking_number
              )}
            </Typography>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
