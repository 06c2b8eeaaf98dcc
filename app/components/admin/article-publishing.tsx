import { Alert, Box, Button, Link as MuiLink, Stack, Typography } from "@mui/material";
import { DateTime } from "luxon";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { articleStatus } from "../../../core/blog/articles.ts";
import type { ArticleStatus } from "../../../core/schemas/blog.ts";
import { DEFAULT_TIMEZONE } from "../../../core/site.ts";
import { ARTICLE_STATUS_LABELS, ArticleStatusChip, formatArticleDate } from "./article-status.tsx";
import { DateTimeField } from "./date-time-field.tsx";

/** The publishing fields a button sets before saving. */
export interface PublishChange {
  is_published: boolean;
  published_date: string | null;
}

interface Saved {
  status: ArticleStatus;
  is_published: boolean;
  published_date: string | null;
  permalink: string;
}

// From lg up the panel sits in the editor's narrow side column, where a
// button and its sentence stack again.
const SIDE_BY_SIDE = { xs: "column", sm: "row", lg: "column" } as const;

const isPast = (iso: string | null, now: string): iso is string =>
  iso !== null && Date.parse(iso) <= Date.parse(now);

/** Tomorrow at 9am in Chicago: a sensible first guess for a schedule. */
function tomorrowMorning(now: string): string {
  return (
    DateTime.fromISO(now, { zone: DEFAULT_TIMEZONE })
      .plus({ days: 1 })
      .set({ hour: 9, minute: 0, second: 0, millisecond: 0 })
      .toUTC()
      .toISO() ?? now
  );
}

/**
 * Where the article stands (as saved) and what each choice does. Every
 * button saves the whole form at once with the publishing fields it names.
 * `pending` is what the form would save when that differs from what is
 * saved (a publish whose save failed), so the editor is never misled.
 */
