import { forbidden } from "../../../core/errors.ts";
import { isReservedVenueSlug } from "../../../core/schemas/calendar.ts";
import {
  type SlugCheck,
  type SlugType,
  slugCheckQuerySchema,
} from "../../../core/schemas/slug-check.ts";
import { type Actor, requireStaffOrVenueEditor } from "../../lib/policy.ts";
import { parseOrThrow } from "../../lib/validate.ts";

type SlugTaken = (slug: string, exceptId?: string) => Promise<boolean>;

/**
 * Whether a slug is free for a record, as the back office's slug field asks
 * while the editor types. A free slug is an ordinary answer (200), not a
 * missing record: asking the record-by-slug endpoints made every free slug a
 * 404 the browser logged as an error. Staff only (and venue editors, for
 * events and venues), like the editors: it would otherwise tell anyone the
 * slugs of drafts.
 */
export function createSlugCheckService(deps: { taken: Record<SlugType, SlugTaken> }) {
  return {
    /** GET /utils/slugs/check?type=&slug=[&except_id=] */
    async check(actor: Actor, query: Record<string, string>): Promise<SlugCheck> {
      const user = requireStaffOrVenueEditor(actor);
      const q = parseOrThrow(slugCheckQuerySchema, query, "query");
      // Venue editors name events and their venues (decision 056), nothing else.
      if (!user.isSuperAdmin && q.type !== "event" && q.type !== "venue")
        throw forbidden("Only site administrators can do that.");
      if (q.type === "venue" && isReservedVenueSlug(q.slug))
        return { slug: q.slug, available: false, reason: "reserved" };
      const taken = await deps.taken[q.type](q.slug, q.except_id);
      return { slug: q.slug, available: !taken, reason: taken ? "taken" : null };
    },
  };
}

export type SlugCheckService = ReturnType<typeof createSlugCheckService>;
