import { data, redirect } from "react-router";
import { MAX_QUANTITY } from "../../core/schemas/shop.ts";
import { setQuantity } from "../../core/shop/cart.ts";
import { MuiTheme } from "../components/mui-theme.tsx";
import { ShopCart } from "../components/shop-cart.tsx";
import { cartCookie, readCart } from "../lib/cart.server.ts";
import { serverContext } from "../lib/context.server.ts";
import { field } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { shopFailure } from "../lib/shop-pages.server.ts";
import { getViewer } from "../lib/viewer.server.ts";
import type { Route } from "./+types/shop-cart";

// /shop/cart: the buyer's own cart (a cookie, so never a cached page), with
// quantities to change, where it ships and at which rate (US first), the
// total with shipping, and Check out. Every form posts without JavaScript;
// with it, changes apply as they are made (components/shop-cart.tsx).

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
});

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = serverContext(context);
  const url = new URL(request.url);
  const items = readCart(request);
  const cart = await services.shop.cartView(items, {
    country: url.searchParams.get("country")?.toUpperCase() ?? undefined,
    rateId: url.searchParams.get("rate"),
  });
  const body = { cart, maxQuantity: MAX_QUANTITY };
  // Items no longer for sale leave the cart, and the page says so once.
  if (!cart.gone.length) return body;
  const kept = items.filter((i) => !cart.gone.includes(i.price_id));
  return data(body, { headers: { "set-cookie": cartCookie(context, kept) } });
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  let items = readCart(request);
  const remove = field(form, "remove");
  if (remove) items = setQuantity(items, remove, 0);
  else if (field(form, "intent") === "checkout") {
    const { services } = serverContext(context);
    const { actor } = await getViewer(request, context);
    const country = field(form, "country");
    const rate = field(form, "rate");
    try {
      const { url } = await services.shop.createCheckoutSession(actor, {
        price_id_items: items,
        ...(country ? { shipping: { country, ...(rate ? { rate_id: rate } : {}) } } : {}),
      });
      return redirect(url);
    } catch (err) {
      const failure = shopFailure(err);
      return data({ message: failure.message }, { status: failure.status });
    }
  } else {
    // "Update": every quantity field; 0 or empty takes the item out.
    for (const item of [...items]) {
      const typed = field(form, `qty.${item.price_id}`);
      if (typed === "") continue;
      const n = Number(typed);
      if (!Number.isInteger(n) || n < 0 || n > MAX_QUANTITY)
        return data({ message: `Use a whole number from 0 to ${MAX_QUANTITY}.` }, { status: 400 });
      items = setQuantity(items, item.price_id, n);
    }
  }
  const back = new URL(request.url);
  return redirect(`/shop/cart${back.search}`, {
    headers: { "set-cookie": cartCookie(context, items) },
  });
}

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Your cart");

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MuiTheme>
      <ShopCart
        cart={loaderData.cart}
        maxQuantity={loaderData.maxQuantity}
        message={actionData?.message}
      />
    </MuiTheme>
  );
}
