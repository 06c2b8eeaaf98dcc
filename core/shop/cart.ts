// The cart: which prices and how many, kept in the buyer's browser as a
// cookie (no account needed, no server state, works without JavaScript).
// It holds no amounts: prices are read from the catalogue each time, and
// checkout reserves the stock (decision 046). Pure, for the pages and the
// header's count alike.

export const CART_COOKIE = "cart";
/** As many lines as one checkout takes (checkoutSchema: price_id_items). */
export const MAX_CART_LINES = 10;
/** As many of one price as one checkout takes. */
export const MAX_CART_QUANTITY = 20;

export interface CartItem {
  price_id: string;
  quantity: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cookie's value as items: junk entries dropped, quantities kept in range, one line per price. */
export function parseCart(value: string | null | undefined): CartItem[] {
  const items: CartItem[] = [];
  let raw = value ?? "";
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return [];
  }
  for (const part of raw.split("|")) {
    const [id = "", n = ""] = part.split(":");
    const price_id = id.toLowerCase();
    const quantity = Number(n);
    if (!UUID.test(price_id) || !Number.isInteger(quantity) || quantity < 1) continue;
    const have = items.find((i) => i.price_id === price_id);
    if (have) have.quantity = Math.min(MAX_CART_QUANTITY, have.quantity + quantity);
    else if (items.length < MAX_CART_LINES)
      items.push({ price_id, quantity: Math.min(MAX_CART_QUANTITY, quantity) });
  }
  return items;
}

export const serializeCart = (items: readonly CartItem[]): string =>
  encodeURIComponent(items.map((i) => `${i.price_id}:${i.quantity}`).join("|"));

/** Adds `quantity` of a price (up to the most one checkout takes); a full cart is left as it is. */
export function addToCart(items: readonly CartItem[], price_id: string, quantity: number) {
  const have = items.find((i) => i.price_id === price_id);
  if (have)
    return items.map((i) =>
      i === have ? { ...i, quantity: Math.min(MAX_CART_QUANTITY, i.quantity + quantity) } : i,
    );
  if (items.length >= MAX_CART_LINES) return [...items];
  return [...items, { price_id, quantity: Math.min(MAX_CART_QUANTITY, quantity) }];
}

/** Sets a price's quantity; 0 takes it out. */
export function setQuantity(items: readonly CartItem[], price_id: string, quantity: number) {
  if (quantity <= 0) return items.filter((i) => i.price_id !== price_id);
  return items.map((i) =>
    i.price_id === price_id ? { ...i, quantity: Math.min(MAX_CART_QUANTITY, quantity) } : i,
  );
}

/** How many things are in the cart (the header's count). */
export const cartCount = (items: readonly CartItem[]): number =>
  items.reduce((n, i) => n + i.quantity, 0);

/** The cart's value in a Cookie header, or null. */
export function cartFromCookieHeader(header: string | null | undefined): CartItem[] {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === CART_COOKIE)
      return parseCart(part.slice(eq + 1).trim());
  }
  return [];
}

/**
 * Whether a paid order is this cart bought: every item in it, in the same
 * quantity. The order page then empties the cart; a different purchase
 * (another tab's) leaves it alone.
 */
export function cartBought(
  items: readonly CartItem[],
  lines: readonly { price_id: string | null; quantity: number }[],
): boolean {
  return (
    items.length > 0 &&
    items.every((i) => lines.some((l) => l.price_id === i.price_id && l.quantity === i.quantity))
  );
}
