import { Link as RouterLink } from "react-router";
import type { CardImage } from "../../core/listing/cards.ts";
import { formatMoney } from "../lib/shop-money.ts";
import { CardImageView } from "./card-image.tsx";
import { Box, Link, Stack, Typography } from "./ui/index.ts";

export interface ShopCardData {
  slug: string;
  name: string;
  summary: string | null;
  image: CardImage | null;
  /** The lowest price and whether there are others ("from $12.00"). */
  price: { amount: number; currency: string; several: boolean } | null;
  soldOut: boolean;
}

/**
 * A product in the shop's grid: picture, name, summary and price, like the
 * calendar's cards. The whole card is the name's link.
 */
export function ShopProductCard({ product }: { product: ShopCardData }) {
  const { price } = product;
  return (
    <Box
      component="article"
      data-testid="product-card"
      sx={{
        position: "relative",
        display: "grid",
        gap: 1.5,
        alignContent: "start",
        "&:hover .card-title, &:focus-within .card-title": { textDecoration: "underline" },
      }}
    >
      <CardImageView image={product.image} title={product.name} venueType={null} />
      <Stack spacing={0.75} sx={{ minWidth: 0 }}>
        <Typography
          component="h2"
          sx={{ fontWeight: 700, fontSize: "1.15rem", lineHeight: 1.25, letterSpacing: "-0.01em" }}
        >
          <Link
            component={RouterLink}
            to={`/shop/${product.slug}`}
            color="inherit"
            underline="none"
            className="card-title"
            sx={{ "&::after": { content: '""', position: "absolute", inset: 0 } }}
          >
            {product.name}
          </Link>
        </Typography>
        {product.summary ? (
          <Typography color="text.secondary" sx={{ fontSize: "0.95rem" }}>
            {product.summary}
          </Typography>
        ) : null}
        {price ? (
          <Typography sx={{ fontWeight: 700 }}>
            {price.several ? "from " : ""}
            {formatMoney(price.amount, price.currency)}
            {product.soldOut ? (
              <Box component="span" sx={{ ml: 1, fontWeight: 600, color: "text.secondary" }}>
                · Sold out
              </Box>
            ) : null}
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}
