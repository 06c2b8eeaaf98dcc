import type { CardImage } from "../../core/listing/cards.ts";
import { Avatar, Box, Typography } from "./ui/index.ts";

/**
 * An author's face: the square THUMB as a circle (authors have only THUMB,
 * CARD_SMALL and FULL), or their initial when there is no picture. It sits
 * beside the name, so it is decorative (empty alt).
 */
export function AuthorPicture({
  name,
  picture,
  size,
}: {
  name: string;
  picture: CardImage | null | undefined;
  /** Pixels, or pixels per breakpoint (a smaller face on a phone). */
  size: number | { xs: number; sm: number };
}) {
  const thumb = picture?.versions.THUMB ?? picture?.versions.CARD_SMALL;
  const px = typeof size === "number" ? { xs: size, sm: size } : size;
  return (
    <Avatar
      {...(thumb ? { src: thumb.url } : {})}
      alt=""
      aria-hidden="true"
      slotProps={{
        img: { width: px.sm, height: px.sm, loading: "lazy", decoding: "async" },
      }}
      sx={{
        width: px,
        height: px,
        flexShrink: 0,
        bgcolor: "grey.200",
        color: "text.primary",
        fontWeight: 700,
        fontSize: { xs: px.xs * 0.42, sm: px.sm * 0.42 },
      }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}

/** A plain-text bio with its paragraphs kept (blank lines split them, single newlines break lines). */
export function BioText({ bio, size = "1rem" }: { bio: string | null; size?: string }) {
  const paragraphs = (bio ?? "")
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!paragraphs.length) return null;
  return (
    <Box sx={{ maxWidth: 680 }}>
      {paragraphs.map((p, i) => (
        <Typography
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered
          key={i}
          sx={{ fontSize: size, lineHeight: 1.65, my: 1, whiteSpace: "pre-line" }}
        >
          {p}
        </Typography>
      ))}
    </Box>
  );
}
