import { Box } from "@mui/material";
import { formatMoney } from "../lib/shop-money.ts";

export interface ShopLine {
  name: string;
  quantity: number;
  /** Cents for one. */
  unit_amount: number;
  /** Cents for the line. */
  amount: number;
  /** A recurring line (a membership) says how often it is billed. */
  interval?: string | null | undefined;
}

/** A row of the table's foot besides the total: "Subtotal", "Shipping", "Refunded"… */
export interface ShopSumRow {
  label: string;
  value: string;
  /** Bold, as the total is. */
  strong?: boolean;
}

/** A sum row of an amount in cents; "Free" at 0 (shipping). */
export const moneyRow = (label: string, amount: number, currency: string): ShopSumRow => ({
  label,
  value: amount ? formatMoney(amount, currency) : "Free",
});

/**
 * What is being bought or was bought: one row per line, then the total, with
 * `above` it (subtotal, shipping) and `below` it (refunds) when given.
 */
export function ShopOrderLines({
  lines,
  total,
  currency,
  caption = "Your order",
  above = [],
  below = [],
}: {
  lines: ShopLine[];
  total: number;
  currency: string;
  caption?: string;
  above?: ShopSumRow[];
  below?: ShopSumRow[];
}) {
  const sumRow = (r: ShopSumRow) => (
    <tr key={r.label} className={r.strong ? undefined : "sum"}>
      <th scope="row" colSpan={2}>
        {r.label}
      </th>
      <td className="num">{r.value}</td>
    </tr>
  );
  return (
    <Box
      component="table"
      sx={{
        width: "100%",
        borderCollapse: "collapse",
        fontSize: "1rem",
        // Read out by screen readers; the page's heading already says it to the eye.
        "& caption": {
          position: "absolute",
          width: "1px",
          height: "1px",
          overflow: "hidden",
          clip: "rect(0 0 0 0)",
          whiteSpace: "nowrap",
        },
        "& th, & td": { py: 1.25, borderBottom: 1, borderColor: "divider", verticalAlign: "top" },
        "& th": {
          textAlign: "left",
          fontWeight: 600,
          fontSize: "0.85rem",
          color: "text.secondary",
        },
        "& .num": { textAlign: "right", whiteSpace: "nowrap", pl: 2 },
        "& tfoot td, & tfoot th": {
          borderBottom: 0,
          fontWeight: 800,
          fontSize: "1.1rem",
          color: "text.primary",
        },
        "& tfoot tr.sum th, & tfoot tr.sum td": { fontWeight: 600, fontSize: "1rem", py: 0.5 },
      }}
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="num">
            Qty
          </th>
          <th scope="col" className="num">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          // Lines have no id of their own; their order is fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={i}>
            <td>
              {l.name}
              {l.quantity > 1 ? (
                <Box
                  component="span"
                  sx={{ display: "block", color: "text.secondary", fontSize: "0.9rem" }}
                >
                  {formatMoney(l.unit_amount, currency)} each
                </Box>
              ) : null}
            </td>
            <td className="num">{l.quantity}</td>
            <td className="num">
              {formatMoney(l.amount, currency)}
              {l.interval ? ` a ${l.interval}` : ""}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {above.map(sumRow)}
        <tr>
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td className="num">{formatMoney(total, currency)}</td>
        </tr>
        {below.map(sumRow)}
      </tfoot>
    </Box>
  );
}
