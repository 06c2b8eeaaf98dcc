import { z } from "zod";
import { uuid } from "./fields.ts";
import { AD_SPOTS } from "./promo.ts";

// DOMAIN.md "Featured and promotion": the marquee's configuration.

export const MARQUEE_RESOURCE_TYPES = ["event", "article", "venue"] as const;
export type MarqueeResourceType = (typeof MARQUEE_RESOURCE_TYPES)[number];
export const MAX_MARQUEE_ITEMS = 12;

export const marqueeItemSchema = z.object({
  resource_type: z.enum(MARQUEE_RESOURCE_TYPES, {
    message: `Use one of: ${MARQUEE_RESOURCE_TYPES.join(", ")}.`,
  }),
  resource_id: uuid,
  /**
   * An advert spot: while one of its adverts is active, the home page shows
   * that advert in this place instead of the item. "" or null: none.
   */
  advert_spot: z
    .union([z.enum(AD_SPOTS), z.literal(""), z.null()], {
      error: `Use one of: ${AD_SPOTS.join(", ")}, or none.`,
    })
    .optional()
    .transform((v) => v || null),
});
export type MarqueeItem = z.output<typeof marqueeItemSchema>;

export const marqueeSchema = z
  .object({
    items: z
      .array(marqueeItemSchema, { error: "Send the items as a list." })
      .max(MAX_MARQUEE_ITEMS, `Feature at most ${MAX_MARQUEE_ITEMS} items.`),
    // 0 when no marquee was saved yet.
    version: z.number().int().min(0).optional(),
  })
  .strict()
  .superRefine((m, ctx) => {
    const seen = new Set<string>();
    m.items.forEach((item, i) => {
      const key = `${item.resource_type}:${item.resource_id}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: "custom",
          path: ["items", i, "resource_id"],
          message: "That item is already in the marquee.",
        });
      }
      seen.add(key);
    });
  });

export const marqueeQuerySchema = z.object({
  config_only: z
    .enum(["true", "false"], { message: "Use true or false." })
    .optional()
    .transform((v) => v === "true"),
});
