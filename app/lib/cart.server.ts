import type { RouterContextProvider } from "react-router";
import {
  CART_COOKIE,
  type CartItem,
  cartFromCookieHeader,
  serializeCart,
} from "../../core/shop/cart.ts";
import { serverContext } from "./context.server.ts";

// The cart cookie on the server: read from the request, written back as a
// Set-Cookie header by the forms that change it (core/shop/cart.ts says what
// it holds). Not HttpOnly: the header's count reads it after hydration, and it
// holds nothing secret (price ids and quantities).

const THIRTY_DAYS = 30 * 24 * 3600;

export const readCart = (request: Request): CartItem[] =>
  cartFromCookieHeader(request.headers.get("cookie"));

/** The Set-Cookie line that keeps `items` (or forgets the cart when there are none). */
export function cartCookie(context: Readonly<RouterContextProvider>, items: CartItem[]): string {
  const secure = serverContext(context).services.site.secureCookies();
  const attrs = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return items.length
    ? `${CART_COOKIE}=${serializeCart(items)}; Max-Age=${THIRTY_DAYS}; ${attrs}`
    : `${CART_COOKIE}=; Max-Age=0; ${attrs}`;
}
