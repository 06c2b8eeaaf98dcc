import { SUBMISSION_CATEGORIES } from "../schemas/submission.ts";
import { dateRowFor } from "../scraper/event-date-row.ts";
import { cleanText } from "../scraper/text.ts";
import type { LinkPreview, ScrapedLocation } from "../scraper/types.ts";

// "Start from a link" on /submit (issue 30 item 1): what a page's preview
// (its schema.org event, else its share tags) suggests for the form. A first
// guess the author reviews; nothing is saved until they send the form.

/** The summary field's limit (core/schemas/submission.ts). */
const SUMMARY_MAX = 300;
const NAME_MAX = 200;

export interface SubmissionPrefill {
  name: string | null;
  summary: string | null;
  content: string | null;
  url: string | null;
  /** At most one: the page's own date, when it gives one. */
  dates: { category: (typeof SUBMISSION_CATEGORIES)[number]; start: string; end: string }[];
  /** Where the page says it takes place; the service matches it to one of our venues. */
  location: ScrapedLocation | null;
  image_url: string | null;
}

export function prefillOf(preview: LinkPreview): SubmissionPrefill {
  const event = preview.event;
  const row = event ? dateRowFor(event) : null;
  const description = cleanText(event?.description ?? preview.description, 5000);
  const summary = cleanText(preview.description ?? event?.description, SUMMARY_MAX);
  return {
    name: cleanText(event?.name ?? preview.title, NAME_MAX),
    summary,
    // The long text only when it says more than the summary does.
    content: description && description !== summary ? description : null,
    url: event?.url ?? preview.url,
    dates:
      row && (SUBMISSION_CATEGORIES as readonly string[]).includes(row.category)
        ? [row as SubmissionPrefill["dates"][number]]
        : [],
    location: event?.location ?? null,
    image_url: event?.image ?? preview.image,
  };
}
