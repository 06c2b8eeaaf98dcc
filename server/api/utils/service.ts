import { scrapeRequestSchema } from "../../../core/schemas/scraper.ts";
import { decodeHtml } from "../../../core/scraper/charset.ts";
import { previewOf } from "../../../core/scraper/preview.ts";
import type { LinkPreview } from "../../../core/scraper/types.ts";
import { type Actor, requireUser } from "../../lib/policy.ts";
import type { RateLimiter } from "../../lib/rate-limit/index.ts";
import { type FetchSettings, fetchPage } from "../../lib/safe-fetch/fetchers.ts";
import { parseOrThrow } from "../../lib/validate.ts";

/**
 * Each preview costs a fetch of somebody else's site: enough for an editor
 * pasting links, too few to use the server as a crawler.
 */
export const SCRAPER_RULE = { name: "scraper-meta", max: 30, windowSeconds: 60 };

export function createUtilsService(deps: { limiter: RateLimiter; fetch: FetchSettings }) {
  return {
    /** POST /utils/scraper/meta {url}: the page's preview, and its event when it has one. */
    async scrapeMeta(actor: Actor, input: unknown): Promise<LinkPreview> {
      const user = requireUser(actor);
      // Per person, not per address: only signed-in people may call this.
      await deps.limiter.check(SCRAPER_RULE, user.userId);
      const { url } = parseOrThrow(scrapeRequestSchema, input);
      const page = await fetchPage(url, deps.fetch);
      return previewOf(decodeHtml(page.body, page.contentType), page.url);
    },
  };
}

export type UtilsService = ReturnType<typeof createUtilsService>;
