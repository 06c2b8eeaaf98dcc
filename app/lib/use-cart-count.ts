import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { CART_COOKIE, cartCount, parseCart } from "../../core/shop/cart.ts";

/**
 * How many things are in the visitor's cart, read from the cart cookie once
 * the page has hydrated and again after each navigation (adding or checking
 * out lands on another page). 0 on the server and in the first render: a
 * cached public page never carries anyone's cart.
 */
export function useCartCount(): number {
  const location = useLocation();
  const [count, setCount] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on every navigation
  useEffect(() => {
    const entry = document.cookie
      .split(";")
      .map((c) => c.trim())
      .find((c) => c.startsWith(`${CART_COOKIE}=`));
    setCount(cartCount(parseCart(entry?.slice(CART_COOKIE.length + 1))));
  }, [location.key]);
  return count;
}
