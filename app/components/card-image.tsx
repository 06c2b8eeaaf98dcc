import { Box } from "@mui/material";
import type { CardImage } from "../../core/listing/cards.ts";
import { CardArt } from "./card-art.tsx";

/**
 * A card's picture: CARD_SMALL / CARD_LARGE by srcset with their exact sizes
 * (no layout shift), over the tiny CARD_PROGRESSIVE as a blur-up placeholder.
 * Without an image, the tinted placeholder art.
 */
export function CardImageView({
  image,
  title,
  venueType,
  sizes = "(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw",
  square,
  eager = false,
}: {
  image: CardImage | null | undefined;
  title: string;
  venueType: string | null | undefined;
  sizes?: string;
  /** A square thumbnail of this many pixels (phone rows). */
  square?: number;
  eager?: boolean;
}) {
  const v = image?.versions;
  const large = v?.CARD_LARGE;
  const small = v?.CARD_SMALL;
  const main = square ? (v?.THUMB ?? small) : (large ?? small);
  if (!image || !main) {
    return <CardArt title={title} venueType={venueType} {...(square ? { size: square } : {})} />;
  }
  const srcSet = square
    ? undefined
    : [small && `${small.url} ${small.width}w`, large && `${large.url} ${large.width}w`]
        .filter(Boolean)
        .join(", ");
  const blur = v?.CARD_PROGRESSIVE?.url;
  return (
    <Box
      sx={{
        width: square ?? "100%",
        height: square,
        aspectRatio: square ? undefined : "900 / 472",
        flexShrink: 0,
        overflow: "hidden",
        bgcolor: "grey.100",
        backgroundImage: blur ? `url(${blur})` : undefined,
        backgroundSize: "cover",
        backgroundPosition: "center",
      }}
    >
      <Box
        component="img"
        src={main.url}
        srcSet={srcSet || undefined}
        sizes={srcSet ? sizes : undefined}
        width={main.width}
        height={main.height}
        alt={image.alt_text ?? ""}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        sx={{ display: "block", width: "100%", height: "100%", objectFit: "cover" }}
      />
    </Box>
  );
}
