// Which shipping rates an order may ship at, and what each charges it: the
// one rule behind the cart's shipping line, the checkout and the receipt.
// Staff keep the rates (the `shipping-rates` resource); each is a flat
// amount per order for a group of countries, optionally free once the
// goods come to a set amount.

export interface ShippingRateRule {
  id: string;
  name: string;
  /** ISO country codes; empty: every country no other rate names ("International"). */
  countries: readonly string[];
  /** Cents per order. */
  amount: number;
  /** Goods of at least this many cents ship free with this rate; null: never free. */
  free_above: number | null;
  is_active: boolean;
  sort_order: number;
}

/** A rate as offered to one order: what it charges that order. */
export interface ShippingOffer {
  id: string;
  name: string;
  /** Cents this order pays: the rate's amount, or 0 once the goods reach its free amount. */
  amount: number;
  /** Whether this order ships free because of the goods' total. */
  free: boolean;
}

/**
 * The rates that apply to goods worth `subtotal` cents going to `country`:
 * the active rates naming the country, or, when none does, the active rates
 * naming no country. Cheapest first (then staff's order, then name).
 */
export function ratesFor(
  rates: readonly ShippingRateRule[],
  country: string,
  subtotal: number,
): ShippingOffer[] {
  const active = rates.filter((r) => r.is_active);
  const named = active.filter((r) => r.countries.includes(country));
  const apply = named.length ? named : active.filter((r) => r.countries.length === 0);
  return apply
    .map((r) => {
      const free = r.free_above !== null && subtotal >= r.free_above;
      return { rule: r, offer: { id: r.id, name: r.name, amount: free ? 0 : r.amount, free } };
    })
    .sort(
      (a, b) =>
        a.offer.amount - b.offer.amount ||
        a.rule.sort_order - b.rule.sort_order ||
        a.rule.name.localeCompare(b.rule.name),
    )
    .map((x) => x.offer);
}

/**
 * The rate an order ships at: the chosen one when it applies to the
 * country, else the cheapest that does; null when none does (we do not
 * ship there) or the chosen one does not apply (`chosenId` given and wrong).
 */
export function pickRate(
  rates: readonly ShippingRateRule[],
  country: string,
  subtotal: number,
  chosenId?: string | null,
): ShippingOffer | null {
  const offers = ratesFor(rates, country, subtotal);
  if (chosenId) return offers.find((o) => o.id === chosenId) ?? null;
  return offers[0] ?? null;
}

/** Whether any rate reaches `country` at all (the cart's country list leaves out the rest). */
export const shipsTo = (rates: readonly ShippingRateRule[], country: string): boolean =>
  ratesFor(rates, country, 0).length > 0;
