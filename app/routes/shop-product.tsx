import { Box, Container, Link, Typography } from "@mui/material";
import { data, Link as RouterLink, redirect } from "react-router";
import { MAX_QUANTITY } from "../../core/schemas/shop.ts";
import { addToCart, MAX_CART_LINES } from "../../core/shop/cart.ts";
import { MuiTheme } from "../components/mui-theme.tsx";
import { NotFoundView } from "../components/not-found-view.tsx";
import { RichText } from "../components/rich-text.tsx";
import { ShopBuyForm } from "../components/shop-buy-form.tsx";
import { ShopGallery } from "../components/shop-gallery.tsx";
import { StaffEditLink } from "../components/staff-edit-link.tsx";
import { cartCookie, readCart } from "../lib/cart.server.ts";
import { field } from "../lib/forms.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { orNotFound, publicPage } from "../lib/page.server.ts";
import { notFound, shopFailure, visitor } from "../lib/shop-pages.server.ts";
import { getViewer } from "../lib/viewer.server.ts";
import type { Route } from "./+types/shop-product";

async function productOr404(services: ReturnType<typeof publicPage>["services"], slug: string) {
  const product = await orNotFound(services.catalog.get(visitor, "slug", slug), "Product");
  // Memberships live on /membership and the tip jar on /tip; this page sells things.
  if (product.kind !== "product" || !product.is_active) notFound("Product");
  return product;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const p = await productOr404(page.services, params.slug);
  const asked = Number(new URL(request.url).searchParams.get("image") ?? 0);
  const selected = Number.isInteger(asked) && asked > 0 && asked < p.images.length ? asked : 0;
  return {
    product: {
      id: p.id,
      name: p.name,
      slug: p.slug,
      summary: p.summary,
      description: p.description,
      images: p.images,
      prices: p.prices.map((x) => ({
        id: x.id,
        amount: x.amount,
        currency: x.currency,
        label: x.label,
      })),
      stock: p.stock,
      ships: p.ships,
    },
    selected,
    maxQuantity: MAX_QUANTITY,
    siteName: page.siteName,
    canonical: page.canonical(`/shop/${p.slug}`),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const page = publicPage(context, request);
  const product = await productOr404(page.services, params.slug);
  const { actor } = await getViewer(request, context);
  const form = await request.formData();
  const values = { price_id: field(form, "price_id"), quantity: field(form, "quantity") };
  if (form.get("intent") === "add") return addToCartAction(context, request, product, values);
  try {
    const { url } = await page.services.shop.createCheckoutSession(actor, {
      product_id: product.id,
      price_id_items: [
        // An empty or unreadable quantity is not a number: the service says what it wants.
        {
          price_id: values.price_id,
          quantity: values.quantity === "" ? Number.NaN : Number(values.quantity),
        },
      ],
    });
    return redirect(url);
  } catch (err) {
    const failure = shopFailure(err, {
      "price_id_items.*.quantity": "quantity",
      "price_id_items.*.price_id": "price_id",
      price_id_items: "price_id",
    });
    return data(
      { message: failure.message, fields: failure.fields, values },
      { status: failure.status },
    );
  }
}

/**
 * "Add to cart": the price and quantity checked here, kept in the cart
 * cookie, and on to the cart page (with or without JavaScript).
 */
function addToCartAction(
  context: Route.ActionArgs["context"],
  request: Request,
  product: { prices: { id: string; interval: string | null }[] },
  values: { price_id: string; quantity: string },
) {
  const quantity = Number(values.quantity);
  const fields: Record<string, string> = {};
  if (!product.prices.some((p) => p.id === values.price_id && !p.interval))
    fields.price_id = "Choose a price.";
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
    fields.quantity = `Use a whole number from 1 to ${MAX_QUANTITY}.`;
  const items = readCart(request);
  if (!items.some((i) => i.price_id === values.price_id) && items.length >= MAX_CART_LINES)
    fields.price_id = `The cart holds ${MAX_CART_LINES} different items at most: check out first.`;
  const message = Object.values(fields)[0];
  if (message) return data({ message, fields, values }, { status: 400 });
  return redirect("/shop/cart", {
    headers: {
      "set-cookie": cartCookie(context, addToCart(items, values.price_id, quantity)),
    },
  });
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  if (!loaderData) return pageMeta(args, { title: "Product not found", noindex: true });
  const { product, siteName, canonical } = loaderData;
  return pageMeta(args, {
    title: `${product.name} · Shop · ${siteName}`,
    shareTitle: product.name,
    description: product.summary ?? `${product.name}, from the ${siteName} shop.`,
    canonical,
    image: product.images[0],
    crumbs: [
      { name: "Shop", path: "/shop" },
      { name: product.name, path: `/shop/${product.slug}` },
    ],
  });
}

function ShopProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, selected } = loaderData;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/shop" sx={{ fontWeight: 600 }}>
          ← Shop
        </Link>
      </Typography>
      <Box
        sx={{
          display: "grid",
          columnGap: { md: 6 },
          rowGap: { xs: 3, md: 3 },
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" },
          gridTemplateAreas: {
            xs: '"title" "gallery" "buy" "about"',
            md: '"gallery title" "gallery buy" "gallery about" "gallery ."',
          },
          gridTemplateRows: { md: "auto auto auto 1fr" },
        }}
      >
        <Box sx={{ gridArea: "title" }}>
          <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.75rem" } }}>
            {product.name}
          </Typography>
          <StaffEditLink kind="product" id={product.id} />
          {product.summary ? (
            <Typography sx={{ mt: 1.5, fontSize: { xs: "1.05rem", md: "1.2rem" } }}>
              {product.summary}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ gridArea: "gallery", minWidth: 0 }}>
          <ShopGallery images={product.images} selected={selected} name={product.name} />
        </Box>
        <Box sx={{ gridArea: "buy" }}>
          <ShopBuyForm
            prices={product.prices}
            left={product.stock}
            maxQuantity={loaderData.maxQuantity}
            values={actionData?.values}
            fields={actionData?.fields}
            message={actionData?.message}
          />
        </Box>
        <Box
          component="section"
          aria-label="About this item"
          sx={{ gridArea: "about", minWidth: 0 }}
        >
          <RichText html={product.description} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {product.ships
              ? "Buy now ships within the US; for another country, add it to the cart and choose there. You pay by card on the next page."
              : "You pay by card on the next page."}
          </Typography>
        </Box>
      </Box>
    </Container>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundView
      title="Product not found"
      message="We don't sell anything at that address. It may have sold out or been renamed."
      back={{ to: "/shop", label: "Back to the shop" }}
    />
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page(props: Route.ComponentProps) {
  return (
    <MuiTheme>
      <ShopProduct {...props} />
    </MuiTheme>
  );
}
