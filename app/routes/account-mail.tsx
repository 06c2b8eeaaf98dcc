import {
  Alert,
  Box,
  Checkbox,
  Container,
  FormControlLabel,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { hourLabel, WEEKDAY_NAMES } from "../../core/schemas/personal-mail.ts";
import { AccountPageHeading } from "../components/account-page-heading.tsx";
import { MuiTheme } from "../components/mui-theme.tsx";
import { SubmitButton } from "../components/submit-button.tsx";
import { serverContext } from "../lib/context.server.ts";
import { field, formFailure } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import { requireViewer } from "../lib/viewer.server.ts";
import type { Route } from "./+types/account-mail";

// Mail preferences: the weekly digest (on or off, its day and hour in Chicago
// time) and reminders of saved dates. A private page (never cached), one
// form that works without JavaScript.

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Mail preferences");
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor, profile } = await requireViewer(request, context);
  const prefs = await serverContext(context).services.personalMail.preferences(actor);
  return { prefs, email: profile.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireViewer(request, context);
  const form = await request.formData();
  try {
    const prefs = await serverContext(context).services.personalMail.updatePreferences(actor, {
      // An unticked box is not sent at all: absent means off.
      digest_enabled: form.get("digest_enabled") === "on",
      digest_weekday: Number(field(form, "digest_weekday")),
      digest_hour: Number(field(form, "digest_hour")),
      reminders_enabled: form.get("reminders_enabled") === "on",
      version: Number(field(form, "version")) || undefined,
    });
    return { saved: true as const, prefs, error: null };
  } catch (err) {
    const failure = formFailure(err);
    return data({ saved: false as const, prefs: null, error: failure.message }, { status: 400 });
  }
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const fieldset = { p: { xs: 3, sm: 4 }, mx: 0, mt: 0, mb: 3, minWidth: 0 };

function AccountMail() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const prefs = result?.prefs ?? loaded.prefs;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <AccountPageHeading title="Mail preferences">
        What we send to <strong>{loaded.email}</strong> about the events you save and the places you
        follow. Every such mail has a link that turns it off in one click.
      </AccountPageHeading>
      {result?.saved ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          Your mail preferences are saved.
        </Alert>
      ) : null}
      {result?.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {result.error}
        </Alert>
      ) : null}
      {/* A new key after each save, so the fields show what was saved. */}
      <Form method="post" key={prefs.version}>
        <input type="hidden" name="version" value={prefs.version} />
        <Paper variant="outlined" component="fieldset" sx={fieldset}>
          <Typography component="legend" variant="h4" sx={{ px: 1, mb: 1 }}>
            Weekly digest
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Once a week: the coming seven days' openings, receptions, talks and closings at what you
            follow and have saved. No mail in a week with nothing in it.
          </Typography>
          <FormControlLabel
            control={<Checkbox name="digest_enabled" defaultChecked={prefs.digest_enabled} />}
            label="Send me the weekly digest"
            sx={{ mb: 2 }}
          />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              select
              label="Day"
              name="digest_weekday"
              defaultValue={prefs.digest_weekday}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              fullWidth
            >
              {WEEKDAY_NAMES.map((name, i) => (
                <option key={name} value={i}>
                  {name}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label="Hour (Chicago time)"
              name="digest_hour"
              defaultValue={prefs.digest_hour}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              fullWidth
            >
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </TextField>
          </Stack>
        </Paper>
        <Paper variant="outlined" component="fieldset" sx={fieldset}>
          <Typography component="legend" variant="h4" sx={{ px: 1, mb: 1 }}>
            Reminders
          </Typography>
          <Typography sx={{ mb: 2 }}>
            A mail at 9 am the day before each saved date (or that morning, if you saved it later),
            the day before a saved exhibition opens, and the day before its last day.
          </Typography>
          <FormControlLabel
            control={<Checkbox name="reminders_enabled" defaultChecked={prefs.reminders_enabled} />}
            label="Remind me of my saved dates"
          />
        </Paper>
        <Box sx={{ mt: 3 }}>
          <SubmitButton busyLabel="Saving…">Save mail preferences</SubmitButton>
        </Box>
      </Form>
    </Container>
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page() {
  return (
    <MuiTheme>
      <AccountMail />
    </MuiTheme>
  );
}
