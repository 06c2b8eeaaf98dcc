import { Chip } from "@mui/material";
import { DateTime } from "luxon";
import type { ArticleStatus } from "../../../core/schemas/blog.ts";
import { DEFAULT_TIMEZONE } from "../../../core/site.ts";

export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  published: "Published",
  scheduled: "Scheduled",
  draft: "Draft",
};

/** An article's state as the lists and the editor show it. */
export function ArticleStatusChip({
  status,
  size = "small",
}: {
  status: ArticleStatus;
  size?: "small" | "medium";
}) {
  return (
    <Chip
      size={size}
      label={ARTICLE_STATUS_LABELS[status]}
      color={status === "published" ? "success" : status === "scheduled" ? "primary" : "default"}
      variant={status === "draft" ? "outlined" : "filled"}
    />
  );
}

/**
 * "Nov 21, 2026" or, with the time, "Nov 21, 2026, 9:00 AM", in Chicago time.
 * A fixed pattern rather than toLocaleString: ICU versions differ in the
 * space before AM, and the server and the browser must render the same text.
 */
export function formatArticleDate(iso: string, withTime = false): string {
  return DateTime.fromISO(iso, { zone: DEFAULT_TIMEZONE })
    .setLocale("en-US")
    .toFormat(withTime ? "LLL d, yyyy, h:mm a" : "LLL d, yyyy");
}
