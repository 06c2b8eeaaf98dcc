import { z } from "zod";
import { slugSchema, uuid } from "./fields.ts";

/** The records an editor gives a slug to, as `GET /utils/slugs/check` names them. */
export const SLUG_TYPES = [
  "event",
  "venue",
  "city",
  "article",
  "author",
  "category",
  "product",
  "guide",
] as const;
export type SlugType = (typeof SLUG_TYPES)[number];

/** `GET /utils/slugs/check?type=…&slug=…[&except_id=…]` */
export const slugCheckQuerySchema = z.object({
  type: z.enum(SLUG_TYPES, `Use one of: ${SLUG_TYPES.join(", ")}.`),
  slug: slugSchema,
  /** The record being edited: its own slug counts as available. */
  except_id: uuid.optional(),
});

/** The answer: `reason` says why a slug is not available, null when it is. */
export interface SlugCheck {
  slug: string;
  available: boolean;
  reason: "taken" | "reserved" | null;
}
