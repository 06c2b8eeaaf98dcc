import type { CardImage } from "../../core/listing/cards.ts";
import { CardArt } from "./card-art.tsx";

const WIDE_SIZES = "(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw";
/** MUI's xs: the width below which a list card is a row with a square picture. */
const PHONE = "(max-width: 599.95px)";

/**
 * A card's picture: CARD_SMALL / CARD_LARGE by srcset with their exact sizes
 * (no layout shift), over the tiny CARD_PROGRESSIVE as a blur-up placeholder.
 * Without an image, the tinted placeholder art. `phoneSquare` makes it the
 * square THUMB crop on a phone
 * and the wide card crop from `sm` up (one <picture>, art-directed). Plain
 * markup styled by app/styles/cards.css: lists render many of these.
 */
export function CardImageView({
  image,
  title,
  venueType,
  sizes = WIDE_SIZES,
  phoneSquare = false,
  eager = false,
}: {
  image: CardImage | null | undefined;
  title: string;
  venueType: string | null | undefined;
  sizes?: string;
  phoneSquare?: boolean;
  eager?: boolean;
}) {
  const v = image?.versions;
  const large = v?.CARD_LARGE;
  const small = v?.CARD_SMALL;
  const thumb = v?.THUMB ?? small;
  const main = large ?? small;
  const phoneClass = phoneSquare ? "ac-media--phone-square" : undefined;
  if (!image || !main) {
    return (
      <CardArt
        title={title}
        venueType={venueType}
        {...(phoneClass ? { className: phoneClass } : {})}
      />
    );
  }
  const srcSet = [small && `${small.url} ${small.width}w`, large && `${large.url} ${large.width}w`]
    .filter(Boolean)
    .join(", ");
  const blur = v?.CARD_PROGRESSIVE?.url;
  const img = (
    <img
      src={main.url}
      srcSet={srcSet}
      sizes={sizes}
      width={main.width}
      height={main.height}
      alt={image.alt_text ?? ""}
      loading={eager ? "eager" : "lazy"}
      // The picture at the top of a page is usually its largest paint: asked for first.
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
    />
  );
  return (
    <div
      className={phoneClass ? `ac-media ${phoneClass}` : "ac-media"}
      style={blur ? { backgroundImage: `url(${blur})` } : undefined}
    >
      {phoneSquare && thumb ? (
        <picture>
          <source media={PHONE} srcSet={thumb.url} width={thumb.width} height={thumb.height} />
          {img}
        </picture>
      ) : (
        img
      )}
    </div>
  );
}
