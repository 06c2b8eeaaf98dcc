import { escapeHtml } from "../escape.ts";
import type { MailMessage } from "./types.ts";

// Plain words, one link, and what to do if it was not you. The HTML part is
// the same text with a button, for clients that show HTML.

export function compose(
  kind: MailMessage["kind"],
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
  footer: string,
): MailMessage {
  const text = [...lines, "", `${action.label}: ${action.url}`, "", footer].join("\n");
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#111;line-height:1.5;max-width:520px">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#002fa7;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="color:#555;font-size:13px">${escapeHtml(footer)}</p>
</body></html>`;
  return { kind, to, subject, text, html };
}

export function verificationMail(siteName: string, to: string, url: string): MailMessage {
  return compose(
    "verification",
    to,
    `Confirm your email for ${siteName}`,
    [
      `Welcome to ${siteName}.`,
      "Confirm this is your email address to finish creating your account.",
    ],
    { label: "Confirm my email", url },
    "If you did not sign up, ignore this message and nothing will happen.",
  );
}

export function magicLinkMail(siteName: string, to: string, url: string): MailMessage {
  return compose(
    "magic_link",
    to,
    `Your sign-in link for ${siteName}`,
    [`Use this link to sign in to ${siteName}. It works once and expires in 15 minutes.`],
    { label: "Sign in", url },
    "If you did not ask to sign in, ignore this message: nobody can sign in without the link.",
  );
}

export function passwordResetMail(siteName: string, to: string, url: string): MailMessage {
  return compose(
    "password_reset",
    to,
    `Reset your ${siteName} password`,
    [
      "Someone asked to reset the password of this account. Choose a new one with the link below; it expires in one hour.",
    ],
    { label: "Choose a new password", url },
    "If it was not you, ignore this message: your password stays as it is.",
  );
}

/** Sent when a membership starts. */
export function membershipMail(
  siteName: string,
  to: string,
  tier: string,
  url: string,
): MailMessage {
  return compose(
    "membership",
    to,
    `Welcome, ${tier} member`,
    [
      `Your ${tier} membership of ${siteName} has started. Thank you for keeping the calendar going.`,
      "You can change your plan, update your card or cancel at any time from your account.",
    ],
    { label: "Manage your membership", url },
    "If you did not join, reply to this email and we will sort it out.",
  );
}
