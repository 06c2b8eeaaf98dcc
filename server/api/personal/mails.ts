import { formatEventDate, ordinal } from "../../../core/dates/display.ts";
import { siteWallClock } from "../../../core/dates/wall-clock.ts";
import { dateLabel } from "../../../core/listing/cards.ts";
import type { DigestWeek, ReminderWhich } from "../../../core/personal/mail-schedule.ts";
import { escapeHtml } from "../../lib/escape.ts";
import type { MailMessage } from "../../lib/mail/types.ts";
import type { MailDate, MailList } from "./mail-repo.ts";

// The weekly digest and the reminders: plain text and the same in HTML, each
// with the one-click unsubscribe headers of RFC 8058 (a mail client POSTs
// "List-Unsubscribe=One-Click" to the URL; no sign-in) and a link to the
// preferences page.

export interface MailLinks {
  publicUrl: string;
  siteName: string;
  mailToken: string;
}

/** The URL of List-Unsubscribe: POST turns the list off, GET shows a page with the button. */
export function unsubscribeUrl(l: MailLinks, list: MailList): string {
  const u = new URL("/api/v5/mail/unsubscribe", l.publicUrl);
  u.searchParams.set("token", l.mailToken);
  u.searchParams.set("list", list);
  return u.toString();
}

const preferencesUrl = (l: MailLinks) => new URL("/account/mail", l.publicUrl).toString();
const eventUrl = (l: MailLinks, slug: string) =>
  new URL(`/events/${encodeURIComponent(slug)}`, l.publicUrl).toString();

function headers(l: MailLinks, list: MailList): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(l, list)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Why the date is in the mail: "Saved", "Because you follow Walker Art Center, #sculpture". */
export function reasonOf(d: MailDate): string {
  if (d.reasons.some((r) => r.kind === "saved")) return "Saved";
  const names = d.reasons.map((r) => (r.kind === "tag" ? `#${r.name}` : r.name));
  return names.length ? `Because you follow ${[...new Set(names)].join(", ")}` : "";
}

interface Section {
  title: string;
  dates: MailDate[];
}

/**
 * The digest's sections: openings and receptions (receptions and runs that
 * open in the week), talks, performances and the other timed dates that start
 * in it, and runs whose last day is in it. Open hours are left out; a date
 * that only overlaps the week (a run going on all through it) is in none.
 */
