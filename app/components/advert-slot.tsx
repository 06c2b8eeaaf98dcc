import { useEffect } from "react";
import type { ServedAdvert } from "../../server/api/promo/present.ts";
import { track } from "../lib/tracking/index.ts";
import { Box, Typography } from "./ui/index.ts";

const dimensionsOf = (ad: ServedAdvert) => ({
  adClient: ad.client,
  adCampaign: ad.campaign ?? "",
  adInstance: ad.label,
  adSpot: ad.spot,
});

/**
 * One advert in a named spot, chosen on the server with the page. The
 * MOBILE image shows on narrow screens, DEFAULT elsewhere; it is marked
 * as an advertisement, and its impression and clicks are tracked.
 */
export function AdvertSlot({ advert }: { advert: ServedAdvert | null }) {
  useEffect(() => {
    if (advert)
      track({
        category: "advert",
        action: "impression",
        label: advert.id,
        dimensions: dimensionsOf(advert),
      });
  }, [advert]);
  if (!advert) return null;
  const desktop = advert.images.DEFAULT?.versions;
  const mobile = advert.images.MOBILE?.versions;
  const main = desktop?.SIZED ?? desktop?.FULL;
  const narrow = mobile?.SIZED ?? mobile?.FULL;
  const alt = advert.images.DEFAULT?.alt_text ?? `${advert.client}: ${advert.label}`;
  return (
    <Box
      component="aside"
      aria-label={advert.badge}
      data-testid="advert"
      data-spot={advert.spot}
      sx={{ textAlign: "center" }}
    >
      <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 2 }}>
        {advert.badge}
      </Typography>
      <Box
        component="a"
        href={advert.goto_url}
        target="_blank"
        rel="sponsored noopener"
        onClick={() =>
          track({
            category: "advert",
            action: "click",
            label: advert.id,
            dimensions: dimensionsOf(advert),
          })
        }
        sx={{ display: "inline-block", maxWidth: "100%", color: "inherit" }}
      >
        {main ? (
          <picture>
            {narrow ? <source media="(max-width: 599px)" srcSet={narrow.url} /> : null}
            <Box
              component="img"
              src={main.url}
              width={main.width}
              height={main.height}
              alt={alt}
              loading="lazy"
              decoding="async"
              sx={{ display: "block", maxWidth: "100%", height: "auto" }}
            />
          </picture>
        ) : (
          <Box sx={{ border: 1, borderColor: "divider", p: 3 }}>
            <Typography sx={{ fontWeight: 700 }}>{advert.client}</Typography>
            <Typography>{advert.label}</Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
