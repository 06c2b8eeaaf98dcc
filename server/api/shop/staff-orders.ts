import { conflict, notFound, validationError } from "../../../core/errors.ts";
import { fulfilSchema, ORDER_STATUSES } from "../../../core/schemas/shop.ts";
import { trackingUrl } from "../../../core/shop/tracking.ts";
import { listEnvelope, pageOf, parseListParams, sortKeys } from "../../lib/list-params.ts";
import { type Actor, requireSuperAdmin } from "../../lib/policy.ts";
import { isUuid } from "../../lib/records.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import { shippingMail } from "./mails.ts";
import { ordersCsv } from "./orders-csv.ts";
import { presentOrder, presentOrderEvent } from "./present.ts";
import { createRefunds, type OrderCommandDeps } from "./refund.ts";
import { type OrderRow, orderSortColumns, shopTransaction } from "./repo.ts";

// Orders for staff (superadmin): the list with its filters and the CSV of
// it, an order with its history, "Mark fulfilled" and "Refund" (refund.ts).

type Query = Record<string, string | undefined>;
const bad = (field: string, message: string) => validationError([{ field, message }]);
/** The list's "Shipping" filter. */
export const SHIPPING_FILTERS = ["to_ship", "fulfilled"] as const;
const KINDS = ["product", "tip"] as const;
/** The CSV stops here, as lists do (decision 020): narrow the filters for more. */
const CSV_MAX_ROWS = 10_000;

export function createStaffOrders(deps: OrderCommandDeps & { publicUrl: string; now: () => Date }) {
  const { shop } = deps;
  const orderUrl = (o: OrderRow) =>
    `${deps.publicUrl}/shop/order/confirmation?order=${o.confirmationId}`;
  const refunds = createRefunds({ ...deps, orderUrl });

  /** The list's filters from a query: unknown values are a 400 naming the parameter. */
  function filtersOf(query: Query) {
    const status = query.status || undefined;
    if (status && !(ORDER_STATUSES as readonly string[]).includes(status))
      throw bad("status", `Use one of: ${ORDER_STATUSES.join(", ")}.`);
    const kind = query.kind || undefined;
    if (kind && !(KINDS as readonly string[]).includes(kind))
      throw bad("kind", `Use one of: ${KINDS.join(", ")}.`);
    const shipping = query.shipping || undefined;
    if (shipping && !(SHIPPING_FILTERS as readonly string[]).includes(shipping))
      throw bad("shipping", `Use one of: ${SHIPPING_FILTERS.join(", ")}.`);
    return {
      ...(status ? { status } : {}),
      ...(kind ? { kind } : {}),
      ...(shipping ? { shipping: shipping as (typeof SHIPPING_FILTERS)[number] } : {}),
    };
  }

  async function present(rows: OrderRow[]) {
    const refunds = await shop.refunds.of(rows.map((r) => r.id));
    return rows.map((r) => presentOrder(r, refunds));
  }

  async function orderOr404(id: string) {
    const order = isUuid(id) ? await shop.orders.byId(id) : null;
    if (!order) throw notFound("That order");
    return order;
  }

  async function getOrder(actor: Actor, id: string) {
    requireSuperAdmin(actor);
    const order = await orderOr404(id);
    const [presented] = await present([order]);
    const history = (await shop.events.of(order.id)).map(presentOrderEvent);
    return { ...presented!, history };
  }

  return {
    /** GET /shop/orders/list: by status, kind, shipping (to_ship, fulfilled), email or confirmation. */
    async listOrders(actor: Actor, query: Query) {
      requireSuperAdmin(actor);
      const params = parseListParams(query, {
        sortable: sortKeys(orderSortColumns),
        defaultSortBy: "created_date",
        defaultSort: "desc",
      });
      const { rows, total } = await shop.orders.list({
        ...pageOf(params),
        ...filtersOf(query),
        ...(params.query ? { query: params.query } : {}),
      });
      return listEnvelope(await present(rows), total, params);
    },

    /** GET /shop/orders/id/{id}: the order with its refunds and its history. */
    getOrder,

    /** /admin/orders.csv: the list's orders under its filters, newest first, as a spreadsheet. */
    async exportCsv(actor: Actor, query: Query) {
      requireSuperAdmin(actor);
      const filters = filtersOf(query);
      const search = query.query?.trim() ? { query: query.query.trim().slice(0, 200) } : {};
      const rows: OrderRow[] = [];
      for (let offset = 0; offset < CSV_MAX_ROWS; offset += 500) {
        const page = await shop.orders.list({
          offset,
          limit: 500,
          sortBy: "created_date",
          sort: "desc",
          ...filters,
          ...search,
        });
        rows.push(...page.rows);
        if (page.rows.length < 500) break;
      }
      return ordersCsv(await present(rows));
    },

    /** POST /shop/orders/id/{id}/fulfil {carrier, tracking_number, tracking_url?, notify?} */
    async fulfil(actor: Actor, id: string, input: unknown) {
      const admin = requireSuperAdmin(actor);
      await orderOr404(id);
      const f = parseOrThrow(fulfilSchema, input);
      const url = f.tracking_url ?? trackingUrl(f.carrier, f.tracking_number);
      if (!url)
        throw bad(
          "tracking_url",
          "Give the tracking link: we only make them for USPS, UPS, FedEx and DHL.",
        );
      const fulfilled = await shopTransaction(deps.db, async (repo) => {
        const order = (await repo.orders.lockById(id))!;
        if (order.fulfillment)
          throw conflict(
            `This order was marked fulfilled already (${order.fulfillment.carrier} ${order.fulfillment.tracking_number}).`,
          );
        if (order.status !== "paid")
          throw conflict(
            order.status === "refunded"
              ? "This order is refunded in full: there is nothing to send."
              : "Only a paid order can be fulfilled.",
          );
        if (!order.lines.some((l) => l.ships))
          throw conflict("Nothing in this order is sent by post.");
        const saved = await repo.orders.update(id, {
          fulfillment: {
            carrier: f.carrier,
            tracking_number: f.tracking_number,
            tracking_url: url,
            fulfilled_date: deps.now().toISOString(),
          },
        });
        await repo.events.add(id, "fulfilled", `${f.carrier} ${f.tracking_number}`, admin.userId);
        return saved!;
      });
      if (f.notify && fulfilled.email && fulfilled.fulfillment) {
        const mail = shippingMail(
          deps.siteName,
          fulfilled.email,
          { ...fulfilled, fulfillment: fulfilled.fulfillment },
          orderUrl(fulfilled),
        );
        await deps.mailer.send(mail).catch((err: unknown) => {
          deps.logger.error({ err }, "shipping mail not sent");
        });
      }
      return getOrder(actor, id);
    },

    /** POST /shop/orders/id/{id}/refund {full?, lines?, amount?, reason?, restock?} */
    async refund(actor: Actor, id: string, input: unknown) {
      await refunds.refund(actor, id, input);
      return getOrder(actor, id);
    },
  };
}

export type StaffOrders = ReturnType<typeof createStaffOrders>;
