import {
  Alert,
  Box,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { addressLines, type ShippingAddress } from "../../../core/shop/address.ts";
import { refundLeft } from "../../../core/shop/refunds.ts";
import type { Fulfillment, OrderLine } from "../../../db/schema/shop.ts";
import type { RecordViewProps } from "../../lib/admin/resources/types.ts";
import { formatMoney } from "../../lib/shop-money.ts";
import { formatArticleDate } from "./article-status.tsx";
import { FulfilForm, RefundForm } from "./order-commands.tsx";
import { ORDER_KIND_LABELS, OrderStatusChip } from "./order-status.tsx";
import { FactList } from "./resource/record-page.tsx";

// An order's page in the back office: what was bought, by whom, where it
// goes, how it was paid, its refunds and its history, with the two commands
// (components/admin/order-commands.tsx) where they apply.

interface Refund {
  id: string;
  amount: number;
  lines: { price_id: string; quantity: number }[];
  reason: string | null;
  restocked: boolean;
  status: string;
  created_date: string;
}
interface HistoryEntry {
  id: string;
  kind: string;
  detail: string | null;
  by: string | null;
  created_date: string;
}

const EVENT_LABELS: Record<string, string> = {
  placed: "Placed",
  paid: "Paid",
  failed: "Failed",
  fulfilled: "Fulfilled",
  refund: "Refund",
  refunded: "Refunded in full",
};
const PROVIDERS: Record<string, string> = { sandbox: "Sandbox (test mode)", stripe: "Stripe" };
const when = (iso: string) => formatArticleDate(iso, true);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function OrderRecord({ record: o, error }: RecordViewProps) {
  const currency = String(o.currency);
  const money = (cents: unknown) => formatMoney(Number(cents ?? 0), currency);
  const lines = o.lines as OrderLine[];
  const refunds = o.refunds as Refund[];
  const history = o.history as HistoryEntry[];
  const address = o.shipping_address as ShippingAddress | null;
  const fulfillment = o.fulfillment as Fulfillment | null;
  const left = refundLeft({ amount_total: Number(o.amount_total), lines }, refunds);
  const paid = o.status === "paid";
  const errorFor = (command: string) =>
    error?.command === command ? (
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {error.message}
      </Alert>
    ) : null;
  const totals: [string, string][] = [
    ["Subtotal", money(o.subtotal)],
    ...(o.ships || Number(o.shipping_amount)
      ? [
          [
            `Shipping${o.shipping_rate_name ? ` (${o.shipping_rate_name})` : ""}`,
            Number(o.shipping_amount) ? money(o.shipping_amount) : "Free",
          ] as [string, string],
        ]
      : []),
    ...(Number(o.tax_amount) ? [["Sales tax", money(o.tax_amount)] as [string, string]] : []),
    ["Total", money(o.amount_total)],
    ...(Number(o.amount_refunded)
      ? [["Refunded", `− ${money(o.amount_refunded)}`] as [string, string]]
      : []),
  ];
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center" }}>
        <OrderStatusChip status={String(o.status)} size="medium" />
        <Typography color="text.secondary">
          {fulfillment
            ? "Fulfilled"
            : o.ships && paid
              ? "To ship"
              : o.ships
                ? ""
                : "Nothing to ship"}
        </Typography>
      </Stack>
      {o.failure_message ? (
        <Alert severity={paid ? "warning" : "error"}>
          <strong>{paid ? "Note:" : "Payment failed:"}</strong> {String(o.failure_message)}
        </Alert>
      ) : null}

      <Section title="Items">
        <TableContainer>
          <Table size="small" aria-label="Items and amounts">
            <TableHead>
              <TableRow>
                <TableCell>Item</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell align="right">Qty</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((l) => (
                <TableRow key={`${l.price_id ?? "tip"}-${l.name}`}>
                  <TableCell>{l.name}</TableCell>
                  <TableCell align="right">{money(l.unit_amount)}</TableCell>
                  <TableCell align="right">{l.quantity}</TableCell>
                  <TableCell align="right">{money(l.amount)}</TableCell>
                </TableRow>
              ))}
              {totals.map(([k, v]) => (
                <TableRow key={k}>
                  <TableCell colSpan={3} sx={{ fontWeight: k === "Total" ? 700 : 400 }}>
                    {k}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ fontWeight: k === "Total" ? 700 : 400, whiteSpace: "nowrap" }}
                  >
                    {v}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>

      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        <Section title="Buyer and payment">
          <FactList
            rows={[
              [
                "Email",
                o.email ? (
                  <MuiLink key="email" href={`mailto:${o.email}`}>
                    {String(o.email)}
                  </MuiLink>
                ) : (
                  "—"
                ),
              ],
              [
                "Account",
                o.user_id ? (
                  <MuiLink key="account" component={Link} to={`/admin/users/${o.user_id}`}>
                    Their account
                  </MuiLink>
                ) : (
                  "Guest"
                ),
              ],
              ["Kind", ORDER_KIND_LABELS[String(o.kind)] ?? String(o.kind)],
              ["Provider", PROVIDERS[String(o.provider)] ?? String(o.provider)],
              ["Placed", when(String(o.created_date))],
              ["Paid", o.paid_date ? when(String(o.paid_date)) : "Not paid"],
            ]}
          />
        </Section>
        <Section title="Shipping">
          {address ? (
            <Typography
              component="address"
              sx={{ fontStyle: "normal", mb: 2 }}
              data-testid="ship-to"
            >
              {addressLines(address).map((line) => (
                <Box component="span" key={line} sx={{ display: "block" }}>
                  {line}
                </Box>
              ))}
            </Typography>
          ) : (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {o.ships
                ? "No address yet: it comes with the payment."
                : "Nothing in this order ships."}
            </Typography>
          )}
          {fulfillment ? (
            <FactList
              rows={[
                ["Carrier", fulfillment.carrier],
                [
                  "Tracking",
                  fulfillment.tracking_url ? (
                    <MuiLink
                      key="tracking"
                      href={fulfillment.tracking_url}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {fulfillment.tracking_number}
                    </MuiLink>
                  ) : (
                    fulfillment.tracking_number
                  ),
                ],
                ["Sent", when(fulfillment.fulfilled_date)],
              ]}
            />
          ) : o.ships && paid ? (
            <>
              {errorFor("fulfil")}
              <FulfilForm />
            </>
          ) : null}
        </Section>
      </Box>

      <Section title="Refunds">
        {refunds.length ? (
          <Stack component="ul" spacing={1} sx={{ m: 0, mb: 2, pl: 2.5 }} data-testid="refunds">
            {refunds.map((r) => (
              <li key={r.id}>
                <strong>{money(r.amount)}</strong> on {when(r.created_date)}
                {r.lines.length
                  ? `: ${r.lines
                      .map(
                        (l) =>
                          `${l.quantity} × ${lines.find((x) => x.price_id === l.price_id)?.name ?? "item"}`,
                      )
                      .join(", ")}`
                  : ""}
                {r.restocked ? " (back in stock)" : ""}
                {r.reason ? ` — ${r.reason}` : ""}
                {r.status === "pending" ? " (waiting for the payment service)" : ""}
              </li>
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            No refunds.
          </Typography>
        )}
        {(paid || o.status === "refunded") && left.amount > 0 ? (
          <>
            {errorFor("refund")}
            <RefundForm left={left} currency={currency} />
          </>
        ) : null}
      </Section>

      <Section title="History">
        <Stack component="ol" spacing={0.75} sx={{ m: 0, pl: 2.5 }} data-testid="order-history">
          {history.map((h) => (
            <li key={h.id}>
              <strong>{EVENT_LABELS[h.kind] ?? h.kind}</strong> · {when(h.created_date)}
              {h.by ? ` · ${h.by}` : ""}
              {h.detail ? (
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: "block" }}
                >
                  {h.detail}
                </Typography>
              ) : null}
            </li>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}
