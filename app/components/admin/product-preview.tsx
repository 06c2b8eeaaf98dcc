import { Box, Chip, Paper, Stack, Typography } from "@mui/material";
import { type Control, useWatch } from "react-hook-form";
import {
  dollarsToCents,
  formatPrice,
  type ProductFormValues,
} from "../../lib/admin/product-form-values.ts";

export interface PreviewImage {
  url: string;
  alt: string;
}

/**
 * What the shop will show, from the form as it is now: the main image, the
 * name and summary, and the prices on sale. Inactive products and prices are
 * said in words, not left to be noticed missing.
 */
export function ProductPreview({
  control,
  image,
}: {
  control: Control<ProductFormValues>;
  image: PreviewImage | null;
}) {
  const [name, summary, kind, isActive, prices] = useWatch({
    control,
    name: ["name", "summary", "kind", "is_active", "prices"],
  });
  const onSale = (prices ?? []).filter((p) => p.is_active);
  const shown = onSale
    .map((p) => ({ cents: dollarsToCents(p.amount), interval: p.interval, label: p.label }))
    .filter((p) => Number.isFinite(p.cents));
  // Memberships and the tip jar are shown without pictures unless they have one.
  const withPicture = Boolean(image) || kind === "product";
  return (
    <Paper variant="outlined" component="section" aria-label="Shop preview" sx={{ p: 2 }}>
      <Typography variant="overline" color="text.secondary" component="h2">
        In the shop
      </Typography>
      <Box
        sx={{
          mt: 1,
          display: "grid",
          gap: 2,
          // Beside the text above the form on narrow screens, on top of it in the side column.
          gridTemplateColumns: withPicture
            ? { xs: "112px 1fr", sm: "180px 1fr", lg: "1fr" }
            : "1fr",
          alignItems: "start",
        }}
      >
        {withPicture ? (
          <Box
            sx={{
              aspectRatio: "4 / 3",
              bgcolor: "grey.100",
              borderRadius: 1,
              overflow: "hidden",
              display: "grid",
              placeItems: "center",
            }}
          >
            {image ? (
              <Box
                component="img"
                src={image.url}
                alt={image.alt}
                sx={{ width: "100%", height: "100%", objectFit: "cover" }}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                No image
              </Typography>
            )}
          </Box>
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ wordBreak: "break-word" }}>
            {name || "Untitled product"}
          </Typography>
          {summary ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {summary}
            </Typography>
          ) : null}
        </Box>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: "wrap" }}>
        {shown.map((p, i) => (
          <Chip
            // biome-ignore lint/suspicious/noArrayIndexKey: prices have no stable key before saving
            key={i}
            variant="outlined"
            label={`${formatPrice(p.cents, p.interval || null)}${p.label ? ` · ${p.label}` : ""}`}
          />
        ))}
      </Stack>
      {kind === "tip" && !shown.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Any amount from $1 to $1,000.
        </Typography>
      ) : null}
      {kind !== "tip" && !shown.length ? (
        <Typography variant="body2" color="error.main" sx={{ mt: 1 }}>
          No active price: nothing to buy.
        </Typography>
      ) : null}
      {!isActive ? (
        <Typography variant="body2" color="error.main" sx={{ mt: 1, fontWeight: 600 }}>
          Inactive: hidden from the site.
        </Typography>
      ) : null}
    </Paper>
  );
}
