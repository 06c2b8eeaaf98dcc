import { conflict, notFound, validationError } from "../../../core/errors.ts";
import { refundSchema } from "../../../core/schemas/shop.ts";
import {
  planRefund,
  refundItemsText,
  refundLeft,
  stockToReturn,
} from "../../../core/shop/refunds.ts";
import type { Db } from "../../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Mailer } from "../../lib/mail/types.ts";
import type { PaymentsProvider } from "../../lib/payments/types.ts";
import { type Actor, requireSuperAdmin } from "../../lib/policy.ts";
import { isUuid } from "../../lib/records.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { Realtime } from "../../realtime/publisher.ts";
import { atProvider } from "./checkout.ts";
import { refundMail } from "./mails.ts";
import { moveOrder } from "./order-moves.ts";
import { type OrderRow, type ShopRepo, shopTransaction } from "./repo.ts";

// Staff's refund: in full or in part (chosen items and/or an amount not above
// what is left), through the provider, recorded in `refunds`, the items put
// back in stock when staff say they came back. Three steps, so that no
// refund is ever half written and two at once cannot give back more than
// was paid:
//   1. in a transaction, under the order's lock: check what is left and
//      record the refund "pending", counted on the order at once;
//   2. ask the provider (our refund's id is its idempotency key);
//   3. in a transaction: "succeeded", the stock, the history, and the order
//      "refunded" when nothing is left; or, refused, the pending one removed.

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );

/** What staff's order commands work with. */
export interface OrderCommandDeps {
  db: Db;
  shop: ShopRepo;
  payments: PaymentsProvider;
  mailer: Mailer;
  logger: Logger;
  siteName: string;
  realtime?: Realtime;
}

export function createRefunds(deps: OrderCommandDeps & { orderUrl: (o: OrderRow) => string }) {
  return {
    /** Refunds as asked, or refuses (400 naming the field, 409, 502 when the provider fails). */
    async refund(actor: Actor, id: string, input: unknown): Promise<void> {
      const admin = requireSuperAdmin(actor);
      const r = parseOrThrow(refundSchema, input);
      const current = isUuid(id) ? await deps.shop.orders.byId(id) : null;
      if (!current) throw notFound("That order");
      if (r.restock && !r.full && !r.lines.length)
        throw validationError([
          { field: "restock", message: "Choose the items that came back to put them in stock." },
        ]);

      // 1. What is left, and the refund recorded pending, under the order's lock.
      const pending = await shopTransaction(deps.db, async (repo) => {
        const order = (await repo.orders.lockById(id))!;
        if (order.status !== "paid" && order.status !== "refunded")
          throw conflict("Only a paid order can be refunded.");
        if (!order.providerPaymentId)
          throw conflict("The payment service has no payment for this order to refund.");
        const left = refundLeft(
          { amount_total: order.amountTotal, lines: order.lines },
          await repo.refunds.of([order.id]),
        );
        const plan = planRefund(left, r);
        if (!plan.ok) throw validationError(plan.errors);
        const row = await repo.refunds.insertPending({
          orderId: order.id,
          amount: plan.amount,
          lines: plan.lines,
          reason: r.reason ?? null,
          restocked: r.restock && plan.lines.length > 0,
          createdBy: admin.userId,
        });
        return { order, left, plan, row };
      });
      const { order, left, plan, row } = pending;

      // 2. The provider gives the money back, once however often this is retried.
      const done = await atProvider(
        deps.logger,
        deps.payments.refund({
          paymentId: order.providerPaymentId!,
          amount: plan.amount,
          reference: order.confirmationId,
          idempotencyKey: row.id,
        }),
      ).catch(async (err: unknown) => {
        await shopTransaction(deps.db, (repo) => repo.refunds.withdraw(row));
        throw err;
      });

      // 3. Recorded as done, with the stock and the history.
      const items = refundItemsText(left, plan.lines);
      const restock = row.restocked ? stockToReturn(left, plan.lines) : [];
      const after = await shopTransaction(deps.db, async (repo) => {
        const locked = (await repo.orders.lockById(id))!;
        await repo.refunds.succeeded(row.id, done.id);
        const stock = restock.length ? await repo.stock.giveBack(restock) : [];
        const detail = [
          `Refunded ${money(plan.amount, order.currency)}`,
          items ? ` (${items})` : "",
          row.restocked ? "; back in stock" : "",
          r.reason ? `: ${r.reason}` : "",
        ].join("");
        await repo.events.add(id, "refund", detail, admin.userId);
        if (plan.completes)
          await moveOrder(
            repo,
            locked,
            "refunded",
            {},
            {
              detail: "Refunded in full",
              userId: admin.userId,
            },
          );
        return {
          order: (await repo.orders.byId(id))!,
          stockChanged: stock.some((s) => s.left !== null),
        };
      });
      if (after.stockChanged)
        await deps.realtime?.publish("content", "change", { table: "products", action: "updated" });
      if (after.order.email) {
        const mail = refundMail(
          deps.siteName,
          after.order.email,
          after.order,
          { amount: plan.amount, items, full: after.order.status === "refunded" },
          deps.orderUrl(after.order),
        );
        await deps.mailer.send(mail).catch((err: unknown) => {
          deps.logger.error({ err }, "refund mail not sent");
        });
      }
    },
  };
}
