import { Link } from "react-router";
import { CardGrid } from "../components/card-grid.tsx";
import { type ShopCardData, ShopProductCard } from "../components/shop-product-card.tsx";
import { Box, Button, Container, Stack, Typography } from "../components/ui/index.ts";
import { pageMeta } from "../lib/meta.ts";
import { publicPage } from "../lib/page.server.ts";
import { formatMoney, lowestPrice } from "../lib/shop-money.ts";
import { visitor } from "../lib/shop-pages.server.ts";
import type { Route } from "./+types/shop";

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = publicPage(context, request);
  const { catalog } = page.services;
  const [products, tiers] = await Promise.all([
    catalog.list(visitor, { kind: "product", page_size: "100" }),
    catalog.list(visitor, { kind: "membership", page_size: "100" }),
  ]);
  const cards: ShopCardData[] = products.results.map((p) => {
    const low = lowestPrice(p.prices);
    return {
      slug: p.slug,
      name: p.name,
      summary: p.summary,
      image: p.images[0] ?? null,
      price: low
        ? { amount: low.amount, currency: low.currency, several: p.prices.length > 1 }
        : null,
      soldOut: p.sold_out,
    };
  });
  const monthly = lowestPrice(
    tiers.results.flatMap((t) => t.prices.filter((p) => p.interval === "month")),
  );
  return {
    products: cards,
    membershipFrom: monthly ? formatMoney(monthly.amount, monthly.currency) : null,
    siteName: page.siteName,
    canonical: page.canonical("/shop"),
  };
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  return pageMeta(args, {
    title: `Shop · ${loaderData?.siteName ?? "Twin Cities Art Calendar"}`,
    shareTitle: "Shop",
    crumbs: [{ name: "Shop", path: "/shop" }],
    description:
      "Prints, a map and a tote from Twin Cities artists. Every purchase keeps the art calendar free for everyone.",
    canonical: loaderData?.canonical,
  });
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { products, membershipFrom } = loaderData;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">Shop</Typography>
      <Typography
        sx={{ mt: 1, mb: { xs: 3, md: 5 }, fontSize: "1.1rem", maxWidth: 720 }}
        color="text.secondary"
      >
        Prints, a map and a tote from Twin Cities artists. Every purchase keeps the calendar free
        for everyone.
      </Typography>
      {products.length ? (
        <CardGrid>
          {products.map((p) => (
            <ShopProductCard key={p.slug} product={p} />
          ))}
        </CardGrid>
      ) : (
        <Typography color="text.secondary">
          The shop is empty just now. New prints are on their way.
        </Typography>
      )}

      <Box
        component="section"
        aria-labelledby="shop-support"
        sx={{
          mt: { xs: 6, md: 8 },
          bgcolor: "#f6f6f4",
          mx: { xs: -2, sm: -3 },
          px: { xs: 2, sm: 3 },
          py: { xs: 3, md: 4 },
        }}
      >
        <Typography
          id="shop-support"
          variant="h2"
          sx={{ fontSize: { xs: "1.5rem", md: "1.9rem" }, mb: 3 }}
        >
          Support the calendar
        </Typography>
        <Box
          sx={{
            display: "grid",
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
          }}
        >
          <Teaser
            title="Become a member"
            text={`Members keep the calendar free and complete, and get our weekly picks a day early${membershipFrom ? `, from ${membershipFrom} a month` : ""}.`}
            to="/membership"
            action="See memberships"
          />
          <Teaser
            title="Leave a tip"
            text="A one-time thank-you of any amount, from $1. Every tip goes to keeping the listings correct."
            to="/tip"
            action="Open the tip jar"
          />
        </Box>
      </Box>
    </Container>
  );
}

function Teaser({
  title,
  text,
  to,
  action,
}: {
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <Stack
      spacing={1.5}
      sx={{ alignItems: "flex-start", borderTop: 2, borderColor: "text.primary", pt: 1.5 }}
    >
      <Typography component="h3" variant="h4">
        {title}
      </Typography>
      <Typography sx={{ maxWidth: 520 }}>{text}</Typography>
      <Button component={Link} to={to} variant="contained">
        {action}
      </Button>
    </Stack>
  );
}
