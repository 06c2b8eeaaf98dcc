import { subscribeLinks } from "../../core/feeds/calendar-links.ts";
import { toast } from "../lib/toast.tsx";
import { Disclosure } from "./disclosure.tsx";
import { LabelledInput } from "./select-filter.tsx";
import { Box, Button, Link, Stack, Typography } from "./ui/index.ts";

export interface OtherFeed {
  label: string;
  href: string;
}

/**
 * "Subscribe" to an iCalendar feed: webcal:// for Apple Calendar, Outlook
 * and most apps (they subscribe on open), Google Calendar's add-by-URL page,
 * and the https address to paste anywhere else: shown in a read-only field
 * (select and copy works without JavaScript) with a Copy button.
 */
export function SubscribeMenu({
  feedUrl,
  what,
  others = [],
}: {
  /** The absolute https address of the .ics feed. */
  feedUrl: string;
  /** "this listing", "events at Walker Art Center"… */
  what: string;
  /** The same dates in other formats (Atom, JSON). */
  others?: readonly OtherFeed[];
}) {
  const { webcal, google } = subscribeLinks(feedUrl);
  async function copy() {
    try {
      await navigator.clipboard.writeText(feedUrl);
      toast("Calendar address copied", { variant: "success" });
    } catch {
      toast("Couldn't copy. Select the address and copy it yourself.", {
        variant: "error",
      });
    }
  }
  return (
    <Disclosure summary="Subscribe" testId="subscribe">
      <Box sx={{ maxWidth: 560 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Add {what} to your calendar app. It keeps itself up to date.
        </Typography>
        <Stack component="ul" spacing={0.75} sx={{ listStyle: "none", p: 0, m: 0, mb: 2 }}>
          <li>
            <Link href={webcal}>Apple Calendar, Outlook and other apps</Link>
          </li>
          <li>
            <Link href={google} target="_blank" rel="noopener">
              Google Calendar
            </Link>
          </li>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          {/* A native field (app/styles/fields.css): MUI's TextField would bring its
              Select and Menu into every listing page's JavaScript. */}
          <LabelledInput
            label="Calendar address"
            className="ac-field--grow"
            value={feedUrl}
            readOnly
            spellCheck={false}
            onFocus={(e) => e.target.select()}
          />
          <Button variant="outlined" color="secondary" onClick={copy} sx={{ flexShrink: 0 }}>
            Copy
          </Button>
        </Stack>
        {others.length ? (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            Also as{" "}
            {others.map((o, i) => (
              <span key={o.href}>
                {i ? " · " : ""}
                <Link href={o.href}>{o.label}</Link>
              </span>
            ))}
          </Typography>
        ) : null}
      </Box>
    </Disclosure>
  );
}
