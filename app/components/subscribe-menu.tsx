import { Box, Button, Link, Stack, TextField, Typography } from "@mui/material";
import { useSnackbar } from "notistack";
import { subscribeLinks } from "../../core/feeds/calendar-links.ts";
import { Disclosure } from "./disclosure.tsx";

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
  const { enqueueSnackbar } = useSnackbar();
  async function copy() {
    try {
      await navigator.clipboard.writeText(feedUrl);
      enqueueSnackbar("Calendar address copied", { variant: "success" });
    } catch {
      enqueueSnackbar("Couldn't copy. Select the address and copy it yourself.", {
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
          <TextField
            label="Calendar address"
            value={feedUrl}
            size="small"
            fullWidth
            onFocus={(e) => e.target.select()}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
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
