import { compose } from "../../lib/mail/templates.ts";
import type { MailMessage } from "../../lib/mail/types.ts";

// The mail that lets a buyer attach orders they placed without signing in.
// It goes to the account's own confirmed address whatever it finds, so
// asking reveals nothing about purchases to anyone without that mailbox.

export const CLAIM_LINK_HOURS = 24;

export function claimMail(
  siteName: string,
  to: string,
  found: number,
  links: { claim: string; orders: string },
): MailMessage {
  const subject = `Orders placed without signing in on ${siteName}`;
  if (found === 0)
    return compose(
      "notice",
      to,
      subject,
      [
        `You asked ${siteName} to find orders placed with ${to} without signing in.`,
        "We found none: every order with this address is already in an account, or there are none.",
      ],
      { label: "See your orders", url: links.orders },
      "If you did not ask for this, ignore this message: nothing has changed.",
    );
  const orders = found === 1 ? "1 order" : `${found} orders`;
  return compose(
    "notice",
    to,
    subject,
    [
      `You asked ${siteName} to find orders placed with ${to} without signing in.`,
      `We found ${orders}. Follow the link to add ${found === 1 ? "it" : "them"} to your account, where you can see ${found === 1 ? "it" : "them"} and print receipts.`,
      `The link works once and expires in ${CLAIM_LINK_HOURS} hours.`,
    ],
    { label: `Add ${orders} to my account`, url: links.claim },
    "If you did not ask for this, ignore this message: nothing changes without the link.",
  );
}
