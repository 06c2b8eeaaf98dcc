import { shippingRateSchema, shippingRateUpdateSchema } from "../../../core/schemas/shop.ts";
import type { ShippingRateRule } from "../../../core/shop/shipping.ts";
import { type Actor, requireSuperAdmin } from "../../lib/policy.ts";
import { staleOrMissing } from "../../lib/records.ts";
import { found, listed } from "../../lib/use-cases.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import { mapRow, type RevisionLog, type RevisionMeta, trackedFields } from "../revisions/log.ts";
import { presentShippingRate } from "./present.ts";
import { createRatesRepo, type RatesRepo, rateSortColumns } from "./rates-repo.ts";

// Shipping rates: staff keep them (superadmin, with history and the trash
// like every staff-edited record); checkouts and the cart price with the
// active ones through the rule in core/shop/shipping.ts.

type Query = Record<string, string | undefined>;
const rateFields = trackedFields(shippingRateSchema);

type RateInput = Partial<ReturnType<typeof shippingRateSchema.parse>>;
const columns = (r: RateInput) => ({
  ...(r.name !== undefined ? { name: r.name } : {}),
  ...(r.countries !== undefined ? { countries: r.countries } : {}),
  ...(r.amount !== undefined ? { amount: r.amount } : {}),
  ...(r.free_above !== undefined ? { freeAbove: r.free_above } : {}),
  ...(r.is_active !== undefined ? { isActive: r.is_active } : {}),
  ...(r.sort_order !== undefined ? { sortOrder: r.sort_order } : {}),
});

export function createRatesService(deps: { rates: RatesRepo; log: RevisionLog }) {
  const { rates, log } = deps;
  return {
    /** GET /shop/shipping-rates/list (superadmin) */
    list(actor: Actor, query: Query) {
      requireSuperAdmin(actor);
      return listed(
        query,
        { columns: rateSortColumns, by: "sort_order", dir: "asc" },
        rates.list,
        presentShippingRate,
      );
    },

    async get(actor: Actor, id: string) {
      requireSuperAdmin(actor);
      return presentShippingRate(await found("id", id, rates.find, "shipping rate"));
    },

    async create(actor: Actor, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const r = parseOrThrow(shippingRateSchema, input);
      const row = (await log.write(admin, "shipping_rate", {}, async (tx) => {
        const made = await createRatesRepo(tx).insert({
          name: r.name,
          countries: r.countries,
          amount: r.amount,
          freeAbove: r.free_above,
          isActive: r.is_active,
          sortOrder: r.sort_order,
          modifiedBy: admin.userId,
        });
        return {
          id: made.id,
          before: null,
          after: rateFields(presentShippingRate(made)),
          result: made,
        };
      }))!;
      return presentShippingRate(row);
    },

    async update(actor: Actor, id: string, input: unknown, meta: RevisionMeta = {}) {
      const admin = requireSuperAdmin(actor);
      await found("id", id, rates.find, "shipping rate");
      const { version, ...r } = parseOrThrow(shippingRateUpdateSchema, input);
      const row = await log.update(admin, "shipping_rate", meta, id, (tx) => {
        const repo = createRatesRepo(tx);
        return {
          read: async () =>
            mapRow(await repo.find("id", id), (x) => rateFields(presentShippingRate(x))),
          save: () => repo.update(id, { ...columns(r), modifiedBy: admin.userId }, version),
        };
      });
      if (!row) return staleOrMissing(await rates.stamp(id), "shipping rate");
      return presentShippingRate(row);
    },

    /** The rates on offer, as the shipping rule reads them. */
    async rules(): Promise<ShippingRateRule[]> {
      return (await rates.active()).map(presentShippingRate);
    },
  };
}

export type RatesService = ReturnType<typeof createRatesService>;