export function ArticlePublishing({
  saved,
  values,
  now,
  saving,
  onChange,
}: {
  /** The saved article, or null before it is first saved. */
  saved: Saved | null;
  /** The publishing fields in the form now. */
  values: PublishChange;
  /** The server's now (the e2e server runs on a fixed clock). */
  now: string;
  saving: boolean;
  onChange: (change: PublishChange) => void;
}) {
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState("");
  const [whenError, setWhenError] = useState<string | null>(null);

  const status: ArticleStatus = saved?.status ?? "draft";
  const date = saved?.published_date ?? null;
  const formStatus = articleStatus(
    values.is_published,
    values.published_date ? new Date(values.published_date) : null,
    new Date(now),
  );
  const pending = saved
    ? values.is_published !== saved.is_published || values.published_date !== saved.published_date
    : values.is_published;
  const republish = status === "draft" && isPast(date, now);

  const openSchedule = () => {
    setWhen(date && !isPast(date, now) ? date : tomorrowMorning(now));
    setWhenError(null);
    setScheduling(true);
  };
  const confirmSchedule = () => {
    if (!when) return setWhenError("Pick a date and a time.");
    if (Date.parse(when) <= Date.parse(now))
      return setWhenError("Pick a time in the future, or use Publish now.");
    setScheduling(false);
    onChange({ is_published: true, published_date: when });
  };

  const publishNow = (
    <Choice
      key="publish"
      button={
        <Button
          variant="contained"
          color="success"
          disabled={saving}
          // A past date is kept (the address stays the same); none or a future one becomes now.
          onClick={() => onChange({ is_published: true, published_date: republish ? date : null })}
        >
          {republish ? "Publish again" : "Publish now"}
        </Button>
      }
      text={
        republish && date
          ? `Puts it back on the site with its first date, ${formatArticleDate(date)}, at the same address.`
          : "Saves and puts it on the site now, dated today."
      }
    />
  );
  const schedule = (
    <Choice
      key="schedule"
      button={
        <Button variant="outlined" disabled={saving} onClick={openSchedule}>
          {status === "scheduled" ? "Change date" : "Schedule"}
        </Button>
      }
      text="Saves it and picks a date and time (Chicago) when it goes on the site by itself."
    />
  );
  const saveDraft = (
    <Choice
      key="draft"
      button={
        <Button
          variant="outlined"
          disabled={saving}
          onClick={() => onChange({ is_published: false, published_date: values.published_date })}
        >
          Save draft
        </Button>
      }
      text="Saves your changes and keeps it off the site."
    />
  );
  const unpublish = (
    <Choice
      key="unpublish"
      button={
        <Button
          variant="outlined"
          color="error"
          disabled={saving}
          onClick={() => onChange({ is_published: false, published_date: date })}
        >
          Unpublish
        </Button>
      }
      text="Saves and takes it off the site. It keeps its date, so publishing it again brings it back at the same address."
    />
  );
  const unschedule = (
    <Choice
      key="unschedule"
      button={
        <Button
          variant="outlined"
          color="error"
          disabled={saving}
          onClick={() => onChange({ is_published: false, published_date: null })}
        >
          Cancel schedule
        </Button>
      }
      text="Saves it as a draft with no date; it will not go on the site."
    />
  );

  const choices =
    status === "published"
      ? [unpublish]
      : status === "scheduled"
        ? [publishNow, schedule, unschedule]
        : [publishNow, schedule, saveDraft];

  return (
    <Box
      component="section"
      aria-labelledby="article-publishing-title"
      data-testid="article-publishing"
      sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, bgcolor: "background.paper" }}
    >
      <Typography id="article-publishing-title" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        Publishing
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 1 }}>
        <ArticleStatusChip status={status} size="medium" />
        <Typography sx={{ fontWeight: 600 }}>{headline(saved, status, date)}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {explanation(saved, status, republish ? date : null)}
        {saved && status === "published" ? (
          <>
            {" "}
            <MuiLink component={Link} to={saved.permalink} target="_blank">
              {saved.permalink}
            </MuiLink>
          </>
        ) : null}
      </Typography>
      {pending ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Not saved yet: when you save, it will be {ARTICLE_STATUS_LABELS[formStatus].toLowerCase()}
          {formStatus === "scheduled" && values.published_date
            ? ` for ${formatArticleDate(values.published_date, true)}`
            : ""}
          .
        </Alert>
      ) : null}
      {scheduling ? (
        <Box
          role="group"
          aria-label="Schedule"
          sx={{ mb: 2, p: 2, bgcolor: "grey.50", borderRadius: 1 }}
        >
          <Stack direction={SIDE_BY_SIDE} spacing={1.5} sx={{ alignItems: "start" }}>
            <Box sx={{ flex: 1, width: "100%", maxWidth: 320 }}>
              <DateTimeField
                label="Goes on the site at"
                value={when}
                onChange={(v) => {
                  setWhen(v);
                  setWhenError(null);
                }}
                error={whenError ?? undefined}
                minDateTime={now}
              />
            </Box>
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={confirmSchedule} disabled={saving}>
                {status === "scheduled" ? "Save new date" : "Schedule it"}
              </Button>
              <Button onClick={() => setScheduling(false)}>Cancel</Button>
            </Stack>
          </Stack>
        </Box>
      ) : null}
      <Stack spacing={1.5}>{choices}</Stack>
    </Box>
  );
}

function Choice({ button, text }: { button: ReactNode; text: string }) {
  return (
    <Stack
      direction={SIDE_BY_SIDE}
      spacing={{ xs: 0.5, sm: 2, lg: 0.5 }}
      sx={{ alignItems: { sm: "center", lg: "stretch" } }}
    >
      <Box
        sx={{
          minWidth: 160,
          "& .MuiButton-root": { width: { xs: "100%", sm: "auto", lg: "100%" } },
        }}
      >
        {button}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Stack>
  );
}

function headline(saved: Saved | null, status: ArticleStatus, date: string | null): string {
  if (!saved) return "Not saved yet";
  if (status === "published" && date) return `On the site since ${formatArticleDate(date, true)}`;
  if (status === "scheduled" && date) return `Goes on the site ${formatArticleDate(date, true)}`;
  return "Not on the site";
}

/** `pastDate`: the date a draft kept from when it was on the site, if any. */
function explanation(saved: Saved | null, status: ArticleStatus, pastDate: string | null): string {
  if (!saved) return "Save it as a draft to keep working on it, publish it now, or schedule it.";
  if (status === "published") return "Everyone can read it at";
  if (status === "scheduled")
    return "Until then only staff see it (Chicago time). Saving changes keeps the schedule.";
  if (pastDate)
    return `Only staff can see it. It was on the site from ${formatArticleDate(pastDate)}; unpublished drafts keep that date.`;
  return "Only staff can see it. It has never been published.";
}
