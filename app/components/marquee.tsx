import { Link as RouterLink } from "react-router";
import type { FeaturedService } from "../../server/api/featured/service.ts";
import type { ServedAdvert } from "../../server/api/promo/present.ts";
import { track } from "../lib/tracking/index.ts";
import { AdvertSlot } from "./advert-slot.tsx";
import { CardImageView } from "./card-image.tsx";
import { Box, Link, Typography } from "./ui/index.ts";

export type MarqueeEntry = Awaited<ReturnType<FeaturedService["expanded"]>>[number];

const KIND: Record<MarqueeEntry["resource_type"], string> = {
  event: "Event",
  article: "Written",
  venue: "Venue",
};

/**
 * The home page's marquee, in the order staff set it: one large card and
 * two small ones beside it, then the rest in a row of small cards.
 */
export function Marquee({
  items,
  adverts = {},
}: {
  items: MarqueeEntry[];
  /** Adverts served for the items' advert spots: such an item gives its place to the advert. */
  adverts?: Record<string, ServedAdvert | null>;
}) {
  const [lead, second, third, ...rest] = items;
  if (!lead) return null;
  const beside = [second, third].filter((x): x is MarqueeEntry => Boolean(x));
  return (
    <Box component="section" aria-labelledby="home-featured" data-testid="marquee">
      <Typography
        id="home-featured"
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ mb: 1.5 }}
      >
        Featured
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: "1fr", md: beside.length ? "2fr 1fr" : "1fr" },
        }}
      >
        <MarqueeCard item={lead} position={1} large adverts={adverts} />
        {beside.length ? (
          <Box sx={{ display: "grid", gap: 3, alignContent: "start" }}>
            {beside.map((item, i) => (
              <MarqueeCard
                key={`${item.resource_type}:${item.resource_id}`}
                item={item}
                position={i + 2}
                adverts={adverts}
              />
            ))}
          </Box>
        ) : null}
      </Box>
      {rest.length ? (
        <Box
          sx={{
            mt: { xs: 3, md: 4 },
            display: "grid",
            gap: 3,
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(3, 1fr)" },
          }}
        >
          {rest.map((item, i) => (
            <MarqueeCard
              key={`${item.resource_type}:${item.resource_id}`}
              item={item}
              position={i + 4}
              adverts={adverts}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function MarqueeCard({
  item,
  position,
  large = false,
  adverts,
}: {
  item: MarqueeEntry;
  position: number;
  large?: boolean;
  adverts: Record<string, ServedAdvert | null>;
}) {
  const advert = item.advert_spot ? adverts[item.advert_spot] : null;
  if (advert) return <AdvertSlot advert={advert} />;
  const venueType = item.resource_type === "venue" ? (item.record as { type?: string }).type : null;
  return (
    <Box component="article" data-testid="marquee-item" sx={{ position: "relative" }}>
      <CardImageView
        image={item.image}
        title={item.title}
        venueType={venueType}
        sizes={large ? "(min-width: 900px) 66vw, 100vw" : "(min-width: 900px) 33vw, 100vw"}
        eager={large}
      />
      <Typography
        variant="overline"
        component="p"
        color="primary"
        sx={{ mt: 1.5, lineHeight: 1.4 }}
      >
        {KIND[item.resource_type]}
      </Typography>
      <Typography
        component="h3"
        variant={large ? "h2" : "h3"}
        sx={{ mb: 0.5, fontSize: large ? undefined : "1.2rem" }}
      >
        <Link
          component={RouterLink}
          to={item.url}
          color="inherit"
          onClick={() =>
            track({
              category: "marquee",
              action: "click",
              label: item.url,
              value: position,
              dimensions: {
                resourceId: item.resource_id,
                resourceType: item.resource_type,
                resourceDisplayName: item.title,
              },
            })
          }
          sx={{ "&::after": { content: '""', position: "absolute", inset: 0 } }}
        >
          {item.title}
        </Link>
      </Typography>
      {item.summary && large ? (
        <Typography sx={{ mt: 1, maxWidth: 640 }}>{item.summary}</Typography>
      ) : null}
    </Box>
  );
}
