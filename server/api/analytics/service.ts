import { z } from "zod";
import { addDays, inSiteZone, localInstant } from "../../../core/dates/site-day.ts";
import { validationError } from "../../../core/errors.ts";
import type { AnalyticsReport } from "../../../core/schemas/api/analytics.ts";
import { DATE_RANGE_MESSAGE, dayInRange } from "../../../core/schemas/fields.ts";
import { collectSchema } from "../../../core/schemas/promo.ts";
import { DEFAULT_TIMEZONE } from "../../../core/site.ts";
import type { Clock } from "../../lib/clock.ts";
import { type Actor, requireSuperAdmin } from "../../lib/policy.ts";
import type { RateLimiter } from "../../lib/rate-limit/index.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { AnalyticsRepo } from "./repo.ts";

/** A page sends a batch at most every few seconds; this is generous for people, not for scripts. */
const collectRule = { name: "analytics-collect", max: 120, windowSeconds: 60 };
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
const TOP = 10;

const isoDate = z.iso
  .date({ message: "Use a date like 2026-11-21." })
  .refine(dayInRange, DATE_RANGE_MESSAGE)
  .optional();
const rangeSchema = z.object({ start: isoDate, end: isoDate });

/** Whether the visitor asked not to be tracked: Do-Not-Track or Global Privacy Control. */
export const optedOut = (headers: { dnt?: string | undefined; gpc?: string | undefined }) =>
  headers.dnt === "1" || headers.gpc === "1";

export function createAnalyticsService(deps: {
  analytics: AnalyticsRepo;
  limiter: RateLimiter;
  clock: Clock;
}) {
  const { analytics, limiter, clock } = deps;

  /** Local days start..end inclusive (default: the last 30 days up to today) as instants. */
  function rangeOf(query: Record<string, string | undefined>) {
    const q = parseOrThrow(rangeSchema, {
      start: query.start || undefined,
      end: query.end || undefined,
    });
    const today = inSiteZone(clock.now()).toISODate()!;
    const end = q.end ?? today;
    const start = q.start ?? addDays(end, -(DEFAULT_DAYS - 1));
    if (start > end)
      throw validationError([{ field: "end", message: "The end must not come before the start." }]);
    if (addDays(start, MAX_DAYS) <= end) {
      throw validationError([
        { field: "start", message: `Ask for at most ${MAX_DAYS} days at a time.` },
      ]);
    }
    return { start, end, from: localInstant(start), to: localInstant(addDays(end, 1)) };
  }

  return {
    /**
     * POST /analytics/collect: stores a batch of tracked events. Nothing is
     * stored for visitors who opted out, and nothing about the visitor is.
     */
    async collect(
      client: string,
      privacy: { dnt?: string | undefined; gpc?: string | undefined },
      input: unknown,
    ) {
      await limiter.check(collectRule, client);
      const { events } = parseOrThrow(collectSchema, input);
      if (optedOut(privacy)) return { stored: 0 };
      await analytics.insert(events, clock.now());
      return { stored: events.length };
    },

    /** The back office's report: daily views and clicks, top events and venues, adverts, API key requests. */
    async report(
      actor: Actor,
      query: Record<string, string | undefined>,
    ): Promise<AnalyticsReport> {
      requireSuperAdmin(actor);
      const r = rangeOf(query);
      const range = { from: r.from, to: r.to };
      const [daily, events, venues, articles, adverts, keyDaily, topKeys] = await Promise.all([
        analytics.daily(range, DEFAULT_TIMEZONE),
        analytics.topResources(range, "event", TOP),
        analytics.topResources(range, "venue", TOP),
        analytics.topResources(range, "article", TOP),
        analytics.adverts(range),
        analytics.apiKeyDaily(r.start, r.end),
        analytics.topApiKeys(r.start, r.end, TOP),
      ]);
      // Every day of the range, zeros included, so a chart has no gaps.
      const byDay = new Map(daily.map((d) => [d.day, d]));
      const days: { day: string; page_views: number; clicks: number }[] = [];
      const keyRequests = new Map(keyDaily.map((d) => [d.day, d.requests]));
      const keyDays: { day: string; requests: number }[] = [];
      for (let d = r.start; d <= r.end; d = addDays(d, 1)) {
        days.push(byDay.get(d) ?? { day: d, page_views: 0, clicks: 0 });
        keyDays.push({ day: d, requests: keyRequests.get(d) ?? 0 });
      }
      return {
        start: r.start,
        end: r.end,
        daily: days,
        top_events: events,
        top_venues: venues,
        top_articles: articles,
        adverts: adverts.map((a) => ({
          ...a,
          ctr: a.impressions ? a.clicks / a.impressions : null,
        })),
        // Requests made with API keys (decision 063), counted per site day as they pass.
        api_keys: {
          daily: keyDays,
          top: topKeys.map((k) => ({
            id: k.id,
            name: k.name,
            prefix: k.prefix,
            owner: { name: k.ownerName, username: k.ownerUsername },
            revoked: k.revokedDate !== null,
            requests: k.requests,
          })),
        },
      };
    },
  };
}

/** The report's tables as CSV: one section per table, RFC 4180 quoting. */
export function reportCsv(report: Awaited<ReturnType<AnalyticsService["report"]>>): string {
  const cell = (v: unknown) => {
    const s = v == null ? "" : String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const table = (title: string, head: string[], rows: unknown[][]) =>
    [cell(title), head.map(cell).join(","), ...rows.map((r) => r.map(cell).join(","))].join("\r\n");
  return `${[
    table(
      "Daily",
      ["day", "page_views", "clicks"],
      report.daily.map((d) => [d.day, d.page_views, d.clicks]),
    ),
    table(
      "Top events",
      ["id", "name", "views"],
      report.top_events.map((x) => [x.id, x.name, x.views]),
    ),
    table(
      "Top venues",
      ["id", "name", "views"],
      report.top_venues.map((x) => [x.id, x.name, x.views]),
    ),
    table(
      "Adverts",
      ["advert_id", "client", "campaign", "instance", "impressions", "clicks", "ctr"],
      report.adverts.map((a) => [
        a.advert_id,
        a.client,
        a.campaign,
        a.instance,
        a.impressions,
        a.clicks,
        a.ctr === null ? "" : a.ctr.toFixed(4),
      ]),
    ),
    table(
      "API key requests",
      ["day", "requests"],
      report.api_keys.daily.map((d) => [d.day, d.requests]),
    ),
    table(
      "Top API keys",
      ["id", "name", "prefix", "owner", "revoked", "requests"],
      report.api_keys.top.map((k) => [
        k.id,
        k.name,
        k.prefix,
        k.owner.username ?? k.owner.name ?? "",
        k.revoked ? "yes" : "no",
        k.requests,
      ]),
    ),
  ].join("\r\n\r\n")}\r\n`;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
