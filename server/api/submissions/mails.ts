import { compose } from "../../lib/mail/templates.ts";
import type { MailMessage } from "../../lib/mail/types.ts";

// What a submission's author hears when it is decided (issue 30): plain
// words, the event's name, and one link.

interface DecisionMail {
  siteName: string;
  publicUrl: string;
  to: string;
  /** The event's name as sent in. */
  name: string;
  /** Approved: the event's address. Rejected: the reason staff gave. */
  extra: string;
}

const footer = (siteName: string) =>
  `You get this because you sent an event to ${siteName}. Your submissions: see the link above.`;

export function approvedMail(m: DecisionMail): MailMessage {
  return compose(
    "notice",
    m.to,
    `Your event is on the calendar: ${m.name}`,
    [
      `Thank you. "${m.name}" was approved and is now listed on ${m.siteName}.`,
      `It is at ${m.extra}`,
    ],
    { label: "See your submissions", url: `${m.publicUrl}/account/submissions` },
    footer(m.siteName),
  );
}

export function rejectedMail(m: DecisionMail): MailMessage {
  return compose(
    "notice",
    m.to,
    `We could not list your event: ${m.name}`,
    [
      `Thank you for sending "${m.name}". We could not list it, and this is why:`,
      m.extra,
      "You are welcome to send it again with that changed.",
    ],
    { label: "See your submissions", url: `${m.publicUrl}/account/submissions` },
    footer(m.siteName),
  );
}
