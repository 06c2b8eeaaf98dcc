import {
  Alert,
  Box,
  Button,
  Checkbox,
  Container,
  FormControlLabel,
  Link,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import type { FocusEvent } from "react";
import { data, Form, Link as RouterLink, useActionData, useLoaderData } from "react-router";
import { AccountPageHeading } from "../components/account-page-heading.tsx";
import { MuiTheme } from "../components/mui-theme.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { serverContext } from "../lib/context.server.ts";
import { field, formFailure } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { requireViewer } from "../lib/viewer.server.ts";
import type { Route } from "./+types/account-calendar";

// The personal calendar feed (issue 29, decision 052): its address with the
// links that subscribe to it, whether it holds what one follows, and "Get a
// new address" (asked twice: the old address stops working). A private page,
// usable without JavaScript: the confirmation is a page state (?confirm=new).

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Your calendar feed");
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request, context);
  const feed = await serverContext(context).services.forYou.feedSettings(actor);
  const confirming = new URL(request.url).searchParams.get("confirm") === "new";
  return { feed, confirming };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireViewer(request, context);
  const { forYou } = serverContext(context).services;
  const form = await request.formData();
  const intent = field(form, "intent");
  try {
    if (intent === "regenerate") {
      await forYou.regenerateFeed(actor);
      return {
        saved: "Your feed has a new address. Subscribe to it again; the old one no longer works.",
        error: null,
      };
    }
    const version = Number(field(form, "version")) || undefined;
    const feed = await forYou.updateFeedSettings(actor, {
      include_follows: form.get("include_follows") === "on",
      ...(version ? { version } : {}),
    });
    return {
      saved: feed.include_follows
        ? "Saved: your feed holds what you follow as well as what you saved."
        : "Saved: your feed holds only the events you saved.",
      error: null,
    };
  } catch (err) {
    return data({ saved: null, error: formFailure(err).message }, { status: 400 });
  }
}

function AccountCalendar() {
  const { feed, confirming } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <AccountPageHeading title="Your calendar feed">
        One address your calendar app subscribes to: the dates of the events you save and, if you
        like, of the venues, cities, categories and tags you follow. It keeps itself up to date.
        Keep the address to yourself: anyone who has it can read the feed.
      </AccountPageHeading>
      {result?.saved ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {result.saved}
        </Alert>
      ) : null}
      {result?.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {result.error}
        </Alert>
      ) : null}

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="feed-subscribe"
        sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}
      >
        <Typography id="feed-subscribe" variant="h4" component="h2" sx={{ mb: 2 }}>
          Add it to your calendar
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0, mb: 3 }}>
          <li>
            <Link href={feed.webcal_url} data-testid="feed-webcal">
              Apple Calendar and other apps (webcal)
            </Link>
          </li>
          <li>
            <Link href={feed.google_url} target="_blank" rel="noopener">
              Add to Google Calendar
            </Link>
          </li>
          <li>
            <Link href={feed.outlook_url} target="_blank" rel="noopener">
              Add to Outlook
            </Link>
          </li>
        </Stack>
        <label htmlFor="feed-url">
          <Typography component="span" variant="body2" sx={{ display: "block", mb: 0.5 }}>
            The address, for any other app
          </Typography>
        </label>
        <Box
          component="input"
          id="feed-url"
          readOnly
          value={feed.url}
          data-testid="feed-url"
          onFocus={(e: FocusEvent<HTMLInputElement>) => e.currentTarget.select()}
          sx={{
            width: "100%",
            font: "inherit",
            fontSize: "0.9rem",
            p: 1.25,
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
            bgcolor: "background.default",
            overflowX: "auto",
          }}
        />
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="feed-contents"
        sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}
      >
        <Typography id="feed-contents" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          What it holds
        </Typography>
        <Form method="post">
          <input type="hidden" name="version" value={feed.version} />
          <FormControlLabel
            control={
              <Checkbox
                name="include_follows"
                defaultChecked={feed.include_follows}
                key={String(feed.include_follows)}
              />
            }
            label="Include what I follow"
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Without it, the feed holds only the events you saved. Dates from a month back to a year
            ahead.
          </Typography>
          <SubmitButton busyLabel="Saving…" intent="settings" variant="outlined" size="medium">
            Save
          </SubmitButton>
        </Form>
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="feed-new-address"
        sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}
      >
        <Typography id="feed-new-address" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          A new address
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Shared the address by mistake? Get a new one: the old address stops working at once, and
          every calendar subscribed to it stops updating.
        </Typography>
        {confirming && !result?.saved ? (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            <Typography sx={{ mb: 2 }}>
              Get a new address? Calendars subscribed to the old one stop updating until you
              subscribe them again.
            </Typography>
            <Form method="post" action="/account/calendar">
              <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
                <SubmitButton
                  busyLabel="Making a new address…"
                  intent="regenerate"
                  color="error"
                  size="medium"
                >
                  Yes, get a new address
                </SubmitButton>
                <Button component={RouterLink} to="." replace variant="text">
                  Keep this address
                </Button>
              </Stack>
            </Form>
          </Alert>
        ) : (
          <Button
            component={RouterLink}
            to="?confirm=new"
            replace
            variant="outlined"
            color="secondary"
          >
            Get a new address…
          </Button>
        )}
      </Paper>
    </Container>
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page() {
  return (
    <MuiTheme>
      <AccountCalendar />
    </MuiTheme>
  );
}
