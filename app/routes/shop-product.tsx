import { Box, Container, Link, Typography } from "@mui/material";
import { data, Link as RouterLink, redirect } from "react-router";
import { MAX_QUANTITY } from "../../core/schemas/shop.ts";
import { MuiTheme } from "../components/mui-theme.tsx";
import { NotFoundView } from "../components/not-found-view.tsx";
import { RichText } from "../components/rich-text.tsx";
import { ShopBuyForm } from "../components/shop-buy-form.tsx";
import { ShopGallery } from "../components/shop-gallery.tsx";
import { StaffEditLink } from "../components/staff-edit-link.tsx";
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
            You pay by card on the next page.
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
