import { subscribeLinks } from "./calendar-links.ts";

// The personal calendar feed's address and the links that subscribe to it
// (issue 29, decision 052). The secret is the only key: whoever has the
// address reads the feed, so pages show it only to its owner.

/** /feeds/personal/{secret}.ics: a secret is base64url, nothing to escape. */
export const personalFeedPath = (secret: string) => `/feeds/personal/${secret}.ics`;

export interface PersonalFeedLinks {
  /** The https address, to paste anywhere. */
  url: string;
  /** webcal://: Apple Calendar and most desktop apps subscribe on open. */
  webcal: string;
  /** Google Calendar's "add by URL", with the webcal address as `cid`. */
  google: string;
  /** Outlook.com's "subscribe from web". */
  outlook: string;
}

export function personalFeedLinks(
  origin: string,
  secret: string,
  name = "My art calendar",
): PersonalFeedLinks {
  const url = `${origin.replace(/\/$/, "")}${personalFeedPath(secret)}`;
  const { webcal, google } = subscribeLinks(url);
  return {
    url,
    webcal,
    google,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(url)}&name=${encodeURIComponent(name)}`,
  };
}