export function digestSections(dates: MailDate[], week: DigestWeek): Section[] {
  const inWeek = (t: Date) => t >= week.from && t < week.to;
  const opening = (d: MailDate) => d.category === "reception" || d.category === "ongoing";
  const openings = dates.filter((d) => opening(d) && inWeek(d.start));
  const other = dates.filter((d) => !opening(d) && d.category !== "hours" && inWeek(d.start));
  const closings = dates.filter(
    (d) =>
      d.category === "ongoing" && d.end > week.from && d.end <= week.to && !openings.includes(d),
  );
  return [
    { title: "Openings and receptions", dates: openings },
    { title: "Talks, performances and more", dates: other },
    { title: "Closing soon", dates: closings },
  ].filter((s) => s.dates.length);
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Last day Sat Jan 10th": a run ends at the midnight after its last day. */
function lastDay(end: Date): string {
  const w = siteWallClock(end.getTime() - 1);
  return `Last day ${WEEKDAYS[w.weekday - 1]} ${MONTHS[w.month - 1]} ${ordinal(w.day)}`;
}

function dateLine(d: MailDate, now: Date, closing = false): { when: string; what: string } {
  const when = closing ? lastDay(d.end) : formatEventDate(d, now).primary;
  const what = [dateLabel(d), d.venueName].filter(Boolean).join(" at ");
  return { when, what };
}

const PAGE =
  "font-family:Helvetica,Arial,sans-serif;color:#111;line-height:1.5;max-width:560px;margin:0 auto;padding:16px";
const MUTED = "color:#555;font-size:13px";

function page(intro: string[], body: string, footer: string[]): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="${PAGE}">
${intro.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${body}
<div style="margin-top:32px;border-top:1px solid #ddd">${footer.map((l) => `<p style="${MUTED}">${l}</p>`).join("\n")}</div>
</body></html>`;
}

function itemHtml(l: MailLinks, d: MailDate, now: Date, closing = false): string {
  const { when, what } = dateLine(d, now, closing);
  const reason = reasonOf(d);
  return `<li style="margin:0 0 14px;padding:0">
<a href="${escapeHtml(eventUrl(l, d.eventSlug))}" style="color:#002fa7;font-weight:700;font-size:17px;text-decoration:none">${escapeHtml(d.eventName)}</a><br>
<span style="font-weight:600">${escapeHtml(when)}</span> · ${escapeHtml(what)}${reason ? `<br><span style="${MUTED}">${escapeHtml(reason)}</span>` : ""}
</li>`;
}

function itemText(l: MailLinks, d: MailDate, now: Date, closing = false): string[] {
  const { when, what } = dateLine(d, now, closing);
  const reason = reasonOf(d);
  return [
    `- ${d.eventName}`,
    `  ${when} · ${what}`,
    ...(reason ? [`  ${reason}`] : []),
    `  ${eventUrl(l, d.eventSlug)}`,
  ];
}

function footers(l: MailLinks, list: MailList) {
  const what = list === "digest" ? "the weekly digest" : "reminders of saved dates";
  const prefs = preferencesUrl(l);
  const off = unsubscribeUrl(l, list);
  return {
    text: [
      `You get this because you turned on ${what} at ${l.siteName}.`,
      `Mail preferences: ${prefs}`,
      `Unsubscribe: ${off}`,
    ],
    html: [
      `You get this because you turned on ${escapeHtml(what)} at ${escapeHtml(l.siteName)}.`,
      `<a href="${escapeHtml(prefs)}" style="color:#555">Mail preferences</a> · <a href="${escapeHtml(off)}" style="color:#555">Unsubscribe</a>`,
    ],
  };
}

/** The weekly digest; null when it would hold nothing (no mail then). */
export function digestMail(
  l: MailLinks,
  to: string,
  dates: MailDate[],
  week: DigestWeek,
): MailMessage | null {
  const sections = digestSections(dates, week);
  if (!sections.length) return null;
  const count = new Set(sections.flatMap((s) => s.dates.map((d) => d.eventDateId))).size;
  const intro = [
    `Your week at ${l.siteName}: ${count} ${count === 1 ? "date" : "dates"} at the places and things you follow and the events you saved.`,
  ];
  const foot = footers(l, "digest");
  const isClosing = (s: Section) => s.title === "Closing soon";
  const text = [
    ...intro,
    ...sections.flatMap((s) => [
      "",
      s.title.toUpperCase(),
      ...s.dates.flatMap((d) => itemText(l, d, week.from, isClosing(s))),
    ]),
    "",
    ...foot.text,
  ].join("\n");
  const body = sections
    .map(
      (
        s,
      ) => `<h2 style="font-size:15px;text-transform:uppercase;letter-spacing:.06em;border-bottom:2px solid #111;padding-bottom:4px;margin:28px 0 12px">${escapeHtml(s.title)}</h2>
<ul style="list-style:none;margin:0;padding:0">${s.dates.map((d) => itemHtml(l, d, week.from, isClosing(s))).join("\n")}</ul>`,
    )
    .join("\n");
  return {
    kind: "digest",
    to,
    subject: `Your week in art: ${count} ${count === 1 ? "date" : "dates"} from ${l.siteName}`,
    text,
    html: page(intro, body, foot.html),
    headers: headers(l, "digest"),
  };
}

/** A reminder of one saved date: the day before (or morning of), or that a run closes soon. */
export function reminderMail(
  l: MailLinks,
  to: string,
  d: MailDate,
  which: ReminderWhich,
  now: Date,
): MailMessage {
  const subject =
    which === "closing"
      ? `Closing soon: ${d.eventName}`
      : `${d.category === "ongoing" ? "Opening soon" : "Coming up"}: ${d.eventName}`;
  const intro = [
    which === "closing"
      ? `${d.eventName}, which you saved, is in its last days.`
      : `A reminder of ${d.eventName}, which you saved.`,
  ];
  const foot = footers(l, "reminders");
  const text = [...intro, "", ...itemText(l, d, now, which === "closing"), "", ...foot.text].join(
    "\n",
  );
  const body = `<ul style="list-style:none;margin:0;padding:0">${itemHtml(l, d, now, which === "closing")}</ul>`;
  return {
    kind: "reminder",
    to,
    subject,
    text,
    html: page(intro, body, foot.html),
    headers: headers(l, "reminders"),
  };
}
