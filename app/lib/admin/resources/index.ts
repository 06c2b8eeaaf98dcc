// Every resource the generic back-office screens serve, by URL segment.
// Adding a resource: its description file, and one line here.

import type { BackOfficeRole } from "../roles.ts";
import { advert } from "./advert.ts";
import { apiKey } from "./api-key.ts";
import { article } from "./article.ts";
import { author } from "./author.ts";
import { category } from "./category.ts";
import { city } from "./city.ts";
import { event, eventForEditors } from "./event.ts";
import { file } from "./file.ts";
import { guide } from "./guide.ts";
import { job } from "./job.ts";
import { mail } from "./mail.ts";
import { membership } from "./membership.ts";
import { order } from "./order.ts";
import { product } from "./product.ts";
import { shippingRate } from "./shipping-rate.ts";
import { submission } from "./submission.ts";
import { trash } from "./trash.ts";
import type { ResourceDescription } from "./types.ts";
import { user } from "./user.ts";
import { venue, venueForEditors } from "./venue.ts";
import {
  webhook,
  webhookDelivery,
  webhookDeliveryForEditors,
  webhookForEditors,
} from "./webhook.ts";

const all: ResourceDescription[] = [
  city,
  guide,
  author,
  category,
  venue,
  event,
  submission,
  article,
  advert,
  product,
  membership,
  user,
  trash,
  file,
  mail,
  job,
  apiKey,
  webhook,
  webhookDelivery,
  order,
  shippingRate,
];

const byKey = new Map(all.map((d) => [d.key, d]));

/** The description for /admin/{key}, or undefined (the route answers 404). */
export const resourceByKey = (key: string | undefined) => (key ? byKey.get(key) : undefined);

// A venue editor's twins of the staff descriptions (decision 056); keys as in
// roles.ts's VENUE_EDITOR_RESOURCES.
const editorsByKey = new Map<string, ResourceDescription>(
  [venueForEditors, eventForEditors, webhookForEditors, webhookDeliveryForEditors].map((d) => [
    d.key,
    d,
  ]),
);

/**
 * The description for /admin/{key} as this role has it: staff's own, a venue
 * editor's narrowed twin, or undefined (a resource the role has no screen for).
 */
export const resourceFor = (key: string | undefined, role: BackOfficeRole) =>
  role === "superadmin" ? resourceByKey(key) : key ? editorsByKey.get(key) : undefined;
