// Money on the shop pages: amounts are whole cents everywhere (DESIGN.md),
// shown as "$25.00". Pure functions, shared by loaders and components.

const formatters = new Map<string, Intl.NumberFormat>();

/** 2500 → "$25.00". */
export function formatMoney(cents: number, currency = "usd"): string {
  const code = currency.toUpperCase();
  let f = formatters.get(code);
  if (!f) {
    f = new Intl.NumberFormat("en-US", { style: "currency", currency: code });
    formatters.set(code, f);
  }
  return f.format(cents / 100);
}

/** "month" → "a month"; what a recurring price is billed per. */
export function perInterval(interval: string | null | undefined): string {
  if (interval === "month") return "a month";
  if (interval === "year") return "a year";
  return "";
}

/** "$5.00 a month", or "$25.00" for a one-time price. */
export function priceText(p: { amount: number; currency: string; interval?: string | null }) {
  const per = perInterval(p.interval);
  return per ? `${formatMoney(p.amount, p.currency)} ${per}` : formatMoney(p.amount, p.currency);
}

/** The lowest of a product's prices ("from $12.00"), or null when it has none. */
export function lowestPrice<P extends { amount: number }>(prices: readonly P[]): P | null {
  return prices.reduce<P | null>(
    (low, p) => (low === null || p.amount < low.amount ? p : low),
    null,
  );
}

/**
 * What someone typed as a dollar amount, in cents: "7", "7.5", "7.50",
 * "$1,000" or " 12.00 " → 700, 750, 750, 100000, 1200. Null when it is not
 * an amount of dollars and cents (letters, three decimals, a minus sign).
 */
export function parseDollars(text: string): number | null {
  const t = text.trim().replace(/^\$\s*/, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$|^\.\d{1,2}$/.test(t)) return null;
  const [whole = "0", frac = ""] = t.replace(/,/g, "").split(".");
  return Number(whole || "0") * 100 + Number(frac.padEnd(2, "0") || "0");
}

/** 700 → "7.00": cents as a form field shows them. */
export const centsToField = (cents: number) => (cents / 100).toFixed(2);
