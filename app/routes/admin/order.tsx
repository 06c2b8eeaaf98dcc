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
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { Link } from "react-router";
import { formatArticleDate } from "../../components/admin/article-status.tsx";
import { OrderFacts } from "../../components/admin/order-facts.tsx";
import { ORDER_KIND_LABELS, OrderStatusChip } from "../../components/admin/order-status.tsx";
import { serverContext } from "../../lib/context.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orNotFound } from "../../lib/page.server.ts";
import { formatMoney } from "../../lib/shop-money.ts";
import { requireAdmin } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/order";

export const meta = ({ loaderData, ...args }: Route.MetaArgs) =>
  privateMeta(args, `Order ${loaderData?.order.confirmation_id ?? ""} · Back office`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor } = await requireAdmin(request, context);
  const { services } = serverContext(context);
  const order = await orNotFound(services.catalog.getOrder(actor, params.id), "Order");
  // The buyer's account, when they were signed in (and it still exists).
  const buyer = order.user_id
    ? await services.security
        .getUser(actor, order.user_id)
        .then((u) => ({ id: u.id, name: u.name, email: u.email }))
        .catch(() => null)
    : null;
  return { order, buyer };
}

const PROVIDERS: Record<string, string> = { sandbox: "Sandbox (test mode)", stripe: "Stripe" };

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { order, buyer } = loaderData;
  const money = (cents: number) => formatMoney(cents, order.currency);
  const items = order.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <>
      <MuiLink component={Link} to="/admin/orders" sx={{ display: "inline-block", mb: 1 }}>
        ← All orders
      </MuiLink>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ alignItems: { sm: "center" }, mb: 3 }}
      >
        <Typography variant="h2" component="h1">
          Order{" "}
          <Box
            component="span"
            sx={{
              display: "block",
              mt: 0.5,
              fontFamily: "monospace",
              fontSize: "1.25rem",
              fontWeight: 600,
              letterSpacing: 0,
              wordBreak: "break-all",
            }}
          >
            {order.confirmation_id}
          </Box>
        </Typography>
        <Box>
          <OrderStatusChip status={order.status} size="medium" />
        </Box>
      </Stack>
      {order.failure_message ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          <strong>Payment failed:</strong> {order.failure_message}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: "grid",
          gap: 4,
          gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) 360px" },
          alignItems: "start",
        }}
      >
        <Box component="section" aria-labelledby="order-items" sx={{ minWidth: 0 }}>
          <Typography id="order-items" variant="h5" component="h2" sx={{ mb: 2 }}>
            {items === 1 ? "1 item" : `${items} items`}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-labelledby="order-items">
              <TableHead>
                <TableRow>
                  <TableCell>Item</TableCell>
                  <TableCell align="right">Price</TableCell>
                  <TableCell align="right">Qty</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.lines.map((l, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change
                  <TableRow key={i}>
                    <TableCell>
                      {order.kind === "tip" ? (
                        l.name
                      ) : (
                        <MuiLink component={Link} to={`/admin/products/${l.product_id}`}>
                          {l.name}
                        </MuiLink>
                      )}
                    </TableCell>
                    <TableCell align="right">{money(l.unit_amount)}</TableCell>
                    <TableCell align="right">{l.quantity}</TableCell>
                    <TableCell align="right">{money(l.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell
                    colSpan={3}
                    sx={{ color: "text.primary", fontWeight: 700, fontSize: "0.95rem" }}
                  >
                    Total
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ color: "text.primary", fontWeight: 700, fontSize: "0.95rem" }}
                  >
                    {money(order.amount_total)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        </Box>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="order-details"
          // Who and how first on a phone; beside the items on a wide screen.
          sx={{ p: 2, order: { xs: -1, lg: 0 } }}
        >
          <Typography id="order-details" variant="h5" component="h2" sx={{ mb: 2 }}>
            Details
          </Typography>
          <OrderFacts
            items={[
              ["Total", money(order.amount_total)],
              ["Kind", ORDER_KIND_LABELS[order.kind] ?? order.kind],
              [
                "Email",
                order.email ? (
                  <MuiLink key="email" href={`mailto:${order.email}`}>
                    {order.email}
                  </MuiLink>
                ) : (
                  "—"
                ),
              ],
              [
                "Account",
                buyer ? (
                  <MuiLink key="account" component={Link} to={`/admin/users/${buyer.id}`}>
                    {buyer.name || buyer.email}
                  </MuiLink>
                ) : order.user_id ? (
                  "Deleted account"
                ) : (
                  "Guest"
                ),
              ],
              ["Provider", PROVIDERS[order.provider] ?? order.provider],
              ["Created", formatArticleDate(order.created_date, true)],
              ["Paid", order.paid_date ? formatArticleDate(order.paid_date, true) : "Not paid"],
              ["Last change", formatArticleDate(order.modified_date, true)],
            ]}
          />
        </Paper>
      </Box>
    </>
  );
}
