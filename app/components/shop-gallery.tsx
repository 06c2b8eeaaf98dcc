import { Box } from "@mui/material";
import { Link } from "react-router";
import type { CardImage } from "../../core/listing/cards.ts";
import { CardArt } from "./card-art.tsx";

/**
 * A product's pictures: the chosen one large and whole (SIZED keeps its
 * proportions, where the card crops would cut a print), the others as
 * thumbnails below. Each thumbnail is a link (?image=n), so choosing one
 * works without JavaScript and keeps the page where it is.
 */
export function ShopGallery({
  images,
  selected,
  name,
}: {
  images: CardImage[];
  selected: number;
  name: string;
}) {
  const main = images[selected] ?? images[0];
  const v = main?.versions;
  const large = v?.SIZED ?? v?.CARD_LARGE ?? v?.FULL;
  if (!main || !large) return <CardArt title={name} venueType={null} />;
  const full = v?.FULL;
  return (
    <Box>
      <Box
        sx={{
          bgcolor: "#f6f6f4",
          display: "flex",
          justifyContent: "center",
          alignItems: "center",
          p: { xs: 1.5, md: 3 },
        }}
      >
        <Box
          component="img"
          src={large.url}
          srcSet={
            full && full.url !== large.url
              ? `${large.url} ${large.width}w, ${full.url} ${full.width}w`
              : undefined
          }
          sizes="(min-width: 900px) 55vw, 100vw"
          width={large.width}
          height={large.height}
          alt={main.alt_text ?? name}
          sx={{
            display: "block",
            maxWidth: "100%",
            height: "auto",
            maxHeight: { md: 640 },
            objectFit: "contain",
          }}
        />
      </Box>
      {images.length > 1 ? (
        <Box
          component="ul"
          aria-label="More pictures"
          sx={{ listStyle: "none", p: 0, m: 0, mt: 1.5, display: "flex", flexWrap: "wrap", gap: 1 }}
        >
          {images.map((img, i) => {
            const thumb = img.versions.THUMB ?? img.versions.CARD_SMALL;
            if (!thumb) return null;
            const current = i === selected;
            return (
              <li key={thumb.url}>
                <Box
                  component={Link}
                  to={i === 0 ? "?" : `?image=${i}`}
                  replace
                  preventScrollReset
                  aria-current={current ? "true" : undefined}
                  aria-label={`Picture ${i + 1} of ${images.length}${img.alt_text ? `: ${img.alt_text}` : ""}`}
                  sx={{
                    display: "block",
                    width: 72,
                    height: 72,
                    outline: current ? "2px solid" : "1px solid",
                    outlineColor: current ? "text.primary" : "divider",
                    outlineOffset: 2,
                    "&:focus-visible": { outline: "3px solid", outlineColor: "primary.main" },
                  }}
                >
                  <Box
                    component="img"
                    src={thumb.url}
                    alt=""
                    width={72}
                    height={72}
                    loading="lazy"
                    sx={{ display: "block", width: 72, height: 72, objectFit: "cover" }}
                  />
                </Box>
              </li>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}
