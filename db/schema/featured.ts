import { jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { MarqueeItem } from "../../core/schemas/featured.ts";
import { DEFAULT_SITE_ID } from "../../core/site.ts";
import { user } from "./auth.ts";
import { recordColumns } from "./columns.ts";

/** One marquee per site: the ordered featured items on the home page. */
export const featuredMarquee = pgTable("featured_marquee", {
  ...recordColumns(),
  siteId: text("site_id").notNull().unique().default(DEFAULT_SITE_ID),
  items: jsonb("items").$type<MarqueeItem[]>().notNull().default([]),
  modifiedBy: uuid("modified_by").references(() => user.id, { onDelete: "set null" }),
});
