// Every resource the generic back-office screens serve, by URL segment.
// Adding a resource: its description file, and one line here.
import { advert } from "./advert.ts";
import { article } from "./article.ts";
import { author } from "./author.ts";
import { category } from "./category.ts";
import { city } from "./city.ts";
import { event } from "./event.ts";
import { order } from "./order.ts";
import { shippingRate } from "./shipping-rate.ts";
import type { ResourceDescription } from "./types.ts";
import { user } from "./user.ts";
import { venue } from "./venue.ts";

const all: ResourceDescription[] = [
  city,
  author,
  category,
  venue,
  event,
  article,
  advert,
  user,
  order,
  shippingRate,
];

const byKey = new Map(all.map((d) => [d.key, d]));

/** The description for /admin/{key}, or undefined (the route answers 404). */
export const resourceByKey = (key: string | undefined) => (key ? byKey.get(key) : undefined);
